import { describe, expect, it } from 'vitest';
import { errorOf, run } from './testing.ts';

const products = [
  { name: 'Mug', price: 8, stock: 0, tag: 'home' },
  { name: 'Tee', price: 20, stock: 3, tag: 'wear' },
  { name: 'Cap', price: 12, stock: 1, tag: 'wear' },
];
const collection = { data: products, total: 3, isFetching: false };

describe('length', () => {
  it('counts items, keys or characters', () => {
    expect(run('length([1, 2, 3])')).toBe(3);
    expect(run('length(variables.c)', { c: collection })).toBe(3);
    expect(run('length({ a: 1, b: 2 })')).toBe(2);
    expect(run("length('été')")).toBe(3);
    expect(run("length('')")).toBe(0);
  });
  it('is 0 for null and undefined', () => {
    expect(run('length(null)')).toBe(0);
    expect(run('length(undefined)')).toBe(0);
  });
  it('throws the seeds message for other kinds', () => {
    expect(errorOf('length(12)')).toBe(
      'length: the first parameter must be an array (or collection), an object, or a text',
    );
    expect(errorOf('length(true)')).toBe(
      'length: the first parameter must be an array (or collection), an object, or a text',
    );
  });
});

describe('slice', () => {
  it('cuts lists and texts like JavaScript', () => {
    expect(run('slice([1, 2, 3, 4], 1, 3)')).toEqual([2, 3]);
    expect(run('slice([1, 2, 3, 4], -2)')).toEqual([3, 4]);
    expect(run('slice([1, 2, 3])')).toEqual([1, 2, 3]);
    expect(run("slice('Baobab', 0, 3)")).toBe('Bao');
    expect(run('slice(variables.c, 2)', { c: collection })).toEqual([products[2]]);
    expect(run('slice(null, 1)')).toEqual([]);
  });
  it('throws the parameter messages', () => {
    expect(errorOf('slice(5, 1)')).toBe('slice: the first parameter must be an array or a text');
    expect(errorOf("slice([1], 'a')")).toBe('slice: the second parameter must be a number');
    expect(errorOf('slice([1], 0, 1.5)')).toBe('slice: the third parameter must be a whole number');
  });
});

describe('contains', () => {
  it('finds an item by content in a list or collection', () => {
    expect(run("contains(['a', 'b'], 'b')")).toBe(true);
    expect(run("contains(['a', 'b'], 'c')")).toBe(false);
    expect(run('contains([{ id: 1 }], { id: 1 })')).toBe(true);
    expect(run('contains([[1, 2]], [1, 2])')).toBe(true);
    expect(run("contains([1], '1')")).toBe(false);
    expect(
      run('contains(variables.c, variables.p)', { c: collection, p: { ...products[1] } }),
    ).toBe(true);
  });
  it('finds a piece of text in a text', () => {
    expect(run("contains('Baobab', 'bab')")).toBe(true);
    expect(run('contains("v2.0", 2)')).toBe(true);
  });
  it('is false for null and empty lists', () => {
    expect(run("contains(null, 'a')")).toBe(false);
    expect(run("contains([], 'a')")).toBe(false);
  });
  it('throws the parameter messages', () => {
    expect(errorOf('contains(12, 1)')).toBe(
      'contains: the first parameter must be an array or a text',
    );
    expect(errorOf("contains('abc', [])")).toBe('contains: the second parameter must be a text');
  });
});

describe('map', () => {
  it('applies a function (item, index) or reads a key', () => {
    expect(run('map([1, 2], (n, i) => n * 10 + i)')).toEqual([10, 21]);
    expect(run("map(variables.c, 'price')", { c: collection })).toEqual([8, 20, 12]);
    expect(run("map([{ a: { b: 1 } }, {}], 'a.b')")).toEqual([1, undefined]);
    expect(run('map(null, i => i)')).toEqual([]);
  });
  it('leaves the list unchanged', () => {
    const list = [{ n: 1 }];
    run('map(variables.list, i => ({ ...i, n: 2 }))', { list });
    expect(list).toEqual([{ n: 1 }]);
  });
  it('throws the parameter messages', () => {
    expect(errorOf('map(5, i => i)')).toBe('map: the first parameter must be an array');
    expect(errorOf('map([1], 5)')).toBe(
      'map: the second parameter must be a function (item => …) or a key',
    );
  });
});

