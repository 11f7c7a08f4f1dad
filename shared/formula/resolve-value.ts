/**
 * A stored property value to a plain value: literals as they are, `{ $formula }` evaluated,
 * `{ $lang }` picked for the language. Arrays and objects are resolved deeply, so a workflow
 * action's body `{ "items": { "$formula": "variables.cart" } }` arrives with the cart in it.
 */
import { pickLang } from '@shared/i18n/pick-lang.ts';
import { isFormulaValue, isLangValue } from '@shared/schema/constants.ts';
import type { EvaluateOptions, FormulaScope } from './env.ts';
import { evaluateFormula } from './evaluate.ts';
import { isPlainObject, safeSet, type PlainObject } from '@shared/values/index.ts';

export interface ResolveOptions extends EvaluateOptions {
  /** Languages to pick `$lang` values from, in order (page language, then site default). */
  langs?: readonly string[];
}

export function resolvePropertyValue(
  value: unknown,
  scope: FormulaScope,
  options: ResolveOptions = {},
): unknown {
  if (Array.isArray(value)) return value.map((item) => resolvePropertyValue(item, scope, options));
  if (!isPlainObject(value)) return value;
  if (isFormulaValue(value)) return evaluateFormula(value.$formula, scope, options);
  if (isLangValue(value)) {
    const picked = pickLang(value.$lang as Record<string, unknown>, options.langs ?? []);
    return resolvePropertyValue(picked, scope, options);
  }
  const out: PlainObject = {};
  for (const key of Object.keys(value)) {
    safeSet(out, key, resolvePropertyValue(value[key], scope, options));
  }
  return out;
}
