import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, run } from './testing.ts';

const hostile = () => JSON.parse('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
const pristine = () => ({}) as Record<string, unknown>;

afterEach(() => {
  // A failed safety test must not leave Object.prototype polluted for the next ones.
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('keys, values and objectToArray', () => {
  const person = { name: 'Ada', age: 36 };
  it('list the keys, the values, or both, in order', () => {
    expect(run('keys(variables.person)', { person })).toEqual(['name', 'age']);
    expect(run('values(variables.person)', { person })).toEqual(['Ada', 36]);
    expect(run('objectToArray(variables.person)', { person })).toEqual([
      { key: 'name', value: 'Ada' },
      { key: 'age', value: 36 },
    ]);
  });
  it('read a collection as the object it is', () => {
    expect(run('keys(variables.c)', { c: { data: [1], total: 1 } })).toEqual(['data', 'total']);
  });
  it('give empty lists for empty objects and null', () => {
    expect(run('keys({})')).toEqual([]);
    expect(run('values(null)')).toEqual([]);
    expect(run('objectToArray(undefined)')).toEqual([]);
  });
  it('keep a __proto__ key from data as an ordinary key', () => {
    expect(run('keys(variables.h)', { h: hostile() })).toEqual(['__proto__']);
    expect(run('objectToArray(variables.h)', { h: hostile() })).toEqual([
      { key: '__proto__', value: { polluted: true } },
    ]);
  });
  it('throw the parameter message', () => {
    expect(errorOf('keys([1])')).toBe('keys: the first parameter must be an object');
    expect(errorOf("values('a')")).toBe('values: the first parameter must be an object');
    expect(errorOf('objectToArray(1)')).toBe(
      'objectToArray: the first parameter must be an object',
    );
  });
});

describe('merge', () => {
  it('merges objects deeply into a new object, later values winning', () => {
    const a = { x: 1, o: { p: 1, q: { r: 1 } }, list: [1, 2] };
    const b = { y: 2, o: { q: { s: 2 } }, list: [3] };
    expect(run('merge(variables.a, variables.b)', { a, b })).toEqual({
      x: 1,
      o: { p: 1, q: { r: 1, s: 2 } },
      list: [3],
      y: 2,
    });
    expect(a).toEqual({ x: 1, o: { p: 1, q: { r: 1 } }, list: [1, 2] });
    expect(b).toEqual({ y: 2, o: { q: { s: 2 } }, list: [3] });
  });
  it('replaces an object by a non-object and back', () => {
    expect(run('merge({ o: { a: 1 } }, { o: 5 }, { o: { b: 2 } })')).toEqual({ o: { b: 2 } });
  });
  it('skips null parameters and gives {} without objects', () => {
    expect(run('merge(null, { a: 1 }, undefined)')).toEqual({ a: 1 });
    expect(run('merge()')).toEqual({});
    expect(run('merge(null)')).toEqual({});
  });
  it('joins lists (and collections after a list) when the first is a list', () => {
    expect(run('merge([1], [2], variables.c)', { c: { data: [3] } })).toEqual([1, 2, 3]);
  });
  it('cannot pollute Object.prototype through __proto__, constructor or prototype', () => {
    const result = run('merge({}, variables.hostile)', { hostile: hostile() }) as object;
    expect(pristine().polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__']);

    run('merge(variables.hostile, variables.hostile)', { hostile: hostile() });
    expect(pristine().polluted).toBeUndefined();

    const deep = JSON.parse('{"constructor":{"prototype":{"polluted":true}}}') as object;
    const merged = run('merge({}, variables.deep)', { deep }) as Record<string, unknown>;
    expect(pristine().polluted).toBeUndefined();
    expect(Object.hasOwn(merged, 'constructor')).toBe(true);
    expect({}.constructor).toBe(Object);
  });
  it('throws the parameter messages', () => {
    expect(errorOf('merge(1, {})')).toBe(
      'merge: the first parameter must be an object or an array',
    );
    expect(errorOf('merge({}, [1])')).toBe('merge: the second parameter must be an object');
    expect(errorOf('merge([1], {})')).toBe('merge: the second parameter must be an array');
    expect(errorOf("merge(null, 'a')")).toBe(
      'merge: the second parameter must be an object or an array',
    );
  });
});

describe('getKeyValue', () => {
  const order = { lines: [{ price: 3 }, { price: 5 }], customer: { name: 'Ada' } };
  it('reads a key or a dotted path with list positions', () => {
    expect(run("getKeyValue(variables.order, 'customer.name')", { order })).toBe('Ada');
    expect(run("getKeyValue(variables.order, 'lines.1.price')", { order })).toBe(5);
    expect(run('getKeyValue([10, 20], 1)')).toBe(20);
    expect(run("getKeyValue(variables.c, 'data.0')", { c: { data: ['x'] } })).toBe('x');
  });
  it('gives null for missing steps and null input', () => {
    expect(run("getKeyValue(variables.order, 'customer.email')", { order })).toBeNull();
    expect(run("getKeyValue(variables.order, 'nothing.at.all')", { order })).toBeNull();
    expect(run("getKeyValue(null, 'a')")).toBeNull();
  });
  it('never reads prototypes or functions', () => {
    expect(run("getKeyValue({}, 'constructor')")).toBeNull();
    expect(run("getKeyValue({}, '__proto__')")).toBeNull();
    expect(run("getKeyValue({ a: {} }, 'a.toString')")).toBeNull();
  });
  it('throws the parameter messages', () => {
    expect(errorOf("getKeyValue('abc', 'length')")).toBe(
      'getKeyValue: the first parameter must be an object or an array',
    );
    expect(errorOf('getKeyValue({}, [])')).toBe(
      'getKeyValue: the second parameter must be a key or a path',
    );
  });
});

describe('createObject', () => {
  it('pairs keys with values, the last repeat winning', () => {
    expect(run("createObject('name', 'Ada', 'age', 36)")).toEqual({ name: 'Ada', age: 36 });
    expect(run("createObject('a', 1, 'a', 2, 3, 'three')")).toEqual({ a: 2, '3': 'three' });
    expect(run('createObject()')).toEqual({});
  });
  it('keeps __proto__, constructor and prototype as ordinary keys', () => {
    const made = run(
      "createObject('__proto__', { polluted: true }, 'constructor', 1, 'prototype', 2)",
    ) as Record<string, unknown>;
    expect(pristine().polluted).toBeUndefined();
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
    expect(Object.keys(made)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(made.constructor).toBe(1);
  });
  it('throws the parameter messages', () => {
    expect(errorOf("createObject('a')")).toBe(
      'createObject: the second parameter must be the value of the key "a"',
    );
    expect(errorOf('createObject(null, 1)')).toBe(
      'createObject: the first parameter must be a key (a text)',
    );
    expect(errorOf("createObject('a', 1, {}, 2)")).toBe(
      'createObject: the third parameter must be a key (a text)',
    );
  });
});
