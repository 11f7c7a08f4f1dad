/**
 * The editor host's door (issue 28): before any route runs, a request gets what `access.ts`
 * says its route needs — a signed-in author (the `baobab-author` session cookie), their role on
 * the route's site, and for a change the session's CSRF token in `x-baobab-csrf` (a page of
 * another origin can neither read the token nor send a custom header without a CORS preflight,
 * which is never granted). Changes are limited per author and recorded in the audit log.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { CSRF_HEADER, roleAllows, type AuthorRole } from '@shared/schema/authors.ts';
import type { ServerContext } from '../contract.ts';
import { resolveHost } from '../hosts.ts';
import { accessOf, auditedAction } from './access.ts';
import { audit, roleOn, rolesOf, sameToken, sessionAuthor, type Author } from './store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in author of an editor request the guard checked, else null. */
    author: Author | null;
    /** The plugins' private settings a save changed (`plugin.key`), for the audit log. */
    secretsChanged: string[] | null;
  }
}

export const SESSION_COOKIE = 'baobab-author';
export const SIGN_IN_PATH = '/auth/editor/sign-in';

export const SIGNED_OUT_MESSAGE = 'Sign in to the editor first.';
export const CSRF_MESSAGE =
  "Refused: this change does not carry the editor session's token. Reload the editor and try again.";

/** Changes per author per minute on the editor API (`BAOBAB_EDITOR_WRITE_LIMIT`, default 600). */
export function editorWriteLimit(env: NodeJS.ProcessEnv): number {
  const raw = env.BAOBAB_EDITOR_WRITE_LIMIT;
  if (raw === undefined || raw.trim() === '') return 600;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`BAOBAB_EDITOR_WRITE_LIMIT must be a whole number above 0, not "${raw}"`);
  return limit;
}

/** A cookie's value from a Cookie header, or null. */
export function readCookie(header: string | string[] | undefined, name: string): string | null {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** The signed-in author of a request (read once per request). */
export async function authorOfRequest(
  request: FastifyRequest,
  context: ServerContext,
): Promise<Author | null> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  return sessionAuthor(await context.db(), token);
}

/** Whether the request's author has `role` on `siteId`; else answers 403 and says false. */
export async function requireRole(
  request: FastifyRequest,
  reply: FastifyReply,
  context: ServerContext,
  siteId: string,
  role: AuthorRole,
): Promise<boolean> {
  const author = request.author;
  const has = author ? await roleOn(await context.db(), author, siteId) : null;
  if (roleAllows(has, role)) return true;
  await reply
    .code(author ? 403 : 401)
    .header('cache-control', 'no-store')
    .send(
      author
        ? { error: 'forbidden', message: forbiddenMessage(role, siteId), role: has }
        : { error: 'signed-out', message: SIGNED_OUT_MESSAGE },
    );
  return false;
}

export function forbiddenMessage(role: AuthorRole, siteId: string): string {
  const what = { viewer: 'a member', editor: 'an editor or an owner', owner: 'an owner' }[role];
  return `Only ${what} of the site "${siteId}" can do this.`;
}

/** A path of the editor to return to after signing in; anything else (`//host`, `/auth/…`) is `/`. */
export function returnPath(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !value.startsWith('/auth/') &&
    value.length < 2000
    ? value
    : '/';
}

const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, message });

export function authorGuard(server: FastifyInstance, context: ServerContext): void {
  const writes = new RateLimiterMemory({ points: editorWriteLimit(process.env), duration: 60 });
  server.decorateRequest('author', null);
  server.decorateRequest('secretsChanged', null);
  server.addHook('onRequest', async (request, reply) => {
    if (resolveHost(request.headers.host, context.hostOptions).kind !== 'editor') return undefined;
    const access = accessOf(request.method, request.routeOptions.url);
    if (access.kind === 'public') return undefined;
    const author = await authorOfRequest(request, context);
    request.author = author;
    if (!author) {
      if (access.kind === 'page' || access.kind === 'outbox')
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnPath(request.url))}`, 303);
      return refuse(reply, 401, 'signed-out', SIGNED_OUT_MESSAGE);
    }
    if (access.kind === 'outbox') {
      if (author.administrator) return undefined;
      const roles = Object.values(await rolesOf(await context.db(), author.email));
      if (roles.includes('owner')) return undefined;
      return refuse(reply, 403, 'forbidden', 'Only an owner of a site can read the outbox.');
    }
    if (access.kind === 'page') return undefined;
    if (access.csrf) {
      if (!sameToken(one(request.headers[CSRF_HEADER]), author.csrf))
        return refuse(reply, 403, 'csrf', CSRF_MESSAGE);
      try {
        await writes.consume(author.email);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.ceil(error.msBeforeNext / 1000);
        void reply.header('retry-after', String(seconds));
        return refuse(
          reply,
          429,
          'too-many-changes',
          `Too many changes in a minute. Try again in ${seconds} seconds.`,
        );
      }
    }
    if (access.kind === 'site') {
      const { siteId } = request.params as { siteId?: string };
      if (typeof siteId !== 'string') return refuse(reply, 404, 'not-found', 'No such site.');
      if (!(await requireRole(request, reply, context, siteId, access.role))) return reply;
    }
    return undefined;
  });
  // Who changed what, for the site's owners (`GET /api/sites/{siteId}/audit`).
  server.addHook('onResponse', async (request, reply) => {
    const audited = auditedAction(request.method, request.routeOptions.url);
    const action = audited === 'save' && request.secretsChanged ? 'secrets-changed' : audited;
    if (!action || !request.author || reply.statusCode >= 400) return;
    const params = request.params as Record<string, string | undefined>;
    const detail: Record<string, unknown> = {};
    if (params['*']) detail.path = params['*'];
    if (params.name) detail.name = params.name;
    if (params.environment) detail.environment = params.environment;
    if (request.secretsChanged) detail.settings = request.secretsChanged; // names, never values
    const body = request.body;
    if (action === 'publish' && typeof body === 'string') {
      const environment = /"environment"\s*:\s*"(staging|production)"/.exec(body)?.[1];
      if (environment) detail.environment = environment;
    }
    await audit(await context.db(), {
      email: request.author.email,
      siteId: params.siteId ?? null,
      action,
      detail,
    }).catch((error: unknown) => request.log.error(error, 'audit log'));
  });
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
