/**
 * The datasource plugin's server half. Collections whose config names a base, table and view are
 * read through Airtable's REST API (`collectionRecords`, called by `POST /ww/cms_data_sets/{id}/fetch`
 * in runtime/server/collections.ts, which then filters, sorts and pages them); the record calls of
 * the seeds go the same way:
 *
 * - `POST   /ww/cms_data_sets/{collectionId}/airtable/record` `{ data }` → `{ data: record }`
 * - `PATCH  /ww/cms_data_sets/{collectionId}/airtable/record/{recordId}` `{ data }` → `{ data }`
 * - `DELETE /ww/cms_data_sets/{collectionId}/airtable/record/{recordId}` → `{ data: { id } }`
 * - `GET    /plugins/hook/designs/{siteId}/cms_data_sets/{collectionId}/sync/{recordId}/update`
 *   → `{ data: record }`
 *
 * Records are `{ id, ...fields }`. Writes need a signed-in user (the auth plugin's access token,
 * verified on the server) unless the collection's config says `allowAnonymousWrites: true`. The
 * API key (private setting) never leaves the server; with no API URL set, the embedded stand-in
 * of this server (`http://localhost:PORT/airtable`) answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Collection } from '@shared/schema/logic.ts';
import type { ServerContext } from '@server/contract.ts';
import { DEMO_API_KEY } from './migrations.ts';
import { type PluginServer, type Settings } from '@server/contract.ts';
import { editorOrigin, sitePluginSettings } from '@server/plugin-settings.ts';
import type { CollectionSource, CollectionSourceAnswer } from '@runtime/server/collections.ts';
import { recordsChanged } from '@runtime/server/kept-answers.ts';
import { siteSourceOf } from '@runtime/server/site-source.ts';
import { requestUser } from '../../auth/server/verify.ts';
import { AirtableClient, AirtableError, flatRecord, type Fields } from './airtable-client.ts';
import { DATASOURCE_MIGRATIONS } from './migrations.ts';
import { STAND_IN_PREFIX, standInRoutes } from './stand-in/routes.ts';
import {
  datasourceCollection,
  DATASOURCE_MESSAGES,
  isDatasourceConfig,
  settingsProblems,
  type DatasourceCollection,
} from '../validate.ts';

/** Bodies of record calls: one record's fields. */
export const RECORD_BODY_LIMIT = 100 * 1024;

type Failure = { status: number; error: string };
const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'status' in value && 'error' in value;

