import { describe, expect, it } from 'vitest';
import { compareForSort, RANK_MISSING, sortRank } from './sort-order.ts';

const collator = new Intl.Collator('en', { numeric: true });
const sorted = (values: unknown[], sign: number) =>
  values.toSorted((a, b) => compareForSort(a, b, sign, collator));

describe('the sort order shared by the sort helper and collections', () => {
  it('puts numbers, texts, booleans, then others, and missing values last', () => {
    expect(sorted([true, 'Item 10', null, 2, NaN, 'Item 2', [1], -1, undefined], 1)).toEqual([
      -1,
      2,
      'Item 2',
      'Item 10',
      true,
      [1],
      null,
      NaN,
      undefined,
    ]);
  });

  it('reverses everything but the missing values when descending', () => {
    expect(sorted([1, null, 'a', 3, false], -1)).toEqual([false, 'a', 3, 1, null]);
    expect(sorted([Infinity, 1, Infinity], 1)).toEqual([1, Infinity, Infinity]);
  });

  it('ranks NaN with null and undefined', () => {
    expect(sortRank(NaN)).toBe(RANK_MISSING);
    expect(sortRank(null)).toBe(RANK_MISSING);
  });
});
