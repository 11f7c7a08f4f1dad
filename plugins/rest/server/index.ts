/**
 * The REST plugin's server half: the proxy `POST /plugins/designs/{siteId}/rest-api/request`
 * on site origins (seeds §7), and `/rest-echo/*`, a small echo service on every host but
 * production ones that the
 * plugin's end-to-end tests (and a site author trying the plugin) can call without any outside
 * server: it answers what it received, an event stream, or a chosen status.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost } from '@server/hosts.ts';
import { type PluginServer } from '@server/contract.ts';
import { sitePluginSettings } from '@server/plugin-settings.ts';
import { jsonDeeperThan } from '@shared/json/depth.ts';
import {
  contentTypeOf,
  dataTypeOf,
  encodeBody,
  hasBody,
  headersOf,
  methodOf,
  withoutHeader,
  withQueries,
} from '../encode.ts';
import { REST_MESSAGES } from '../messages.ts';
import type { ProxyAnswer } from '../plugin.ts';
import {
  proxyFetch,
  ProxyError,
  proxyOptionsFromEnv,
  type OutgoingRequest,
  type ProxyOptions,
} from './proxy.ts';

/** Largest proxy request body (the JSON of the call). */
export const PROXY_BODY_LIMIT = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outgoing request of a proxy call, or a 400 with the plugin's message. */
async function outgoingOf(body: unknown): Promise<OutgoingRequest> {
  if (!isRecord(body) || typeof body.url !== 'string')
    throw new ProxyError(400, REST_MESSAGES.proxyBody);
  if (body.url.trim() === '') throw new ProxyError(400, REST_MESSAGES.noUrl);
  let url: URL;
  try {
    url = new URL(body.url.trim());
  } catch {
    throw new ProxyError(400, REST_MESSAGES.invalidUrl(body.url));
  }
  let method, dataType;
  try {
    method = methodOf(body.method);
    dataType = dataTypeOf(body.dataType);
  } catch (error) {
    throw new ProxyError(400, (error as Error).message);
  }
  const headers = headersOf(body.headers);
  const data = body.data;
  let payload: Buffer | undefined;
  if (hasBody(method) && data !== undefined && data !== null) {
    if (body.useRawBody === true) {
      if (typeof data !== 'string') throw new ProxyError(400, REST_MESSAGES.proxyRawBody);
      payload = Buffer.from(data);
      if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-type'))
        headers['Content-Type'] = contentTypeOf(dataType);
    } else {
      const encoded = encodeBody(data, dataType);
      // A Response serialises the body as fetch would: multipart with its boundary.
      const serialised = new Response(encoded.body);
      payload = Buffer.from(await serialised.arrayBuffer());
      const type =
        dataType === 'multipart' ? serialised.headers.get('content-type') : encoded.contentType;
      if (dataType === 'multipart') withoutHeader(headers, 'content-type');
      if (type && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type'))
        headers['Content-Type'] = type;
    }
  }
  return { url: withQueries(url, body.queries), method, headers, body: payload };
}

/** The answer's body for the browser: JSON when it is JSON (and not nested too deep), else text. */
function dataOf(body: Buffer, contentType: string | undefined): unknown {
  const text = body.toString('utf8');
  if (text !== '' && (contentType ?? '').includes('json') && !jsonDeeperThan(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function proxyRoutes(options: Partial<ProxyOptions>) {
  return async (server: FastifyInstance, context: ServerContext): Promise<void> => {
    const settings: ProxyOptions = { ...proxyOptionsFromEnv(process.env), ...options };

    server.post<{ Params: { siteId: string }; Body: unknown }>(
      '/plugins/designs/:siteId/rest-api/request',
      { constraints: { hostKind: 'site' }, bodyLimit: PROXY_BODY_LIMIT },
      async (request, reply) => {
        const { siteId } = request.params;
        if (!(await sitePluginSettings(context, siteId, 'rest')))
          throw new ProxyError(404, REST_MESSAGES.proxyPluginOff(siteId));
        const outgoing = await outgoingOf(request.body);
        const remote = await proxyFetch(outgoing, settings);
        const answer: ProxyAnswer = {
          status: remote.status,
          statusText: remote.statusText,
          headers: remote.headers,
          data: dataOf(remote.body, remote.headers['content-type']),
        };
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
  };
}

/** CORS for the echo service, so pages of any origin can try it (credentials included). */
function allowOrigin(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  if (!origin) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
  reply.header('vary', 'Origin');
}

/** Form fields as an object; a repeated key becomes a list. */
function fieldsOf(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const current = fields[key];
    if (current === undefined) fields[key] = value;
    else
      fields[key] = Array.isArray(current) ? [...(current as unknown[]), value] : [current, value];
  }
  return fields;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function echoRoutes(server: FastifyInstance): Promise<void> {
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, fieldsOf(new URLSearchParams(body as string))),
  );
  server.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    (request, body, done) => {
      // The platform's own multipart parser (undici's), through a Response.
      new Response(new Uint8Array(body as Buffer), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      })
        .formData()
        .then((form) => {
          const entries: Array<[string, unknown]> = [];
          form.forEach((value, key) => {
            entries.push([
              key,
              typeof value === 'string'
                ? value
                : { file: value.name, type: value.type, size: value.size },
            ]);
          });
          done(null, fieldsOf(entries));
        })
        .catch((error: Error) => done(Object.assign(error, { statusCode: 400 }), undefined));
    },
  );

  server.options('/rest-echo/*', async (request, reply) => {
    allowOrigin(request, reply);
    reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
    reply.header(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? '*',
    );
    return reply.code(204).send();
  });

  server.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/rest-echo/echo',
    handler: async (request, reply) => {
      allowOrigin(request, reply);
      const cookies = (request.headers.cookie ?? '')
        .split(';')
        .map((c) => c.split('=')[0]?.trim() ?? '')
        .filter(Boolean);
      const custom = Object.fromEntries(
        Object.entries(request.headers).filter(([key]) => key.startsWith('x-')),
      );
      return reply.header('cache-control', 'no-store').send({
        method: request.method,
        query: fieldsOf(new URL(request.url, 'http://echo').searchParams),
        contentType: request.headers['content-type'] ?? null,
        body: request.body ?? null,
        cookies,
        headers: custom,
      });
    },
  });

  // `?words=a,b,c&delay=ms&hold=ms`: one event per word (`{ n, word }`), then the done marker,
  // then one more event that a client must not read, with the connection held open (1 s).
  server.get<{ Querystring: { words?: string; delay?: string; hold?: string } }>(
    '/rest-echo/stream',
    async (request, reply) => {
      const words = (request.query.words ?? 'Hello, from, the, stream').split(',');
      const delay = Math.min(Number(request.query.delay ?? 50) || 0, 2000);
      const hold = Math.min(Number(request.query.hold ?? 1000) || 0, 10_000);
      allowOrigin(request, reply);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        ...Object.fromEntries(Object.entries(reply.getHeaders()).map(([k, v]) => [k, String(v)])),
      });
      raw.write(': baobab echo stream\n\n');
      for (const [n, word] of words.entries()) {
        await sleep(delay);
        if (raw.destroyed) return;
        raw.write(`data: ${JSON.stringify({ n: n + 1, word: word.replace(/^_/, ' ') })}\n\n`);
      }
      raw.write('data: [DONE]\n\n');
      raw.write(`data: ${JSON.stringify({ n: 0, word: ' (after the done marker)' })}\n\n`);
      await sleep(hold);
      raw.end();
    },
  );

  server.route<{ Params: { code: string } }>({
    method: ['GET', 'POST'],
    url: '/rest-echo/status/:code',
    handler: async (request, reply) => {
      allowOrigin(request, reply);
      const code = Number(request.params.code);
      const status = Number.isInteger(code) && code >= 200 && code <= 599 ? code : 400;
      return reply.code(status).type('text/plain').send(`Echo status ${status}`);
    },
  });
}

