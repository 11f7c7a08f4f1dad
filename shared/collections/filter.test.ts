import type { FilterCondition, FilterGroup } from '@shared/schema/logic.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyFilter, compileFilter } from './filter.ts';
import { loadPatternEngine } from './operators/pattern.ts';

beforeAll(loadPatternEngine);

const cond = (
  key: string,
  operator: FilterCondition['operator'],
  value?: FilterCondition['value'],
): FilterCondition => ({ type: 'condition', key, operator, value });
const and = (...conditions: FilterGroup['conditions']): FilterGroup => ({
  type: 'group',
  combinator: 'and',
  conditions,
});
const or = (...conditions: FilterGroup['conditions']): FilterGroup => ({
  type: 'group',
  combinator: 'or',
  conditions,
});

const products = [
  { id: 1, name: 'Red shoe', category: 'shoes', price: 40, data: { stock: 3 } },
  { id: 2, name: 'Blue bag', category: 'bags', price: 120, data: { stock: 0 } },
  { id: 3, name: 'Green hat', category: 'hats', price: 15, data: { stock: 8 } },
  { id: 4, name: 'Red bag', category: 'bags', price: 60, data: { stock: 2 } },
  { id: 5, name: 'Old boot', category: 'shoes', price: 90, data: { stock: 0 } },
];
const ids = (records: Array<{ id: number }>) => records.map((r) => r.id);

describe('applyFilter', () => {
  it('keeps every record without a filter, as a new array', () => {
    for (const filter of [null, undefined]) {
      const result = applyFilter(products, filter);
      expect(result).toEqual(products);
      expect(result).not.toBe(products);
    }
  });

  it('passes everything through empty groups, "and" or "or", nested or not', () => {
    expect(ids(applyFilter(products, and()))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(applyFilter(products, or()))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(applyFilter(products, or(and(), or())))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(applyFilter(products, and(or(), cond('price', 'lte', 40))))).toEqual([1, 3]);
  });

  it('combines conditions with "and" and with "or", keeping record order', () => {
    const bags = cond('category', 'equals', 'bags');
    const cheap = cond('price', 'lessThan', 50);
    expect(ids(applyFilter(products, and(bags, cheap)))).toEqual([]);
    expect(ids(applyFilter(products, or(bags, cheap)))).toEqual([1, 2, 3, 4]);
    expect(ids(applyFilter(products, and(cheap)))).toEqual([1, 3]);
    expect(ids(applyFilter(products, or(cheap)))).toEqual([1, 3]);
  });

  it('nests groups three deep', () => {
    // (shoes or (bags and (stock > 0 or name contains "blue"))) and price >= 50
    const filter = and(
      or(
        cond('category', 'equals', 'shoes'),
        and(
          cond('category', 'equals', 'bags'),
          or(cond('data.stock', 'greaterThan', 0), cond('name', 'contains', 'blue')),
        ),
      ),
      cond('price', 'gte', 50),
    );
    expect(ids(applyFilter(products, filter))).toEqual([2, 4, 5]);
    const noBlue = and(
      or(
        cond('category', 'equals', 'shoes'),
        and(
          cond('category', 'equals', 'bags'),
          or(cond('data.stock', 'greaterThan', 0), cond('name', 'contains', 'green')),
        ),
      ),
      cond('price', 'gte', 50),
    );
    expect(ids(applyFilter(products, noBlue))).toEqual([4, 5]);
  });

  it('does not change the records or the given array', () => {
    const records = products.map((p) => ({ ...p }));
    const before = JSON.stringify(records);
    applyFilter(records, and(cond('price', 'lte', 50)));
    expect(JSON.stringify(records)).toBe(before);
    expect(records).toHaveLength(5);
  });

  it('works on records that are not objects', () => {
    const values = [null, 3, 'x', undefined, { price: 1 }];
    expect(applyFilter(values, and(cond('price', 'lte', 5)))).toEqual([{ price: 1 }]);
    expect(applyFilter(values, and(cond('price', 'isEmpty')))).toEqual([null, 3, 'x', undefined]);
  });
});

describe('formula values', () => {
  const budget = and(cond('price', 'lte', { $formula: 'variables.budget' }));

  it('are resolved once per compile by resolveValue', () => {
    const resolveValue = vi.fn(() => 60);
    expect(ids(applyFilter(products, budget, { resolveValue }))).toEqual([1, 3, 4]);
    expect(resolveValue).toHaveBeenCalledTimes(1);
    expect(resolveValue).toHaveBeenCalledWith({ $formula: 'variables.budget' });
  });

  it('may resolve to any operator value, including a pattern or a list', () => {
    const values: Record<string, unknown> = { pattern: '^Red', list: ['hats', 'bags'] };
    const resolveValue = ({ $formula }: { $formula: string }) => values[$formula];
    const filter = or(
      cond('name', 'match', { $formula: 'pattern' }),
      cond('category', 'in', { $formula: 'list' }),
    );
    expect(ids(applyFilter(products, filter, { resolveValue }))).toEqual([1, 2, 3, 4]);
  });

  it('throw a clear error without a resolver, even on no records', () => {
    const message =
      /Filter on "price": the value is a formula \("variables\.budget"\).*resolveValue/;
    expect(() => applyFilter(products, budget)).toThrow(message);
    expect(() => applyFilter([], budget)).toThrow(message);
    expect(() => compileFilter(or(budget), {})).toThrow(message);
  });
});

describe('compileFilter', () => {
  it('gives a reusable record test', () => {
    const test = compileFilter(or(cond('category', 'in', ['hats']), cond('price', 'gte', 100)));
    expect(products.map(test)).toEqual([false, true, true, false, false]);
    expect(compileFilter(null)({ anything: 1 })).toBe(true);
  });

  it('reports configuration errors when compiled, not per record', () => {
    expect(() => compileFilter(and(cond('name', 'match', '(')))).toThrow(
      'Filter on "name": "(" is not a valid regular expression',
    );
    expect(() =>
      compileFilter(and(cond('name', 'like' as FilterCondition['operator'], 'a'))),
    ).toThrow('Filter on "name": unknown operator "like"');
    const xor = { type: 'group', combinator: 'xor', conditions: [] } as unknown as FilterGroup;
    expect(() => compileFilter(xor)).toThrow('unknown combinator "xor"');
  });
});
