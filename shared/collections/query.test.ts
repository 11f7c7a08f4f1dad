import type { FilterGroup } from '@shared/schema/logic.ts';
import { describe, expect, it } from 'vitest';
import { applyPage } from './page.ts';
import { queryCollection } from './query.ts';

const numbers = [1, 2, 3, 4, 5, 6, 7];

describe('applyPage', () => {
  it('slices from offset, at most limit long', () => {
    expect(applyPage(numbers, 3, 0)).toEqual([1, 2, 3]);
    expect(applyPage(numbers, 3, 3)).toEqual([4, 5, 6]);
    expect(applyPage(numbers, 3, 6)).toEqual([7]);
    expect(applyPage(numbers, 3, 10)).toEqual([]);
    expect(applyPage(numbers, 0, 0)).toEqual([]);
  });

  it('has no limit when limit is null or undefined, and offset 0 by default', () => {
    expect(applyPage(numbers, null, 5)).toEqual([6, 7]);
    expect(applyPage(numbers, undefined)).toEqual(numbers);
    expect(applyPage(numbers, 2)).toEqual([1, 2]);
  });

  it('treats negative numbers as 0 and returns a new array', () => {
    expect(applyPage(numbers, 2, -4)).toEqual([1, 2]);
    expect(applyPage(numbers, -1, 2)).toEqual([]);
    const page = applyPage(numbers);
    expect(page).toEqual(numbers);
    expect(page).not.toBe(numbers);
  });
});

describe('queryCollection', () => {
  const records = [
    { id: 'a', price: 30, name: 'Item 10' },
    { id: 'b', price: 10, name: 'Item 2' },
    { id: 'c', price: 20, name: 'Item 1' },
    { id: 'd', price: 10, name: 'Item 1' },
    { id: 'e', price: 99, name: 'Item 3' },
  ];
  const cheap: FilterGroup = {
    type: 'group',
    combinator: 'and',
    conditions: [{ type: 'condition', key: 'price', operator: 'lessThan', value: 50 }],
  };
  const byPrice = [
    { key: 'price', direction: 'asc' as const },
    { key: 'name', direction: 'asc' as const },
  ];

  it('filters, sorts, then pages; total counts the filtered records before paging', () => {
    const result = queryCollection(records, { filter: cheap, sort: byPrice, limit: 2, offset: 1 });
    expect(result.data.map((r) => r.id)).toEqual(['b', 'c']);
    expect(result.total).toBe(4);
  });

  it('returns everything without a query', () => {
    expect(queryCollection(records)).toEqual({ data: records, total: 5 });
  });

  it('passes resolveValue to the filter', () => {
    const filter: FilterGroup = {
      type: 'group',
      combinator: 'and',
      conditions: [
        { type: 'condition', key: 'price', operator: 'equals', value: { $formula: 'ten' } },
      ],
    };
    const result = queryCollection(records, { filter, resolveValue: () => 10, sort: byPrice });
    expect(result).toEqual({ data: [records[3], records[1]], total: 2 });
    expect(() => queryCollection(records, { filter })).toThrow(/resolveValue/);
  });
});
