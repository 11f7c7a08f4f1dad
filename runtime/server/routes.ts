/**
 * Serving a site to visitors, on environment hosts: the runtime's HTML with the boot data, page
 * data (`/data/{pageId}.json?wwlang=…&v=…`), a bound page's record
 * (`/data/{pageId}/{recordId}.json`, `records.ts`), static collections and assets. Preview
 * answers from the draft files; staging and production from their last publish
 * (`site-source.ts`).
 */
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppData, BootData } from '@shared/schema/index.ts';
import { parseDataSetPath } from '@shared/routing/data-set.ts';
import { matchPage } from '@shared/routing/match-page.ts';
import type { ServerContext } from '@server/contract.ts';
import {
  chunkFiles,
  iconChunks,
  pageIcons,
  pageModules,
  preloadLinks,
  START_MODULE,
} from './module-preloads.ts';
import { iconOf } from './pwa.ts';
import { editorOrigins, hashedPage, noncedPage, type PageSecurity } from '@server/csp/page.ts';
import { contentTypeOf } from '@server/content-types.ts';
import { staticBytes } from '@server/static-answer.ts';
import { pluginSources } from '@server/csp/plugins.ts';
import { injectJson, jsonScript } from '@server/front-end.ts';
import { CHECKED_PLUGINS } from '@server/plugin-checks.ts';
import { pluginRuntimeManifest } from '@plugins/runtime-manifest.ts';
import { ICONS_ELEMENT_ID, PRELOADS_ELEMENT_ID, requestBreakpoint } from '@runtime/app/boot.ts';
import { crawlRoutes } from './crawl.ts';
import { beforeHeadEnd, headOf, withHead, type Head, type Shown } from './head.ts';
import { answerRecord, decodeSegment, findRecord, servedLang } from './records.ts';
import { provideRenderFetch } from './render-fetch.ts';
import { renderedPage, withRendered, type Rendered } from './render.ts';
import { escapeHtml, siteSourceOf, type SiteSource } from './site-source.ts';
import {
  dropOnPublish,
  jsonAnswer,
  keepable,
  keptAnswers,
  keyOf,
  sendKept,
} from './kept-answers.ts';
import { publishCacheControl, seenCookieOf, withVersionBanner } from './version-preview.ts';

const siteOnly = { constraints: { hostKind: 'site' } };

/** Each built plugin's runtime manifest, by plugin name: a property of the code, made once. */
const RUNTIME_MANIFESTS = new Map(
  [...CHECKED_PLUGINS].map(([name, definition]) => [name, pluginRuntimeManifest(definition)]),
);

async function shownAt(
  context: ServerContext,
  request: FastifyRequest,
  source: SiteSource,
  app: AppData,
  pathname: string,
): Promise<Shown> {
  const match = matchPage(app.site.pages, pathname, app.site.langs);
  const dataSet = match && parseDataSetPath(match.page.cmsDataSetPath);
  if (!match || !dataSet) return { match, record: null };
  const recordId = match.params[dataSet.param] ?? '';
  const found = await findRecord(context, request, source, app, match.page, recordId);
  return {
    match,
    record:
      'record' in found
        ? { status: 200, id: recordId, data: found.record }
        : { status: found.status },
  };
}

/** What `scriptLinks` adds to the head: `early` right after the title, `late` at its end. */
interface Links {
  early: string;
  late: string;
}

/**
 * The scripts of the page a path shows, named in the HTML (`module-preloads.ts`): every page's
 * app start, and the page's own where its data is preloaded too (a page any visitor may see,
 * found), with a production build. Its CSS is preloaded, or for a page rendered on the server
 * inlined early in the head (`inlineStyles`): the page is styled on its first paint without
 * waiting for files queued behind the scripts.
 */
async function scriptLinks(
  context: ServerContext,
  source: SiteSource,
  app: AppData,
  { match }: Shown,
  head: Head,
  rendered: boolean,
): Promise<Links> {
  const manifest = await context.frontEnd.runtimeChunks?.();
  if (!manifest) return { early: '', late: '' };
  // Every page needs the app's start (React and the runtime), imported by the small entry.
  const start = () => ({ early: '', late: preloadLinks(chunkFiles(manifest, [START_MODULE])) });
  if (head.status !== 200 || !match || match.page.pageUserGroups.length > 0) return start();
  // The links only save time: a page whose data cannot be read is answered without them.
  const data = await source.page(match.page.id, head.lang).catch(() => null);
  if (!data) return start();
  const icons = iconChunks(manifest, pageIcons(data));
  // Icons are not preloaded: many sit in closed dialogs; their addresses spare the icon map.
  const files = chunkFiles(manifest, pageModules(app, match.page, data));
  const named = Object.keys(icons).length > 0;
  const iconsScript = named ? jsonScript(ICONS_ELEMENT_ID, icons) : '';
  if (!rendered) return { early: '', late: preloadLinks(files) + iconsScript };
  // Its scripts are preloaded by the entry once the page is painted (`runtime/main.tsx`).
  const scripts = files.scripts.map((file) => `/${file}`);
  return {
    early: await inlineStyles(context, files.styles),
    late: jsonScript(PRELOADS_ELEMENT_ID, scripts) + iconsScript,
  };
}

