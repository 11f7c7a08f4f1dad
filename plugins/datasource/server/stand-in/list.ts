/**
 * Listing records of the embedded record API, as Airtable's "list records": its parameters come
 * from the query string (`GET /v0/{base}/{table}`) or from a JSON body (`POST
 * /v0/{base}/{table}/listRecords`, which Airtable's clients use when a URL would be too long):
 * `view`, `pageSize` (≤ 100), `maxRecords`, an opaque `offset`, `filterByFormula`, `sort`,
 * `fields` and `recordMetadata` (`commentCount`). `cellFormat: "string"` and
 * `returnFieldsByFieldId: true` need a table schema this API does not have: they are refused
 * with Airtable's 422 rather than answered wrongly.
 */
import { z } from 'zod';
import type { Queryable } from '@server/db/database.ts';
import type { AirtableRecord } from '../airtable-client.ts';
import { AIRTABLE_PAGE_SIZE } from '../airtable-client.ts';
import { formulaToSql, FormulaSyntaxError } from '../formula.ts';
import {
  ApiError,
  invalidRequest,
  parsed,
  RECORD_COLUMNS,
  toRecord,
  type RecordRow,
  type TableRow,
} from './model.ts';

interface Sort {
  field: string;
  desc: boolean;
}

/** What a list call asks for, from the query string or a body. */
export interface ListParams {
  view?: string;
  pageSize?: number;
  maxRecords?: number;
  offset?: string;
  filterByFormula?: string;
  sort: Sort[];
  /** Only these fields in each record (all when absent). */
  fields?: string[];
  commentCount: boolean;
  cellFormat?: string;
  returnFieldsByFieldId: boolean;
}

type Query = Record<string, unknown>;

/** One query parameter given once (`?view=a&view=b` is refused). */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`${name} must be given once`);
  return value;
}

/** A parameter that may repeat (`fields[]=Name&fields[]=Price`). */
function many(query: Query, name: string): string[] | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map(String);
}

function wholeNumber(query: Query, name: string): number | undefined {
  const text = single(query, name);
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw invalidRequest(`${name} must be a whole number`);
  return Number(text);
}

function booleanOf(query: Query, name: string): boolean {
  const text = single(query, name);
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  throw invalidRequest(`${name} must be true or false`);
}

/** `sort[0][field]=Name&sort[0][direction]=desc` → ordered sorts. */
function sortsOf(query: Query): Sort[] {
  const sorts = new Map<number, { field?: string; direction?: string }>();
  for (const [key, value] of Object.entries(query)) {
    const match = /^sort\[(\d{1,3})\]\[(field|direction)\]$/.exec(key);
    if (!match) continue;
    if (typeof value !== 'string')
      throw new ApiError(422, 'INVALID_SORT', `${key} must be given once`);
    const entry = sorts.get(Number(match[1])) ?? {};
    entry[match[2] as 'field' | 'direction'] = value;
    sorts.set(Number(match[1]), entry);
  }
  return [...sorts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { field, direction = 'asc' }]) => {
      if (!field) throw new ApiError(422, 'INVALID_SORT', 'Each sort needs a field');
      if (direction !== 'asc' && direction !== 'desc')
        throw new ApiError(
          422,
          'INVALID_SORT',
          `Sort direction must be asc or desc, not "${direction}"`,
        );
      return { field, desc: direction === 'desc' };
    });
}

export function listParamsOfQuery(query: Query): ListParams {
  return {
    view: single(query, 'view'),
    pageSize: wholeNumber(query, 'pageSize'),
    maxRecords: wholeNumber(query, 'maxRecords'),
    offset: single(query, 'offset'),
    filterByFormula: single(query, 'filterByFormula'),
    sort: sortsOf(query),
    fields: many(query, 'fields[]'),
    commentCount: many(query, 'recordMetadata[]')?.includes('commentCount') ?? false,
    cellFormat: single(query, 'cellFormat'),
    returnFieldsByFieldId: booleanOf(query, 'returnFieldsByFieldId'),
  };
}

