/**
 * Pages driven by a data set (seeds: "page data is added when the page is bound to a data set").
 * A page's `cmsDataSetPath` is `"<collectionId>/{<param>}"`: the page shows the record of the
 * site's collection `<collectionId>` whose `id` equals its path parameter `<param>`. Page path
 * `/recipes/{id:}` with `cmsDataSetPath: "recipes/{id}"` shows `recipes`' record `r1` at
 * `/recipes/r1`. Null: the page is not bound.
 */
import { parsePathPattern } from './path-pattern.ts';

export interface DataSet {
  collectionId: string;
  /** The path parameter whose value is the record's id. */
  param: string;
}

/** `<collectionId>/{<param>}`: an id as the schema writes them, a path parameter's name. */
export const DATA_SET_PATH_PATTERN =
  /^([A-Za-z0-9][A-Za-z0-9_-]{0,99})\/\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/** Record ids longer than this are no record's (the server answers 404 before looking). */
export const MAX_RECORD_ID_LENGTH = 256;

/** The data set a page is bound to, or null (not bound, or not written as the pattern says). */
export function parseDataSetPath(value: string | null | undefined): DataSet | null {
  const match = value ? DATA_SET_PATH_PATTERN.exec(value) : null;
  return match ? { collectionId: match[1]!, param: match[2]! } : null;
}

export const dataSetPath = ({ collectionId, param }: DataSet): string =>
  `${collectionId}/{${param}}`;

/** The parameter names of a page path pattern, in order (`/a/{x:}/{y:1}` → `x`, `y`). */
export function pathParams(path: string): string[] {
  return parsePathPattern(path).flatMap((part) => (part.kind === 'param' ? [part.name] : []));
}

/**
 * Whether `record` is the one `id` names: a plain record whose own `id` (text or number) reads
 * as `id`. Records come from JSON: nothing inherited counts.
 */
export function isRecordWithId(record: unknown, id: string): boolean {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
  if (!Object.hasOwn(record, 'id')) return false;
  const own = (record as { id: unknown }).id;
  return (typeof own === 'string' || typeof own === 'number') && String(own) === id;
}
