/**
 * applyFilter against a naive reference written here from the operator table (operators/index.ts),
 * sharing no code with the engine, on random records and random filter trees.
 */
import fc from 'fast-check';
import {
  FILTER_OPERATORS,
  type FilterCondition,
  type FilterGroup,
  type FilterOperator,
} from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyFilter } from './filter.ts';
import { loadPatternEngine } from './operators/pattern.ts';

beforeAll(loadPatternEngine);

type Rec = Record<string, JsonValue>;

// ---- Reference implementation -------------------------------------------------------------

function refRead(record: unknown, key: string): unknown {
  let current: unknown = record;
  for (const part of key.split('.')) {
    if (part === '__proto__' || part === 'constructor' || part === 'prototype') return undefined;
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.keys(current).includes(part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function refEqual(a: unknown, b: unknown): boolean {
  if (Number.isNaN(a) && Number.isNaN(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => refEqual(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a).sort();
    const keysB = Object.keys(b).sort();
    if (keysA.join('\u0000') !== keysB.join('\u0000')) return false;
    return keysA.every((k) =>
      refEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return a === b;
}

const isDecimal = (text: string) => /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text.trim());

/** -1, 0, 1, or null when the two values are not comparable. */
function refOrder(field: unknown, value: unknown): number | null {
  let a: unknown = field;
  let b: unknown = value;
  if (typeof a === 'number' && typeof b === 'string') {
    if (!isDecimal(b)) return null;
    b = Number(b);
  } else if (typeof a === 'string' && typeof b === 'number') {
    if (!isDecimal(a)) return null;
    a = Number(a);
  }
  const bothNumbers = typeof a === 'number' && typeof b === 'number';
  const bothStrings = typeof a === 'string' && typeof b === 'string';
  if (!bothNumbers && !bothStrings) return null;
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  if ((a as number) < (b as number)) return -1;
  if ((a as number) > (b as number)) return 1;
  return 0;
}

function refIsEmpty(field: unknown): boolean {
  if (field === null || field === undefined || field === '') return true;
  if (Array.isArray(field)) return field.length === 0;
  const proto: unknown = typeof field === 'object' ? Object.getPrototypeOf(field) : undefined;
  if (proto === Object.prototype || proto === null) {
    return Object.keys(field).length === 0;
  }
  return false;
}

/** String(value) lower-cased, or null if String() throws (objects without prototype). */
function refText(value: unknown): string | null {
  try {
    return String(value).toLowerCase();
  } catch {
    return null;
  }
}

function refPositive(operator: string, field: unknown, value: unknown): boolean {
  const lowerField = typeof field === 'string' ? field.toLowerCase() : null;
  const lowerValue = refText(value);
  switch (operator) {
    case 'equals':
      return refEqual(field, value);
    case 'lessThan':
      return refOrder(field, value) === -1;
    case 'greaterThan':
      return refOrder(field, value) === 1;
    case 'lte':
      return refOrder(field, value) === -1 || refOrder(field, value) === 0;
    case 'gte':
      return refOrder(field, value) === 1 || refOrder(field, value) === 0;
    case 'contains':
      if (lowerField !== null) return lowerValue !== null && lowerField.indexOf(lowerValue) !== -1;
      return Array.isArray(field) && field.some((item) => refEqual(item, value));
    case 'startsWith':
      return (
        lowerField !== null &&
        lowerValue !== null &&
        lowerField.slice(0, lowerValue.length) === lowerValue
      );
    case 'endsWith':
      return (
        lowerField !== null &&
        lowerValue !== null &&
        lowerField.length >= lowerValue.length &&
        lowerField.slice(lowerField.length - lowerValue.length) === lowerValue
      );
    case 'isEmpty':
      return refIsEmpty(field);
    case 'in':
      return Array.isArray(value) && value.some((item) => refEqual(item, field));
    case 'overlap':
      return (
        Array.isArray(field) &&
        Array.isArray(value) &&
        field.some((a) => value.some((b) => refEqual(a, b)))
      );
    case 'containsAll':
      return (
        Array.isArray(field) &&
        Array.isArray(value) &&
        value.every((b) => field.some((a) => refEqual(a, b)))
      );
    case 'hasKey':
      return (
        (typeof value === 'string' || typeof value === 'number') &&
        field !== null &&
        typeof field === 'object' &&
        !Array.isArray(field) &&
        Object.keys(field).includes(String(value))
      );
    case 'match':
      return typeof field === 'string' && new RegExp(value as string).test(field);
  }
  throw new Error(`no reference for ${operator}`);
}

const NEGATIONS: Record<string, string> = {
  notEquals: 'equals',
  notContains: 'contains',
  isNotEmpty: 'isEmpty',
  notIn: 'in',
  notOverlap: 'overlap',
  hasNoKey: 'hasKey',
  notMatch: 'match',
};

function refPasses(node: FilterCondition | FilterGroup, record: Rec): boolean {
  if (node.type === 'group') {
    if (node.conditions.length === 0) return true;
    const results = node.conditions.map((child) => refPasses(child, record));
    return node.combinator === 'and' ? !results.includes(false) : results.includes(true);
  }
  const field = refRead(record, node.key);
  const positive = NEGATIONS[node.operator];
  return positive
    ? !refPositive(positive, field, node.value)
    : refPositive(node.operator, field, node.value);
}

// ---- Generators -------------------------------------------------------------------------

const strings = fc.constantFrom(
  '',
  'a',
  'A',
  'abc',
  'ABC',
  'b',
  'x1y',
  'Item 2',
  'item 10',
  '10',
  '9',
  ' 2.5 ',
  '-1e3',
  '2024-01-01',
  '2024-02-01',
);
const numbers = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(2.5, -1000, 0.1));
const primitive = fc.oneof(numbers, strings, fc.boolean(), fc.constant(null));
/** Ordinary objects, and objects without prototype (as fast-check makes by default). */
const objectOf = <T>(values: fc.Arbitrary<T>) =>
  fc
    .boolean()
    .chain((noNullPrototype) =>
      fc.dictionary(fc.constantFrom('a', 'x', '0'), values, { maxKeys: 2, noNullPrototype }),
    );
const smallObject = objectOf(primitive);
const value: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 4, arbitrary: primitive },
  { weight: 2, arbitrary: fc.array(fc.oneof(primitive, smallObject), { maxLength: 3 }) },
  { weight: 1, arbitrary: smallObject },
);
const record: fc.Arbitrary<Rec> = fc.dictionary(
  fc.constantFrom('a', 'b', 'c'),
  fc.oneof(value, objectOf(value)),
  { maxKeys: 3, noNullPrototype: true },
);
const key = fc.constantFrom('a', 'b', 'c', 'd', 'a.x', 'b.0', 'c.a', 'a.x.0', 'constructor');
const patterns = fc.constantFrom('^a', 'b$', '[0-9]', 'A', '.', '^$', 'item \\d+');

const condition: fc.Arbitrary<FilterCondition> = fc
  .tuple(key, fc.constantFrom<FilterOperator>(...FILTER_OPERATORS), value, patterns, fc.boolean())
  .map(([k, operator, v, pattern, omit]) => {
    const isPattern = operator === 'match' || operator === 'notMatch';
    const result: FilterCondition = { type: 'condition', key: k, operator };
    if (isPattern) result.value = pattern;
    else if (!(omit && (operator === 'isEmpty' || operator === 'isNotEmpty'))) result.value = v;
    return result;
  });

const group = (depth: number): fc.Arbitrary<FilterGroup> =>
  fc
    .tuple(
      fc.constantFrom<'and' | 'or'>('and', 'or'),
      fc.array(depth > 1 ? fc.oneof(condition, group(depth - 1)) : condition, { maxLength: 4 }),
    )
    .map(([combinator, conditions]) => ({ type: 'group', combinator, conditions }));

// ---- Properties -------------------------------------------------------------------------

describe('applyFilter (property)', () => {
  it('agrees with the reference on random records and filter trees (depth ≤ 3)', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 12 }), group(3), (records, filter) => {
        const expected = records.filter((r) => refPasses(filter, r));
        expect(applyFilter(records, filter)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it('agrees with the reference on every operator, one condition at a time', () => {
    for (const operator of FILTER_OPERATORS) {
      fc.assert(
        fc.property(fc.array(record, { maxLength: 12 }), condition, (records, base) => {
          const single: FilterCondition = { ...base, operator };
          if (operator === 'match' || operator === 'notMatch') single.value = '[0-9]';
          const filter: FilterGroup = { type: 'group', combinator: 'and', conditions: [single] };
          const expected = records.filter((r) => refPasses(filter, r));
          expect(applyFilter(records, filter)).toEqual(expected);
        }),
        { numRuns: 300 },
      );
    }
  });
});
