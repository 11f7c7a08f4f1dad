/**
 * The one sort order of Baobab, used by the `sort` formula helper and by collection sorting:
 * numbers by value, texts with a numeric collator ("Item 2" before "Item 10"), false before
 * true; across kinds numbers < texts < booleans < others (lists and objects, equal to each
 * other); `desc` reverses all that, but missing values (null, undefined, NaN) stay last.
 */

export const RANK_NUMBER = 0;
export const RANK_STRING = 1;
export const RANK_BOOLEAN = 2;
export const RANK_OTHER = 3;
export const RANK_MISSING = 4;

export function sortRank(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value === value ? RANK_NUMBER : RANK_MISSING;
    case 'string':
      return RANK_STRING;
    case 'boolean':
      return RANK_BOOLEAN;
    case 'undefined':
      return RANK_MISSING;
    default:
      return value === null ? RANK_MISSING : RANK_OTHER;
  }
}

/** Two values of the same rank, ascending. */
export function compareSameRank(
  a: unknown,
  b: unknown,
  rank: number,
  collator: Intl.Collator,
): number {
  if (rank === RANK_STRING) return collator.compare(a as string, b as string);
  if (rank >= RANK_OTHER) return 0;
  // Numbers, or booleans (false < true); `<` rather than `a - b`, which is NaN for two Infinity.
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** Two values of any kind in the direction `sign` (1 ascending, -1 descending), missing last. */
export function compareForSort(
  a: unknown,
  b: unknown,
  sign: number,
  collator: Intl.Collator,
): number {
  const rankA = sortRank(a);
  const rankB = sortRank(b);
  if (rankA !== rankB) {
    if (rankA === RANK_MISSING) return 1;
    if (rankB === RANK_MISSING) return -1;
    return (rankA - rankB) * sign;
  }
  return rankA === RANK_MISSING ? 0 : compareSameRank(a, b, rankA, collator) * sign;
}
