/**
 * The DOM attributes an element view adds to its component: workflow handlers of its events,
 * the tracking of element states its overrides name (hover, focus, active), and the click of a
 * popup link, chained per event.
 */
import type { ElementAttributes } from '@catalogue/component.ts';
import type { Element } from '@shared/schema/element.ts';
import type { ItemContext } from '../state/site-runtime.ts';
import type { RenderContextValue } from './context.ts';
import { eventHandlers } from './events.ts';

/** DOM events that turn an element state on and off. */
const STATE_EVENTS: Readonly<Record<string, readonly [on: string, off: string]>> = {
  hover: ['onMouseEnter', 'onMouseLeave'],
  focus: ['onFocus', 'onBlur'],
  active: ['onMouseDown', 'onMouseUp'],
};

export function elementAttributes(
  element: Element,
  context: RenderContextValue,
  item: ItemContext | undefined,
  stateProps: readonly string[],
  toggle: (state: string, on: boolean) => void,
): ElementAttributes {
  const { runtime, openLinkPopup } = context;
  const attributes: Record<string, unknown> = { ...eventHandlers(element, runtime, item) };
  const chain = (name: string, run: (event: { preventDefault(): void }) => void) => {
    const previous = attributes[name] as ((event: unknown) => void) | undefined;
    attributes[name] = (event: { preventDefault(): void }) => {
      run(event);
      previous?.(event);
    };
  };
  for (const [state, [on, off]] of Object.entries(STATE_EVENTS)) {
    if (!stateProps.includes(state)) continue;
    chain(on, () => toggle(state, true));
    chain(off, () => toggle(state, false));
  }
  const link = element.link;
  if (link?.type === 'popup' && openLinkPopup) {
    chain('onClick', (event) => {
      event.preventDefault();
      openLinkPopup(link.content, link.background);
    });
  }
  return attributes as ElementAttributes;
}