/**
 * The CSS files as `<style>` elements, each followed by a disabled link to the same file: the
 * runtime's chunk loader finds the stylesheet there and does not add it again when the chunk
 * that imports it loads. It is never fetched: its `type` is not CSS (Chromium 150 fetches a
 * link that is only `disabled`; a print-only link cost a request and a style recalculation per
 * file). A file that cannot be read is linked as is.
 */
async function inlineStyles(context: ServerContext, files: readonly string[]): Promise<string> {
  const tags = await Promise.all(
    files.map(async (file) => {
      const href = `/${escapeHtml(file)}`;
      const css = await context.frontEnd.runtimeCss?.(file);
      if (css == null) return `<link rel="stylesheet" href="${href}">`;
      const text = css.replace(/<\/style/gi, '<\\/style');
      return `<style>${text}</style><link rel="stylesheet" href="${href}" type="text/plain" disabled>`;
    }),
  );
  return tags.join('');
}

/**
 * The page rendered on the server (`render.ts`), where the runtime would show it as is: found,
 * any visitor may see it, and a bound page's record exists.
 */
async function renderShown(
  context: ServerContext,
  source: SiteSource,
  boot: BootData,
  address: string,
  { match, record }: Shown,
  head: Head,
  breakpoint: 'mobile' | 'desktop',
  host: string | undefined,
): Promise<Rendered | null> {
  if (head.status !== 200 || !match || match.page.pageUserGroups.length > 0) return null;
  return renderedPage(context, {
    boot,
    source,
    address,
    pageId: match.page.id,
    lang: head.lang,
    record: record?.id === undefined ? undefined : { id: record.id, data: record.data },
    breakpoint,
    host,
  });
}

/**
 * The icon (the site's, else none, so browsers do not ask for a missing /favicon.ico) and, for
 * sites with the manifest on (default), the web app manifest link.
 */
async function appLinks(app: AppData, assetsDir: string): Promise<string> {
  const icon = await iconOf(assetsDir);
  const iconLink = icon
    ? `<link rel="icon" href="${escapeHtml(icon.src)}" type="${escapeHtml(icon.type)}">`
    : '<link rel="icon" href="data:,">';
  const manifest =
    app.site.manifest === false ? '' : '<link rel="manifest" href="/manifest.webmanifest">';
  return `${iconLink}${manifest}`;
}

