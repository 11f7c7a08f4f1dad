import { afterEach, describe, expect, it } from 'vitest';
import {
  parseQuery,
  QUERY_ARRAY_LIMIT,
  QUERY_DEPTH,
  QUERY_PARAMETER_LIMIT,
  stringifyQuery,
} from './query-string.ts';

const items = (count: number) => Array.from({ length: count }, (_, i) => `a[]=${i}`).join('&');

describe('parseQuery', () => {
  it('has the seeds’ limits', () => {
    expect([QUERY_ARRAY_LIMIT, QUERY_DEPTH, QUERY_PARAMETER_LIMIT]).toEqual([20, 5, 1000]);
  });

  it('reads nested objects and arrays, with or without the "?"', () => {
    const expected = { q: 'red shoe', page: '2', tags: ['a', 'b'], price: { min: '10' } };
    const search = 'q=red%20shoe&page=2&tags[]=a&tags[]=b&price[min]=10';
    expect(parseQuery(`?${search}`)).toEqual(expected);
    expect(parseQuery(search)).toEqual(expected);
    expect(parseQuery('')).toEqual({});
  });

  it('keeps arrays of up to 20 elements; a 21st turns the array into an object', () => {
    expect(parseQuery(items(20)).a).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    const over = parseQuery(items(21)).a;
    expect(Array.isArray(over)).toBe(false);
    expect(over).toEqual(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [i, String(i)])));
    expect(parseQuery('a[19]=x').a).toEqual(['x']);
    expect(parseQuery('a[20]=x').a).toEqual({ 20: 'x' });
  });

  it('nests 5 levels of brackets; deeper ones stay a literal key', () => {
    expect(parseQuery('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
    expect(parseQuery('a[b][c][d][e][f][g][h]=1')).toEqual({
      a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } },
    });
  });

  it('reads 1000 parameters and drops the rest', () => {
    const search = Array.from({ length: 1005 }, (_, i) => `k${i}=${i}`).join('&');
    const parsed = parseQuery(search);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.k999).toBe('999');
    expect(parsed.k1000).toBeUndefined();
  });

  describe('prototype keys', () => {
    afterEach(() => {
      delete (Object.prototype as Record<string, unknown>).polluted;
    });

    it('cannot pollute prototypes or shadow Object.prototype members', () => {
      const parsed = parseQuery(
        [
          '__proto__[polluted]=1',
          'a[__proto__][polluted]=2',
          'constructor[prototype][polluted]=3',
          'toString=4',
          'ok=5',
        ].join('&'),
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
      expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(false);
      expect(Object.prototype.hasOwnProperty.call(parsed, 'toString')).toBe(false);
      expect(parsed.ok).toBe('5');
      expect((parsed.a as Record<string, unknown> | undefined)?.polluted).toBeUndefined();
    });
  });
});

describe('stringifyQuery', () => {
  it('writes brackets and indices, encoded, and parses back', () => {
    const query = { q: 'red shoe & co', tags: ['a', 'b'], price: { min: '10' } };
    const text = stringifyQuery(query);
    expect(text).toBe('q=red%20shoe%20%26%20co&tags%5B0%5D=a&tags%5B1%5D=b&price%5Bmin%5D=10');
    expect(parseQuery(text)).toEqual(query);
    expect(stringifyQuery({})).toBe('');
  });
});
