/**
 * Readers the category files share. One rule for empty inputs across the library: null and
 * undefined mean "not loaded yet", so a list parameter reads them as [], an object parameter as
 * {} and a text parameter as ''. Any other wrong kind throws the parameter's message.
 */
import { isPlainObject, type PlainObject } from '@shared/values/index.ts';
import type { HelperCall } from './call.ts';

/** `call.array(i)`, with null and undefined read as an empty list. */
export function list(call: HelperCall, i: number): unknown[] {
  const value = call.args[i];
  return value === null || value === undefined ? [] : call.array(i);
}

/** `call.object(i)`, with null and undefined read as an empty object. */
export function plainObject(call: HelperCall, i: number): PlainObject {
  const value = call.args[i];
  return value === null || value === undefined ? {} : call.object(i);
}

/** True for null and undefined: the "not loaded yet" values. */
export function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/**
 * A value as text, the way `toText` shows it: null and undefined give '', texts stay, numbers and
 * booleans as JavaScript writes them, dates as ISO text, lists and objects as JSON.
 */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value) || isPlainObject(value)) return JSON.stringify(value) ?? '';
  return '';
}

/** `call.number(i)` that must also be a whole number ("a whole number" in messages). */
export function wholeNumber(call: HelperCall, i: number, fallback?: number): number {
  const value = fallback === undefined ? call.number(i) : call.optionalNumber(i, fallback);
  if (!Number.isInteger(value)) call.fail(i, 'a whole number');
  return value;
}
