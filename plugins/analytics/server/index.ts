/**
 * The analytics plugin's server half: the embedded collector, a stand-in of Segment's CDN and
 * tracking API on the editor host under `/segment` (so `cdnURL` = `http://localhost:PORT/segment`
 * and `apiHost` = `http://localhost:PORT/segment/v1`, filled in for sites that leave them empty):
 *
 * - `GET  /segment/v1/projects/{writeKey}/settings` — the settings analytics-next loads (404 for a
 *   write key no site uses), pointing the Segment.io integration at this collector;
 * - `POST /segment/v1/{t,p,s,i,g,a}` — one event of that type (64 KB at most);
 * - `POST /segment/v1/b` — `{ writeKey, batch, sentAt }` (500 KB at most);
 * - `POST /segment/v1/m` — remote metrics `{ series }`;
 * - `GET  /api/sites/{siteId}/analytics/events?limit=` — the editor's list of recent events.
 *
 * Events are checked (`eventProblems`): valid ones are stored, invalid ones answered 400 with
 * their index and messages. Each write key may be rate limited (the site's private settings
 * `collectorRateLimit` events per `collectorRateWindow` seconds, a batch costing its length):
 * 429 with `Retry-After` and `X-RateLimit-Reset`, or 413 for a batch larger than the whole limit. CORS answers the site origins (`*.preview.localhost`…).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost } from '@server/hosts.ts';
import { jsonTooDeepError, boundJsonBodies } from '@server/json-body.ts';
import { JsonTooDeepError, parseBoundedJson } from '@shared/json/depth.ts';
import { type PluginServer, type Settings } from '@server/contract.ts';
import { editorOrigin, sitePluginSettings } from '@server/plugin-settings.ts';
import { SITE_ID_PATTERN } from '@server/site-store/store.ts';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  eventProblems,
  isObject,
  ROUTE_LETTERS,
  type JsonObject,
} from '../events.ts';
import { RateLimiter } from './rate-limit.ts';
import { ANALYTICS_MIGRATIONS, insertEvents, insertMetrics, recentEvents } from './store.ts';

export const COLLECTOR_PREFIX = '/segment';
const EDITOR = { constraints: { hostKind: 'editor' } };

/** What a write key belongs to: its site and that site's collector rate limit. */
interface WriteKeyOwner {
  siteId: string;
  rateLimit: number;
  rateWindow: number;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The site whose analytics plugin has `writeKey`, read from the sites' `site.json` drafts on each
 * call (a changed rate limit applies at once; a few small files per request).
 */
async function ownerOf(context: ServerContext, writeKey: string): Promise<WriteKeyOwner | null> {
  for (const siteId of await context.store.listSites()) {
    const file = await context.store.read(siteId, 'site.json').catch(() => null);
    if (!file) continue;
    let site: unknown;
    try {
      site = JSON.parse(file.text);
    } catch {
      continue;
    }
    const plugins = isObject(site) && isObject(site.plugins) ? site.plugins : {};
    for (const entry of Object.values(plugins)) {
      if (!isObject(entry) || entry.plugin !== 'analytics') continue;
      const publicSettings = isObject(entry.publicSettings) ? entry.publicSettings : {};
      if (publicSettings.writeKey !== writeKey) continue;
      // Private settings are references to the secrets store (`server/site-secrets`).
      const privateSettings = await context.secrets.resolve(
        siteId,
        (isObject(entry.privateSettings) ? entry.privateSettings : {}) as Settings,
      );
      return {
        siteId,
        rateLimit: numberOr(privateSettings.collectorRateLimit, 0),
        rateWindow: numberOr(privateSettings.collectorRateWindow, 10),
      };
    }
  }
  return null;
}

/** The write key of a request: the body's, else the user of Basic authorization. */
function writeKeyOf(request: FastifyRequest, body: JsonObject): string | null {
  if (typeof body.writeKey === 'string' && body.writeKey !== '') return body.writeKey;
  const auth = request.headers.authorization;
  const match = typeof auth === 'string' ? /^Basic\s+(.+)$/i.exec(auth) : null;
  if (!match) return null;
  const user = Buffer.from(match[1]!, 'base64').toString('utf8').split(':')[0] ?? '';
  return user === '' ? null : user;
}

const fail = (reply: FastifyReply, status: number, message: string, extra: object = {}) =>
  reply.code(status).send({ success: false, message, ...extra });

/** Origins allowed to call the collector: the sites' hosts, and the editor's own. */
function allowedOrigin(origin: string | undefined, context: ServerContext): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return resolveHost(url.host, context.hostOptions).kind === 'site' ||
      url.hostname === 'localhost'
      ? origin
      : null;
  } catch {
    return null;
  }
}

