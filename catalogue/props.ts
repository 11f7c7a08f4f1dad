/**
 * Turning stored property values into the plain values components receive: language picking,
 * defaults and coercion to the declared type. Pure, shared by the runtime and the editor.
 */
import { pickLang } from '@shared/i18n/pick-lang.ts';
import { isFormulaValue, isLangValue } from '@shared/schema/constants.ts';
import type { JsonValue, PropertyValue } from '@shared/schema/values.ts';
import type { ComponentDefinition, PropertyDefinition } from './define.ts';

/** A value with `$lang` resolved; formulas resolve to undefined here (the runtime evaluates them). */
export function resolveLangValue(
  value: PropertyValue | undefined,
  langs: readonly string[],
): JsonValue | undefined {
  if (value === undefined || isFormulaValue(value)) return undefined;
  if (isLangValue(value)) return pickLang(value.$lang, langs);
  return value;
}

/** The value as the property's type, or undefined when it does not fit. */
function fitType(definition: PropertyDefinition, value: JsonValue | undefined): unknown {
  if (value === undefined || value === null) return undefined;
  switch (definition.type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'number': {
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
      if (!Number.isFinite(number)) return undefined;
      const { min = -Infinity, max = Infinity } = definition.bounds ?? {};
      return Math.min(max, Math.max(min, number));
    }
    case 'list':
      // A collection (`{ data: [...] }`) counts as its records.
      if (Array.isArray(value)) return value;
      return typeof value === 'object' && Array.isArray(value.data) ? value.data : undefined;
    case 'select':
      return definition.options?.some((option) => option.value === value) ? value : undefined;
    default:
      // text, image, color, length, url
      return typeof value === 'string'
        ? value
        : typeof value === 'number'
          ? String(value)
          : undefined;
  }
}

/**
 * A resolved value made to fit its property: text from numbers, booleans from "true"/"false",
 * numbers clamped to bounds, select values among the options. Anything else (or nothing) gives
 * the default, so a component always receives a value of the declared type (or null).
 */
export function coerceProp(
  definition: PropertyDefinition,
  value: JsonValue | undefined,
  langs: readonly string[],
): unknown {
  return (
    fitType(definition, value) ??
    fitType(definition, resolveLangValue(definition.default, langs)) ??
    null
  );
}

/**
 * Every settings property of a component at its default, resolved for a language. `P` is the
 * component's props type, which its definition describes.
 */
export function defaultProps<P = Record<string, unknown>>(
  definition: ComponentDefinition,
  lang = 'en',
): P {
  const props: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(definition.properties)) {
    if (property.section !== 'settings') continue;
    props[name] = coerceProp(property, resolveLangValue(property.default, [lang]), [lang]);
  }
  return props as P;
}