describe('filter, find, findIndex and count', () => {
  const scope = { c: collection };
  it('filter keeps the matching items', () => {
    expect(run('filter(variables.c, p => p.stock > 0)', scope)).toEqual([products[1], products[2]]);
    expect(run("filter(variables.c, 'stock')", scope)).toEqual([products[1], products[2]]);
    expect(run('filter([5, 6, 7], (n, i) => i != 1)')).toEqual([5, 7]);
    expect(run('filter(null, p => p)')).toEqual([]);
  });
  it('find gives the first match or null', () => {
    expect(run("find(variables.c, p => p.tag == 'wear')", scope)).toEqual(products[1]);
    expect(run('find(variables.c, p => p.price > 100)', scope)).toBeNull();
    expect(run('find([], p => p)')).toBeNull();
  });
  it('findIndex gives the position or -1', () => {
    expect(run("findIndex(variables.c, p => p.name == 'Cap')", scope)).toBe(2);
    expect(run('findIndex(variables.c, p => false)', scope)).toBe(-1);
    expect(run('findIndex(null, p => p)')).toBe(-1);
  });
  it('count counts the matches, or all items without a function', () => {
    expect(run("count(variables.c, 'stock')", scope)).toBe(2);
    expect(run('count(variables.c, p => p.price >= 12)', scope)).toBe(2);
    expect(run('count(variables.c)', scope)).toBe(3);
    expect(run('count(null)')).toBe(0);
  });
  it('throw the parameter messages', () => {
    expect(errorOf('filter({}, p => p)')).toBe('filter: the first parameter must be an array');
    expect(errorOf('find([1])')).toBe(
      'find: the second parameter must be a function (item => …) or a key',
    );
    expect(errorOf("findIndex('abc', p => p)")).toBe(
      'findIndex: the first parameter must be an array',
    );
    expect(errorOf('count([1], 2)')).toBe(
      'count: the second parameter must be a function (item => …) or a key',
    );
  });
});

describe('first and last', () => {
  it('give the end items or null', () => {
    expect(run("first(['a', 'b'])")).toBe('a');
    expect(run("last(['a', 'b'])")).toBe('b');
    expect(run('first(variables.c)', { c: collection })).toEqual(products[0]);
    expect(run('last([])')).toBeNull();
    expect(run('first(null)')).toBeNull();
  });
  it('throw the parameter message', () => {
    expect(errorOf("first('ab')")).toBe('first: the first parameter must be an array');
    expect(errorOf('last({})')).toBe('last: the first parameter must be an array');
  });
});

describe('reverse', () => {
  it('reverses a list into a new one, or a text', () => {
    const list = [1, 2, 3];
    expect(run('reverse(variables.list)', { list })).toEqual([3, 2, 1]);
    expect(list).toEqual([1, 2, 3]);
    expect(run("reverse('abc')")).toBe('cba');
    expect(run("reverse('a😀')")).toBe('😀a');
    expect(run('reverse(null)')).toEqual([]);
  });
  it('throws the parameter message', () => {
    expect(errorOf('reverse(1)')).toBe('reverse: the first parameter must be an array or a text');
  });
});

describe('distinct and unique', () => {
  it('keep the first occurrence of each item, compared by content', () => {
    expect(run("unique(['a', 'b', 'a', 1, '1', 1])")).toEqual(['a', 'b', 1, '1']);
    expect(run('unique([{ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 2 }])')).toEqual([
      { a: 1, b: 2 },
      { a: 2 },
    ]);
    expect(run('distinct([[1, 2], [1, 2], [2, 1], null, null, undefined])')).toEqual([
      [1, 2],
      [2, 1],
      null,
      undefined,
    ]);
    expect(run('distinct([NaN, NaN, 0, -0])')).toEqual([NaN, 0, -0]);
    expect(run("distinct([{ k: 'a' }, { k: 'a', z: 1 }])")).toHaveLength(2);
  });
  it('compare by key or function with distinct', () => {
    expect(run("distinct(variables.c, 'tag')", { c: collection })).toEqual([
      products[0],
      products[1],
    ]);
    expect(run('distinct([1, 2, 3, 4], n => n % 2)')).toEqual([1, 2]);
  });
  it('give an empty list for empty input', () => {
    expect(run('unique([])')).toEqual([]);
    expect(run('distinct(null)')).toEqual([]);
  });
  it('throw the parameter messages', () => {
    expect(errorOf("unique('aab')")).toBe('unique: the first parameter must be an array');
    expect(errorOf('distinct([1], 2)')).toBe(
      'distinct: the second parameter must be a function (item => …) or a key',
    );
  });
});

