/**
 * A version from the publish history, opened in the browser on its environment's host: the
 * signed link of `server/publishing/preview-link.ts` (`GET /_baobab/version/{id}?expires&signature`)
 * sets the cookie that pins that version for this browser, then goes to the home page;
 * `GET /_baobab/version/live` (the banner's link) goes back to the live version. Pages shown from
 * a pinned version carry a banner saying so (`withVersionBanner`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost } from '@server/hosts.ts';
import {
  PREVIEW_COOKIE,
  PREVIEW_PATH,
  previewCookieValue,
  seenCookie,
  validPreview,
} from '@server/publishing/preview-link.ts';
import { openVersion, type VersionStamp } from '@server/publishing/versions.ts';
import { escapeHtml, htmlPage, type SiteSource } from './site-source.ts';

const siteOnly = { constraints: { hostKind: 'site' } };

const cookie = (value: string, maxAge: number) =>
  `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;

const backToLive = (reply: FastifyReply) =>
  reply.header('set-cookie', cookie('', 0)).header('cache-control', 'no-store').redirect('/', 303);

export async function versionPreviewRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  server.get<{
    Params: { version: string };
    Querystring: { expires?: string; signature?: string };
  }>(`${PREVIEW_PATH}/:version`, siteOnly, async (request, reply) => {
    const { version } = request.params;
    if (version === 'live') return backToLive(reply);
    const target = resolveHost(request.headers.host, context.hostOptions);
    const siteId =
      target.kind === 'site' ? (target.siteId ?? (await context.defaultSiteId())) : null;
    const environment = target.kind === 'site' ? target.environment : 'preview';
    const expires = Number(request.query.expires);
    const { signature } = request.query;
    const grant =
      siteId && environment !== 'preview' ? { siteId, environment, version, expires } : null;
    const opened =
      grant && (await validPreview(context.config.dataDir, grant, signature))
        ? await openVersion(context.config.dataDir, grant.siteId, grant.environment, version)
        : null;
    if (!grant || !opened) {
      return reply
        .code(403)
        .header('set-cookie', cookie('', 0))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          htmlPage(
            'Version link not valid',
            '<h1>This version link is not valid</h1><p>It has expired, was changed, or the version is no longer kept. Open the version again from the publish history in the editor.</p><p><a href="/">Go to the live site</a></p>',
          ),
        );
    }
    const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
    return reply
      .header('set-cookie', cookie(previewCookieValue(grant, signature!), maxAge))
      .header('cache-control', 'no-store')
      .redirect('/', 303);
  });
}

/**
 * The `baobab-seen` cookie for a page served from the live version of staging or production, so
 * that what the page asks for next comes from the same version; null for preview and for a
 * version opened from the history (its own cookie pins it).
 */
export async function seenCookieOf(
  context: ServerContext,
  source: SiteSource,
): Promise<string | null> {
  if (source.environment === 'preview' || source.pinned) return null;
  const version = await source.version();
  if (!version) return null;
  return seenCookie(context.config.dataDir, source.siteId, source.environment, version);
}

/**
 * Cache-Control of what a source answers that changes with every publish: a pinned version's
 * answers are kept by no cache (the browser's, a service worker's, a proxy's).
 */
export const publishCacheControl = (source: { pinned?: VersionStamp }) =>
  source.pinned ? 'private, no-store' : 'no-cache';

/** The page's HTML with a fixed banner naming the version shown and a way back to the live one. */
export function withVersionBanner(html: string, stamp: VersionStamp, environment: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) return html;
  const when = escapeHtml(stamp.publishedAt.replace('T', ' ').slice(0, 16));
  const banner =
    `<div data-baobab-version="${escapeHtml(stamp.version)}" role="status" style="position:fixed;z-index:2147483647;left:8px;bottom:8px;max-width:calc(100% - 16px);padding:8px 12px;border-radius:6px;background:#1d2a1f;color:#fff;font:13px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)">` +
    `Version ${stamp.number} of ${escapeHtml(environment)} (published ${when} UTC) — not the live version. ` +
    `<a href="${PREVIEW_PATH}/live" style="color:#cfe3c9">Back to the live site</a></div>`;
  return `${html.slice(0, at)}${banner}${html.slice(at)}`;
}
