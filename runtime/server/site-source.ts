/**
 * Where a site environment's content comes from, shared by every runtime route: preview composes
 * it from the drafts on each request, staging and production read the live version of
 * `.data/published/{site}/{env}/` (`server/publishing/versions.ts`), resolved once per request so
 * that all its reads come from one version, or the version a preview link pinned
 * (`server/publishing/preview-link.ts`). `siteSourceOf` also answers the requests that have none
 * (unknown site, not published yet, a draft that cannot be read).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  composeAppData,
  composeDynamicCollections,
  composePageData,
  composeStaticCollections,
  type AppData,
  type DynamicCollectionData,
  type PageData,
  type Problem,
} from '@shared/schema/index.ts';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost, type SiteEnvironment } from '@server/hosts.ts';
import { DYNAMIC_COLLECTIONS_DIR } from '@server/publish.ts';
import { pinnedVersion } from '@server/publishing/preview-link.ts';
import {
  liveVersionId,
  openVersion,
  type PublishEnvironment,
  type VersionStamp,
} from '@server/publishing/versions.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page of our own (not the site's): errors and explanations on environment hosts. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:48rem;padding:0 1rem;color:#1d2a1f}code{background:#f1efe8;padding:0 .25rem}li{margin:.25rem 0}</style></head><body>${body}</body></html>`;
}

/** A site environment's content: composed from drafts (preview) or read from the publish. */
export interface SiteSource {
  siteId: string;
  environment: SiteEnvironment;
  app(): Promise<AppData>;
  /** Which publish this is (its version id); null for preview (the drafts). */
  version(): Promise<string | null>;
  /** The version a preview link shows instead of the live one (not served rendered). */
  pinned?: VersionStamp;
  page(pageId: string, lang: string): Promise<PageData | null>;
  collection(id: string): Promise<unknown>;
  /** A dynamic collection with its records: server-side only, never sent as is. */
  dynamicCollection(id: string): Promise<DynamicCollectionData | null>;
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

interface Opened {
  dir: string;
  stamp: VersionStamp;
  app: AppData;
}

/** Live versions opened lately (stamp and app data): a version never changes once written. */
const openedVersions = new Map<string, Promise<Opened | null>>();
const MAX_OPENED_VERSIONS = 32;

/** A complete version with its app data; null for one that is not. */
async function openFresh(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
): Promise<Opened | null> {
  const found = await openVersion(dataDir, siteId, environment, version);
  const app = found && (await readJson<AppData>(join(found.dir, 'app.json')));
  return found && app ? { ...found, app } : null;
}

/** The live version with its app data, read once; null for one that is not complete. */
function openedVersion(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
): Promise<Opened | null> {
  const key = [dataDir, siteId, environment, version].join('\u0000');
  let opened = openedVersions.get(key);
  if (!opened) {
    opened = openFresh(dataDir, siteId, environment, version);
    // Not kept when missing or failed: a version is asked again (it may be being written).
    void opened.then(
      (value) => value ?? openedVersions.delete(key),
      () => openedVersions.delete(key),
    );
    openedVersions.set(key, opened);
    while (openedVersions.size > MAX_OPENED_VERSIONS)
      openedVersions.delete(openedVersions.keys().next().value!);
  }
  return opened;
}

/** The live version, through the pointer kept in memory (`liveVersionId`). */
async function liveOpened(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<Opened | null> {
  const version = await liveVersionId(dataDir, siteId, environment);
  return version === null ? null : openedVersion(dataDir, siteId, environment, version);
}

/** Ids that are safe as file names; anything else is simply not found. */
const fileId = (id: string) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id);

async function sourceFor(
  context: ServerContext,
  environment: SiteEnvironment,
  siteId: string,
  cookie?: string,
  skew = false,
): Promise<SiteSource> {
  if (environment === 'preview') {
    // One read of the drafts per request: what the author saved is what the preview shows.
    const { readable, problems } = await context.store.load(siteId);
    if (!readable) throw new SiteBroken(problems);
    return {
      siteId,
      environment,
      app: async () => composeAppData(readable),
      version: async () => null,
      page: async (pageId, lang) => composePageData(readable, pageId, lang),
      collection: async (id) => composeStaticCollections(readable).find((c) => c.id === id) ?? null,
      dynamicCollection: async (id) =>
        composeDynamicCollections(readable).find((c) => c.collection.id === id) ?? null,
      assetsDir: join(context.store.siteDir(siteId), 'assets'),
    };
  }
  const { dataDir } = context.config;
  const pinned = cookie ? await pinnedVersion(dataDir, cookie, siteId, environment) : null;
  const seen =
    !pinned && skew && cookie
      ? await pinnedVersion(dataDir, cookie, siteId, environment, Date.now(), 'seen')
      : null;
  const chosen = pinned ?? seen;
  // A version a cookie names is opened afresh (it may have left the history since); the live
  // one is kept in memory.
  const opened =
    (chosen && (await openFresh(dataDir, siteId, environment, chosen))) ||
    (await liveOpened(dataDir, siteId, environment));
  if (!opened) throw new NotPublished();
  const { dir, stamp, app } = opened;
  return {
    siteId,
    environment,
    app: async () => app,
    version: async () => stamp.version,
    ...(pinned === stamp.version ? { pinned: stamp } : {}),
    page: async (pageId) =>
      fileId(pageId) ? readJson<PageData>(join(dir, 'data', `${pageId}.json`)) : null,
    collection: async (id) =>
      fileId(id) ? readJson(join(dir, 'collections', `${id}.json`)) : null,
    dynamicCollection: async (id) =>
      fileId(id)
        ? readJson<DynamicCollectionData>(join(dir, DYNAMIC_COLLECTIONS_DIR, `${id}.json`))
        : null,
    assetsDir: join(dir, 'assets'),
  };
}

/**
 * A site's drafts as preview shows them, for the editor's canvas (which runs on the editor's
 * host, not the site's); null when its files cannot be read. The site must exist.
 */
export async function draftSource(
  context: ServerContext,
  siteId: string,
): Promise<SiteSource | null> {
  try {
    return await sourceFor(context, 'preview', siteId);
  } catch (error) {
    if (error instanceof SiteBroken) return null;
    throw error;
  }
}

/**
 * A site environment's content outside a request (work after a payment event): null when it is
 * not published there or its drafts cannot be read.
 */
export async function environmentSource(
  context: ServerContext,
  siteId: string,
  environment: SiteEnvironment,
): Promise<SiteSource | null> {
  try {
    return await sourceFor(context, environment, siteId);
  } catch (error) {
    if (error instanceof SiteBroken || error instanceof NotPublished) return null;
    throw error;
  }
}

/**
 * A plugin's site route (`/plugins/designs/:siteId/…`): the source of the site this host serves
 * (JSON answers), or null once answered — 404 when the route names another site.
 */
export async function routeSiteSource(
  context: ServerContext,
  request: FastifyRequest<{ Params: { siteId: string } }>,
  reply: FastifyReply,
): Promise<SiteSource | null> {
  const source = await siteSourceOf(context, request, reply, false);
  if (!source || request.params.siteId === source.siteId) return source;
  await reply.code(404).send({
    error: `This host serves the site "${source.siteId}", not "${request.params.siteId}".`,
  });
  return null;
}

/**
 * The site and environment of a request, or null after answering why there is none: as an HTML
 * page (`html`) or as `{ error }` JSON. With `skew`, a request of a running page (its data,
 * collections, assets) is answered from the version the page came from (`baobab-seen`, while
 * kept); without, from the live one (pages, and whatever decides prices or stock).
 */
export async function siteSourceOf(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  html: boolean,
  skew = false,
): Promise<SiteSource | null> {
  const target = resolveHost(request.headers.host, context.hostOptions);
  if (target.kind !== 'site') return null;
  const siteId = target.siteId ?? (await context.defaultSiteId());
  const editorUrl = `http://localhost:${context.config.port || (request.headers.host ?? '').split(':')[1] || ''}/`;
  const send = (status: number, title: string, body: string) =>
    html
      ? reply.code(status).type('text/html; charset=utf-8').send(htmlPage(title, body))
      : reply.code(status).send({ error: title });
  // The default site is one of the sites folder's already (`defaultSiteId`): one listing less
  // per request.
  if (!siteId || (target.siteId && !(await context.store.hasSite(siteId)))) {
    await send(
      404,
      'No such site',
      `<h1>No such site</h1><p>There is no site "${escapeHtml(siteId ?? '')}" in the sites folder.</p>`,
    );
    return null;
  }
  try {
    return await sourceFor(context, target.environment, siteId, request.headers.cookie, skew);
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