describe('groupBy', () => {
  it('groups items by key or function, in order of appearance', () => {
    expect(run("groupBy(variables.c, 'tag')", { c: collection })).toEqual({
      home: [products[0]],
      wear: [products[1], products[2]],
    });
    expect(run("groupBy([1, 2, 3], n => n > 1 ? 'big' : 'small')")).toEqual({
      small: [1],
      big: [2, 3],
    });
  });
  it('writes missing keys as "" and other values as text', () => {
    expect(run("groupBy([{ k: 1 }, {}, { k: null }, { k: true }], 'k')")).toEqual({
      '1': [{ k: 1 }],
      '': [{}, { k: null }],
      true: [{ k: true }],
    });
    expect(run("groupBy(null, 'k')")).toEqual({});
  });
  it('keeps __proto__, constructor and prototype ordinary keys', () => {
    const items = [{ k: '__proto__' }, { k: 'constructor' }, { k: 'prototype' }];
    const groups = run("groupBy(variables.items, 'k')", { items }) as Record<string, unknown>;
    expect(Object.keys(groups)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getPrototypeOf(groups)).toBe(Object.prototype);
    expect(groups.constructor).toEqual([{ k: 'constructor' }]);
    expect(({} as Record<string, unknown>).k).toBeUndefined();
  });
  it('throws the parameter messages', () => {
    expect(errorOf("groupBy(1, 'k')")).toBe('groupBy: the first parameter must be an array');
    expect(errorOf('groupBy([])')).toBe(
      'groupBy: the second parameter must be a function (item => …) or a key',
    );
  });
});

describe('sort', () => {
  it('sorts numbers by value and texts with numbers read as numbers', () => {
    expect(run('sort([10, 9, 100, -1])')).toEqual([-1, 9, 10, 100]);
    expect(run("sort(['item 10', 'item 2', 'Item 1'])")).toEqual(['Item 1', 'item 2', 'item 10']);
    expect(run("sort(['b', 'a', 'c'], 'desc')")).toEqual(['c', 'b', 'a']);
  });
  it('sorts by key or function, keeping equal items in order', () => {
    expect(run("map(sort(variables.c, 'desc', 'price'), 'name')", { c: collection })).toEqual([
      'Tee',
      'Cap',
      'Mug',
    ]);
    expect(run("map(sort(variables.c, 'asc', p => p.tag), 'name')", { c: collection })).toEqual([
      'Mug',
      'Tee',
      'Cap',
    ]);
  });
  it('puts null, undefined and NaN last in both orders', () => {
    expect(run('sort([2, null, 1, undefined, NaN])')).toEqual([1, 2, null, undefined, NaN]);
    expect(run("sort([2, null, 1], 'desc')")).toEqual([2, 1, null]);
  });
  it('orders mixed kinds numbers, texts, booleans, others', () => {
    expect(run("sort([true, 'a', 3, { x: 1 }])")).toEqual([3, 'a', true, { x: 1 }]);
  });
  it('gives a new list and leaves the input unchanged', () => {
    const list = [3, 1, 2];
    expect(run('sort(variables.list)', { list })).toEqual([1, 2, 3]);
    expect(list).toEqual([3, 1, 2]);
    expect(run('sort(null)')).toEqual([]);
  });
  it('throws the parameter messages', () => {
    expect(errorOf('sort(3)')).toBe('sort: the first parameter must be an array');
    expect(errorOf("sort([1], 'up')")).toBe("sort: the second parameter must be 'asc' or 'desc'");
    expect(errorOf("sort([1], 'asc', 4)")).toBe(
      'sort: the third parameter must be a function (item => …) or a key',
    );
  });
});

describe('flat', () => {
  it('opens nested lists down to the depth', () => {
    expect(run('flat([1, [2, [3, [4]]]])')).toEqual([1, 2, [3, [4]]]);
    expect(run('flat([1, [2, [3, [4]]]], 2)')).toEqual([1, 2, 3, [4]]);
    expect(run('flat([1, [2, [3, [4]]]], Infinity)')).toEqual([1, 2, 3, 4]);
    expect(run('flat([[1], [2]], 0)')).toEqual([[1], [2]]);
    expect(run('flat(null)')).toEqual([]);
  });
  it('counts nested items against the budget', () => {
    const nested = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => 1));
    expect(() => run('flat(variables.nested)', { nested }, { stepLimit: 1000 })).toThrow(
      /Formula stopped/,
    );
  });
  it('throws the parameter messages', () => {
    expect(errorOf('flat({})')).toBe('flat: the first parameter must be an array');
    expect(errorOf('flat([], 1.5)')).toBe('flat: the second parameter must be a whole number');
  });
});

