import type { Collection } from '@shared/schema/logic.ts';
import type { FormulaValue } from '@shared/schema/values.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import {
  compareForSort,
  compareSameRank,
  RANK_NUMBER,
  RANK_STRING,
  sortRank,
} from '@shared/values/sort-order.ts';
import { readPath, splitPath } from './path.ts';

/** A sort key as the site writes it: key and direction literal or formula. */
export type SortKey = NonNullable<Collection['sort']>[number];
/** A sort key once its formulas are evaluated. */
export interface ResolvedSortKey {
  key: string;
  direction: 'asc' | 'desc';
}

/** A sort key whose formula gave something that is no field or direction. */
export class SortKeyError extends Error {
  override name = 'SortKeyError';
}

/**
 * The sort keys with their formulas evaluated by `resolveValue` (the visitor's choice of sort).
 * A key formula giving null, undefined or an empty text drops that key; any other non-text key,
 * or a direction other than "asc" or "desc", is an error naming the key.
 */
export function resolveSort(
  sort: readonly SortKey[] | null | undefined,
  resolveValue: ((value: FormulaValue) => unknown) | undefined,
): ResolvedSortKey[] {
  const keys: ResolvedSortKey[] = [];
  for (const [index, entry] of (sort ?? []).entries()) {
    const evaluate = (value: FormulaValue, what: string): unknown => {
      if (!resolveValue)
        throw new Error(
          `Sort key ${index + 1}: the ${what} is a formula (${JSON.stringify(value.$formula)}) ` +
            'but no resolveValue option was given to evaluate it',
        );
      return resolveValue(value);
    };
    const key = isFormulaValue(entry.key) ? evaluate(entry.key, 'field') : entry.key;
    if (key === null || key === undefined || key === '') continue;
    if (typeof key !== 'string')
      throw new SortKeyError(`Sort key ${index + 1}: the field must be a text (got ${typeof key})`);
    const direction = isFormulaValue(entry.direction)
      ? evaluate(entry.direction, 'direction')
      : entry.direction;
    if (direction !== 'asc' && direction !== 'desc')
      throw new SortKeyError(
        `Sort key ${index + 1}: the direction must be "asc" or "desc" (got ${JSON.stringify(direction) ?? 'undefined'})`,
      );
    keys.push({ key, direction });
  }
  return keys;
}

/**
 * Cached: building a collator is far slower than comparing with it. Built on the first sort, not
 * when the module loads: the first collator loads the browser's collation data, about 37 ms of
 * a phone's main thread that a page which never sorts in the browser should not pay.
 */
let sharedCollator: Intl.Collator | undefined;
const collatorOf = (): Intl.Collator =>
  (sharedCollator ??= new Intl.Collator(undefined, { numeric: true }));

/** A column holding more than one rank. */
const MIXED = 5;

/** Decorated record: its sort key values are read once, not at each comparison. */
interface Entry<T> {
  record: T;
  index: number;
  /** The first two keys' values in fields: most comparisons end there. */
  first: unknown;
  second: unknown;
  /** Every key's value, only when there are more than two keys (else empty). */
  values: unknown[];
}

const NO_VALUES: unknown[] = [];

type Compare<T> = (x: Entry<T>, y: Entry<T>) => number;

/** Two values of one key, whose column has `columnRank`, in the key's direction (`sign`). */
function compareValues(
  a: unknown,
  b: unknown,
  columnRank: number,
  sign: number,
  collator: Intl.Collator,
): number {
  return columnRank === MIXED
    ? compareForSort(a, b, sign, collator)
    : compareSameRank(a, b, columnRank, collator) * sign;
}

/**
 * The records sorted by `sort` (first key first), as a new array; stable. The order of
 * `@shared/values/sort-order.ts`; per key, a column of one kind skips the mixed-kind comparison.
 */
export function applySort<T>(
  records: readonly T[],
  sort: readonly ResolvedSortKey[] | null | undefined,
): T[] {
  if (!sort || sort.length === 0 || records.length < 2) return records.slice();
  const paths = sort.map(({ key }) => splitPath(key));
  const signs = sort.map(({ direction }) => (direction === 'desc' ? -1 : 1));
  const count = sort.length;
  const [firstPath, secondPath = null] = paths;
  // Decorate: read each record's keys once, noting per key whether every value has one rank.
  const ranks = paths.map(() => -1);
  const entries: Array<Entry<T>> = new Array<Entry<T>>(records.length);
  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    const first = readPath(record, firstPath!);
    const second = count > 1 ? readPath(record, secondPath) : undefined;
    let values = NO_VALUES;
    if (count > 2) {
      values = paths.map((path, i) =>
        i === 0 ? first : i === 1 ? second : readPath(record, path),
      );
    }
    entries[index] = { record, index, first, second, values };
    for (let i = 0; i < count; i++) {
      const rank = sortRank(i === 0 ? first : i === 1 ? second : values[i]);
      if (ranks[i] !== rank) ranks[i] = index === 0 ? rank : MIXED;
    }
  }
  const collator = collatorOf();
  // Keys after the first, then the input order for ties: stable whatever the engine's sort.
  const rest: Compare<T> = (x, y) => {
    if (count > 1) {
      const order = compareValues(x.second, y.second, ranks[1]!, signs[1]!, collator);
      if (order !== 0) return order;
    }
    for (let i = 2; i < count; i++) {
      const order = compareValues(x.values[i], y.values[i], ranks[i]!, signs[i]!, collator);
      if (order !== 0) return order;
    }
    return x.index - y.index;
  };
  // The first key is compared without the generic path when its column has one type.
  const sign = signs[0]!;
  const rank = ranks[0]!;
  const compare: Compare<T> =
    rank === RANK_NUMBER
      ? (x, y) => {
          const a = x.first as number;
          const b = y.first as number;
          return a < b ? -sign : a > b ? sign : rest(x, y);
        }
      : rank === RANK_STRING
        ? (x, y) => collator.compare(x.first as string, y.first as string) * sign || rest(x, y)
        : (x, y) => compareValues(x.first, y.first, rank, sign, collator) || rest(x, y);
  entries.sort(compare);
  return entries.map((entry) => entry.record);
}
