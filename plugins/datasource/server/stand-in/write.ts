/**
 * Writing records through the embedded record API, as Airtable's create, update (PATCH merges the
 * fields given, PUT replaces them all), upsert (`performUpsert.fieldsToMergeOn`) and delete, one
 * record or up to 10 at a time. A call of several records is one transaction: all of them or none.
 * `typecast` is accepted and changes nothing (the stand-in's fields have no types to convert
 * to); `returnFieldsByFieldId: true` is refused (its fields have no ids).
 */
import { z } from 'zod';
import type { Database, Queryable } from '@server/db/database.ts';
import type { AirtableRecord, Fields } from '../airtable-client.ts';
import {
  ApiError,
  fieldsOf,
  invalidRequest,
  isObject,
  missingFields,
  newRecordId,
  parsed,
  RECORD_COLUMNS,
  recordNotFound,
  toRecord,
  type RecordRow,
  type TableRow,
} from './model.ts';

/** Airtable's limit of records per create, update or delete call. */
export const MAX_BATCH_RECORDS = 10;

const options = {
  typecast: z.boolean().optional(),
  returnFieldsByFieldId: z.boolean().optional(),
};

const createBodySchema = z.strictObject({
  fields: z.unknown().optional(),
  records: z.array(z.strictObject({ fields: z.unknown() })).optional(),
  ...options,
});

const updateOneBodySchema = z.strictObject({ fields: z.unknown(), ...options });

const updateManyBodySchema = z.strictObject({
  records: z.array(z.strictObject({ id: z.string().optional(), fields: z.unknown() })),
  performUpsert: z
    .strictObject({ fieldsToMergeOn: z.array(z.string().min(1)).min(1).max(3) })
    .optional(),
  ...options,
});

/** The body as `schema` reads it; one with neither `fields` nor `records` is Airtable's 422. */
function bodyOf<T extends { returnFieldsByFieldId?: boolean }>(
  schema: z.ZodType<T>,
  body: unknown,
): T {
  if (!isObject(body) || (!('fields' in body) && !('records' in body))) throw missingFields();
  const request = parsed(schema, body);
  checkOptions(request);
  return request;
}

function checkOptions(body: { returnFieldsByFieldId?: boolean }): void {
  if (body.returnFieldsByFieldId)
    throw invalidRequest(
      'returnFieldsByFieldId is not available on the embedded record API: its fields have names only',
    );
}

function checkBatch(count: number): void {
  if (count < 1 || count > MAX_BATCH_RECORDS)
    throw new ApiError(
      422,
      'INVALID_RECORDS',
      `Send from 1 to ${MAX_BATCH_RECORDS} records at a time, not ${count}`,
    );
}

async function insert(
  db: Queryable,
  baseId: string,
  table: TableRow,
  fields: Fields,
): Promise<AirtableRecord> {
  const rows = await db.query<RecordRow>(
    `INSERT INTO datasource_records (id, base_id, table_id, fields) VALUES ($1, $2, $3, $4::jsonb) RETURNING ${RECORD_COLUMNS}`,
    [newRecordId(), baseId, table.id, JSON.stringify(fields)],
  );
  return toRecord(rows[0]!);
}

async function update(
  db: Queryable,
  baseId: string,
  table: TableRow,
  recordId: string,
  fields: Fields,
  replace: boolean,
): Promise<AirtableRecord> {
  // PATCH merges the fields given; PUT replaces them all (Airtable's "destructive update").
  const rows = await db.query<RecordRow>(
    `UPDATE datasource_records SET fields = ${replace ? '$4::jsonb' : 'fields || $4::jsonb'} WHERE base_id = $1 AND table_id = $2 AND id = $3 RETURNING ${RECORD_COLUMNS}`,
    [baseId, table.id, recordId, JSON.stringify(fields)],
  );
  if (rows.length === 0) throw recordNotFound(recordId);
  return toRecord(rows[0]!);
}

/** `{ fields }` → one record; `{ records: [{ fields }] }` → `{ records }` in the order given. */
export async function createRecords(
  db: Database,
  baseId: string,
  table: TableRow,
  body: unknown,
): Promise<AirtableRecord | { records: AirtableRecord[] }> {
  const request = bodyOf(createBodySchema, body);
  if (request.records === undefined) return insert(db, baseId, table, fieldsOf(request.fields));
  checkBatch(request.records.length);
  const list = request.records.map((r) => fieldsOf(r.fields));
  return {
    records: await db.transaction(async (tx) => {
      const created: AirtableRecord[] = [];
      for (const fields of list) created.push(await insert(tx, baseId, table, fields));
      return created;
    }),
  };
}

