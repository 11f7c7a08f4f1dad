/**
 * The origin a request came to, for absolute addresses when the site names no public address
 * for the environment (`site.json` `publicUrls`, `runtime/app/head-tags.ts` `publicBase`).
 * Rebuilt from the Host header's name and port, never echoed: the guard (`server/guards.ts`)
 * checked the name alone, and `production.localhost:1"><script>` passes it. The scheme is
 * `request.protocol`: https behind a proxy Fastify trusts (`BAOBAB_TRUST_PROXY`), which names
 * it in `X-Forwarded-Proto`; `X-Forwarded-Host` is never read (the guard never saw it).
 */
import type { FastifyRequest } from 'fastify';
import { hostName, hostPort } from '@server/hosts.ts';

export function requestOrigin(request: FastifyRequest): string {
  const host = request.headers.host;
  const name = hostName(host);
  const port = hostPort(host);
  // Only a port right after the name is kept (`name:3000`), not one after anything else.
  const exact =
    port !== null &&
    Number(port) <= 65535 &&
    (host ?? '').trim().toLowerCase() === `${name}:${port}`;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${name}${exact ? `:${port}` : ''}`).origin;
  } catch {
    return `${scheme}://localhost`;
  }
}
