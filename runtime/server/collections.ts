/**
 * Dynamic collections (seeds §7): `POST /ww/cms_data_sets/{id}/fetch?limit={n}&offset={n}` with
 * `{ "variables": { <variableId>: value } }` answers `{ data, total }` — the collection's records
 * filtered (condition values may be formulas over the visitor's variables), sorted, then paged.
 * The records stay on the server: publishing keeps them out of what visitors download. They are
 * the collection's `config.data`, or come from the plugin whose `collectionSource` handles the
 * config (the datasource plugin reads those naming a base, table and view from Airtable's API).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPatternEngine, queryCollection, SortKeyError } from '@shared/collections/index.ts';
import { evaluateFormula, FormulaError } from '@shared/formula/index.ts';
import type { DynamicCollectionData } from '@shared/schema/compose.ts';
import type { Collection } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { FormulaValue } from '@shared/schema/values.ts';
import { isPlainObject } from '@shared/values/index.ts';
import type { ServerContext } from '@server/contract.ts';
import { draftSource, siteSourceOf, type SiteSource } from './site-source.ts';

/** Largest page a visitor may ask for, and the page size when neither they nor the site say. */
export const MAX_FETCH_LIMIT = 1000;
/** Variables are small values; a bigger body is a mistake or an attack. */
export const FETCH_BODY_LIMIT = 100 * 1024;

export type Answer = { status: number; error: string };

/** What a collection source answers: every record of the collection, or why there are none. */
export type CollectionSourceAnswer = { records: unknown[] } | Answer;

/**
 * Records of dynamic collections kept outside the site (a plugin server's `collectionSource`):
 * all of them, in their source's order; the fetch route filters, sorts and pages them.
 */
export interface CollectionSourceArgs {
  context: ServerContext;
  request: FastifyRequest;
  siteId: string;
  collection: Collection;
}

export interface CollectionSource {
  /** Whether the collection's config is this source's (e.g. it names a base, table and view). */
  handles(collection: Collection): boolean;
  records(args: CollectionSourceArgs): Promise<CollectionSourceAnswer>;
  /**
   * Changes fields of one record, for server code that keeps records in step (stock after a
   * sale); absent when the source cannot write. Answers the record as it now is.
   */
  update?(
    args: CollectionSourceArgs & { recordId: string; fields: Record<string, JsonValue> },
  ): Promise<{ record: unknown } | Answer>;
}

/** The plugin server that reads this collection, if any. */
export function sourceOf(
  context: ServerContext,
  collection: Collection,
): CollectionSource | undefined {
  for (const plugin of context.pluginServers.values()) {
    const source = (plugin as { collectionSource?: CollectionSource }).collectionSource;
    if (source?.handles(collection)) return source;
  }
  return undefined;
}
const fail = (status: number, error: string): Answer => ({ status, error });
export const isAnswer = (value: unknown): value is Answer =>
  isPlainObject(value) && typeof value.status === 'number' && typeof value.error === 'string';

/** A whole number from 0 to `max` given once in the query, its fallback when absent. */
function countParam(
  name: string,
  raw: unknown,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number | Answer {
  if (raw === undefined) return fallback;
  const text = Array.isArray(raw) ? null : String(raw);
  const value = text !== null && /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(value <= max)) {
    const range = max === Number.MAX_SAFE_INTEGER ? '0 or more' : `from 0 to ${max}`;
    return fail(400, `${name} must be a whole number ${range} (got ${JSON.stringify(raw)})`);
  }
  return value;
}

/** The variables formulas read: defaults of the definitions, then the visitor's, by id and name. */
export function variablesScope(
  known: DynamicCollectionData['variables'],
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const scope: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [id, value] of Object.entries(sent)) scope[id] = value;
  for (const [id, { name, defaultValue }] of Object.entries(known)) {
    const value = Object.hasOwn(sent, id) ? sent[id] : defaultValue;
    scope[id] = value;
    if (!Object.hasOwn(scope, name)) scope[name] = value;
  }
  return scope;
}

function fetchRecords(
  found: DynamicCollectionData,
  records: readonly unknown[],
  variables: Record<string, unknown>,
  query: { limit?: unknown; offset?: unknown },
): { data: unknown[]; total: number } | Answer {
  const { collection } = found;
  // The site's own numbers when the runtime sends none (it sends the evaluated ones).
  const siteLimit = typeof collection.limit === 'number' ? collection.limit : MAX_FETCH_LIMIT;
  const siteOffset = typeof collection.offset === 'number' ? collection.offset : 0;
  const limit = countParam(
    'limit',
    query.limit,
    Math.min(siteLimit, MAX_FETCH_LIMIT),
    MAX_FETCH_LIMIT,
  );
  if (isAnswer(limit)) return limit;
  const offset = countParam('offset', query.offset, siteOffset);
  if (isAnswer(offset)) return offset;
  return filtering(() =>
    queryCollection(records, {
      filter: collection.filter,
      sort: collection.sort,
      limit,
      offset,
      resolveValue: filterValues(found, variables),
    }),
  );
}

