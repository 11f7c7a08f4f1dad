/**
 * Value utilities the engines share (formulas, workflows, collections): plain objects, emptiness,
 * deep equality, writes that cannot reach a prototype and reads that cannot leave data.
 */

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** No value, or text left blank: undefined, null, or text that is empty once trimmed. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** Empty: null, undefined, '', [] or an object without own keys. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * Structural equality of JSON-like values: primitives by SameValueZero (NaN equals NaN, as
 * `includes` and PostgreSQL's numeric have it), arrays by position, plain objects by own keys
 * (order ignored), dates by time; other objects (files, class instances) only to themselves.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a !== a && b !== b) return true; // both NaN
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // Other objects (files, class instances) are equal only to themselves.
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  for (const key of aKeys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!deepEqual((a as PlainObject)[key], (b as PlainObject)[key])) return false;
  }
  return true;
}

/**
 * Sets an own property. `__proto__` becomes an ordinary own key (as JSON.parse does) instead of
 * replacing the object's prototype, so hostile keys in data cannot pollute anything.
 */
export function safeSet(target: PlainObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

/** Names a formula may never read: they lead from data to functions and prototypes. */
export const BLOCKED_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/**
 * Reads `key` of `value` the way a formula may: own properties, and inherited ones only when they
 * are not functions (so a File's `name` reads, but `toString` or `constructor` never leak).
 * Blocked keys read nothing: callers that must tell the author check `BLOCKED_KEYS` first.
 */
export function readKey(value: unknown, key: string | number): unknown {
  if (value === null || value === undefined) return undefined;
  const type = typeof value;
  if (type !== 'object' && type !== 'string' && type !== 'function') return undefined;
  if (typeof key === 'string' && BLOCKED_KEYS.has(key)) return undefined;
  if (Object.hasOwn(value as object, key)) return (value as PlainObject)[key];
  if (type !== 'object') return undefined;
  const inherited = (value as PlainObject)[key];
  return typeof inherited === 'function' ? undefined : inherited;
}

/** Reads a dotted path (`"data.price"`, `"tags.0"`) with `readKey` at each step. */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current = value;
  for (const key of path.split('.')) {
    current = readKey(current, key);
    if (current === undefined) return undefined;
  }
  return current;
}

/** Arrays, and collections (`{ data: [...] }`) as their data: array helpers accept both. */
export function asArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value) && Array.isArray(value.data)) return value.data;
  return undefined;
}
