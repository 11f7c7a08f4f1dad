/**
 * The page of `records` from `offset` (default 0), at most `limit` long (null or undefined: no
 * limit), as a new array. Negative numbers count as 0.
 */
export function applyPage<T>(
  records: readonly T[],
  limit?: number | null,
  offset?: number | null,
): T[] {
  const start = Math.max(0, offset ?? 0);
  return limit === null || limit === undefined
    ? records.slice(start)
    : records.slice(start, start + Math.max(0, limit));
}