/** Condition values of the collection's filter: its formulas over the variables in its scope. */
export function filterValues(
  found: DynamicCollectionData,
  variables: Record<string, unknown>,
): (value: FormulaValue) => unknown {
  const scope = { variables: variablesScope(found.variables, variables) };
  return (value) => evaluateFormula(value.$formula, scope);
}

/**
 * Runs a filter or sort: a formula failing on the visitor's values, a pattern that is no pattern,
 * or a sort they chose that names no field or direction: 400.
 */
export function filtering<T>(run: () => T): T | Answer {
  try {
    return run();
  } catch (error) {
    if (
      error instanceof FormulaError ||
      error instanceof SyntaxError ||
      error instanceof SortKeyError
    )
      return fail(400, error.message);
    throw error;
  }
}

/**
 * Every record of a dynamic collection, in its source's order: its `config.data` (kept on the
 * server), or what the plugin server whose `collectionSource` handles its config answers.
 */
export async function collectionRecords(
  context: ServerContext,
  request: FastifyRequest,
  siteId: string,
  collection: Collection,
): Promise<readonly unknown[] | Answer> {
  if (Array.isArray(collection.config.data)) return collection.config.data;
  const source = sourceOf(context, collection);
  if (!source) return fail(501, `No data source for collection "${collection.id}"`);
  const sourced = await source.records({ context, request, siteId, collection });
  return isAnswer(sourced) ? sourced : sourced.records;
}

export async function collectionRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  // `match` filters run on the linear-time engine, loaded here once for the fetch route and
  // `records.ts`: no request waits for it.
  await loadPatternEngine();
  // Every error of these routes as `{ error }`, like their other answers (e.g. a body too large).
  server.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      reply.log.error(error);
      return reply.code(status).send({ error: 'The collection could not be fetched.' });
    }
    const message =
      status === 413
        ? `The request body is larger than ${FETCH_BODY_LIMIT / 1024} KB.`
        : error.message;
    return reply.code(status).send({ error: message });
  });

  /** The fetch over a site's content: records filtered, sorted and paged, or why there are none. */
  const answer = async (
    site: SiteSource,
    request: FastifyRequest<{
      Params: { id: string };
      Querystring: { limit?: unknown; offset?: unknown };
      Body: unknown;
    }>,
    reply: FastifyReply,
  ) => {
    const body = request.body ?? {};
    const variables = isPlainObject(body) ? (body.variables ?? {}) : null;
    if (!isPlainObject(variables)) {
      return reply.code(400).send({
        error: 'The body must be a JSON object: { "variables": { <variableId>: value } }',
      });
    }
    const found = await site.dynamicCollection(request.params.id);
    if (!found) return reply.code(404).send({ error: 'Collection not found.' });
    const records = await collectionRecords(context, request, site.siteId, found.collection);
    if (isAnswer(records)) return reply.code(records.status).send({ error: records.error });
    const result = fetchRecords(found, records, variables, request.query);
    if (isAnswer(result)) return reply.code(result.status).send({ error: result.error });
    return reply.header('cache-control', 'no-store').send(result);
  };

  server.post<{
    Params: { id: string };
    Querystring: { limit?: unknown; offset?: unknown };
    Body: unknown;
  }>(
    '/ww/cms_data_sets/:id/fetch',
    { constraints: { hostKind: 'site' }, bodyLimit: FETCH_BODY_LIMIT },
    async (request, reply) => {
      const site = await siteSourceOf(context, request, reply, false, true);
      if (!site) return reply;
      return answer(site, request, reply);
    },
  );

  // The editor's canvas (on the editor's host) shows dynamic collections as preview would: the
  // same fetch, over the site's drafts.
  server.post<{
    Params: { siteId: string; id: string };
    Querystring: { limit?: unknown; offset?: unknown };
    Body: unknown;
  }>(
    '/api/sites/:siteId/collections/:id/fetch',
    { constraints: { hostKind: 'editor' }, bodyLimit: FETCH_BODY_LIMIT },
    async (request, reply) => {
      const { siteId } = request.params;
      if (!(await context.store.hasSite(siteId)))
        return reply.code(404).send({ error: `There is no site "${siteId}".` });
      const site = await draftSource(context, siteId);
      if (!site)
        return reply
          .code(500)
          .send({ error: `The site "${siteId}" cannot be loaded: its files have problems.` });
      return answer(site, request, reply);
    },
  );
}
