import { z } from 'zod';

/** Any JSON value. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export const jsonValueSchema: z.ZodType<JsonValue> = z.json();

/** Identifiers used as map keys and references: letters, digits, `-` and `_`, 1–100 characters. */
export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'must be 1-100 letters, digits, "-" or "_"');

/** Language code such as `en`, `fr` or `pt-BR`. */
export const langCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'must be a language code such as "en"');

/** A text per language: `{ "en": "…", "fr": "…" }`. */
export const langMapSchema = z.record(langCodeSchema, z.string());
export type LangMap = z.infer<typeof langMapSchema>;

/** A property bound to a formula: `{ "$formula": "variables.count + 1" }`. */
export const formulaValueSchema = z.strictObject({ $formula: z.string() });
export type FormulaValue = z.infer<typeof formulaValueSchema>;

/** A multi-language property value: `{ "$lang": { "en": "Hello", "fr": "Bonjour" } }`. */
export const langValueSchema = z.strictObject({ $lang: z.record(langCodeSchema, jsonValueSchema) });
export type LangValue = z.infer<typeof langValueSchema>;

/** A property value: a literal, a formula binding or a per-language value. */
export const propertyValueSchema = z.union([formulaValueSchema, langValueSchema, jsonValueSchema]);
export type PropertyValue = JsonValue | FormulaValue | LangValue;

export const propertyMapSchema = z.record(z.string(), propertyValueSchema);
export type PropertyMap = Record<string, PropertyValue>;

export { isFormulaValue, isLangValue } from './constants.ts';
