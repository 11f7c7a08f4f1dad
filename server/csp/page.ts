/**
 * Sending an HTML page with its policy: a nonce made for this answer, on the page's scripts and
 * in its `Content-Security-Policy`; `X-Frame-Options` beside `frame-ancestors` for browsers
 * without CSP 2 (where it can say as much: nobody, or this origin only).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentSources } from '@plugins/define.ts';
import type { HostOptions } from '@server/hosts.ts';
import { scriptHash, withScriptHashes } from './hashes.ts';
import { withNonce } from './html.ts';
import { contentSecurityPolicy, newNonce, NOT_FRAMED, type PolicyOptions } from './policy.ts';

export interface PageSecurity {
  /** Origins that may frame the page (`NOT_FRAMED`: none). */
  frameAncestors: readonly string[];
  sources?: ContentSources;
}

/** A page's `Content-Security-Policy` and, where it can say as much, `X-Frame-Options`. */
function pageHeaders(policy: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(policy),
  };
  const ancestors = policy.frameAncestors;
  if (ancestors.length === 0) headers['x-frame-options'] = 'DENY';
  else if (ancestors.length === 1 && ancestors[0] === "'self'")
    headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}

/** The HTML nonced for one answer, and that answer's headers. */
export function noncedPage(
  html: string,
  security: PageSecurity,
): { html: string; headers: Record<string, string> } {
  const nonce = newNonce();
  return { html: withNonce(html, nonce), headers: pageHeaders({ nonce, ...security }) };
}

/** Sets the page's headers on `reply` and answers the HTML to send, nonced for this answer. */
export function securePage(reply: FastifyReply, html: string, security: PageSecurity): string {
  const page = noncedPage(html, security);
  reply.headers(page.headers);
  return page.html;
}

/**
 * A page sent as the same bytes to every visitor (kept in a cache, `server/static-answer.ts`):
 * its scripts run by hash (`hashes.ts`), and its headers are made once with it.
 */
export function hashedPage(
  html: string,
  security: PageSecurity,
): { html: string; headers: Record<string, string> } {
  const hashed = withScriptHashes(html);
  // A page without scripts names the empty script's hash: never no source at all, with which
  // the fallback 'unsafe-inline' would count.
  const hashes = hashed.hashes.length > 0 ? hashed.hashes : [scriptHash('')];
  return { html: hashed.html, headers: pageHeaders({ hashes, ...security }) };
}

/** The headers and nonce of a page no other page may frame: sign-in, checkout, first run. */
export const unframeable = (reply: FastifyReply, html: string) =>
  securePage(reply, html, { frameAncestors: NOT_FRAMED });

/**
 * The editor's origins as a browser on this request's port reaches them (`localhost`,
 * `127.0.0.1` and `BAOBAB_EDITOR_HOSTS`), for the site pages the editor may frame.
 */
export function editorOrigins(request: FastifyRequest, hostOptions: HostOptions): string[] {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  // CSP's host sources take no IPv6 literal (`[::1]`): Chromium reports one as an error.
  const hosts = ['localhost', '127.0.0.1', ...(hostOptions.editorHosts ?? [])].filter(
    (host) => !host.startsWith('['),
  );
  return hosts.map((host) => `${request.protocol}://${host}${port ? `:${port}` : ''}`);
}
