/**
 * The fetch a page rendered on the server uses for its collections (`runtime/ssr.tsx`): the
 * site's own routes, called in-process through Fastify's `inject`, as a new visitor's browser
 * would call them (no cookie, no token) on the environment's host.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import type { Fetch } from '@runtime/state/collections.ts';

const servers = new WeakMap<ServerContext, FastifyInstance>();

/** Called by `runtimeRoutes`: renders of this server fetch through it. */
export function provideRenderFetch(context: ServerContext, server: FastifyInstance): void {
  servers.set(context, server);
}

/** Statuses whose response has no body (`new Response` refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** A fetch of same-site paths (`/collections/…`, `/ww/…`) answered by `server` for `host`. */
export function injectFetch(server: FastifyInstance, host: string): Fetch {
  return async (input, init) => {
    if (!input.startsWith('/') || input.startsWith('//')) {
      throw new TypeError(`a server render fetches its own site's paths only, not ${input}`);
    }
    const contentType = new Headers(init?.headers).get('content-type');
    const answer = await server.inject({
      method: (init?.method ?? 'GET').toUpperCase() as HTTPMethods,
      url: input,
      headers: { host, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const type = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/**
 * The render fetch of `context`'s server for a site environment: on the request's host when a
 * request asks for the page, else on the site's own `{siteId}.{environment}.localhost` name and
 * the port the server listens on. Undefined before `runtimeRoutes` ran (collections are then
 * the browser's to fetch).
 */
export function renderFetch(
  context: ServerContext,
  siteId: string,
  environment: string,
  requestHost?: string,
): Fetch | undefined {
  const server = servers.get(context);
  if (!server) return undefined;
  if (requestHost) return injectFetch(server, requestHost);
  const address = server.server.address() as AddressInfo | string | null;
  const port = typeof address === 'object' && address ? address.port : context.config.port;
  return injectFetch(server, `${siteId}.${environment}.localhost${port ? `:${port}` : ''}`);
}
