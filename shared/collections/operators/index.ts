import type { FilterOperator } from '@shared/schema/logic.ts';
import { splitPath } from '../path.ts';
import { not, type OperatorFactory, type RecordTest } from './factory.ts';
import { containsAll, inList, overlap } from './lists.ts';
import { gte, greaterThan, lessThan, lte } from './ordering.ts';
import { contains, endsWith, match, startsWith } from './text.ts';
import { equals, hasKey, isEmpty } from './values.ts';

export type { RecordTest };

/**
 * The filter operators (seeds §5), PostgreSQL/PostgREST-like. `field` is the value read from the
 * record at the condition's key (`undefined` when missing), `value` the condition's value after
 * its formula, if any, is resolved. "Equal" is `deepEqual` (JSON values; NaN equals NaN; `null`
 * and `undefined` differ).
 *
 * | operator               | passes when                                                          |
 * | ---------------------- | -------------------------------------------------------------------- |
 * | equals                 | field deep-equals value                                              |
 * | lessThan, greaterThan, | both numbers → numeric; both strings → code-unit string order (ISO   |
 * | lte, gte               | dates compare right, but "10" < "9"); a number and a decimal string  |
 * |                        | ("12", " 2.5 ", "-1e3") → numeric; anything else → false             |
 * | contains               | field string → contains String(value), case-insensitive; field array |
 * |                        | → has an element equal to value; else false                          |
 * | startsWith, endsWith   | field string → starts/ends with String(value), case-insensitive;     |
 * |                        | else false                                                           |
 * | isEmpty                | field is null, undefined, '', [] or a plain object without own keys  |
 * | in                     | value is an array with an element equal to field; else false         |
 * | overlap                | field and value are arrays sharing an equal element                  |
 * | containsAll            | field and value are arrays and every value element has an equal one  |
 * |                        | in field (an empty value array passes any array field)               |
 * | hasKey                 | field is a plain object with an own property named String(value);   |
 * |                        | value must be a string or a number, else false                       |
 * | match                  | field string matches value (RegExp syntax, no flags) on the linear-  |
 * |                        | time engine of `pattern.ts` (RE2: no backreferences, no lookaround); |
 * |                        | else false. A value that is not a string or not a valid pattern      |
 * |                        | throws at compile                                                    |
 *
 * notEquals, notContains, isNotEmpty, notIn, notOverlap, hasNoKey and notMatch are the exact
 * negations of their positive operators, wrong types included: notContains passes a number
 * field, notIn passes when value is not an array, notMatch passes a missing field.
 */
export const OPERATORS: Readonly<Record<FilterOperator, OperatorFactory>> = {
  equals,
  notEquals: not(equals),
  lessThan,
  greaterThan,
  lte,
  gte,
  contains,
  notContains: not(contains),
  startsWith,
  endsWith,
  isEmpty,
  isNotEmpty: not(isEmpty),
  in: inList,
  notIn: not(inList),
  overlap,
  notOverlap: not(overlap),
  containsAll,
  hasKey,
  hasNoKey: not(hasKey),
  match,
  notMatch: not(match),
};

/** The record test of one condition; throws on an unknown operator (a malformed filter). */
export function conditionTest(operator: string, value: unknown, key: string): RecordTest {
  if (!Object.prototype.hasOwnProperty.call(OPERATORS, operator)) {
    throw new Error(`Filter on "${key}": unknown operator "${operator}"`);
  }
  const path = splitPath(key);
  const single = path !== null && path.length === 1 ? path[0]! : null;
  return OPERATORS[operator as FilterOperator](value, { path, single }, key);
}