/** The plugin's server half; `options` replace what the environment gives (tests). */
export function createRestServer(options: Partial<ProxyOptions> = {}): PluginServer {
  return {
    id: 'rest',
    async routes(server, context) {
      await server.register(async (scope) => {
        scope.setErrorHandler((error: FastifyError | ProxyError, _request, reply) => {
          if (error instanceof ProxyError)
            return reply.code(error.status).send({ error: error.message });
          const status = error.statusCode ?? 500;
          if (status >= 500) {
            reply.log.error(error);
            return reply.code(status).send({ error: 'The request could not be sent.' });
          }
          const message =
            status === 413
              ? REST_MESSAGES.proxyRequestTooLarge(PROXY_BODY_LIMIT / 1024)
              : error.message;
          return reply.code(status).send({ error: message });
        });
        await proxyRoutes(options)(scope, context);
        await scope.register(async (echo) => {
          // A test aid, never part of a published site: production hosts answer 404.
          echo.addHook('onRequest', async (request, reply) => {
            const target = resolveHost(request.headers.host, context.hostOptions);
            if (target.kind === 'site' && target.environment === 'production')
              return reply.code(404).send({ error: 'Not found.' });
          });
          await echoRoutes(echo);
        });
      });
    },
  };
}

export const restServer = createRestServer();

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default restServer;
