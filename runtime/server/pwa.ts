/**
 * The site as an installable web app, on environment hosts: `GET /manifest.webmanifest` and
 * `GET /sw.js` (the service worker the runtime registers as `/sw.js?v={cacheVersion}`). Both
 * answer 404 when the site sets `manifest: false`, so a browser that installed the worker
 * earlier finds it gone and the runtime unregisters it.
 */
import { access, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppData } from '@shared/schema/compose.ts';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost } from '@server/hosts.ts';
import { liveVersion } from '@server/publishing/versions.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

const siteOnly = { constraints: { hostKind: 'site' } };

type PwaSite = Pick<
  AppData['site'],
  'name' | 'manifest' | 'background' | 'defaultTheme' | 'langs' | 'homePageId'
> & { pages: Array<{ id: string; meta: { desc: Record<string, string> } }> };

/** The site of a request's host and its assets folder; null when there is none to serve. */
async function siteOf(
  context: ServerContext,
  host: string | undefined,
): Promise<{ site: PwaSite; assetsDir: string } | null> {
  const target = resolveHost(host, context.hostOptions);
  if (target.kind !== 'site') return null;
  const siteId = target.siteId ?? (await context.defaultSiteId());
  if (!siteId || !(await context.store.hasSite(siteId))) return null;
  if (target.environment === 'preview') {
    const { readable } = await context.store.load(siteId);
    if (!readable) return null;
    return { site: readable.site, assetsDir: join(context.store.siteDir(siteId), 'assets') };
  }
  const live = await liveVersion(context.config.dataDir, siteId, target.environment);
  if (!live) return null; // not published yet
  const { dir } = live;
  try {
    const app = JSON.parse(await readFile(join(dir, 'app.json'), 'utf8')) as AppData;
    return { site: app.site, assetsDir: join(dir, 'assets') };
  } catch {
    return null; // not published yet
  }
}

/** Asset names taken as the app icon, first found wins. */
const ICON_FILES = ['icon.svg', 'icon.png', 'logo.svg', 'logo.png'];

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

/** Width × height of a PNG, from its IHDR chunk (bytes 16–23). */
async function pngSize(path: string): Promise<string | null> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(24), 0, 24, 0);
    if (bytesRead < 24 || buffer.toString('ascii', 12, 16) !== 'IHDR') return null;
    return `${buffer.readUInt32BE(16)}x${buffer.readUInt32BE(20)}`;
  } finally {
    await file.close();
  }
}

/** The site's icon: the first of the icon file names found in its assets, else null. */
export async function iconOf(assetsDir: string): Promise<ManifestIcon | null> {
  for (const name of ICON_FILES) {
    const path = join(assetsDir, name);
    try {
      if (name.endsWith('.svg')) {
        await access(path);
        return { src: `/assets/${name}`, sizes: 'any', type: 'image/svg+xml' };
      }
      const sizes = await pngSize(path);
      if (sizes) return { src: `/assets/${name}`, sizes, type: 'image/png' };
    } catch {
      // Not there: try the next name.
    }
  }
  return null;
}

export async function webManifest(site: PwaSite, assetsDir: string) {
  const lang = defaultLangOf(site.langs);
  const home = site.pages.find((page) => page.id === site.homePageId);
  const colour = site.background?.color ?? (site.defaultTheme === 'dark' ? '#111111' : '#ffffff');
  const icon = await iconOf(assetsDir);
  return {
    name: site.name,
    // Launchers cut names longer than about 12 characters: the first word reads better.
    short_name: site.name.length <= 12 ? site.name : (site.name.split(/\s+/)[0] ?? site.name),
    description: home?.meta.desc[lang] || undefined,
    lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colour,
    theme_color: colour,
    icons: icon ? [icon] : [],
  };
}

/**
 * The service worker. Its cache is named after the `v` of its own address (the cache version),
 * so a new version starts from an empty cache and activation deletes the older ones.
 * - `/_app/` bundles have hashed names and never change: cache first.
 * - Pages and `data/` files change on every publish: network first, the cached copy when
 *   offline (a page never visited falls back to the cached start page, which routes itself);
 *   answers marked `no-store` (a version opened from the publish history) are not kept.
 * Everything else (other origins, POSTs, site assets, the editor's API) goes to the network.
 */
export const SERVICE_WORKER = `'use strict';
const VERSION = new URL(self.location.href).searchParams.get('v') || '0';
const PREFIX = 'baobab-';
const CACHE = PREFIX + VERSION;
const SCOPE = new URL(self.registration.scope).pathname;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, fallback) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // no-store: a version opened from the publish history, never the offline copy of the site.
    if (response.ok && !/no-store/.test(response.headers.get('cache-control') || '')) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const hit = (await cache.match(request)) || (fallback && (await cache.match(fallback)));
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_app/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SCOPE));
  } else if (url.pathname.startsWith(SCOPE + 'data/')) {
    event.respondWith(networkFirst(request, null));
  }
});
`;

export async function pwaRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  const notFound = { error: 'Not found.' };

  server.get('/manifest.webmanifest', siteOnly, async (request, reply) => {
    const found = await siteOf(context, request.headers.host);
    if (!found || found.site.manifest === false) return reply.code(404).send(notFound);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(await webManifest(found.site, found.assetsDir)));
  });

  server.get('/sw.js', siteOnly, async (request, reply) => {
    const found = await siteOf(context, request.headers.host);
    if (!found || found.site.manifest === false) return reply.code(404).send(notFound);
    return (
      reply
        .type('text/javascript; charset=utf-8')
        // Always checked for a new version; allowed to control the whole site whatever its base path.
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .send(SERVICE_WORKER)
    );
  });
}
