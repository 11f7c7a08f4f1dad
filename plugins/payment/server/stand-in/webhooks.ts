/**
 * The stand-in's webhook endpoints and events API, as Stripe's: `POST /v1/webhook_endpoints`
 * (`url`, `enabled_events[]` with `*`; the answer carries the signing `secret`, once),
 * `GET /v1/webhook_endpoints[/{id}]`, `DELETE /v1/webhook_endpoints/{id}`, `GET /v1/events/{id}`
 * and `GET /v1/events?type=…&limit=…&starting_after=…`. Each account (secret key) sees its own.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { apiRoute, idOf, paramsOf } from './api.ts';
import { invalid, limitOf, list, metadataParam, missing, noSuch, str } from './errors.ts';
import {
  countEndpoints,
  deleteEndpoint,
  endpointObject,
  eventObject,
  findEndpoint,
  findEvent,
  insertEndpoint,
  listEndpoints,
  listEvents,
} from './event-store.ts';

/** Stripe's limit of test-mode endpoints per account. */
const MAX_ENDPOINTS = 16;
const EVENT_TYPE = /^(?:\*|[a-z_]+(?:\.[a-z_]+)+)$/;

/** `limit + 1` rows to a list page: Stripe's list object with `has_more`. */
function page<Row, Out>(rows: Row[], limit: number, url: string, render: (row: Row) => Out) {
  return {
    object: 'list' as const,
    url,
    has_more: rows.length > limit,
    data: rows.slice(0, limit).map(render),
  };
}

/** An endpoint's `url`: an absolute http(s) URL, refused otherwise as Stripe does. */
function endpointUrl(value: unknown): string {
  const url = str(value);
  if (!url) throw missing('url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid(`Invalid URL: ${url}`, 'url', 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw invalid(
      `Invalid URL: ${url}. The URL must begin with http:// or https://.`,
      'url',
      'url_invalid',
    );
  if (url.length > 2048) throw invalid('Invalid URL: must be at most 2048 characters.', 'url');
  return parsed.href;
}

export async function webhookRoutes(server: FastifyInstance, context: ServerContext) {
  const route = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    handler: Parameters<typeof apiRoute>[5],
  ) => apiRoute(server, context, method, url, ['secret'], handler);

  route('POST', '/v1/webhook_endpoints', async (request, db, key) => {
    const params = paramsOf(request);
    const url = endpointUrl(params.url);
    const events = list(params.enabled_events);
    if (events.length === 0) throw missing('enabled_events');
    for (const [index, type] of events.entries())
      if (typeof type !== 'string' || !EVENT_TYPE.test(type))
        throw invalid(
          `Invalid enabled_events[${index}]: ${String(type)} is not an event type.`,
          `enabled_events[${index}]`,
        );
    const apiVersion = str(params.api_version) ?? null;
    if (apiVersion && !/^\d{4}-\d{2}-\d{2}(?:\.[a-z]+)?$/.test(apiVersion))
      throw invalid(`Invalid api_version: ${apiVersion}`, 'api_version');
    const account = key.account ?? '';
    if ((await countEndpoints(db, account)) >= MAX_ENDPOINTS)
      throw invalid(
        `You have reached the maximum of ${MAX_ENDPOINTS} test webhook endpoints.`,
        'url',
      );
    const row = await insertEndpoint(db, {
      account,
      url,
      enabled_events: [...new Set(events as string[])],
      api_version: apiVersion,
      description: str(params.description)?.slice(0, 5000) ?? null,
      metadata: metadataParam(params.metadata),
    });
    return endpointObject(row, true);
  });
  route('GET', '/v1/webhook_endpoints', async (request, db, key) => {
    const params = paramsOf(request);
    const limit = limitOf(params);
    const rows = await listEndpoints(
      db,
      key.account ?? '',
      limit + 1,
      str(params.starting_after) ?? null,
    );
    return page(rows, limit, '/v1/webhook_endpoints', (row) => endpointObject(row));
  });
  route('GET', '/v1/webhook_endpoints/:id', async (request, db, key) => {
    const row = await findEndpoint(db, key.account ?? '', idOf(request));
    if (!row) throw noSuch('webhook endpoint', idOf(request));
    return endpointObject(row);
  });
  route('DELETE', '/v1/webhook_endpoints/:id', async (request, db, key) => {
    if (!(await deleteEndpoint(db, key.account ?? '', idOf(request))))
      throw noSuch('webhook endpoint', idOf(request));
    return { id: idOf(request), object: 'webhook_endpoint', deleted: true };
  });

  route('GET', '/v1/events/:id', async (request, db, key) => {
    const row = await findEvent(db, key.account ?? '', idOf(request));
    if (!row) throw noSuch('event', idOf(request));
    return eventObject(row);
  });
  route('GET', '/v1/events', async (request, db, key) => {
    const params = paramsOf(request);
    const limit = limitOf(params);
    const types = [str(params.type), ...list(params.types)].filter(
      (t): t is string => typeof t === 'string' && t !== '',
    );
    if (types.length > 20) throw invalid('You can pass at most 20 types.', 'types');
    const rows = await listEvents(
      db,
      key.account ?? '',
      types,
      limit + 1,
      str(params.starting_after) ?? null,
    );
    return page(rows, limit, '/v1/events', eventObject);
  });
}
