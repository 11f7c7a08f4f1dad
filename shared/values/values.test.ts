import { describe, expect, it } from 'vitest';
import {
  asArray,
  deepEqual,
  isEmptyValue,
  isPlainObject,
  readKey,
  readPath,
  safeSet,
} from './index.ts';

describe('deepEqual', () => {
  it('compares JSON values by content', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
  });

  it('compares dates by time and other objects by identity', () => {
    expect(deepEqual(new Date(0), new Date(0))).toBe(true);
    expect(deepEqual(new Date(0), new Date(1e12))).toBe(false);
    expect(deepEqual(new Date(0), {})).toBe(false);
    const file = new File(['x'], 'a.txt');
    expect(deepEqual(file, file)).toBe(true);
    expect(deepEqual(file, new File(['x'], 'a.txt'))).toBe(false);
  });
});

describe('reading and writing keys safely', () => {
  it('reads own values and inherited data, never inherited functions or prototypes', () => {
    expect(readKey({ a: 1 }, 'a')).toBe(1);
    expect(readKey({ a: 1 }, 'toString')).toBeUndefined();
    expect(readKey({ a: 1 }, '__proto__')).toBeUndefined();
    expect(readKey('abc', 'length')).toBe(3);
    expect(readKey(5, 'toFixed')).toBeUndefined();
    expect(readKey(new File(['ab'], 'n.txt'), 'size')).toBe(2);
    expect(readPath({ a: { b: [{ c: 3 }] } }, 'a.b.0.c')).toBe(3);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath({ a: 1 }, '')).toEqual({ a: 1 });
  });

  it('writes "__proto__" as an own key', () => {
    const target: Record<string, unknown> = {};
    safeSet(target, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('knows empty values and collections', () => {
    for (const empty of [null, undefined, '', [], {}]) expect(isEmptyValue(empty)).toBe(true);
    for (const full of [0, false, ' ', [0], { a: 0 }]) expect(isEmptyValue(full)).toBe(false);
    expect(asArray({ data: [1], total: 1 })).toEqual([1]);
    expect(asArray([2])).toEqual([2]);
    expect(asArray({ data: 'x' })).toBeUndefined();
  });
});

describe('deepEqual on JSON', () => {
  it('compares JSON values structurally', () => {
    expect(deepEqual(1, 1)).toBe(true);
    expect(deepEqual(1, '1')).toBe(false);
    expect(deepEqual(null, undefined)).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual([1, [2, { a: 3 }]], [1, [2, { a: 3 }]])).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual([1], [1, 1])).toBe(false);
    expect(deepEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ 0: 1 }, [1])).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({}, null)).toBe(false);
  });
});

describe('isEmptyValue', () => {
  it('is true for null, undefined, empty string, array and object only', () => {
    for (const empty of [null, undefined, '', [], {}, Object.create(null)]) {
      expect(isEmptyValue(empty)).toBe(true);
    }
    for (const full of [0, false, ' ', [null], { a: undefined }, new Date(0)]) {
      expect(isEmptyValue(full)).toBe(false);
    }
  });
});

describe('isPlainObject', () => {
  it('accepts literals and null-prototype objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject('x')).toBe(false);
  });
});
