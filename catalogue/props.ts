/**
 * Turning stored property values into the plain values components receive: language picking,
 * defaults and coercion to the declared type. Pure, shared by the runtime and the editor.
 */
import { pickLang } from '@shared/i18n/pick-lang.ts';
import { isFormulaValue, isLangValue } from '@shared/schema/constants.ts';
import type { JsonValue, PropertyValue } from '@shared/schema/values.ts';
import type { ComponentDefinition, PropertyBounds, PropertyDefinition } from './define.ts';

/** A value with `$lang` resolved; formulas resolve to undefined here (the runtime evaluates them). */
export function resolveLangValue(
  value: PropertyValue | undefined,
  langs: readonly string[],
): JsonValue | undefined {
  if (value === undefined || isFormulaValue(value)) return undefined;
  if (isLangValue(value)) return pickLang(value.$lang, langs);
  return value;
}

/** Reports why a bound value was changed or refused (the runtime logs it once per element). */
export type CoerceWarning = (message: string) => void;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function clamp(number: number, bounds: PropertyBounds, warn: CoerceWarning | undefined): number {
  const clamped = Math.min(bounds.max, Math.max(bounds.min, number));
  if (clamped !== number)
    warn?.(
      `${number}${bounds.unit ?? ''} is outside ${bounds.min}–${bounds.max}${bounds.unit ?? ''}; clamped to ${clamped}${bounds.unit ?? ''}`,
    );
  return clamped;
}

const LENGTH = /^(-?\d*\.?\d+)\s*([a-z%]*)$/i;

/** A length (`12px`, `50%`) clamped to the bounds of its unit; `12` (text) takes the first unit. */
function fitLength(
  definition: PropertyDefinition,
  value: JsonValue,
  warn: CoerceWarning | undefined,
): string | undefined {
  const units = definition.units;
  if (!units?.length) {
    if (typeof value === 'number') return `${value}px`;
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  }
  // With units, a value must be a length text in one of them (seeds: "bindings must be a
  // string in px or %"); anything else gets the default (and the caller's warning).
  const match = typeof value === 'string' ? LENGTH.exec(value.trim()) : null;
  const unit = match ? match[2]!.toLowerCase() || units[0]!.unit || '' : '';
  const bounds = match && units.find((candidate) => (candidate.unit ?? '') === unit);
  if (!bounds) return undefined;
  return `${clamp(Number(match[1]), bounds, warn)}${unit}`;
}

/** The value as the property's type, or undefined when it does not fit. */
function fitType(
  definition: PropertyDefinition,
  value: JsonValue | undefined,
  warn?: CoerceWarning,
): unknown {
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
      return definition.bounds ? clamp(number, definition.bounds, warn) : number;
    }
    case 'length':
      return fitLength(definition, value, warn);
    case 'list':
      // A collection (`{ data: [...] }`) counts as its records.
      if (Array.isArray(value)) return value;
      return isPlainObject(value) && Array.isArray(value.data) ? value.data : undefined;
    case 'array':
      return Array.isArray(value) ? value : undefined;
    case 'object':
      return isPlainObject(value) ? value : undefined;
    case 'select':
      return definition.options?.some((option) => option.value === value) ? value : undefined;
    default:
      // text, longText, image, file, color, colorOrGradient, url, icon, code, date
      return typeof value === 'string'
        ? value
        : typeof value === 'number'
          ? String(value)
          : undefined;
  }
}

/**
 * A resolved value made to fit its property: text from numbers, booleans from "true"/"false",
 * numbers and lengths clamped to their bounds, select values among the options. Anything else
 * (or nothing) gives the default, so a component always receives a value of the declared type
 * (or null). `warn` hears of every clamp or refusal; it never throws.
 */
export function coerceProp(
  definition: PropertyDefinition,
  value: JsonValue | undefined,
  langs: readonly string[],
  warn?: CoerceWarning,
): unknown {
  if (value === undefined || value === null) return defaultOf(definition, langs);
  // No closure per call (this runs for every property of every element on each render): the
  // warning goes through `note`, which remembers that one was given.
  sink = warn;
  warned = false;
  const fitted = fitType(definition, value, warn && note);
  sink = undefined;
  if (fitted !== undefined) return fitted;
  if (!warned)
    warn?.(
      `${JSON.stringify(value)} does not fit a ${definition.type} property; using the default`,
    );
  return defaultOf(definition, langs);
}

let sink: CoerceWarning | undefined;
let warned = false;
const note: CoerceWarning = (message) => {
  warned = true;
  sink?.(message);
};

/**
 * The default made to fit, computed once and kept on the definition under a symbol (a property
 * read is cheaper than a map lookup, on every element of every render): for good for a plain
 * default, per language list (the runtime keeps one list per page) for a `$lang` one.
 */
const FITTED = Symbol('baobab.fittedDefault');
interface Fitted {
  langs: readonly string[] | null;
  value: unknown;
}

function defaultOf(definition: PropertyDefinition, langs: readonly string[]): unknown {
  const holder = definition as PropertyDefinition & { [FITTED]?: Fitted };
  const cached = holder[FITTED];
  if (cached && (cached.langs === null || cached.langs === langs)) return cached.value;
  const perLang = isLangValue(definition.default);
  const value =
    fitType(
      definition,
      perLang ? resolveLangValue(definition.default, langs) : definition.default,
    ) ?? null;
  holder[FITTED] = { langs: perLang ? langs : null, value };
  return value;
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
