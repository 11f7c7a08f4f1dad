import { FILTER_OPERATORS, type FilterOperator } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conditionTest } from './index.ts';
import { loadPatternEngine } from './pattern.ts';

beforeAll(loadPatternEngine);

const MISSING = Symbol('missing field');
type Field = unknown;
type Case = [operator: FilterOperator, field: Field, value: JsonValue | undefined, passes: boolean];

/** Every case runs on a top-level key and on a nested one, which take different read paths. */
function check(operator: FilterOperator, field: Field, value: unknown): boolean[] {
  const top = field === MISSING ? {} : { f: field };
  const nested = field === MISSING ? { data: {} } : { data: { f: field } };
  return [
    conditionTest(operator, value, 'f')(top),
    conditionTest(operator, value, 'data.f')(nested),
  ];
}

const cases: Case[] = [
  // equals / notEquals: deep equality of JSON values
  ['equals', 5, 5, true],
  ['equals', 5, '5', false],
  ['equals', 'a', 'a', true],
  ['equals', 'a', 'A', false],
  ['equals', true, true, true],
  ['equals', false, true, false],
  ['equals', null, null, true],
  ['equals', MISSING, null, false],
  ['equals', { a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
  ['equals', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
  ['equals', [1, 2], [2, 1], false],
  ['equals', [1], { 0: 1 }, false],
  ['notEquals', 5, 6, true],
  ['notEquals', 5, 5, false],
  ['notEquals', MISSING, null, true],
  ['notEquals', { a: 1 }, { a: 1 }, false],
  // ordering: numbers, strings, a number and a decimal string; anything else false
  ['lessThan', 1, 2, true],
  ['lessThan', 2, 2, false],
  ['lessThan', 3, 2, false],
  ['lessThan', '2024-01-31', '2024-02-01', true],
  ['lessThan', '2024-02-01T10:00:00Z', '2024-02-01T09:00:00Z', false],
  ['lessThan', '10', '9', true], // two strings compare as strings
  ['lessThan', '5', 10, true],
  ['lessThan', 5, '10', true],
  ['lessThan', 'abc', 10, false],
  ['lessThan', 1, 'abc', false],
  ['lessThan', null, 1, false],
  ['lessThan', MISSING, 1, false],
  ['lessThan', true, 2, false],
  ['lessThan', [1], 2, false],
  ['lessThan', 1, null, false],
  ['lessThan', 1, [2], false],
  ['greaterThan', 3, 2, true],
  ['greaterThan', 2, 2, false],
  ['greaterThan', 'b', 'a', true],
  ['greaterThan', '20', 3, true],
  ['greaterThan', 20, '3', true],
  ['greaterThan', MISSING, -1, false],
  ['lte', 2, 2, true],
  ['lte', 3, 2, false],
  ['lte', ' 2.5 ', 2.5, true],
  ['lte', '', 0, false], // blank is not a number
  ['lte', '0x10', 100, false], // nor is hex
  ['lte', 'a', 'a', true],
  ['lte', null, null, false],
  ['gte', 2, 2, true],
  ['gte', 1, 2, false],
  ['gte', '-1e3', -1000, true],
  ['gte', -1000, '-1e3', true],
  ['gte', false, false, false],
  // contains / notContains
  ['contains', 'Hello World', 'WORLD', true],
  ['contains', 'Hello', 'xyz', false],
  ['contains', 'Item 12', 12, true],
  ['contains', ['a', 'b'], 'b', true],
  ['contains', ['a', 'b'], 'B', false], // array elements compare by equality
  ['contains', [{ id: 1 }], { id: 1 }, true],
  ['contains', [1, 2], '1', false],
  ['contains', 123, '2', false],
  ['contains', null, 'a', false],
  ['contains', MISSING, 'a', false],
  ['notContains', 'Hello', 'xyz', true],
  ['notContains', 'Hello', 'ELL', false],
  ['notContains', 123, '2', true],
  ['notContains', ['a'], 'a', false],
  // startsWith / endsWith
  ['startsWith', 'Hello', 'he', true],
  ['startsWith', 'Hello', 'lo', false],
  ['startsWith', 50, '5', false],
  ['startsWith', ['a'], 'a', false],
  ['startsWith', MISSING, '', false],
  ['endsWith', 'Hello', 'LO', true],
  ['endsWith', 'Hello', 'he', false],
  ['endsWith', null, 'l', false],
  // isEmpty / isNotEmpty
  ['isEmpty', null, undefined, true],
  ['isEmpty', MISSING, undefined, true],
  ['isEmpty', '', undefined, true],
  ['isEmpty', [], undefined, true],
  ['isEmpty', {}, undefined, true],
  ['isEmpty', ' ', undefined, false],
  ['isEmpty', 0, undefined, false],
  ['isEmpty', false, undefined, false],
  ['isEmpty', [null], undefined, false],
  ['isNotEmpty', 0, undefined, true],
  ['isNotEmpty', { a: 1 }, undefined, true],
  ['isNotEmpty', '', undefined, false],
  ['isNotEmpty', MISSING, undefined, false],
  // in / notIn
  ['in', 'a', ['a', 'b'], true],
  ['in', 'c', ['a', 'b'], false],
  ['in', 1, ['1'], false],
  ['in', { x: 1 }, [{ x: 1 }], true],
  ['in', { x: 1 }, [{ x: 2 }, 'x'], false],
  ['in', null, [null], true],
  ['in', MISSING, [null], false],
  ['in', 17, Array.from({ length: 30 }, (_, i) => i), true], // long list: a Set
  ['in', 30, Array.from({ length: 30 }, (_, i) => i), false],
  ['in', 'a', 'a', false], // not an array
  ['notIn', 'c', ['a', 'b'], true],
  ['notIn', 'a', ['a', 'b'], false],
  ['notIn', 'a', 'a', true],
  ['notIn', MISSING, ['a'], true],
  // overlap / notOverlap / containsAll
  ['overlap', ['a', 'b'], ['b', 'c'], true],
  ['overlap', ['a'], ['c'], false],
  ['overlap', [[1]], [[1]], true],
  ['overlap', [{ a: 1 }], [{ a: 2 }], false],
  ['overlap', [], [], false],
  ['overlap', 'a', ['a'], false],
  ['overlap', ['a'], 'a', false],
  ['overlap', [25], Array.from({ length: 30 }, (_, i) => i), true],
  ['notOverlap', ['a'], ['c'], true],
  ['notOverlap', ['a', 'c'], ['c'], false],
  ['notOverlap', MISSING, ['c'], true],
  ['containsAll', ['a', 'b', 'c'], ['a', 'c'], true],
  ['containsAll', ['a'], ['a', 'b'], false],
  ['containsAll', ['a'], [], true],
  ['containsAll', [], [], true],
  ['containsAll', [{ x: 1 }, 2], [{ x: 1 }], true],
  ['containsAll', 'a', [], false],
  ['containsAll', MISSING, [], false],
  ['containsAll', ['a'], 'a', false],
  // hasKey / hasNoKey
  ['hasKey', { a: 1 }, 'a', true],
  ['hasKey', { a: null }, 'a', true],
  ['hasKey', { a: 1 }, 'b', false],
  ['hasKey', { 0: 'x' }, 0, true],
  ['hasKey', ['x'], '0', false], // arrays are not plain objects
  ['hasKey', {}, 'toString', false],
  ['hasKey', null, 'a', false],
  ['hasKey', { a: 1 }, null, false],
  ['hasNoKey', { a: 1 }, 'b', true],
  ['hasNoKey', { a: 1 }, 'a', false],
  ['hasNoKey', 'text', 'a', true],
  // match / notMatch: regular expressions without flags
  ['match', 'abc123', '\\d+', true],
  ['match', 'abc', '^b', false],
  ['match', 'ABC', 'abc', false],
  ['match', 'ABC', '^[A-Z]+$', true],
  ['match', 123, '1', false],
  ['match', MISSING, '.*', false],
  ['notMatch', 'abc', '^b', true],
  ['notMatch', 'abc', '^a', false],
  ['notMatch', MISSING, 'x', true],
];

describe('filter operators', () => {
  it.each(cases)('%s: field %j, value %j → %s', (operator, field, value, passes) => {
    expect(check(operator, field, value)).toEqual([passes, passes]);
  });

  it('has true and false cases for every operator', () => {
    for (const operator of FILTER_OPERATORS) {
      const outcomes = new Set(cases.filter((c) => c[0] === operator).map((c) => c[3]));
      expect(outcomes, operator).toEqual(new Set([true, false]));
    }
  });

  it('reads array elements by index', () => {
    const record = { tags: ['sale', 'new'] };
    expect(conditionTest('equals', 'new', 'tags.1')(record)).toBe(true);
    expect(conditionTest('equals', 'sale', 'tags.1')(record)).toBe(false);
  });

  it('compares NaN with NaN (as PostgreSQL numeric does)', () => {
    expect(conditionTest('equals', NaN, 'f')({ f: NaN })).toBe(true);
    expect(conditionTest('equals', NaN, 'f')({ f: 1 })).toBe(false);
    expect(conditionTest('lessThan', 1, 'f')({ f: NaN })).toBe(false);
    expect(conditionTest('gte', NaN, 'f')({ f: 1 })).toBe(false);
  });

  it('rejects a pattern that is not a valid regular expression, naming key and pattern', () => {
    expect(() => conditionTest('match', '(unclosed', 'data.name')).toThrow(
      /Filter on "data\.name": "\(unclosed" is not a valid regular expression/,
    );
    expect(() => conditionTest('notMatch', '[', 'name')).toThrow(/"name".*"\["/);
    expect(() => conditionTest('match', 5, 'name')).toThrow(/"name".*must be a string/);
  });

  it('rejects an unknown operator', () => {
    expect(() => conditionTest('like', 'a', 'name')).toThrow(/unknown operator "like"/);
    expect(() => conditionTest('toString', 'a', 'name')).toThrow(/unknown operator/);
  });
});

describe('own properties only', () => {
  const proto = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    delete proto.category;
  });

  it('does not see inherited or polluted properties', () => {
    const child = Object.create({ category: 'shoes' }) as object;
    expect(conditionTest('equals', 'shoes', 'category')(child)).toBe(false);
    expect(conditionTest('isEmpty', undefined, 'category')(child)).toBe(true);
    proto.category = 'shoes';
    for (const key of ['category', 'data.category']) {
      expect(conditionTest('equals', 'shoes', key)({ data: {} })).toBe(false);
      expect(conditionTest('in', ['shoes'], key)({ data: {} })).toBe(false);
      expect(conditionTest('contains', 'sho', key)({ data: {} })).toBe(false);
    }
    expect(conditionTest('equals', 'bags', 'category')({ category: 'bags' })).toBe(true);
  });

  it('reads nothing through __proto__, constructor or prototype', () => {
    const record = JSON.parse('{"__proto__": {"a": 1}, "constructor": "c"}') as object;
    expect(conditionTest('isEmpty', undefined, '__proto__')(record)).toBe(true);
    expect(conditionTest('equals', 1, '__proto__.a')(record)).toBe(false);
    expect(conditionTest('equals', 'c', 'constructor')(record)).toBe(false);
    expect(conditionTest('isEmpty', undefined, 'constructor.prototype')({})).toBe(true);
  });
});
