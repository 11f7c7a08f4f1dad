/**
 * What the editor's server routes share: they answer on editor hosts only, refuse with
 * `{ error, message }` and read single-valued headers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_ID_PATTERN, type SiteStore } from '@server/site-store/store.ts';

/** Route option: the route exists on editor hosts only. */
export const editorOnly = { constraints: { hostKind: 'editor' } };

export type SiteParams = { siteId: string };

/** Answers `status` with `{ error, message, …extra }`. */
export const fail = (
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  extra: object = {},
) => reply.code(status).send({ error, message, ...extra });

/** A request header's value (the first one when it is repeated). */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The site a request names, or null after answering 404. */
export async function siteOfRequest(
  store: SiteStore,
  request: FastifyRequest<{ Params: SiteParams }>,
  reply: FastifyReply,
): Promise<string | null> {
  const { siteId } = request.params;
  if (!SITE_ID_PATTERN.test(siteId) || !(await store.hasSite(siteId))) {
    await fail(reply, 404, 'not-found', `There is no site "${siteId}".`);
    return null;
  }
  return siteId;
}
