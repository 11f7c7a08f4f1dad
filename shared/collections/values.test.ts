import { describe, expect, it } from 'vitest';
import { hasElement, isMember, members } from './values.ts';

describe('membership', () => {
  it('uses SameValueZero for primitives, a Set for long lists, deep equality otherwise', () => {
    const few = members(['a', 1, null]);
    expect(few.set).toBeNull();
    expect(isMember(few, 'a')).toBe(true);
    expect(isMember(few, '1')).toBe(false);
    expect(isMember(few, undefined)).toBe(false);
    const many = members(Array.from({ length: 40 }, (_, i) => i));
    expect(many.set).not.toBeNull();
    expect(isMember(many, 39)).toBe(true);
    expect(isMember(many, 40)).toBe(false);
    expect(isMember(many, [1])).toBe(false);
    const deep = members([{ a: [1] }, 'x']);
    expect(deep.deep).toBe(true);
    expect(isMember(deep, { a: [1] })).toBe(true);
    expect(isMember(deep, { a: [2] })).toBe(false);
    expect(isMember(deep, 'x')).toBe(true);
  });

  it('finds equal elements in arrays', () => {
    expect(hasElement([1, { a: 2 }], { a: 2 })).toBe(true);
    expect(hasElement([1, { a: 2 }], 1)).toBe(true);
    expect(hasElement([1, { a: 2 }], '1')).toBe(false);
  });
});
