/**
 * Serving a site to visitors, on environment hosts: the runtime's HTML with the boot data, page
 * data (`/data/{pageId}.json?wwlang=…&v=…`), static collections and assets. Preview answers from
 * the draft files; staging and production from their last publish (`site-source.ts`).
 */
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppData, BootData } from '@shared/schema/index.ts';
import { matchPage } from '@shared/routing/match-page.ts';
import type { ServerContext } from '@server/app.ts';
import { iconOf } from './pwa.ts';
import { injectJson } from '@server/front-end.ts';
import { pageDataUrl } from '@runtime/app/load-page.ts';
import { escapeHtml, siteSourceOf } from './site-source.ts';

const siteOnly = { constraints: { hostKind: 'site' } };

const ASSET_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  woff2: 'font/woff2',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  // Video and sound an author uploads in the editor (editor/server/assets.ts).
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

interface Head {
  found: boolean;
  lang: string;
  title: string;
  description: string;
  /** The page data the runtime fetches first, or null when it cannot be told from the URL. */
  pageDataUrl: string | null;
}

/**
 * Title and description of the page a path shows, written into the HTML so that crawlers and
 * link previews see them without running the runtime (which keeps them up to date afterwards).
 * An unknown path answers 404, with the head of the site's 404 page when it has one.
 */
function headOf(app: AppData, pathname: string): Head {
  const { pages, langs, notFoundPageId, name } = app.site;
  const defaultLang = langs.find((l) => l.default)?.lang ?? langs[0]?.lang ?? 'en';
  const match = matchPage(pages, pathname, langs);
  const page = match?.page ?? pages.find((p) => p.id === notFoundPageId);
  const lang = match?.lang ?? defaultLang;
  const pick = (map: Record<string, string> | undefined) => map?.[lang] ?? map?.[defaultLang] ?? '';
  // A restricted page may send the visitor elsewhere (sign-in): its data may never be read.
  const preload = match && match.page.pageUserGroups.length === 0;
  return {
    found: match !== null,
    lang,
    title: pick(page?.title) || name,
    description: pick(page?.meta.desc),
    pageDataUrl: preload ? pageDataUrl(match.page.id, lang, app.cacheVersion) : null,
  };
}

function withHead(html: string, head: Head): string {
  const meta = head.description
    ? `<meta name="description" content="${escapeHtml(head.description)}">`
    : '';
  // The page data starts downloading with the HTML instead of after the runtime's scripts ran;
  // `crossorigin` gives the preload the credentials mode of the runtime's fetch, so it is reused.
  const preload = head.pageDataUrl
    ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(head.pageDataUrl)}">`
    : '';
  const tags = `<title>${escapeHtml(head.title)}</title>${meta}`;
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, tags)
    : html.replace('</head>', `${tags}</head>`);
  return titled
    .replace('</head>', `${preload}</head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(head.lang)}"`);
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
  const sourceOf = (request: FastifyRequest, reply: FastifyReply, html: boolean) =>
    siteSourceOf(context, request, reply, html);

  server.get<{ Params: { file: string }; Querystring: { wwlang?: string } }>(
    '/data/:file',
    siteOnly,
    async (request, reply) => {
      const source = await sourceOf(request, reply, false);
      if (!source) return reply;
      const pageId = request.params.file.replace(/\.json$/, '');
      const app = await source.app();
      const page = app.site.pages.find((p) => p.id === pageId);
      if (!page) return reply.code(404).send({ error: 'Page not found.' });
      const lang =
        request.query.wwlang ?? app.site.langs.find((l) => l.default)?.lang ?? page.langs[0]!;
      if (!page.langs.includes(lang))
        return reply.code(404).send({ error: `Page does not contain the lang ${lang}` });
      const data = await source.page(pageId, lang);
      if (!data) return reply.code(404).send({ error: 'Page not found.' });
      return reply.header('cache-control', 'no-cache').send({ ...data, wwlang: lang });
    },
  );

  server.get<{ Params: { file: string } }>(
    '/collections/:file',
    siteOnly,
    async (request, reply) => {
      const source = await sourceOf(request, reply, false);
      if (!source) return reply;
      const data = await source.collection(request.params.file.replace(/\.json$/, ''));
      if (!data) return reply.code(404).send({ error: 'Collection not found.' });
      return reply.header('cache-control', 'no-cache').send(data);
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
      const type =
        ASSET_TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
      return reply.type(type).header('cache-control', 'public, max-age=300').send(body);
    } catch {
      return reply.code(404).send({ error: 'File not found.' });
    }
  });

  server.get('/*', siteOnly, async (request, reply) => {
    const source = await sourceOf(request, reply, true);
    if (!source) return reply;
    const app = withServedSettings(await source.app(), request, context);
    const boot: BootData = { environment: source.environment, siteId: source.siteId, app };
    const template = await context.frontEnd.html('runtime', request.url);
    const head = headOf(app, new URL(request.url, 'http://site').pathname);
    const html = injectJson(
      withHead(template, head).replace(
        '</head>',
        `${await appLinks(app, source.assetsDir)}</head>`,
      ),
      'baobab-boot',
      boot,
    );
    return reply
      .code(head.found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}

/**
 * The site's plugins as this request should see them: each plugin's server half may fill public
 * settings the site leaves empty (the embedded stand-in's address on this server's port).
 */
function withServedSettings(
  app: AppData,
  request: FastifyRequest,
  context: ServerContext,
): AppData {
  let plugins: AppData['plugins'] | null = null;
  for (const [id, entry] of Object.entries(app.plugins)) {
    const fill = context.pluginServers.get(entry.plugin)?.publicSettings;
    if (!fill) continue;
    plugins ??= { ...app.plugins };
    plugins[id] = { ...entry, publicSettings: fill(entry.publicSettings, request, context) };
  }
  return plugins ? { ...app, plugins } : app;
}
