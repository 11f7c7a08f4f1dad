/**
 * Serving a site to visitors, on environment hosts: the runtime's HTML with the boot data, page
 * data (`/data/{pageId}.json?wwlang=…&v=…`), static collections and assets. Preview answers from
 * the draft files; staging and production from their last publish.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  composeAppData,
  composePageData,
  composeStaticCollections,
  type AppData,
  type BootData,
  type PageData,
  type Problem,
} from '@shared/schema/index.ts';
import { matchPage } from '@shared/routing/match-page.ts';
import type { ServerContext } from '@server/app.ts';
import { injectJson } from '@server/front-end.ts';
import { resolveHost, type SiteEnvironment } from '@server/hosts.ts';
import { publishedDir } from '@server/publish.ts';

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
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:48rem;padding:0 1rem;color:#1d2a1f}code{background:#f1efe8;padding:0 .25rem}li{margin:.25rem 0}</style></head><body>${body}</body></html>`;
}

/** A site environment's content: composed from drafts (preview) or read from the publish. */
interface SiteSource {
  siteId: string;
  environment: SiteEnvironment;
  app(): Promise<AppData>;
  page(pageId: string, lang: string): Promise<PageData | null>;
  collection(id: string): Promise<unknown>;
  assetsDir: string;
}

class NotPublished extends Error {}
class SiteBroken extends Error {
  constructor(readonly problems: Problem[]) {
    super('site.json cannot be read');
  }
}

async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function sourceFor(
  context: ServerContext,
  environment: SiteEnvironment,
  siteId: string,
): Promise<SiteSource> {
  if (environment === 'preview') {
    // One read of the drafts per request: what the author saved is what the preview shows.
    const { readable, problems } = await context.store.load(siteId);
    if (!readable) throw new SiteBroken(problems);
    return {
      siteId,
      environment,
      app: async () => composeAppData(readable),
      page: async (pageId, lang) => composePageData(readable, pageId, lang),
      collection: async (id) => composeStaticCollections(readable).find((c) => c.id === id) ?? null,
      assetsDir: join(context.store.siteDir(siteId), 'assets'),
    };
  }
  const dir = publishedDir(context.config.dataDir, siteId, environment);
  const app = await readJson<AppData>(join(dir, 'app.json'));
  if (!app) throw new NotPublished();
  const fileId = (id: string) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id);
  return {
    siteId,
    environment,
    app: async () => app,
    page: async (pageId) =>
      fileId(pageId) ? readJson<PageData>(join(dir, 'data', `${pageId}.json`)) : null,
    collection: async (id) =>
      fileId(id) ? readJson(join(dir, 'collections', `${id}.json`)) : null,
    assetsDir: join(dir, 'assets'),
  };
}

interface Head {
  found: boolean;
  lang: string;
  title: string;
  description: string;
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
  return {
    found: match !== null,
    lang,
    title: pick(page?.title) || name,
    description: pick(page?.meta.desc),
  };
}

function withHead(html: string, head: Head): string {
  const meta = head.description
    ? `<meta name="description" content="${escapeHtml(head.description)}">`
    : '';
  const tags = `<title>${escapeHtml(head.title)}</title>${meta}`;
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, tags)
    : html.replace('</head>', `${tags}</head>`);
  return titled.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(head.lang)}"`);
}

export async function runtimeRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  /** The site and environment of a request, or an answer explaining why there is none. */
  async function sourceOf(
    request: FastifyRequest,
    reply: FastifyReply,
    html: boolean,
  ): Promise<SiteSource | null> {
    const target = resolveHost(request.headers.host, context.hostOptions);
    if (target.kind !== 'site') return null;
    const siteId = target.siteId ?? (await context.defaultSiteId());
    const editorUrl = `http://localhost:${context.config.port || (request.headers.host ?? '').split(':')[1] || ''}/`;
    const send = (status: number, title: string, body: string) =>
      html
        ? reply.code(status).type('text/html; charset=utf-8').send(htmlPage(title, body))
        : reply.code(status).send({ error: title });
    if (!siteId || !(await context.store.hasSite(siteId))) {
      await send(
        404,
        'No such site',
        `<h1>No such site</h1><p>There is no site "${escapeHtml(siteId ?? '')}" in the sites folder.</p>`,
      );
      return null;
    }
    try {
      return await sourceFor(context, target.environment, siteId);
    } catch (error) {
      if (error instanceof NotPublished) {
        await send(
          404,
          `Not published to ${target.environment}`,
          `<h1>Not published yet</h1><p>This site has not been published to ${target.environment} yet — publish it from the editor at <a href="${escapeHtml(editorUrl)}">${escapeHtml(editorUrl)}</a>.</p>`,
        );
        return null;
      }
      if (error instanceof SiteBroken) {
        const items = error.problems
          .map(
            (p) =>
              `<li><code>${escapeHtml(p.file)}</code> <code>${escapeHtml(p.path)}</code>: ${escapeHtml(p.message)}</li>`,
          )
          .join('');
        await send(
          500,
          'The site cannot be loaded',
          `<h1>The site cannot be loaded</h1><p>Fix these problems in the draft:</p><ul>${items}</ul>`,
        );
        return null;
      }
      throw error;
    }
  }

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
    const app = await source.app();
    const boot: BootData = { environment: source.environment, siteId: source.siteId, app };
    const template = await context.frontEnd.html('runtime', request.url);
    const head = headOf(app, new URL(request.url, 'http://site').pathname);
    const html = injectJson(withHead(template, head), 'baobab-boot', boot);
    return reply
      .code(head.found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}
