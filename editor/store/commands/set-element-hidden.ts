import type { Element } from '@shared/schema/element.ts';
import { defineCommand } from '../command.ts';
import { requireElement } from '../element-ops.ts';
import type { BreakpointName } from '../state.ts';
import { setProperty } from './set-property.ts';

export interface SetElementHiddenPayload {
  pageId: string;
  elementId: string;
  /** true hides the element (style `display: none`) at that breakpoint; false shows it again. */
  hidden: boolean;
  breakpoint: BreakpointName;
}

/** Breakpoints whose styles also apply at a width (mobile gets tablet's, as media queries do). */
const WIDER: Record<BreakpointName, Array<string | null>> = {
  desktop: [],
  tablet: [null],
  mobile: [null, 'tablet'],
};

const displayAt = (element: Element, key: string | null): unknown =>
  (key ? element.overrides?.[key]?.styles : element.styles)?.display;

/** Whether an element is hidden (`display: none`) at a breakpoint, set there or wider. */
export function isHiddenAt(element: Element, breakpoint: BreakpointName): boolean {
  const own = displayAt(element, breakpoint === 'desktop' ? null : breakpoint);
  if (own !== undefined) return own === 'none';
  for (const key of [...WIDER[breakpoint]].reverse()) {
    const value = displayAt(element, key);
    if (value !== undefined) return value === 'none';
  }
  return false;
}

/**
 * The navigator's eye: hides or shows an element at a breakpoint. Showing removes the
 * `display: none` set there; when a wider breakpoint still hides it, it sets the component's
 * default display (its `display` style default, else its first display mode, else `block`).
 */
export const setElementHidden = defineCommand({
  type: 'set-element-hidden',
  apply(doc, { pageId, elementId, hidden, breakpoint }: SetElementHiddenPayload, context) {
    const { element } = requireElement(doc, pageId, elementId);
    const write = (value: string | undefined) =>
      setProperty.apply(
        doc,
        { pageId, elementId, section: 'style', name: 'display', value, breakpoint },
        context,
      );
    if (hidden) {
      write('none');
      return;
    }
    if (displayAt(element, breakpoint === 'desktop' ? null : breakpoint) === 'none') {
      write(undefined);
    }
    if (isHiddenAt(element, breakpoint)) {
      const definition = context.definition(element.type);
      const ownDefault = definition?.properties.display?.default;
      write(
        typeof ownDefault === 'string' && ownDefault !== 'none'
          ? ownDefault
          : (definition?.displayModes?.[0] ?? 'block'),
      );
    }
  },
});