async function collectorRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  const limiter = new RateLimiter();

  // analytics-next posts JSON as text/plain (a simple request); both parse as JSON here, with
  // the depth bound of every JSON body.
  boundJsonBodies(server, {
    contentTypes: ['text/plain', 'application/json'],
    bodyLimit: ANALYTICS_LIMITS.batchKilobytes * 1024,
    parser: (_request, body, done) => {
      try {
        done(null, parseBoundedJson(String(body)));
      } catch (error) {
        if (error instanceof JsonTooDeepError) return done(jsonTooDeepError());
        done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }));
      }
    },
  });
  server.setErrorHandler(
    (error: Error & { statusCode?: number; code?: string }, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return fail(reply, 413, 'The body is too large.');
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      return fail(reply, status, error.message);
    },
  );

  server.addHook('onRequest', async (request, reply) => {
    const origin = allowedOrigin(request.headers.origin, context);
    if (!origin) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    // A 429's headers must be readable by the client to wait for the reset.
    reply.header('access-control-expose-headers', 'Retry-After, X-RateLimit-Reset');
  });

  server.options(`${COLLECTOR_PREFIX}/*`, EDITOR, async (request, reply) => {
    const origin = allowedOrigin(request.headers.origin, context);
    if (!origin) return reply.code(403).send();
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'Content-Type, Authorization, X-Retry-Count')
      .header('access-control-max-age', '600')
      .send();
  });

  server.get<{ Params: { writeKey: string } }>(
    `${COLLECTOR_PREFIX}/v1/projects/:writeKey/settings`,
    EDITOR,
    async (request, reply) => {
      const { writeKey } = request.params;
      if (!(await ownerOf(context, writeKey)))
        return reply
          .code(404)
          .type('text/plain')
          .send(ANALYTICS_MESSAGES.unknownWriteKey(writeKey));
      const apiHost = `${editorOrigin(request, context).replace(/^https?:\/\//, '')}${COLLECTOR_PREFIX}/v1`;
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      return reply.header('cache-control', 'no-cache').send({
        integrations: {
          'Segment.io': {
            apiKey: writeKey,
            apiHost,
            protocol,
            unbundledIntegrations: [],
            addBundledMetadata: true,
            maybeBundledConfigIds: {},
          },
        },
        plan: {
          track: { __default: { enabled: true, integrations: {} } },
          identify: { __default: { enabled: true } },
          group: { __default: { enabled: true } },
        },
        enabledMiddleware: {},
        middlewareSettings: {},
        metrics: {
          sampleRate: 1,
          host: apiHost,
          flushTimer: ANALYTICS_LIMITS.metricsFlushMs,
          maxQueueSize: ANALYTICS_LIMITS.metricsQueueSize,
        },
        legacyVideoPluginsEnabled: false,
        remotePlugins: [],
      });
    },
  );

  /** Checks the write key and the rate limit; answers and returns null when refused. */
  async function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    body: JsonObject,
    events = 1,
  ): Promise<string | null> {
    const writeKey = writeKeyOf(request, body);
    if (!writeKey) {
      await fail(reply, 400, ANALYTICS_MESSAGES.writeKeyMissing);
      return null;
    }
    const owner = await ownerOf(context, writeKey);
    if (!owner) {
      await fail(reply, 401, ANALYTICS_MESSAGES.unknownWriteKey(writeKey));
      return null;
    }
    const { rateLimit, rateWindow } = owner;
    const decision = limiter.take(writeKey, rateLimit, rateWindow, events);
    if (decision.verdict === 'never') {
      // Waiting would not help: a client drops a 4xx other than 429 instead of retrying it.
      await fail(reply, 413, ANALYTICS_MESSAGES.batchOverLimit(events, rateLimit, rateWindow));
      return null;
    }
    if (decision.verdict === 'wait') {
      const headers = limiter.headers(decision.resetAt);
      await reply
        .headers(headers)
        .code(429)
        .send({
          success: false,
          message: ANALYTICS_MESSAGES.tooManyEvents(
            rateLimit,
            rateWindow,
            Number(headers['retry-after']),
          ),
        });
      return null;
    }
    return writeKey;
  }

  /** Stores the valid events; 400 lists the others by index. */
  async function collect(
    reply: FastifyReply,
    writeKey: string,
    events: readonly unknown[],
    sentAt: unknown,
    expectedType?: string,
  ) {
    const valid: JsonObject[] = [];
    const errors: Array<{ index: number; messageId: unknown; messages: string[] }> = [];
    events.forEach((event, index) => {
      const messages = eventProblems(event);
      if (
        expectedType &&
        isObject(event) &&
        typeof event.type === 'string' &&
        event.type !== expectedType
      )
        messages.push(ANALYTICS_MESSAGES.routeType(expectedType, event.type));
      if (messages.length === 0) valid.push(event as JsonObject);
      else
        errors.push({ index, messageId: isObject(event) ? event.messageId : undefined, messages });
    });
    const db = await context.db();
    const stored = valid.length
      ? await db.transaction((tx) => insertEvents(tx, writeKey, valid, sentAt))
      : 0;
    if (errors.length > 0)
      return fail(reply, 400, errors[0]!.messages.join(' '), { stored, errors });
    return reply.send({ success: true, stored });
  }

  server.post<{ Body: unknown }>(`${COLLECTOR_PREFIX}/v1/b`, EDITOR, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const events = Array.isArray(body.batch) ? body.batch.length : 1;
    const writeKey = await admit(request, reply, body, events);
    if (!writeKey) return reply;
    if (!Array.isArray(body.batch)) return fail(reply, 400, ANALYTICS_MESSAGES.batchList);
    return collect(reply, writeKey, body.batch, body.sentAt);
  });

  server.post<{ Body: unknown }>(
    `${COLLECTOR_PREFIX}/v1/m`,
    { ...EDITOR, bodyLimit: ANALYTICS_LIMITS.singleRequestKilobytes * 1024 },
    async (request, reply) => {
      const body = isObject(request.body) ? request.body : {};
      const series = Array.isArray(body.series) ? body.series : null;
      const entries = (series ?? []).filter(
        (s): s is { metric: string; value: number; tags: JsonObject } =>
          isObject(s) &&
          typeof s.metric === 'string' &&
          typeof s.value === 'number' &&
          isObject(s.tags),
      );
      if (!series || entries.length !== series.length)
        return fail(reply, 400, ANALYTICS_MESSAGES.metricsList);
      await insertMetrics(await context.db(), entries);
      return reply.send({ success: true });
    },
  );

  for (const [letter, type] of Object.entries(ROUTE_LETTERS)) {
    server.post<{ Body: unknown }>(
      `${COLLECTOR_PREFIX}/v1/${letter}`,
      { ...EDITOR, bodyLimit: ANALYTICS_LIMITS.singleRequestKilobytes * 1024 },
      async (request, reply) => {
        const body = isObject(request.body) ? request.body : {};
        const writeKey = await admit(request, reply, body);
        if (!writeKey) return reply;
        return collect(reply, writeKey, [body], body.sentAt, type);
      },
    );
  }

  server.get<{ Params: { siteId: string }; Querystring: { limit?: string } }>(
    '/api/sites/:siteId/analytics/events',
    EDITOR,
    async (request, reply) => {
      const { siteId } = request.params;
      if (!SITE_ID_PATTERN.test(siteId) || !(await context.store.hasSite(siteId)))
        return reply
          .code(404)
          .send({ error: 'not-found', message: `There is no site "${siteId}".` });
      const limit = Math.min(
        500,
        Math.max(1, Number.parseInt(request.query.limit ?? '', 10) || 50),
      );
      const settings = await sitePluginSettings(context, siteId, 'analytics');
      const writeKey = settings?.publicSettings.writeKey;
      if (typeof writeKey !== 'string' || writeKey === '')
        return reply.header('cache-control', 'no-store').send({ writeKey: null, events: [] });
      const events = await recentEvents(await context.db(), writeKey, limit);
      return reply.header('cache-control', 'no-store').send({ writeKey, events });
    },
  );
}

/** Empty API host and CDN URL → this server's collector, as the browser reaches it. */
function publicSettings(
  settings: Settings,
  request: FastifyRequest,
  context: ServerContext,
): Settings {
  const origin = editorOrigin(request, context);
  return {
    ...settings,
    apiHost: settings.apiHost ? settings.apiHost : `${origin}${COLLECTOR_PREFIX}/v1`,
    cdnURL: settings.cdnURL ? settings.cdnURL : `${origin}${COLLECTOR_PREFIX}`,
  };
}

export const analyticsServer: PluginServer = {
  id: 'analytics',
  migrations: ANALYTICS_MIGRATIONS,
  routes: collectorRoutes,
  publicSettings,
};

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default analyticsServer;