/** Not strict: Airtable's own client also sends `method: "post"` in this body. */
const listBodySchema = z.object({
  view: z.string().optional(),
  pageSize: z.int().optional(),
  maxRecords: z.int().optional(),
  offset: z.string().optional(),
  filterByFormula: z.string().optional(),
  sort: z
    .array(
      z.object({ field: z.string().min(1), direction: z.enum(['asc', 'desc']).default('asc') }),
    )
    .max(100)
    .default([]),
  fields: z.array(z.string()).max(1000).optional(),
  recordMetadata: z.array(z.string()).max(10).optional(),
  cellFormat: z.string().optional(),
  returnFieldsByFieldId: z.boolean().default(false),
});

export function listParamsOfBody(body: unknown): ListParams {
  const { sort, recordMetadata, ...rest } = parsed(listBodySchema, body ?? {});
  return {
    ...rest,
    sort: sort.map(({ field, direction }) => ({ field, desc: direction === 'desc' })),
    commentCount: recordMetadata?.includes('commentCount') ?? false,
  };
}

/** Offsets are opaque to clients: `itr` + the position of the next record. */
const offsetText = (position: number) => `itr${position.toString(36)}`;
function offsetPosition(text: string | undefined): number {
  if (text === undefined || text === '') return 0;
  const match = /^itr([0-9a-z]{1,10})$/.exec(text);
  if (!match)
    throw new ApiError(
      422,
      'LIST_RECORDS_ITERATOR_NOT_AVAILABLE',
      'The offset is not one this API gave',
    );
  return parseInt(match[1]!, 36);
}

function checkParams(params: ListParams, table: TableRow): void {
  const views = Array.isArray(table.views) ? (table.views as unknown[]) : [];
  if (params.view !== undefined && params.view !== '' && !views.includes(params.view))
    throw new ApiError(
      422,
      'VIEW_NAME_NOT_FOUND',
      `Could not find view ${params.view} in table ${table.name}`,
    );
  if (params.pageSize !== undefined && !(params.pageSize >= 1 && params.pageSize <= 100))
    throw invalidRequest(`pageSize must be a whole number from 1 to ${AIRTABLE_PAGE_SIZE}`);
  if (params.maxRecords !== undefined && params.maxRecords < 1)
    throw invalidRequest('maxRecords must be a whole number from 1');
  if (params.cellFormat !== undefined && params.cellFormat !== 'json')
    throw invalidRequest(
      `cellFormat "${params.cellFormat}" is not available on the embedded record API (only "json")`,
    );
  if (params.returnFieldsByFieldId)
    throw invalidRequest(
      'returnFieldsByFieldId is not available on the embedded record API: its fields have names only',
    );
}

type Listed = AirtableRecord & { commentCount?: number };

export async function listRecords(
  db: Queryable,
  baseId: string,
  table: TableRow,
  list: ListParams,
): Promise<{ records: Listed[]; offset?: string }> {
  checkParams(list, table);
  const pageSize = list.pageSize ?? AIRTABLE_PAGE_SIZE;
  const { maxRecords } = list;
  const position = offsetPosition(list.offset);
  const params: Array<string | number> = [baseId, table.id];
  let where = 'base_id = $1 AND table_id = $2';
  const formula = list.filterByFormula;
  if (formula !== undefined && formula.trim() !== '') {
    try {
      where += ` AND (${formulaToSql(formula, params)})`;
    } catch (error) {
      if (error instanceof FormulaSyntaxError)
        throw new ApiError(
          422,
          'INVALID_FILTER_BY_FORMULA',
          `The formula for filtering records is invalid: ${error.message}`,
        );
      throw error;
    }
  }
  const order = list.sort.map(({ field, desc }) => {
    params.push(field);
    return `fields -> $${params.length}::text ${desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`;
  });
  const take = Math.max(0, Math.min(pageSize, (maxRecords ?? Infinity) - position));
  params.push(take + 1, position);
  const rows = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM datasource_records WHERE ${where} ORDER BY ${[...order, 'seq'].join(', ')} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const only = list.fields && new Set(list.fields);
  const records = rows.slice(0, take).map((row): Listed => {
    const record = toRecord(row);
    if (only)
      record.fields = Object.fromEntries(
        Object.entries(record.fields).filter(([name]) => only.has(name)),
      );
    return list.commentCount ? { ...record, commentCount: 0 } : record;
  });
  const more = rows.length > take && (maxRecords === undefined || position + take < maxRecords);
  return more ? { records, offset: offsetText(position + take) } : { records };
}
