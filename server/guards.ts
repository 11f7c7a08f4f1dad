/**
 * What every request passes before a route runs, the server being on the open web:
 *
 * - its Host must be one this server serves (`isServedHost`), else 421: a name an attacker's DNS
 *   points at this machine (DNS rebinding) must not reach the editor;
 * - a change on the editor host (`/api/sites/…`, the sign-in and reset forms under `/auth/`) must
 *   come from a page of the editor's own origin, else 403: a page elsewhere could otherwise
 *   publish a site with a `text/plain` form or a `no-cors` fetch (they need no CORS preflight);
 * - every answer says `nosniff` and a referrer policy (`securityHeaders`); every HTML page has a
 *   content security policy: its route's (`csp/page.ts`: scripts by nonce, who may frame it), or
 *   for a page that runs no script (error pages, the outbox) `SCRIPTLESS_POLICY`.
 */
import type { FastifyInstance } from 'fastify';
import { SCRIPTLESS_POLICY } from './csp/policy.ts';
import { isServedHost, resolveHost, type HostOptions } from './hosts.ts';

/** The answer to a request for a host this server does not serve. */
export const UNKNOWN_HOST_MESSAGE =
  'Misdirected request: this server does not serve that host name. Its administrator can add it to BAOBAB_EDITOR_HOSTS or BAOBAB_HOSTS.';

/** The answer to a change asked for by a page of another origin. */
export const CROSS_ORIGIN_MESSAGE =
  'Refused: this change was sent by a page of another origin. Make it from the editor itself.';

/** Every request for a host name not served gets 421 before any route runs. */
export function refuseUnknownHosts(server: FastifyInstance, hostOptions: HostOptions): void {
  server.addHook('onRequest', async (request, reply) => {
    if (isServedHost(request.headers.host, hostOptions)) return undefined;
    return reply
      .code(421)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(UNKNOWN_HOST_MESSAGE);
  });
}

/**
 * A request whose address holds a NUL byte (`%00`) gets 400 before any route: no path, id or
 * name has one, and PostgreSQL text and file names refuse it (a 500 otherwise).
 */
export function refuseNulBytes(server: FastifyInstance): void {
  server.addHook('onRequest', async (request, reply) => {
    if (!/%00/i.test(request.url) && !request.url.includes('\u0000')) return undefined;
    return reply
      .code(400)
      .header('content-type', 'text/plain; charset=utf-8')
      .send('Bad request: the address holds a NUL byte.');
  });
}

type Headers = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a request was sent by a page of its own origin, or by no page at all (a script, a
 * server: they send neither header). Browsers send `Sec-Fetch-Site` (`same-origin`, `none` for
 * what the user typed) and `Origin` on every POST, PUT, PATCH and DELETE; `Origin: null` is a
 * sandboxed frame or a data: page, never the editor.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = one(headers['sec-fetch-site'])?.toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = one(headers['origin']);
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === (one(headers['host']) ?? '').toLowerCase();
  } catch {
    return false; // `null`, or not an origin at all
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths of the editor host whose changes only the editor's own pages make. */
const EDITOR_ONLY_WRITES = ['/api/sites', '/auth/'];

/**
 * The path as the router reads it: percent-decoded and without the query. Matched as sent,
 * `/%61uth/reset/{token}` passed this guard and reached the reset route all the same.
 */
export function routedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // not valid percent-encoding: the router will not match it either
  }
}

/** A change to an editor path from a page of another origin gets 403 before its route runs. */
export function refuseCrossOriginWrites(server: FastifyInstance, hostOptions: HostOptions): void {
  server.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const path = routedPath(request.url);
    if (!EDITOR_ONLY_WRITES.some((prefix) => path.startsWith(prefix))) return undefined;
    if (resolveHost(request.headers.host, hostOptions).kind !== 'editor') return undefined;
    if (isSameOriginRequest(request.headers)) return undefined;
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .send({ error: 'cross-origin', message: CROSS_ORIGIN_MESSAGE });
  });
}

/** `Strict-Transport-Security` of answers served over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * On every answer: `X-Content-Type-Options: nosniff` (a file is only ever what its type says)
 * and `Referrer-Policy: strict-origin-when-cross-origin` (another origin learns the origin, never
 * a path with an order or a token in it), unless a route set its own.
 */
export function securityHeaders(server: FastifyInstance): void {
  server.addHook('onSend', async (request, reply, payload) => {
    // Over https (TLS here, or a proxy Fastify trusts), browsers keep to https for a year.
    if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security'))
      reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('x-content-type-options'))
      reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // An HTML page whose route set no policy runs no script and is framed by nobody.
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', SCRIPTLESS_POLICY);
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
