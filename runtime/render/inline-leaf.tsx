/**
 * The in-place fast path: a child whose whole subtree is plain is rendered by its parent, with no
 * component of its own (`inlineLeaf`), and the reader of stored values both paths share.
 */
import { Fragment, type ReactNode } from 'react';
import { catalogueEntry } from '@catalogue/registry.ts';
import { LIBRARY_COMPONENT_TYPE } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { ItemContext } from '../state/site-runtime.ts';
import { tracked } from '../state/tracking.ts';
import { elementClass } from './classes.ts';
import type { RenderContextValue } from './context.ts';
import { elementHtml, htmlReady, withHtml } from './html-load.ts';
import { boundLink, resolveLink } from './links.ts';
import { linkWarning } from './resolve-element.ts';
import { planOf } from './plan.ts';
import { boundStyles, resolveProps, type ReadValue } from './resolve.ts';

/** No slots: one object for every element without children. */
export const NO_SLOTS: Record<string, ReactNode> = Object.freeze({}) as Record<string, ReactNode>;

/** What an in-place subtree read; shared by its elements, reset at the subtree's top only. */
const inlineReads = new Set<string>();
let inlineFailed = false;
let inlineDepth = 0;
const markInlineFailed = () => {
  inlineFailed = true;
};

/** Resolves stored values for one element; a failing one gives undefined after `failed`. */
export function readerOf(
  context: RenderContextValue,
  item: ItemContext | undefined,
  failed: (error: unknown, name: string) => void,
): ReadValue {
  return (value, name) => {
    try {
      return context.runtime.resolve(value, item);
    } catch (error) {
      failed(error, name);
      return undefined;
    }
  };
}

/** An element view's reader: a value that fails is warned about once per element and property. */
export const elementReader = (
  context: RenderContextValue,
  element: Element,
  item: ItemContext | undefined,
): ReadValue =>
  readerOf(context, item, (error, name) =>
    context.runtime.warnOnce(
      `${element.id}\u0000${name}`,
      `[baobab] element "${element.id}", property "${name}": ${error instanceof Error ? error.message : String(error)}; its default is shown`,
      element.id,
    ),
  );

/**
 * A child whose whole subtree is plain — hookless components without workflows, overrides,
 * breakpoint reads, popup links, repeated lists or library components — and whose formulas read
 * nothing that can change (constants, `context.item`) is rendered in place by its parent: none of
 * it could ever re-render on its own, so it needs no component of its own. Anything else, or any
 * failure, gives null: the caller renders an ElementView, which reports the problem, is the
 * error boundary, and subscribes to what the element reads.
 */
export function inlineLeaf(
  context: RenderContextValue,
  childId: string,
  item: ItemContext | undefined,
  key: string,
  path = '/',
): ReactNode | null {
  if (context.live) return null;
  const element = Object.hasOwn(context.elements, childId) ? context.elements[childId] : undefined;
  if (!element || element.type === LIBRARY_COMPONENT_TYPE) return null;
  const plan = planOf(element);
  if (
    plan.attributes ||
    plan.overrides ||
    plan.responsive ||
    plan.boundDisplay ||
    plan.behaviourStyles ||
    (plan.html && !htmlReady())
  )
    return null;
  if (path.includes(`/${childId}/`)) return null;
  const entry = catalogueEntry(element.type);
  if (!entry?.hookless) return null;
  const top = inlineDepth === 0;
  if (top) {
    inlineReads.clear();
    inlineFailed = false;
  }
  inlineDepth++;
  let node: ReactNode;
  try {
    node = tracked(inlineReads, () => {
      const read = readerOf(context, item, markInlineFailed);
      const props = resolveProps(element, entry.definition, read, context.langs);
      if (entry.definition.properties.repeat?.type === 'list' && props.repeat !== null) {
        inlineFailed = true;
        return null;
      }
      const childPath = `${path}${element.id}/`;
      let slots = NO_SLOTS;
      for (const [slot, childIds] of plan.slots) {
        const children: ReactNode[] = [];
        for (let i = 0; i < childIds.length && !inlineFailed; i++) {
          const child = inlineLeaf(context, childIds[i]!, item, `${childIds[i]}:${i}`, childPath);
          if (child === null) inlineFailed = true;
          else children.push(child);
        }
        if (slots === NO_SLOTS) slots = {};
        slots[slot] = children;
      }
      if (inlineFailed || inlineReads.size > 0) return null;
      const style = plan.formulaStyles ? boundStyles(element, read, []) : undefined;
      const link = element.link
        ? resolveLink(
            boundLink(element.link, read),
            context.links,
            linkWarning(context.runtime, element.id),
            element.id,
          )
        : null;
      const html = plan.html ? elementHtml(context, element, read, item) : undefined;
      return (entry.component as (p: object) => ReactNode)({
        props,
        className: html?.className ?? elementClass(element.id),
        slots,
        attributes: withHtml(html, style ? { style } : undefined),
        children: slots.default,
        ...link,
      });
    });
  } catch {
    inlineFailed = true;
  } finally {
    inlineDepth--;
  }
  if (inlineFailed || inlineReads.size > 0) return null;
  return <Fragment key={key}>{node}</Fragment>;
}