const text = (settings: Settings, name: string) => {
  const value = settings[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The site's record API client: its API key, its API URL or this server's stand-in. */
async function clientFor(
  context: ServerContext,
  request: FastifyRequest,
  siteId: string,
): Promise<AirtableClient | Failure> {
  const site = await sitePluginSettings(context, siteId, 'datasource');
  if (!site)
    return { status: 501, error: `The site "${siteId}" does not enable the datasource plugin` };
  const problems = settingsProblems(site.publicSettings, site.privateSettings);
  if (problems.length > 0) return { status: 500, error: problems.join(' ') };
  return new AirtableClient({
    apiUrl:
      text(site.privateSettings, 'apiUrl') || `${editorOrigin(request, context)}${STAND_IN_PREFIX}`,
    apiKey: text(site.privateSettings, 'apiKey'),
  });
}

/** A record API error as an answer to the visitor: the site's key refused is the site's problem. */
function upstreamFailure(error: unknown): Failure {
  if (!(error instanceof AirtableError)) throw error;
  if (error.status === 401 || error.status === 403)
    return { status: 502, error: `The record API refused the site's API key: ${error.message}` };
  if (error.status === 404 || error.status === 422)
    return { status: error.status, error: error.message };
  return { status: 502, error: `The record API failed: ${error.message}` };
}

/** Base, table and view of a collection's config, or why it has none. */
function tableOf(collection: Collection): DatasourceCollection | Failure {
  if (!isDatasourceConfig(collection.config))
    return { status: 400, error: DATASOURCE_MESSAGES.notDatasource };
  const found = datasourceCollection(collection.config);
  return 'problems' in found ? { status: 400, error: found.problems.join(' ') } : found;
}

export const collectionSource: CollectionSource = {
  handles: (collection) => isDatasourceConfig(collection.config),
  async records({ context, request, siteId, collection }): Promise<CollectionSourceAnswer> {
    const table = tableOf(collection);
    if (isFailure(table)) return table;
    const client = await clientFor(context, request, siteId);
    if (isFailure(client)) return client;
    try {
      const records = await client.listAll(table.base, table.table, table.view);
      return { records: records.map(flatRecord) };
    } catch (error) {
      return upstreamFailure(error);
    }
  },
  async update({ context, request, siteId, collection, recordId, fields }) {
    const table = tableOf(collection);
    if (isFailure(table)) return table;
    const client = await clientFor(context, request, siteId);
    if (isFailure(client)) return client;
    try {
      const { id: _id, ...changes } = fields;
      return {
        record: flatRecord(await client.update(table.base, table.table, recordId, changes)),
      };
    } catch (error) {
      return upstreamFailure(error);
    }
  },
};

interface Target {
  siteId: string;
  table: DatasourceCollection;
  client: AirtableClient;
}

/** The collection of a record call and its client, or null after answering why there is none. */
async function targetOf(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  collectionId: string,
  write: boolean,
  siteIdInPath?: string,
): Promise<Target | null> {
  const source = await siteSourceOf(context, request, reply, false);
  if (!source) return null;
  const fail = (failure: Failure) => {
    void reply.code(failure.status).send({ error: failure.error });
    return null;
  };
  if (siteIdInPath !== undefined && siteIdInPath !== source.siteId)
    return fail({
      status: 404,
      error: `This host serves the site "${source.siteId}", not "${siteIdInPath}"`,
    });
  const found = await source.dynamicCollection(collectionId);
  if (!found) return fail({ status: 404, error: DATASOURCE_MESSAGES.collectionNotFound });
  const table = tableOf(found.collection);
  if (isFailure(table)) return fail(table);
  if (write && !table.allowAnonymousWrites) {
    const user = await requestUser(request, context, source.siteId);
    if (!user) return fail({ status: 401, error: DATASOURCE_MESSAGES.signInRequired });
  }
  const client = await clientFor(context, request, source.siteId);
  if (isFailure(client)) return fail(client);
  return { siteId: source.siteId, table, client };
}

/** The `data` of a create or update body, without `id` (the path names the record). */
function fieldsOf(body: unknown): Fields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { id: _id, ...fields } = data as Fields;
  return fields;
}

async function answer(
  reply: FastifyReply,
  work: () => Promise<unknown>,
  changed?: () => void,
): Promise<FastifyReply> {
  try {
    const data = await work();
    // Published pages and records kept by the server show the record again as it is now.
    changed?.();
    return reply.header('cache-control', 'no-store').send({ data });
  } catch (error) {
    const failure = upstreamFailure(error);
    return reply.code(failure.status).send({ error: failure.error });
  }
}

/** After a record write: what the server kept of the site's records is made again. */
const changedIn = (context: ServerContext, target: Target) => () =>
  recordsChanged(context, target.siteId);

async function recordRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  const site = { constraints: { hostKind: 'site' }, bodyLimit: RECORD_BODY_LIMIT };
  const recordPath = '/ww/cms_data_sets/:collectionId/airtable/record';
  type Params = { collectionId: string; recordId: string };

  server.post<{ Params: Params }>(recordPath, site, async (request, reply) => {
    const fields = fieldsOf(request.body);
    if (!fields) return reply.code(400).send({ error: DATASOURCE_MESSAGES.noData });
    const target = await targetOf(context, request, reply, request.params.collectionId, true);
    if (!target) return reply;
    const { client, table } = target;
    return answer(
      reply,
      async () => flatRecord(await client.create(table.base, table.table, fields)),
      changedIn(context, target),
    );
  });

  server.patch<{ Params: Params }>(`${recordPath}/:recordId`, site, async (request, reply) => {
    const fields = fieldsOf(request.body);
    if (!fields) return reply.code(400).send({ error: DATASOURCE_MESSAGES.noData });
    const target = await targetOf(context, request, reply, request.params.collectionId, true);
    if (!target) return reply;
    const { client, table } = target;
    return answer(
      reply,
      async () =>
        flatRecord(await client.update(table.base, table.table, request.params.recordId, fields)),
      changedIn(context, target),
    );
  });

  server.delete<{ Params: Params }>(`${recordPath}/:recordId`, site, async (request, reply) => {
    const target = await targetOf(context, request, reply, request.params.collectionId, true);
    if (!target) return reply;
    const { client, table } = target;
    return answer(
      reply,
      async () => {
        const { id } = await client.destroy(table.base, table.table, request.params.recordId);
        return { id };
      },
      changedIn(context, target),
    );
  });

  server.get<{ Params: Params & { siteId: string } }>(
    '/plugins/hook/designs/:siteId/cms_data_sets/:collectionId/sync/:recordId/update',
    site,
    async (request, reply) => {
      const { siteId, collectionId, recordId } = request.params;
      const target = await targetOf(context, request, reply, collectionId, false, siteId);
      if (!target) return reply;
      const { client, table } = target;
      // The provider says the record changed (the seeds' sync hook).
      return answer(
        reply,
        async () => flatRecord(await client.get(table.base, table.table, recordId)),
        changedIn(context, target),
      );
    },
  );
}

export const datasourceServer: PluginServer & { collectionSource: CollectionSource } = {
  id: 'datasource',
  migrations: DATASOURCE_MIGRATIONS,
  collectionSource,
  async routes(server, context) {
    // A scope of its own: its JSON parser and Airtable-shaped errors stay out of the site routes.
    await server.register(standInRoutes, context);
    await recordRoutes(server, context);
  },
  // The stand-in's own key, when the site's is not stored on this server (a fresh checkout).
  standInSecrets(privateSettings): Settings {
    return text(privateSettings, 'apiUrl') ? {} : { apiKey: DEMO_API_KEY };
  },
};

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default datasourceServer;
