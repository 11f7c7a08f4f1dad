/**
 * The embedded default of the datasource plugin: an Airtable-compatible record API over the
 * database, on the editor host (`http://localhost:PORT/airtable/v0/{baseId}/{tableIdOrName}`),
 * answering what Airtable answers to its official client (`airtable` on npm, proven by
 * `stand-in.airtable.test.ts`):
 *
 * - `GET    …/{table}[/]` list (`stand-in-list.ts`); `POST …/{table}/listRecords` the same with
 *   a JSON body; `GET …/{table}/{recordId}` one record
 * - `POST   …/{table}[/]` create `{ fields }` or `{ records: [{ fields }] }` (≤ 10)
 * - `PATCH|PUT …/{table}/{recordId}` `{ fields }`; `PATCH|PUT …/{table}[/]` `{ records }` (≤ 10,
 *   `performUpsert`)
 * - `DELETE …/{table}/{recordId}`; `DELETE …/{table}?records[]=…` (≤ 10)
 *
 * Keys are checked against the sha-256 hashes in `datasource_api_keys`; errors are Airtable's
 * `{ error: { type, message } }`, also for bodies it cannot read and paths it does not know. The
 * first request seeds the sites' records (`seed.ts`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import type { Database } from '@server/db/database.ts';
import { boundedJsonParser, boundJsonBodies } from '@server/json-body.ts';
import { siteSeeding } from '../seed.ts';
import { listParamsOfBody, listParamsOfQuery, listRecords } from './list.ts';
import { ApiError, checkKey, recordOf, tableOf, toRecord } from './model.ts';
import {
  createRecords,
  destroyRecord,
  destroyRecords,
  updateRecord,
  updateRecords,
} from './write.ts';

export const STAND_IN_PREFIX = '/airtable';
/** Bodies of record calls: 10 records' fields. */
export const STAND_IN_BODY_LIMIT = 1024 * 1024;

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

/** Registered in a scope of its own: its body parser and error answers are only its own. */
export async function standInRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  const editor = { constraints: { hostKind: 'editor' }, bodyLimit: STAND_IN_BODY_LIMIT };
  const base = `${STAND_IN_PREFIX}/v0/:baseId/:table`;
  const seeded = siteSeeding(context);

  // Airtable's clients send `Content-Type: application/json` with no body on DELETE: Airtable
  // takes it, so the stand-in does too (an empty body is no body, not a JSON error).
  boundJsonBodies(server, { parser: boundedJsonParser(server, { emptyIsNoBody: true }) });
  // What Fastify refuses before a route runs (a body too large, not JSON…) in Airtable's shape.
  server.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413)
      return send(reply, new ApiError(413, 'REQUEST_TOO_LARGE', 'Request body is too large'));
    if (status >= 500) return send(reply, error);
    return send(
      reply,
      new ApiError(422, 'INVALID_REQUEST_UNKNOWN', `Invalid request: ${error.message}`),
    );
  });

  /** Runs `work` after the key check, answering its ApiErrors as Airtable does. */
  const handle =
    <P>(work: (db: Database, request: FastifyRequest<{ Params: P }>) => Promise<unknown>) =>
    async (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
      try {
        const db = await context.db();
        await seeded(db);
        await checkKey(db, request);
        return reply.header('cache-control', 'no-store').send(await work(db, request));
      } catch (error) {
        return send(reply, error);
      }
    };
  /** `work` on the table the path names. */
  const onTable = <P extends TableParams>(
    work: (
      db: Database,
      table: Awaited<ReturnType<typeof tableOf>>,
      request: FastifyRequest<{ Params: P }>,
    ) => Promise<unknown>,
  ) =>
    handle<P>(async (db, request) => {
      const { baseId, table } = request.params as TableParams;
      return work(db, await tableOf(db, baseId, table), request);
    });
  /** The table's own path, with or without the trailing slash Airtable's client adds. */
  const tablePaths = [base, `${base}/`];
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

  for (const url of tablePaths) {
    server.get<{ Params: TableParams }>(
      url,
      editor,
      onTable<TableParams>((db, table, request) =>
        listRecords(db, request.params.baseId, table, listParamsOfQuery(query(request))),
      ),
    );
    server.post<{ Params: TableParams }>(
      url,
      editor,
      onTable<TableParams>((db, table, request) =>
        createRecords(db, request.params.baseId, table, request.body),
      ),
    );
    for (const [method, replace] of [
      ['PATCH', false],
      ['PUT', true],
    ] as const)
      server.route<{ Params: TableParams }>({
        method,
        url,
        ...editor,
        handler: onTable<TableParams>((db, table, request) =>
          updateRecords(db, request.params.baseId, table, request.body, replace),
        ),
      });
    server.delete<{ Params: TableParams }>(
      url,
      editor,
      onTable<TableParams>((db, table, request) =>
        destroyRecords(db, request.params.baseId, table, query(request)),
      ),
    );
  }

  server.post<{ Params: TableParams }>(
    `${base}/listRecords`,
    editor,
    onTable<TableParams>((db, table, request) =>
      listRecords(db, request.params.baseId, table, listParamsOfBody(request.body)),
    ),
  );

  const record = `${base}/:recordId`;
  server.get<{ Params: RecordParams }>(
    record,
    editor,
    onTable<RecordParams>(async (db, table, request) =>
      toRecord(await recordOf(db, request.params.baseId, table, request.params.recordId)),
    ),
  );
  for (const [method, replace] of [
    ['PATCH', false],
    ['PUT', true],
  ] as const)
    server.route<{ Params: RecordParams }>({
      method,
      url: record,
      ...editor,
      handler: onTable<RecordParams>((db, table, request) =>
        updateRecord(
          db,
          request.params.baseId,
          table,
          request.params.recordId,
          request.body,
          replace,
        ),
      ),
    });
  server.delete<{ Params: RecordParams }>(
    record,
    editor,
    onTable<RecordParams>((db, table, request) =>
      destroyRecord(db, request.params.baseId, table, request.params.recordId),
    ),
  );

  // Any other path under the API: Airtable's 404 rather than the editor's page.
  server.all(`${STAND_IN_PREFIX}/*`, editor, async (_request, reply) =>
    reply.code(404).send({ error: 'NOT_FOUND' }),
  );
}
