/** Reading a condition's or a sort key's dotted path ("price", "data.price", "tags.0"). */

/** Segments that would reach the prototype chain: a path through them reads nothing. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const hasOwn = Object.prototype.hasOwnProperty;

/** A key split once; `null` when it can read nothing (a forbidden segment). */
export type Path = readonly string[] | null;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function splitPath(key: string): Path {
  const segments = key.split('.');
  return segments.some((segment) => FORBIDDEN_SEGMENTS.has(segment)) ? null : segments;
}

/**
 * The value at `path` in `record`, walking own properties of objects and arrays only, so
 * inherited members (`toString`, a polluted `Object.prototype`, a string's `length`) give
 * `undefined`.
 */
export function readPath(record: unknown, path: Path): unknown {
  if (path === null) return undefined;
  if (path.length === 1) {
    const key = path[0]!;
    return isObject(record) && hasOwn.call(record, key) ? record[key] : undefined;
  }
  let value = record;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    if (!isObject(value) || !hasOwn.call(value, segment)) return undefined;
    value = value[segment];
  }
  return value;
}

/**
 * `value`, just read as `record[key]`, if it is an own property of `record`, else undefined.
 * `inherited` is `key in Object.prototype`, evaluated by the caller at the time of the read. The
 * common case needs no lookup in `record`: with `Object.prototype` as its prototype, a key that
 * `Object.prototype` lacks (polluted or not) can only be own.
 */
export function ownValue(record: object, key: string, value: unknown, inherited: boolean): unknown {
  if (value === undefined) return undefined;
  const proto: unknown = Object.getPrototypeOf(record);
  if (proto === null || (proto === Object.prototype && !inherited)) return value;
  return hasOwn.call(record, key) ? value : undefined;
}
