/**
 * The embedded default of the datasource plugin: an Airtable-compatible record API over the
 * database, on the editor host (`http://localhost:PORT/airtable/v0/{baseId}/{tableIdOrName}`):
 * list (pageSize, offset, maxRecords, view, sort[n][field|direction], filterByFormula), get one,
 * create (`{fields}` or `{records:[{fields}]}`), update (PATCH/PUT `{fields}`), delete. Keys are
 * checked against the sha-256 hashes in `datasource_api_keys`; errors are Airtable's
 * `{ error: { type, message } }`. Every value reaches SQL as a parameter.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/app.ts';
import type { Database, Queryable } from '@server/db/database.ts';
import type { AirtableRecord, Fields } from './airtable-client.ts';
import { AIRTABLE_PAGE_SIZE } from './airtable-client.ts';
import { formulaToSql, FormulaSyntaxError } from './formula.ts';
import { hashApiKey } from './migrations.ts';

export const STAND_IN_PREFIX = '/airtable';
/** Airtable's limit of records per create call. */
export const MAX_CREATE_RECORDS = 10;

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `rec` + 14 random letters and digits, like Airtable's record ids. */
export function newRecordId(): string {
  const bytes = randomBytes(14);
  let id = 'rec';
  for (const byte of bytes) id += ID_CHARS[byte % ID_CHARS.length];
  return id;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface TableRow {
  id: string;
  name: string;
  views: unknown;
}
interface RecordRow {
  id: string;
  fields: Fields;
  created_time: Date | string;
}

const toRecord = (row: RecordRow): AirtableRecord => ({
  id: row.id,
  createdTime: new Date(row.created_time).toISOString(),
  fields: row.fields,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldsOf(value: unknown): Fields {
  if (!isObject(value))
    throw new ApiError(
      422,
      'INVALID_REQUEST_MISSING_FIELDS',
      'Could not find field "fields" in the request body',
    );
  for (const name of Object.keys(value)) {
    if (name.trim() === '' || name === 'id')
      throw new ApiError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);
  }
  return value as Fields;
}

async function checkKey(db: Queryable, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
  const rows = await db.query('SELECT 1 FROM datasource_api_keys WHERE key_hash = $1', [
    hashApiKey(match[1]!),
  ]);
  if (rows.length === 0)
    throw new ApiError(401, 'AUTHENTICATION_REQUIRED', 'Invalid authentication token');
}

async function tableOf(db: Queryable, baseId: string, table: string): Promise<TableRow> {
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

async function recordOf(db: Queryable, baseId: string, table: TableRow, recordId: string) {
  const rows = await db.query<RecordRow>(
    'SELECT id, fields, created_time FROM datasource_records WHERE base_id = $1 AND table_id = $2 AND id = $3',
    [baseId, table.id, recordId],
  );
  if (rows.length === 0)
    throw new ApiError(404, 'MODEL_ID_NOT_FOUND', `Record ${recordId} was not found`);
  return rows[0]!;
}

/** One query parameter given once (`?view=a&view=b` is refused). */
function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw new ApiError(422, 'INVALID_REQUEST_UNKNOWN', `${name} must be given once`);
  return value;
}

function wholeNumber(query: Record<string, unknown>, name: string, min: number, max: number) {
  const text = single(query, name);
  if (text === undefined) return undefined;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw new ApiError(
      422,
      'INVALID_REQUEST_UNKNOWN',
      `${name} must be a whole number from ${min} to ${max}`,
    );
  return value;
}

/** `sort[0][field]=Name&sort[0][direction]=desc` → ordered `{ field, direction }`. */
function sortsOf(query: Record<string, unknown>): Array<{ field: string; desc: boolean }> {
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

async function listRecords(
  db: Queryable,
  baseId: string,
  table: TableRow,
  query: Record<string, unknown>,
): Promise<{ records: AirtableRecord[]; offset?: string }> {
  const view = single(query, 'view');
  const views = Array.isArray(table.views) ? (table.views as unknown[]) : [];
  if (view !== undefined && view !== '' && !views.includes(view))
    throw new ApiError(
      422,
      'VIEW_NAME_NOT_FOUND',
      `Could not find view ${view} in table ${table.name}`,
    );
  const pageSize = wholeNumber(query, 'pageSize', 1, AIRTABLE_PAGE_SIZE) ?? AIRTABLE_PAGE_SIZE;
  const maxRecords = wholeNumber(query, 'maxRecords', 1, 1_000_000_000);
  const position = offsetPosition(single(query, 'offset'));
  const params: Array<string | number> = [baseId, table.id];
  let where = 'base_id = $1 AND table_id = $2';
  const formula = single(query, 'filterByFormula');
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
  const order = sortsOf(query).map(({ field, desc }) => {
    params.push(field);
    return `fields -> $${params.length}::text ${desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`;
  });
  const take = Math.max(0, Math.min(pageSize, (maxRecords ?? Infinity) - position));
  params.push(take + 1, position);
  const rows = await db.query<RecordRow>(
    `SELECT id, fields, created_time FROM datasource_records WHERE ${where} ORDER BY ${[...order, 'seq'].join(', ')} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const records = rows.slice(0, take).map(toRecord);
  const more = rows.length > take && (maxRecords === undefined || position + take < maxRecords);
  return more ? { records, offset: offsetText(position + take) } : { records };
}

async function createRecords(
  db: Queryable,
  baseId: string,
  table: TableRow,
  list: Fields[],
): Promise<AirtableRecord[]> {
  // One after the other: records keep the order they were given in.
  const created: AirtableRecord[] = [];
  for (const fields of list) {
    const rows = await db.query<RecordRow>(
      'INSERT INTO datasource_records (id, base_id, table_id, fields) VALUES ($1, $2, $3, $4::jsonb) RETURNING id, fields, created_time',
      [newRecordId(), baseId, table.id, JSON.stringify(fields)],
    );
    created.push(toRecord(rows[0]!));
  }
  return created;
}

function send(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ApiError)
    return reply.code(error.status).send({ error: { type: error.type, message: error.message } });
  reply.log.error(error);
  return reply.code(500).send({
    error: { type: 'SERVER_ERROR', message: 'The record API failed; see the server log' },
  });
}

interface TableParams {
  baseId: string;
  table: string;
}
interface RecordParams extends TableParams {
  recordId: string;
}

export async function standInRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  const editor = { constraints: { hostKind: 'editor' } };
  const base = `${STAND_IN_PREFIX}/v0/:baseId/:table`;

  /** Runs `work` after the key check, answering its ApiErrors as Airtable does. */
  const handle =
    <P>(work: (db: Database, request: FastifyRequest<{ Params: P }>) => Promise<unknown>) =>
    async (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
      try {
        const db = await context.db();
        await checkKey(db, request);
        return reply.header('cache-control', 'no-store').send(await work(db, request));
      } catch (error) {
        return send(reply, error);
      }
    };

  server.get<{ Params: TableParams }>(
    base,
    editor,
    handle<TableParams>(async (db, request) => {
      const { baseId, table } = request.params;
      return listRecords(
        db,
        baseId,
        await tableOf(db, baseId, table),
        request.query as Record<string, unknown>,
      );
    }),
  );

  server.get<{ Params: RecordParams }>(
    `${base}/:recordId`,
    editor,
    handle<RecordParams>(async (db, request) => {
      const { baseId, table, recordId } = request.params;
      return toRecord(await recordOf(db, baseId, await tableOf(db, baseId, table), recordId));
    }),
  );

  server.post<{ Params: TableParams }>(
    base,
    editor,
    handle<TableParams>(async (db, request) => {
      const { baseId, table } = request.params;
      const found = await tableOf(db, baseId, table);
      const body: unknown = request.body;
      if (isObject(body) && Array.isArray(body.records)) {
        if (body.records.length === 0 || body.records.length > MAX_CREATE_RECORDS)
          throw new ApiError(
            422,
            'INVALID_RECORDS',
            `Create from 1 to ${MAX_CREATE_RECORDS} records at a time`,
          );
        const list = body.records.map((r: unknown) => fieldsOf(isObject(r) ? r.fields : undefined));
        return { records: await db.transaction((tx) => createRecords(tx, baseId, found, list)) };
      }
      const fields = fieldsOf(isObject(body) ? body.fields : undefined);
      return (await createRecords(db, baseId, found, [fields]))[0];
    }),
  );

  const update = (replace: boolean) =>
    handle<RecordParams>(async (db, request) => {
      const { baseId, table, recordId } = request.params;
      const body: unknown = request.body;
      const fields = fieldsOf(isObject(body) ? body.fields : undefined);
      const found = await tableOf(db, baseId, table);
      // PATCH merges the fields given; PUT replaces them all (Airtable's "destructive update").
      const rows = await db.query<RecordRow>(
        `UPDATE datasource_records SET fields = ${replace ? '$4::jsonb' : 'fields || $4::jsonb'} WHERE base_id = $1 AND table_id = $2 AND id = $3 RETURNING id, fields, created_time`,
        [baseId, found.id, recordId, JSON.stringify(fields)],
      );
      if (rows.length === 0)
        throw new ApiError(404, 'MODEL_ID_NOT_FOUND', `Record ${recordId} was not found`);
      return toRecord(rows[0]!);
    });
  server.patch<{ Params: RecordParams }>(`${base}/:recordId`, editor, update(false));
  server.put<{ Params: RecordParams }>(`${base}/:recordId`, editor, update(true));

  server.delete<{ Params: RecordParams }>(
    `${base}/:recordId`,
    editor,
    handle<RecordParams>(async (db, request) => {
      const { baseId, table, recordId } = request.params;
      const found = await tableOf(db, baseId, table);
      const rows = await db.query<{ id: string }>(
        'DELETE FROM datasource_records WHERE base_id = $1 AND table_id = $2 AND id = $3 RETURNING id',
        [baseId, found.id, recordId],
      );
      if (rows.length === 0)
        throw new ApiError(404, 'MODEL_ID_NOT_FOUND', `Record ${recordId} was not found`);
      return { id: recordId, deleted: true };
    }),
  );
}