export async function updateRecord(
  db: Database,
  baseId: string,
  table: TableRow,
  recordId: string,
  body: unknown,
  replace: boolean,
): Promise<AirtableRecord> {
  const request = bodyOf(updateOneBodySchema, body);
  return update(db, baseId, table, recordId, fieldsOf(request.fields), replace);
}

/** The one record whose `names` fields equal those of `fields`, or null when there is none. */
async function upsertMatch(
  db: Queryable,
  baseId: string,
  table: TableRow,
  names: readonly string[],
  fields: Fields,
): Promise<string | null> {
  const params: string[] = [baseId, table.id];
  const conditions = names.map((name) => {
    if (!(name in fields))
      throw new ApiError(
        422,
        'INVALID_RECORDS',
        `Each record of an upsert needs the field "${name}" to merge on`,
      );
    params.push(name, JSON.stringify(fields[name]));
    return `fields -> $${params.length - 1}::text = $${params.length}::jsonb`;
  });
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM datasource_records WHERE base_id = $1 AND table_id = $2 AND ${conditions.join(' AND ')} ORDER BY seq LIMIT 2`,
    params,
  );
  if (rows.length > 1)
    throw new ApiError(
      422,
      'INVALID_RECORDS',
      `More than one record has the same ${names.join(', ')}: an upsert cannot choose`,
    );
  return rows[0]?.id ?? null;
}

interface UpdateManyAnswer {
  records: AirtableRecord[];
  createdRecords?: string[];
  updatedRecords?: string[];
}

/** `{ records: [{ id, fields }] }`, or with `performUpsert`, records matched on some fields. */
export async function updateRecords(
  db: Database,
  baseId: string,
  table: TableRow,
  body: unknown,
  replace: boolean,
): Promise<UpdateManyAnswer> {
  const request = bodyOf(updateManyBodySchema, body);
  checkBatch(request.records.length);
  const merge = request.performUpsert?.fieldsToMergeOn;
  const list = request.records.map(({ id, fields }) => {
    if (id === undefined && !merge)
      throw new ApiError(422, 'INVALID_RECORDS', 'Each record to update needs its id');
    return { id, fields: fieldsOf(fields) };
  });
  return db.transaction(async (tx) => {
    const answer: Required<UpdateManyAnswer> = {
      records: [],
      createdRecords: [],
      updatedRecords: [],
    };
    for (const { id, fields } of list) {
      const target = id ?? (await upsertMatch(tx, baseId, table, merge!, fields));
      if (target === null) {
        const created = await insert(tx, baseId, table, fields);
        answer.createdRecords.push(created.id);
        answer.records.push(created);
      } else {
        answer.updatedRecords.push(target);
        answer.records.push(await update(tx, baseId, table, target, fields, replace));
      }
    }
    return merge ? answer : { records: answer.records };
  });
}

export async function destroyRecord(
  db: Queryable,
  baseId: string,
  table: TableRow,
  recordId: string,
): Promise<{ id: string; deleted: boolean }> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM datasource_records WHERE base_id = $1 AND table_id = $2 AND id = $3 RETURNING id',
    [baseId, table.id, recordId],
  );
  if (rows.length === 0) throw recordNotFound(recordId);
  return { id: recordId, deleted: true };
}

/** `DELETE …?records[]=rec1&records[]=rec2` → `{ records: [{ id, deleted }] }`. */
export async function destroyRecords(
  db: Database,
  baseId: string,
  table: TableRow,
  query: Record<string, unknown>,
): Promise<{ records: Array<{ id: string; deleted: boolean }> }> {
  const value = query['records[]'] ?? query.records;
  const ids = value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);
  checkBatch(ids.length);
  return {
    records: await db.transaction(async (tx) => {
      const deleted: Array<{ id: string; deleted: boolean }> = [];
      for (const id of ids) deleted.push(await destroyRecord(tx, baseId, table, id));
      return deleted;
    }),
  };
}
