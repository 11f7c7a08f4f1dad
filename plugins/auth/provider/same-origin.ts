/**
 * The sign-in, sign-up, reset and first-run forms under `/auth/` take changes from pages of the
 * editor's own origin only. `refuseCrossOriginWrites` (`server/guards.ts`) checks the path as
 * sent, so `/%61uth/reset/{token}` passed it and still reached `/auth/reset/:token` (the router
 * decodes the path): this hook checks by the matched route instead, for a scope's form routes.
 */
import type { FastifyInstance } from 'fastify';
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from '@server/guards.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A change to a route of `scope` under `/auth/` from a page of another origin gets 403. */
export function refuseCrossOriginForms(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    if (!request.routeOptions.url?.startsWith('/auth/')) return undefined;
    if (isSameOriginRequest(request.headers)) return undefined;
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .send({ error: 'cross-origin', message: CROSS_ORIGIN_MESSAGE });
  });
}