export async function runtimeRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  // Pages rendered here fetch their collections through these routes (`render-fetch.ts`).
  provideRenderFetch(context, server);
  // `/robots.txt` and `/sitemap.xml` of each environment.
  crawlRoutes(server, context);
  // A page's own requests come from the version the page came from (`baobab-seen`).
  const sourceOf = (request: FastifyRequest, reply: FastifyReply, html: boolean) =>
    siteSourceOf(context, request, reply, html, !html);

  // A publish or a rollback drops what was kept of the site.
  const stopDropping = dropOnPublish(context);
  server.addHook('onClose', async () => stopDropping());

  /** `/data/{pageId}.json`: the page data in the language asked for. */
  const answerPageData = async (
    request: FastifyRequest,
    source: SiteSource,
    reply: FastifyReply,
    pageId: string,
    wwlang: unknown,
  ) => {
    const app = await source.app();
    const page = app.site.pages.find((p) => p.id === pageId);
    if (!page) return reply.code(404).send({ error: 'Page not found.' });
    const { lang, ok } = servedLang(app, page, wwlang);
    if (!ok) return reply.code(404).send({ error: `Page does not contain the lang ${lang}` });
    const cacheControl = publishCacheControl(source);
    if (keepable(source)) {
      const key = keyOf('data', source.siteId, source.environment, await versionOf(source));
      const kept = await keptAnswers(context).answer(
        `${key}\u0000${pageId}\u0000${lang}`,
        source.siteId,
        async () => {
          const data = await source.page(pageId, lang);
          return data && { answer: await jsonAnswer({ ...data, wwlang: lang }), records: false };
        },
      );
      if (!kept) return reply.code(404).send({ error: 'Page not found.' });
      return sendKept(request, reply, kept, cacheControl);
    }
    const data = await source.page(pageId, lang);
    if (!data) return reply.code(404).send({ error: 'Page not found.' });
    return reply.header('cache-control', cacheControl).send({ ...data, wwlang: lang });
  };

  server.get<{ Params: { file: string }; Querystring: { wwlang?: unknown } }>(
    '/data/:file',
    siteOnly,
    async (request, reply) => {
      const source = await sourceOf(request, reply, false);
      if (!source) return reply;
      const pageId = request.params.file.replace(/\.json$/, '');
      return answerPageData(request, source, reply, pageId, request.query.wwlang);
    },
  );

  // A bound page's record, `/data/{pageId}/{recordId}.json`; and page data whose file name is
  // longer than the router's parameters (100 characters) take. Read from the raw path: each
  // segment is decoded once, so an id holding "/" (sent as %2F) stays one segment.
  server.get<{ Querystring: { wwlang?: unknown } }>('/data/*', siteOnly, async (request, reply) => {
    const source = await sourceOf(request, reply, false);
    if (!source) return reply;
    const path = request.url.split('?')[0]!.slice('/data/'.length).split('/');
    const { wwlang } = request.query;
    if (path.length === 1) {
      const pageId = /^(.*)\.json$/.exec(decodeSegment(path[0]!) ?? '')?.[1];
      if (pageId === undefined) return reply.code(404).send({ error: 'Page not found.' });
      return answerPageData(request, source, reply, pageId, wwlang);
    }
    if (path.length !== 2) return reply.code(404).send({ error: 'Record not found.' });
    return answerRecord(context, request, reply, source, path[0]!, path[1]!, wwlang);
  });

  server.get<{ Params: { file: string } }>(
    '/collections/:file',
    siteOnly,
    async (request, reply) => {
      const source = await sourceOf(request, reply, false);
      if (!source) return reply;
      const id = request.params.file.replace(/\.json$/, '');
      const cacheControl = publishCacheControl(source);
      if (keepable(source)) {
        const key = keyOf(
          'collection',
          source.siteId,
          source.environment,
          await versionOf(source),
          id,
        );
        const kept = await keptAnswers(context).answer(key, source.siteId, async () => {
          const data = await source.collection(id);
          return data ? { answer: await jsonAnswer(data), records: false } : null;
        });
        if (!kept) return reply.code(404).send({ error: 'Collection not found.' });
        return sendKept(request, reply, kept, cacheControl);
      }
      const data = await source.collection(id);
      if (!data) return reply.code(404).send({ error: 'Collection not found.' });
      return reply.header('cache-control', cacheControl).send(data);
    },
  );

  server.get<{ Params: { '*': string } }>('/assets/*', siteOnly, async (request, reply) => {
    const source = await sourceOf(request, reply, false);
    if (!source) return reply;
    const root = resolve(source.assetsDir);
    const path = resolve(root, request.params['*']);
    if (!path.startsWith(root + sep)) return reply.code(404).send({ error: 'File not found.' });
    try {
      const body = await readFile(path);
      const type = contentTypeOf(path);
      // A pinned version's file must not stay in the browser's cache for the live site.
      const cache = source.pinned ? 'private, no-store' : 'public, max-age=300';
      return reply.type(type).header('cache-control', cache).send(body);
    } catch {
      return reply.code(404).send({ error: 'File not found.' });
    }
  });

  server.get('/*', siteOnly, async (request, reply) => {
    const source = await sourceOf(request, reply, true);
    if (!source) return reply;
    const seen = await seenCookieOf(context, source);
    if (seen) reply.header('set-cookie', seen);
    const cacheControl = publishCacheControl(source);
    if (!keepable(source))
      return sendPage(reply, await sitePage(context, request, source, false), cacheControl);
    // Staging and production: the page made once per version, address and screen (a page that
    // shows records, for a while), sent as the same bytes to everyone (`kept-answers.ts`).
    const pathname = new URL(request.url, 'http://site').pathname;
    const key = keyOf(
      'page',
      source.siteId,
      source.environment,
      await versionOf(source),
      request.protocol,
      request.headers.host ?? '',
      requestBreakpoint(request.headers),
      pathname,
    );
    let made: SitePage | null = null;
    const kept = await keptAnswers(context).answer(key, source.siteId, async () => {
      made = await sitePage(context, request, source, true);
      // A record source that failed (503) is asked again on the next request.
      if (made.status !== 200 && made.status !== 404) return null;
      const bytes = await staticBytes(made.html, HTML_TYPE);
      const { status, headers, vary, records } = made;
      return { answer: { bytes, status, headers, vary }, records };
    });
    if (kept) return sendKept(request, reply, kept, cacheControl);
    return sendPage(reply, made ?? (await sitePage(context, request, source, true)), cacheControl);
  });
}

const HTML_TYPE = 'text/html; charset=utf-8';

