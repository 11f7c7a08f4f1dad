/**
 * Property values to plain values for one page render: `$lang` picks the page language, else
 * the site default, else the first; `$formula` gives undefined and one warning per formula and
 * element: the engine is `@shared/formula`; wiring it in with the page scope (variables,
 * collections, context, re-rendering what a change touches) is the runtime issue.
 */
import type { ComponentDefinition } from '@catalogue/define.ts';
import { coerceProp, resolveLangValue } from '@catalogue/props.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { JsonValue, PropertyMap, PropertyValue } from '@shared/schema/values.ts';
import type { Warn } from './css.ts';

export interface Resolver {
  /** Languages to pick from, in order: page language, then site default. */
  readonly langs: readonly string[];
  value(value: PropertyValue | undefined, ownerId: string): JsonValue | undefined;
}

export function createResolver(langs: readonly string[], warn: Warn = console.warn): Resolver {
  const warned = new Set<string>();
  return {
    langs,
    value(value, ownerId) {
      if (isFormulaValue(value)) {
        const key = `${ownerId}\u0000${value.$formula}`;
        if (!warned.has(key)) {
          warned.add(key);
          warn(
            `[baobab] element "${ownerId}": formula "${value.$formula}" is not evaluated yet; value left empty`,
          );
        }
        return undefined;
      }
      return resolveLangValue(value, langs);
    },
  };
}

/** The settings props a component receives: every declared one, resolved, coerced, defaulted. */
export function resolveProps(
  element: Element,
  definition: ComponentDefinition,
  resolver: Resolver,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(definition.properties)) {
    if (property.section !== 'settings') continue;
    const stored =
      element.props && Object.hasOwn(element.props, name) ? element.props[name] : undefined;
    props[name] = coerceProp(property, resolver.value(stored, element.id), resolver.langs);
  }
  return props;
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