describe('join', () => {
  it('joins items as text with the separator, default ", "', () => {
    expect(run("join(['a', 'b', 3])")).toBe('a, b, 3');
    expect(run("join(['a', null, { x: 1 }], '|')")).toBe('a||{"x":1}');
    expect(run("join(map(variables.c, 'name'), ' / ')", { c: collection })).toBe('Mug / Tee / Cap');
    expect(run('join([])')).toBe('');
    expect(run('join(null)')).toBe('');
  });
  it('throws the parameter messages', () => {
    expect(errorOf("join('ab')")).toBe('join: the first parameter must be an array');
    expect(errorOf('join([1], 2)')).toBe('join: the second parameter must be a text');
  });
});

describe('add and remove', () => {
  it('add appends into a new list', () => {
    const list = ['a'];
    expect(run("add(variables.list, 'b', ['c'])", { list })).toEqual(['a', 'b', ['c']]);
    expect(list).toEqual(['a']);
    expect(run('add(null, 1)')).toEqual([1]);
    expect(run('add(variables.c, 1)', { c: { data: [0] } })).toEqual([0, 1]);
  });
  it('remove drops equal items, or matching ones, into a new list', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 1 }];
    expect(run('remove(variables.list, { id: 1 })', { list })).toEqual([{ id: 2 }]);
    expect(list).toHaveLength(3);
    expect(run('remove([1, 2, 3, 4], n => n % 2 == 0)')).toEqual([1, 3]);
    expect(run("remove(['a'], 'b')")).toEqual(['a']);
    expect(run("remove(null, 'a')")).toEqual([]);
  });
  it('throw the parameter messages', () => {
    expect(errorOf("add('a', 'b')")).toBe('add: the first parameter must be an array');
    expect(errorOf('remove({}, 1)')).toBe('remove: the first parameter must be an array');
  });
});

describe('createArray', () => {
  it('lists its parameters', () => {
    expect(run("createArray(1, 'two', null)")).toEqual([1, 'two', null]);
    expect(run('createArray()')).toEqual([]);
    expect(run('createArray(...variables.list)', { list: [1, 2] })).toEqual([1, 2]);
  });
  it('counts its items against the budget', () => {
    const list = Array.from({ length: 100 }, (_, i) => i);
    expect(() => run('createArray(...variables.list)', { list }, { stepLimit: 50 })).toThrow(
      /Formula stopped/,
    );
  });
});

describe('range', () => {
  it('lists the whole numbers from the first to the second, both included', () => {
    expect(run('range(1, 4)')).toEqual([1, 2, 3, 4]);
    expect(run('range(-1, 1)')).toEqual([-1, 0, 1]);
    expect(run('range(3, 3)')).toEqual([3]);
    expect(run('range(5, 1)')).toEqual([]);
    expect(run('range(1, variables.seats).map(n => toText(n))', { seats: 3 })).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
  it('refuses what is not a whole number, and lists longer than 10,000', () => {
    expect(() => run("range(1, 'x')")).toThrow(/range: the second parameter must be/);
    expect(() => run('range(1.5, 3)')).toThrow(/range: the first parameter must be/);
    expect(() => run('range(1, 10001)')).toThrow(
      'range: the second parameter must be at most 9999 above the first',
    );
    expect(run('range(1, 10000)')).toHaveLength(10_000);
  });
  it('counts its items against the budget', () => {
    expect(() => run('range(1, 5000)', {}, { stepLimit: 100 })).toThrow(/Formula stopped/);
  });
});

describe('filterByKey', () => {
  it('keeps items whose key or path equals the value strictly', () => {
    expect(run("filterByKey(variables.c, 'tag', 'wear')", { c: collection })).toEqual([
      products[1],
      products[2],
    ]);
    expect(run("filterByKey([{ a: { b: 2 } }, { a: { b: '2' } }], 'a.b', 2)")).toEqual([
      { a: { b: 2 } },
    ]);
    expect(run("filterByKey([{ t: [1] }, { t: [2] }], 't', [1])")).toEqual([{ t: [1] }]);
    expect(run("filterByKey(null, 'a', 1)")).toEqual([]);
  });
  it('throws the parameter messages', () => {
    expect(errorOf("filterByKey(1, 'a', 1)")).toBe(
      'filterByKey: the first parameter must be an array',
    );
    expect(errorOf('filterByKey([], {}, 1)')).toBe(
      'filterByKey: the second parameter must be a text',
    );
    expect(errorOf('filterByKey([], null, 1)')).toBe(
      'filterByKey: the second parameter must be a key',
    );
  });
});
