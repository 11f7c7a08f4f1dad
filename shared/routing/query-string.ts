import qs from 'qs';

// Query-string parser limits of the seeds (§9).
/** Longer arrays, or an index from this up, become objects keyed by index (as qs does). */
export const QUERY_ARRAY_LIMIT = 20;
/** Bracket nesting kept as objects; deeper brackets stay one literal key. */
export const QUERY_DEPTH = 5;
/** Parameters read; the rest are dropped. */
export const QUERY_PARAMETER_LIMIT = 1000;

export type ParsedQuery = qs.ParsedQs;

/**
 * The parameters of `search` ("?a=1&b[]=x", the "?" optional) as nested objects and arrays of
 * strings, within the seeds' limits. Keys that would shadow `Object.prototype` members
 * (`__proto__`, `toString`…) are dropped, so no query can pollute prototypes.
 */
export function parseQuery(search: string): ParsedQuery {
  return qs.parse(search, {
    ignoreQueryPrefix: true,
    arrayLimit: QUERY_ARRAY_LIMIT,
    depth: QUERY_DEPTH,
    parameterLimit: QUERY_PARAMETER_LIMIT,
    allowPrototypes: false,
  });
}

/** `object` as a query string without "?" (brackets for nesting, indices for arrays), encoded. */
export function stringifyQuery(object: Record<string, unknown>): string {
  return qs.stringify(object);
}
