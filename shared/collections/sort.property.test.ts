/** applySort against a naive comparator written here from applySort's documented order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySort, type ResolvedSortKey as SortKey } from './sort.ts';

const collator = new Intl.Collator(undefined, { numeric: true });

function refRank(value: unknown): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 9; // missing: last
  if (typeof value === 'number') return 0;
  if (typeof value === 'string') return 1;
  if (typeof value === 'boolean') return 2;
  return 3;
}

function refRead(record: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => {
    if (value === null || typeof value !== 'object') return undefined;
    return Object.keys(value).includes(part) ? (value as Record<string, unknown>)[part] : undefined;
  }, record);
}

function refCompare(
  x: Record<string, unknown>,
  y: Record<string, unknown>,
  keys: SortKey[],
): number {
  for (const { key, direction } of keys) {
    const a = refRead(x, key);
    const b = refRead(y, key);
    const rankA = refRank(a);
    const rankB = refRank(b);
    if (rankA === 9 || rankB === 9) {
      if (rankA !== rankB) return rankA === 9 ? 1 : -1;
      continue;
    }
    let order = 0;
    if (rankA !== rankB) order = rankA - rankB;
    else if (rankA === 1) order = collator.compare(a as string, b as string);
    else if (rankA === 0 || rankA === 2) order = Number(a) - Number(b);
    if (order !== 0) return Math.sign(order) * (direction === 'desc' ? -1 : 1);
  }
  return 0;
}

const value = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0.5, NaN, -0),
  fc.constantFrom('a', 'B', 'Item 2', 'Item 10', 'item 1', '10', '9', ''),
  fc.boolean(),
  fc.constantFrom(null, undefined),
  fc.constantFrom<unknown>([1], { a: 1 }),
);
const record = fc
  .record({ a: value, b: value, c: fc.record({ d: value }) }, { requiredKeys: [] })
  .map((r) => r as Record<string, unknown>);
const sortKeys = fc.array(
  fc.record({
    key: fc.constantFrom('a', 'b', 'c.d', 'missing'),
    direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
  }),
  { minLength: 1, maxLength: 3 },
);

/** Columns of one type each, which applySort compares without the type ranks. */
const uniformRecord = fc
  .record({
    a: fc.integer({ min: -3, max: 3 }),
    b: fc.constantFrom('x', 'Item 2', 'item 10', 'Y'),
    c: fc.record({ d: fc.boolean() }),
  })
  .map((r) => r as Record<string, unknown>);

function checkSorted(records: Array<Record<string, unknown>>, keys: SortKey[]): void {
  const sorted = applySort(records, keys);
  // A permutation: the same objects, each once.
  expect(sorted).toHaveLength(records.length);
  expect(new Set(sorted)).toEqual(new Set(records));
  const position = new Map(records.map((r, i) => [r, i]));
  for (let i = 1; i < sorted.length; i++) {
    const order = refCompare(sorted[i - 1]!, sorted[i]!, keys);
    // Sorted by the comparator…
    expect(order).toBeLessThanOrEqual(0);
    // …and stable: equal records keep their input order.
    if (order === 0) {
      expect(position.get(sorted[i - 1]!)!).toBeLessThan(position.get(sorted[i]!)!);
    }
  }
}

describe('applySort (property)', () => {
  it('returns a stable, sorted permutation of records with mixed types', () => {
    fc.assert(fc.property(fc.array(record, { maxLength: 30 }), sortKeys, checkSorted), {
      numRuns: 1000,
    });
  });

  it('returns a stable, sorted permutation of records with one type per key', () => {
    fc.assert(fc.property(fc.array(uniformRecord, { maxLength: 30 }), sortKeys, checkSorted), {
      numRuns: 1000,
    });
  });
});
