/**
 * Property values to what components receive. Settings props: literal, `$lang` or `$formula`
 * (through the site runtime), with the active overrides, coerced and defaulted. Styles: literal
 * and `$lang` ones go to the page stylesheet (`createResolver`); formula-bound ones are
 * evaluated per render and set inline (`boundStyles`).
 */
import type { CSSProperties } from 'react';
import type { ComponentDefinition, PropertyDefinition } from '@catalogue/define.ts';
import { coerceProp, resolveLangValue } from '@catalogue/props.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { JsonValue, PropertyMap, PropertyValue } from '@shared/schema/values.ts';

/** Static values for the stylesheet; formula-bound styles are left to `boundStyles`. */
export interface Resolver {
  /** Languages to pick from, in order: page language, then site default. */
  readonly langs: readonly string[];
  value(value: PropertyValue | undefined, ownerId: string): JsonValue | undefined;
}

export function createResolver(langs: readonly string[]): Resolver {
  return {
    langs,
    value: (value) => (isFormulaValue(value) ? undefined : resolveLangValue(value, langs)),
  };
}

/** Reads one stored value; a formula that fails gives undefined (and the caller's warning). */
export type ReadValue = (value: PropertyValue, name: string) => unknown;

/** The stored value of a setting with the active overrides applied (later keys win). */
function storedProp(element: Element, name: string, overrideKeys: readonly string[]) {
  let stored =
    element.props && Object.hasOwn(element.props, name) ? element.props[name] : undefined;
  for (const key of overrideKeys) {
    const props = element.overrides?.[key]?.props;
    if (props && Object.hasOwn(props, name)) stored = props[name];
  }
  return stored;
}

type Settings = ReadonlyArray<readonly [string, PropertyDefinition]>;
const settingsCache = new WeakMap<ComponentDefinition, Settings>();

/** A definition's settings properties, listed once (definitions are constants). */
export function settingsOf(definition: ComponentDefinition): Settings {
  let settings = settingsCache.get(definition);
  if (!settings) {
    settings = Object.entries(definition.properties).filter(([, p]) => p.section === 'settings');
    settingsCache.set(definition, settings);
  }
  return settings;
}

/** The settings props a component receives: every declared one, resolved, coerced, defaulted. */
export function resolveProps(
  element: Element,
  definition: ComponentDefinition,
  read: ReadValue,
  langs: readonly string[],
  overrideKeys: readonly string[] = [],
  warn?: (name: string, message: string) => void,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const own = element.props;
  // One closure per call (not per property): it names the property being coerced.
  let current = '';
  const note = warn && ((message: string) => warn(current, message));
  for (const [name, property] of settingsOf(definition)) {
    const stored =
      overrideKeys.length > 0
        ? storedProp(element, name, overrideKeys)
        : own && Object.hasOwn(own, name)
          ? own[name]
          : undefined;
    // Plain literals (the common case) need no resolving.
    const value =
      stored === undefined || stored === null || typeof stored !== 'object'
        ? stored
        : read(stored, name);
    current = name;
    props[name] = coerceProp(property, value as JsonValue | undefined, langs, note);
  }
  return props;
}

/**
 * Formula-bound styles (base, then the active breakpoints' overrides) as an inline style, or
 * undefined when there are none. `display` is left out: the display rule handles it.
 */
export function boundStyles(
  element: Element,
  read: ReadValue,
  breakpointKeys: readonly string[],
): CSSProperties | undefined {
  let style: Record<string, unknown> | undefined;
  const apply = (styles: PropertyMap | undefined) => {
    for (const [key, value] of Object.entries(styles ?? {})) {
      if (key === 'display' || !isFormulaValue(value)) continue;
      const resolved = read(value, key);
      if (typeof resolved === 'string' || typeof resolved === 'number') {
        (style ??= {})[key] = resolved;
      }
    }
  };
  apply(element.styles);
  for (const key of breakpointKeys) apply(element.overrides?.[key]?.styles);
  return style as CSSProperties | undefined;
}

/** The element's `display` when bound to a formula (base, then breakpoints), else undefined. */
export function boundDisplay(
  element: Element,
  breakpointKeys: readonly string[],
): PropertyValue | undefined {
  let display: PropertyValue | undefined;
  if (isFormulaValue(element.styles?.display)) display = element.styles.display;
  for (const key of breakpointKeys) {
    const value = element.overrides?.[key]?.styles?.display;
    if (value !== undefined) display = isFormulaValue(value) ? value : undefined;
  }
  return display;
}

export function resolveStyles(
  styles: PropertyMap | undefined,
  ownerId: string,
  resolver: Resolver,
): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(styles ?? {})) {
    const resolved = resolver.value(value, ownerId);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}

/** Defaults of the component's style properties, written under the element's own styles. */
export function styleDefaults(
  definition: ComponentDefinition | undefined,
  resolver: Resolver,
): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [name, property] of Object.entries(definition?.properties ?? {})) {
    if (property.section !== 'style' || property.default === null) continue;
    const value = resolveLangValue(property.default, resolver.langs);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