/** A site page as made for one request, or once for all (`hashed`). */
interface SitePage {
  html: string;
  status: number;
  headers: Record<string, string>;
  vary: string[];
  /** Whether it shows records (a bound page, a render with collections' records). */
  records: boolean;
}

function sendPage(reply: FastifyReply, page: SitePage, cacheControl: string): FastifyReply {
  if (page.vary.length > 0) reply.header('vary', page.vary.join(', '));
  return reply
    .headers(page.headers)
    .code(page.status)
    .type(HTML_TYPE)
    .header('cache-control', cacheControl)
    .send(page.html);
}

/**
 * The runtime's page for a request: the boot data, the matched page's head, its scripts and,
 * on staging and production, its server render. `hashed`: sent as the same bytes to everyone,
 * its scripts run by hash (`server/csp/hashes.ts`); else by this answer's nonce.
 */
async function sitePage(
  context: ServerContext,
  request: FastifyRequest,
  source: SiteSource,
  hashed: boolean,
): Promise<SitePage> {
  const app = withServedSettings(await source.app(), request, context);
  const boot: BootData = { environment: source.environment, siteId: source.siteId, app };
  const template = await context.frontEnd.html('runtime', request.url);
  const pathname = new URL(request.url, 'http://site').pathname;
  const shown = await shownAt(context, request, source, app, pathname);
  const head = headOf(app, shown, {
    environment: source.environment,
    pathname,
    request,
    pinned: source.pinned !== undefined,
  });
  const breakpoint = requestBreakpoint(request.headers);
  const { host } = request.headers;
  const rendered = await renderShown(
    context,
    source,
    boot,
    request.url,
    shown,
    head,
    breakpoint,
    host,
  );
  const scripts = await scriptLinks(context, source, app, shown, head, rendered !== null);
  // The page's pictures (React's preloads) and styles first: its first paint waits for them.
  const early = (rendered?.head ?? '') + scripts.early;
  const links = (await appLinks(app, source.assetsDir)) + scripts.late;
  const page = beforeHeadEnd(withHead(template, head, early), links);
  const security = siteSecurity(request, context, app, source.environment);
  // The page's own scripts are trusted (by this answer's nonce, or by hash) before the render
  // and the boot data are put in: no markup of theirs is ever trusted.
  const secured = hashed ? hashedPage(page, security) : noncedPage(page, security);
  let { html } = secured;
  if (rendered && shown.match) html = withRendered(html, rendered, shown.match.page.id);
  html = injectJson(html, 'baobab-boot', boot);
  if (source.pinned) html = withVersionBanner(html, source.pinned, source.environment);
  return {
    html,
    status: head.status,
    headers: secured.headers,
    // A rendered page depends on the breakpoint guessed from these headers (`requestBreakpoint`).
    vary: rendered ? ['sec-ch-ua-mobile', 'user-agent'] : [],
    records: shown.record !== null || (rendered?.collections?.length ?? 0) > 0,
  };
}

/** A published source's version id (kept answers are per version). */
async function versionOf(source: SiteSource): Promise<string> {
  return (await source.version()) ?? '';
}

/**
 * A site page's policy (`server/csp/`): what its plugins reach, and who may frame it. Staging
 * and production: the site's own pages only (a shop with sign-in and a cart is never shown in
 * another site's frame). Preview, the draft authors look at: the editor's origins too.
 */
function siteSecurity(
  request: FastifyRequest,
  context: ServerContext,
  app: AppData,
  environment: string,
): PageSecurity {
  const self = ["'self'"];
  return {
    sources: pluginSources(app.plugins, CHECKED_PLUGINS),
    frameAncestors:
      environment === 'preview' ? [...self, ...editorOrigins(request, context.hostOptions)] : self,
  };
}

/**
 * The site's plugins as this request should see them: each plugin's server half may fill public
 * settings the site leaves empty (the embedded stand-in's address on this server's port), and
 * each known plugin gets its runtime manifest (`pluginRuntimeManifest`: the runtime loads a
 * plugin without `init` on its first action, not with the page).
 */
function withServedSettings(
  app: AppData,
  request: FastifyRequest,
  context: ServerContext,
): AppData {
  let plugins: AppData['plugins'] | null = null;
  for (const [id, entry] of Object.entries(app.plugins)) {
    const fill = context.pluginServers.get(entry.plugin)?.publicSettings;
    const runtime = RUNTIME_MANIFESTS.get(entry.plugin);
    if (!fill && !runtime) continue;
    plugins ??= { ...app.plugins };
    plugins[id] = {
      ...entry,
      ...(fill ? { publicSettings: fill(entry.publicSettings, request, context) } : {}),
      ...(runtime ? { runtime } : {}),
    };
  }
  return plugins ? { ...app, plugins } : app;
}
