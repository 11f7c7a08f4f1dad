/**
 * Where a property's value comes from at the breakpoint and state being edited. Stored values
 * cascade like the runtime applies them (runtime/render/overrides.ts): default < breakpoint <
 * state < breakpoint:state, and at mobile width the tablet overrides apply before the mobile ones.
 */
import type { PropertyDefinition } from '@catalogue/define.ts';
import { resolveLangValue } from '@catalogue/props.ts';
import type { Element } from '@shared/schema/element.ts';
import type { JsonValue, PropertyValue } from '@shared/schema/values.ts';
import type { BreakpointName } from '../../store/state.ts';

export type Section = 'settings' | 'style';

/** The base values (`props` / `styles`), as a cascade key. */
export const BASE = '';

const WIDER: Record<BreakpointName, readonly string[]> = {
  desktop: [],
  tablet: ['tablet'],
  mobile: ['tablet', 'mobile'],
};

/** The override key edits go to: `''` (base), `tablet`, `hover`, `mobile:hover`… */
export function overrideKeyOf(breakpoint: BreakpointName, state: string | null): string {
  const bp = breakpoint === 'desktop' ? '' : breakpoint;
  if (bp && state) return `${bp}:${state}`;
  return bp || state || BASE;
}

/** The key a property's edits go to: breakpoint only when responsive, state only with `states`. */
export function editKeyOf(
  property: Pick<PropertyDefinition, 'responsive' | 'states'>,
  breakpoint: BreakpointName,
  state: string | null,
): string {
  return overrideKeyOf(
    property.responsive ? breakpoint : 'desktop',
    property.states ? state : null,
  );
}

/** Every key that applies at a breakpoint and state, base first, in the order they win. */
export function cascadeKeys(breakpoint: BreakpointName, state: string | null): string[] {
  const wider = WIDER[breakpoint];
  const states = state ? [state] : [];
  return [BASE, ...wider, ...states, ...wider.flatMap((b) => states.map((s) => `${b}:${s}`))];
}

/** The cascade up to the key a property is edited at. */
export function cascadeOf(
  property: Pick<PropertyDefinition, 'responsive' | 'states'>,
  breakpoint: BreakpointName,
  state: string | null,
): string[] {
  return cascadeKeys(property.responsive ? breakpoint : 'desktop', property.states ? state : null);
}

/** The map a section's values live in at a key (undefined when that override has none). */
export function mapAt(
  element: Element | undefined,
  section: Section,
  key: string,
): Readonly<Record<string, PropertyValue>> | undefined {
  if (!element) return undefined;
  const field = section === 'settings' ? 'props' : 'styles';
  return key === BASE ? element[field] : element.overrides?.[key]?.[field];
}

/** The value stored exactly at a key, if any. */
export function storedAt(
  element: Element | undefined,
  section: Section,
  name: string,
  key: string,
): PropertyValue | undefined {
  const map = mapAt(element, section, key);
  return map && Object.hasOwn(map, name) ? map[name] : undefined;
}

export interface Resolution {
  /** What applies at the edited key: the last stored value of the cascade, else undefined. */
  value: PropertyValue | undefined;
  /** The key it is stored at (`''` = base), or null when nothing is stored (the default applies). */
  from: string | null;
  /** Stored at the edited key itself. */
  own: boolean;
  /** The key edits go to. */
  key: string;
}

/**
 * Resolves a property over a list of stored values, one per key of `keys` (as `storedAt` gives
 * them): the last one set wins. Split from `resolveValue` so a React selector can pick the stored
 * values (cheap, stable) and resolve outside it.
 */
export function resolveStored(
  keys: readonly string[],
  stored: readonly (PropertyValue | undefined)[],
): Resolution {
  const key = keys[keys.length - 1] ?? BASE;
  for (let i = keys.length - 1; i >= 0; i--) {
    if (stored[i] !== undefined)
      return { value: stored[i], from: keys[i]!, own: keys[i] === key, key };
  }
  return { value: undefined, from: null, own: false, key };
}

/** The stored values of a property along a cascade. */
export function storedAlong(
  element: Element | undefined,
  section: Section,
  name: string,
  keys: readonly string[],
): (PropertyValue | undefined)[] {
  return keys.map((key) => storedAt(element, section, name, key));
}

/** Where a property's value comes from when edited at a breakpoint and state. */
export function resolveValue(
  element: Element | undefined,
  section: Section,
  name: string,
  property: Pick<PropertyDefinition, 'responsive' | 'states'>,
  breakpoint: BreakpointName,
  state: string | null,
): Resolution {
  const keys = cascadeOf(property, breakpoint, state);
  return resolveStored(keys, storedAlong(element, section, name, keys));
}

/** Wider than the edited key: shown as inherited (from a wider breakpoint or the base). */
export function isInherited(resolution: Resolution): boolean {
  return resolution.key !== BASE && resolution.from !== null && !resolution.own;
}

/**
 * The values hidden conditions and editor checks look at: every property's default, then the
 * stored values along the cascade, with `$lang` picked and formulas left out (unknown here).
 */
export function effectiveValues(
  element: Element | undefined,
  section: Section,
  properties: Readonly<Record<string, PropertyDefinition>>,
  keys: readonly string[],
  langs: readonly string[],
): Record<string, JsonValue | undefined> {
  const out: Record<string, JsonValue | undefined> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (property.section !== section || property.default === null) continue;
    out[name] = resolveLangValue(property.default, langs);
  }
  for (const key of keys) {
    const map = mapAt(element, section, key);
    if (!map) continue;
    for (const [name, value] of Object.entries(map)) {
      const literal = resolveLangValue(value, langs);
      if (literal !== undefined) out[name] = literal;
    }
  }
  return out;
}
