/**
 * The set-variable action's array modes (seeds §5: update, delete, insert, unshift, push, shift,
 * pop) and its object path updates. Each returns a new value; the current one is never changed,
 * so whatever rendered it can tell that it changed.
 */
import { VARIABLE_MESSAGES } from './coerce.ts';

export const ARRAY_MODES = [
  'update',
  'delete',
  'insert',
  'unshift',
  'push',
  'shift',
  'pop',
] as const;
export type ArrayMode = (typeof ARRAY_MODES)[number];

export function isArrayMode(value: unknown): value is ArrayMode {
  return typeof value === 'string' && (ARRAY_MODES as readonly string[]).includes(value);
}

/**
 * Applies `mode` to `current`. `index` is needed by update, delete and insert (insert also
 * accepts the length, to append); `value` by update, insert, unshift and push.
 */
export function updateArray(
  current: unknown,
  mode: ArrayMode,
  index: unknown,
  value: unknown,
): unknown[] {
  if (!Array.isArray(current)) throw new Error(VARIABLE_MESSAGES.array);
  switch (mode) {
    case 'push':
      return [...current, value];
    case 'unshift':
      return [value, ...current];
    case 'shift':
      return current.slice(1);
    case 'pop':
      return current.slice(0, -1);
    case 'insert': {
      const at = checkIndex(index, current.length, mode);
      return [...current.slice(0, at), value, ...current.slice(at)];
    }
    case 'update': {
      const at = checkIndex(index, current.length - 1, mode);
      return current.map((item, i) => (i === at ? value : item));
    }
    case 'delete': {
      const at = checkIndex(index, current.length - 1, mode);
      return current.filter((_, i) => i !== at);
    }
  }
}

function checkIndex(index: unknown, max: number, mode: ArrayMode): number {
  const at = typeof index === 'string' && index.trim() !== '' ? Number(index) : index;
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at > max) {
    throw new Error(
      max < 0
        ? `Cannot ${mode} an item of an empty list`
        : `The index for "${mode}" must be a whole number from 0 to ${max}`,
    );
  }
  return at;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `target` with `value` at the dotted `path` (`"address.city"`, `"items.0.quantity"`): copies
 * along the path, creates missing objects, refuses keys that lead to prototypes.
 */
export function setAtPath(target: unknown, path: string, value: unknown): unknown {
  const keys = path.split('.').filter((k) => k !== '');
  if (keys.length === 0) return value;
  return setKeys(target, keys, 0, value);
}

function setKeys(target: unknown, keys: string[], at: number, value: unknown): unknown {
  const key = keys[at]!;
  if (UNSAFE_KEYS.has(key)) throw new Error(`"${key}" cannot be used in a variable path`);
  const rest = at + 1 < keys.length;
  if (Array.isArray(target) && /^\d+$/.test(key)) {
    const copy = target.slice();
    copy[Number(key)] = rest ? setKeys(copy[Number(key)], keys, at + 1, value) : value;
    return copy;
  }
  const base =
    typeof target === 'object' && target !== null && !Array.isArray(target)
      ? (target as Record<string, unknown>)
      : {};
  const copy: Record<string, unknown> = { ...base };
  copy[key] = rest ? setKeys(base[key], keys, at + 1, value) : value;
  return copy;
}
