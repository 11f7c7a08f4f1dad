/**
 * What every route of the embedded record API shares: Airtable's error answer (`ApiError`), the
 * key check, and finding a table of a base or a record of a table. Every value reaches SQL as a
 * parameter.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '@server/db/database.ts';
import type { AirtableRecord, Fields } from '../airtable-client.ts';
import { hashApiKey } from '../migrations.ts';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `rec` + 14 random letters and digits, like Airtable's record ids. */
export function newRecordId(): string {
  const bytes = randomBytes(14);
  let id = 'rec';
  for (const byte of bytes) id += ID_CHARS[byte % ID_CHARS.length];
  return id;
}

/** An answer in Airtable's shape: `{ error: { type, message } }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** Airtable's answer to a request it cannot read (bad parameters or body). */
export const invalidRequest = (message: string) =>
  new ApiError(422, 'INVALID_REQUEST_UNKNOWN', `Invalid request: ${message}`);

export const recordNotFound = (recordId: string) =>
  new ApiError(404, 'MODEL_ID_NOT_FOUND', `Record ${recordId} was not found`);

export interface TableRow {
  id: string;
  name: string;
  views: unknown;
}
export interface RecordRow {
  id: string;
  fields: Fields;
  created_time: Date | string;
}
export const RECORD_COLUMNS = 'id, fields, created_time';

export const toRecord = (row: RecordRow): AirtableRecord => ({
  id: row.id,
  createdTime: new Date(row.created_time).toISOString(),
  fields: row.fields,
});

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const missingFields = () =>
  new ApiError(
    422,
    'INVALID_REQUEST_MISSING_FIELDS',
    'Could not find field "fields" in the request body',
  );

/**
 * A record's fields as sent: an object whose names are not empty. `id` is refused as a name:
 * the collections this API feeds hold records as `{ id, ...fields }`.
 */
export function fieldsOf(value: unknown): Fields {
  if (!isObject(value)) throw missingFields();
  for (const name of Object.keys(value)) {
    if (name.trim() === '' || name === 'id')
      throw new ApiError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);
  }
  return value as Fields;
}

export async function checkKey(db: Queryable, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
  const rows = await db.query('SELECT 1 FROM datasource_api_keys WHERE key_hash = $1', [
    hashApiKey(match[1]!),
  ]);
  if (rows.length === 0)
    throw new ApiError(401, 'AUTHENTICATION_REQUIRED', 'Invalid authentication token');
}

/** The table of a base named by its `tbl…` id or its name. */
export async function tableOf(db: Queryable, baseId: string, table: string): Promise<TableRow> {
  const rows = await db.query<TableRow>(
    'SELECT id, name, views FROM datasource_tables WHERE base_id = $1 AND (id = $2 OR name = $2)',
    [baseId, table],
  );
  if (rows.length === 0)
    throw new ApiError(
      404,
      'TABLE_NOT_FOUND',
      `Could not find table ${table} in application ${baseId}`,
    );
  return rows[0]!;
}

export async function recordOf(
  db: Queryable,
  baseId: string,
  table: TableRow,
  recordId: string,
): Promise<RecordRow> {
  const rows = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM datasource_records WHERE base_id = $1 AND table_id = $2 AND id = $3`,
    [baseId, table.id, recordId],
  );
  if (rows.length === 0) throw recordNotFound(recordId);
  return rows[0]!;
}

/** `value` read with `schema`, or Airtable's 422 naming the first thing wrong and where. */
export function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalidRequest(
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}
