/**
 * An element's workflows as DOM handlers (seeds §9 click-type events) and its life-cycle
 * events. The workflow gets `context.event`: the event type, the pointer position where there
 * is one, and the element's value for inputs.
 */
import type { DOMAttributes } from 'react';
import type { Element } from '@shared/schema/element.ts';
import type { ItemContext, SiteRuntime } from '../state/site-runtime.ts';

type Handlers = DOMAttributes<HTMLElement>;
type HandlerName = keyof Handlers;

/** DOM event names of the seeds to React handler props. */
export const DOM_EVENT_PROPS: Readonly<Record<string, HandlerName>> = {
  click: 'onClick',
  dblclick: 'onDoubleClick',
  contextmenu: 'onContextMenu',
  mousedown: 'onMouseDown',
  mouseup: 'onMouseUp',
  mousemove: 'onMouseMove',
  mouseenter: 'onMouseEnter',
  mouseleave: 'onMouseLeave',
  touchstart: 'onTouchStart',
  touchmove: 'onTouchMove',
  touchend: 'onTouchEnd',
  touchcancel: 'onTouchCancel',
  scroll: 'onScroll',
};

interface DomLikeEvent {
  type: string;
  clientX?: number;
  clientY?: number;
  currentTarget?: unknown;
}

/** The plain, serialisable part of a DOM event that formulas may read. */
export function eventContext(event: DomLikeEvent): Record<string, unknown> {
  const out: Record<string, unknown> = { type: event.type };
  if (typeof event.clientX === 'number') out.x = event.clientX;
  if (typeof event.clientY === 'number') out.y = event.clientY;
  const target = event.currentTarget as { value?: unknown } | null | undefined;
  if (target && typeof target.value === 'string') out.value = target.value;
  return out;
}

/** Handlers for the element's DOM-event workflows, or undefined when it has none. */
export function eventHandlers(
  element: Element,
  runtime: SiteRuntime,
  item: ItemContext | undefined,
): Handlers | undefined {
  let handlers: Record<string, (event: DomLikeEvent) => void> | undefined;
  for (const { trigger, workflowId } of element.events ?? []) {
    const prop = DOM_EVENT_PROPS[trigger];
    if (!prop) continue;
    const previous = handlers?.[prop];
    (handlers ??= {})[prop] = (event) => {
      previous?.(event);
      void runtime.runWorkflow(workflowId, { event: eventContext(event), item });
    };
  }
  return handlers as Handlers | undefined;
}

/** Runs the element's `mounted` or `before-unmount` workflows. */
export function lifecycle(
  element: Element,
  trigger: 'mounted' | 'before-unmount',
  runtime: SiteRuntime,
  item: ItemContext | undefined,
): void {
  for (const event of element.events ?? []) {
    if (event.trigger !== trigger) continue;
    void runtime.runWorkflow(event.workflowId, { event: { type: trigger }, item });
  }
}
