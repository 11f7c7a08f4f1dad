/**
 * Which properties of a sidebar section the metadata's hidden conditions hide, for one element at
 * the breakpoint and state edited. A condition sees the element's values and what lays it out:
 * its parent's `display` when the parent's component lays that slot out itself (`layoutSlots`),
 * so an element offers the flex item fields only inside a flex, the grid item fields only inside
 * a grid.
 */
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { HiddenContext, PropertyDefinition } from '@catalogue/define.ts';
import { displayRule } from '@runtime/render/display.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { BreakpointName } from '../../store/state.ts';
import { elementOn, type Place } from '../../store/tree.ts';
import { sidebarModel } from './properties.ts';
import { cascadeKeys, effectiveValues, mapAt, type Section } from './values.ts';

/** A `div`'s display, for a layout slot's parent that says none. */
const INITIAL_DISPLAY = 'block';

/**
 * The context of an element's hidden conditions: the display of the parent at `place` (null for a
 * section root, a slot the component boxes itself, or a parent hidden at this breakpoint).
 */
export function hiddenContext(
  doc: SiteBundle,
  pageId: string,
  place: Place | null,
  breakpoint: BreakpointName,
  langs: readonly string[],
): HiddenContext {
  if (place?.kind !== 'slot') return { parentDisplay: null };
  const parent = elementOn(doc, pageId, place.parentId);
  const definition = parent ? componentDefinitions[parent.type] : undefined;
  if (!parent || !definition?.layoutSlots?.includes(place.slot)) return { parentDisplay: null };
  const styles = sidebarModel(definition).properties.style;
  const values = effectiveValues(parent, 'style', styles, cascadeKeys(breakpoint, null), langs);
  const rule = displayRule(values.display, definition.displayModes);
  return { parentDisplay: rule.hidden ? null : (rule.display ?? INITIAL_DISPLAY) };
}

/**
 * The names of a section's properties whose hidden condition holds. Without `context` (the
 * settings, whose conditions look at the element's own values), a condition on it keeps its
 * property shown.
 */
export function hiddenNames(
  element: Element | undefined,
  section: Section,
  properties: Readonly<Record<string, PropertyDefinition>>,
  breakpoint: BreakpointName,
  state: string | null,
  langs: readonly string[],
  context: HiddenContext | undefined,
): string[] {
  const conditional = Object.entries(properties).filter(([, p]) => p.hidden);
  if (conditional.length === 0) return [];
  const keys = cascadeKeys(breakpoint, state);
  const values = effectiveValues(element, section, properties, keys, langs);
  const seen = context && { ...context, bound: boundNames(element, section, keys) };
  return conditional.filter(([, p]) => p.hidden!(values, seen)).map(([name]) => name);
}

/** The names bound to a formula at any of `keys` (the values hidden conditions see omit them). */
export function boundNames(
  element: Element | undefined,
  section: Section,
  keys: readonly string[],
): Set<string> {
  const bound = new Set<string>();
  for (const key of keys) {
    const map = mapAt(element, section, key);
    for (const name in map) if (isFormulaValue(map[name])) bound.add(name);
  }
  return bound;
}
