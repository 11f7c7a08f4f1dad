/** Membership helpers of the filter operators (equality itself is `@shared/values`). */
import { deepEqual } from '@shared/values/index.ts';

/** A value no deep-equality test can tell from `===` (SameValueZero): not an object or array. */
export function isPrimitive(value: unknown): boolean {
  return typeof value !== 'object' || value === null;
}

/** `array` has an element equal to `value`. */
export function hasElement(array: readonly unknown[], value: unknown): boolean {
  return isPrimitive(value)
    ? array.includes(value)
    : array.some((element) => deepEqual(element, value));
}

/** Above this many primitives, membership uses a Set; below, `includes` is faster. */
const SET_THRESHOLD = 16;

/** A list prepared once for membership tests: SameValueZero if all are primitives, else deep. */
export interface Members {
  list: readonly unknown[];
  set: Set<unknown> | null;
  deep: boolean;
}

export function members(list: readonly unknown[]): Members {
  const deep = !list.every(isPrimitive);
  const set = !deep && list.length > SET_THRESHOLD ? new Set(list) : null;
  return { list, set, deep };
}

/** `value` equals an element of the list. */
export function isMember(members: Members, value: unknown): boolean {
  if (members.set !== null) return members.set.has(value);
  if (!members.deep) return members.list.includes(value);
  return members.list.some((element) => deepEqual(element, value));
}
