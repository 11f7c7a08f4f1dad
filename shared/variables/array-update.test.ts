import { describe, expect, it } from 'vitest';
import { setAtPath, updateArray } from './array-update.ts';

describe('updateArray: the set-variable array modes', () => {
  const list = Object.freeze(['a', 'b', 'c']) as unknown as string[];

  it('push, unshift, shift and pop', () => {
    expect(updateArray(list, 'push', undefined, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(updateArray(list, 'unshift', undefined, 'z')).toEqual(['z', 'a', 'b', 'c']);
    expect(updateArray(list, 'shift', undefined, undefined)).toEqual(['b', 'c']);
    expect(updateArray(list, 'pop', undefined, undefined)).toEqual(['a', 'b']);
  });

  it('insert, update and delete at an index', () => {
    expect(updateArray(list, 'insert', 1, 'x')).toEqual(['a', 'x', 'b', 'c']);
    expect(updateArray(list, 'insert', 3, 'x')).toEqual(['a', 'b', 'c', 'x']);
    expect(updateArray(list, 'update', '2', 'x')).toEqual(['a', 'b', 'x']);
    expect(updateArray(list, 'delete', 0, undefined)).toEqual(['b', 'c']);
  });

  it('refuses indexes out of range and non-lists', () => {
    expect(() => updateArray(list, 'update', 3, 'x')).toThrow(
      'The index for "update" must be a whole number from 0 to 2',
    );
    expect(() => updateArray(list, 'delete', 1.5, undefined)).toThrow(/whole number/);
    expect(() => updateArray(list, 'insert', -1, 'x')).toThrow(/from 0 to 3/);
    expect(() => updateArray([], 'delete', 0, undefined)).toThrow(
      'Cannot delete an item of an empty list',
    );
    expect(() => updateArray('abc', 'push', undefined, 1)).toThrow('value must be an array');
  });

  it('never changes the list it is given', () => {
    const original = ['a'];
    updateArray(original, 'push', undefined, 'b');
    expect(original).toEqual(['a']);
  });
});

describe('setAtPath', () => {
  it('sets nested keys with copies along the path', () => {
    const user = { name: 'Rudo', address: { city: 'Harare', suburb: 'Avondale' } };
    const next = setAtPath(user, 'address.city', 'Bulawayo') as typeof user;
    expect(next).toEqual({ name: 'Rudo', address: { city: 'Bulawayo', suburb: 'Avondale' } });
    expect(user.address.city).toBe('Harare');
    expect(next.address).not.toBe(user.address);
  });

  it('walks into lists and creates missing objects', () => {
    expect(setAtPath({ items: [{ q: 1 }, { q: 2 }] }, 'items.1.q', 5)).toEqual({
      items: [{ q: 1 }, { q: 5 }],
    });
    expect(setAtPath(null, 'a.b', 1)).toEqual({ a: { b: 1 } });
    expect(setAtPath({ a: 1 }, '', 2)).toBe(2);
  });

  it('refuses keys that lead to prototypes', () => {
    expect(() => setAtPath({}, '__proto__.polluted', true)).toThrow(
      '"__proto__" cannot be used in a variable path',
    );
    expect(() => setAtPath({}, 'constructor.prototype.polluted', true)).toThrow(/constructor/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
