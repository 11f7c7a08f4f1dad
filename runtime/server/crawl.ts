/**
 * What crawlers ask a site for, per environment: `GET /robots.txt` (production lets them in and
 * names its sitemap; staging and preview shut them out, their pages also say `noindex`) and
 * `GET /sitemap.xml`, every address a visitor may open: each page without user groups (not the
 * 404, sign-in or no-access pages, unless one is the home page) in each of its languages, and for
 * a page bound to a data set each record's address (the records the page would show:
 * `records.ts`). Absolute on the environment's public address (`publicBase`).
 *
 * The sitemaps protocol takes at most 50,000 addresses a file. A site with more (a big shop's
 * product pages) gets them all: `/sitemap.xml` is then a sitemap index naming
 * `/sitemap-1.xml`, `/sitemap-2.xml`…, each with the next 50,000 in the same order.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isRecordWithId,
  MAX_RECORD_ID_LENGTH,
  parseDataSetPath,
} from '@shared/routing/data-set.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { AppData, PublishedPage } from '@shared/schema/compose.ts';
import type { ServerContext } from '@server/contract.ts';
import { publicBase } from '@runtime/app/head-tags.ts';
import { isAnswer } from './collections.ts';
import { requestOrigin } from './public-url.ts';
import { dataSetRecords } from './records.ts';
import { escapeHtml, siteSourceOf, type SiteSource } from './site-source.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

/** The sitemaps protocol's limit of addresses in one file. */
export const MAX_SITEMAP_URLS = 50_000;

const siteOnly = { constraints: { hostKind: 'site' } };

/** Pages a crawler may list: open to every visitor, and not one the site sends visitors to. */
function listedPages(app: AppData): PublishedPage[] {
  const { pages, homePageId, notFoundPageId, unauthenticatedPageId, unauthorizedPageId } = app.site;
  const sentTo = new Set([notFoundPageId, unauthenticatedPageId, unauthorizedPageId]);
  return pages.filter(
    (page) => page.pageUserGroups.length === 0 && (page.id === homePageId || !sentTo.has(page.id)),
  );
}

/** The record ids a bound page shows (those its filter lets through), or null when unbound. */
async function recordIds(
  request: FastifyRequest,
  context: ServerContext,
  source: SiteSource,
  app: AppData,
  page: PublishedPage,
): Promise<string[] | null> {
  const dataSet = parseDataSetPath(page.cmsDataSetPath);
  if (!dataSet) return null;
  const set = await dataSetRecords(context, request, source, app, dataSet.collectionId);
  if (isAnswer(set)) {
    // The pages' other addresses are still worth listing; the records come back next time.
    request.log.warn({ page: page.id, answer: set }, 'sitemap: records not listed');
    return [];
  }
  const ids: string[] = [];
  for (const record of set.records) {
    const id = (record as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const text = String(id);
    if (text === '' || text.length > MAX_RECORD_ID_LENGTH || !isRecordWithId(record, text))
      continue;
    if (set.passes(record) === true) ids.push(text);
  }
  return ids;
}

/** The addresses of the sitemap, each once, in the order of the pages then their records. */
async function sitemapUrls(
  request: FastifyRequest,
  context: ServerContext,
  source: SiteSource,
  app: AppData,
  base: string,
): Promise<string[]> {
  const defaultLang = defaultLangOf(app.site.langs);
  const urls = new Set<string>();
  for (const page of listedPages(app)) {
    const ids = await recordIds(request, context, source, app, page);
    const param = parseDataSetPath(page.cmsDataSetPath)?.param;
    const paramsList = ids && param ? ids.map((id) => ({ [param]: id })) : [{}];
    for (const lang of page.langs)
      for (const params of paramsList)
        urls.add(`${base}${pagePath(page, lang, defaultLang, params)}`);
  }
  return [...urls];
}

/** How many sitemap files `count` addresses take (one at least, even empty). */
export const sitemapFileCount = (count: number) => Math.max(1, Math.ceil(count / MAX_SITEMAP_URLS));

/** The addresses of sitemap file `part` (from 1) of a split sitemap. */
export const sitemapPart = (urls: readonly string[], part: number) =>
  urls.slice((part - 1) * MAX_SITEMAP_URLS, part * MAX_SITEMAP_URLS);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap file: `<urlset>` of at most `MAX_SITEMAP_URLS` addresses. */
export function urlsetXml(urls: readonly string[]): string {
  if (urls.length > MAX_SITEMAP_URLS)
    throw new Error(`A sitemap file takes ${MAX_SITEMAP_URLS} addresses, not ${urls.length}`);
  return (
    `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n` +
    urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>\n`).join('') +
    '</urlset>\n'
  );
}

/** The sitemap index naming `/sitemap-1.xml` … `/sitemap-{files}.xml` on `base`. */
export function sitemapIndexXml(base: string, files: number): string {
  let body = `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n`;
  for (let part = 1; part <= files; part++)
    body += `<sitemap><loc>${escapeHtml(`${base}/sitemap-${part}.xml`)}</loc></sitemap>\n`;
  return `${body}</sitemapindex>\n`;
}

export function crawlRoutes(server: FastifyInstance, context: ServerContext): void {
  server.get('/robots.txt', siteOnly, async (request, reply) => {
    const source = await siteSourceOf(context, request, reply, false);
    if (!source) return reply;
    const open = source.environment === 'production' && !source.pinned;
    const base = publicBase(await source.app(), source.environment, requestOrigin(request));
    const body = open
      ? `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`
      : 'User-agent: *\nDisallow: /\n';
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  /** The sitemap's addresses, or null when the request was answered (no such site…). */
  async function sitemap(request: FastifyRequest, reply: FastifyReply) {
    const source = await siteSourceOf(context, request, reply, false);
    if (!source) return null;
    const app = await source.app();
    const base = publicBase(app, source.environment, requestOrigin(request));
    const urls = await sitemapUrls(request, context, source, app, base);
    return { source, base, urls };
  }
  // Records change without a publish: crawlers revalidate, as for pages.
  const sendXml = (reply: FastifyReply, source: SiteSource, body: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', source.pinned ? 'private, no-store' : 'public, max-age=300')
      .send(body);

  server.get('/sitemap.xml', siteOnly, async (request, reply) => {
    const found = await sitemap(request, reply);
    if (!found) return reply;
    const files = sitemapFileCount(found.urls.length);
    return sendXml(
      reply,
      found.source,
      files === 1 ? urlsetXml(found.urls) : sitemapIndexXml(found.base, files),
    );
  });

  // The files a sitemap index names; none while the sitemap is one file.
  server.get<{ Params: { part: string } }>(
    '/sitemap-:part(^\\d{1,9}).xml',
    siteOnly,
    async (request, reply) => {
      const name = `sitemap-${request.params.part}.xml`;
      const missing = (why: string) =>
        reply.code(404).type('text/plain; charset=utf-8').send(`There is no ${name}: ${why}`);
      // Files are numbered from 1, written without leading zeros.
      if (!/^[1-9]/.test(request.params.part)) return missing('sitemap files start at 1.');
      const found = await sitemap(request, reply);
      if (!found) return reply;
      const part = Number(request.params.part);
      const files = sitemapFileCount(found.urls.length);
      if (files === 1) return missing('the sitemap is one file, /sitemap.xml.');
      if (part > files)
        return missing(`the sitemap has ${files} files, /sitemap-1.xml to /sitemap-${files}.xml.`);
      return sendXml(reply, found.source, urlsetXml(sitemapPart(found.urls, part)));
    },
  );
}
