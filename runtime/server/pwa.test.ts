import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { editorHeaders, publishAsEditor } from '@server/testing/editor.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { SERVICE_WORKER } from './pwa.ts';

const PREVIEW = { host: 'preview.localhost:3000' };

async function setup() {
  const config = await testConfig();
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  return { server, config };
}

describe('web app manifest and service worker routes', { timeout: 60_000 }, () => {
  it('serves the manifest of the site, with its logo as icon', async () => {
    const { server } = await setup();
    const response = await server.inject({ url: '/manifest.webmanifest', headers: PREVIEW });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toMatchObject({
      name: 'Demo',
      short_name: 'Demo',
      start_url: '/',
      display: 'standalone',
      lang: 'en',
      background_color: expect.any(String),
      theme_color: expect.any(String),
      icons: [{ src: '/assets/logo.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });

  it('prefers a PNG icon named icon.png, with its size, and shortens long names', async () => {
    const { server, config } = await setup();
    const siteDir = await writeFixtureSite(config.sitesDir, (f) => {
      f.site.name = 'Baobab Basket';
      f.site.background = { color: '#1f4d2b' };
    });
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(192, 16);
    png.writeUInt32BE(192, 20);
    await writeFile(join(siteDir, 'assets', 'icon.png'), png);
    const manifest = (
      await server.inject({ url: '/manifest.webmanifest', headers: PREVIEW })
    ).json();
    expect(manifest).toMatchObject({
      name: 'Baobab Basket',
      short_name: 'Baobab',
      background_color: '#1f4d2b',
      theme_color: '#1f4d2b',
      icons: [{ src: '/assets/icon.png', sizes: '192x192', type: 'image/png' }],
    });
  });

  it('serves the service worker as JavaScript, never cached, allowed on the whole site', async () => {
    const { server } = await setup();
    const response = await server.inject({ url: '/sw.js?v=102', headers: PREVIEW });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.body).toBe(SERVICE_WORKER);
  });

  it('answers 404 for both when the manifest is disabled, and for editor hosts', async () => {
    const { server, config } = await setup();
    await writeFixtureSite(config.sitesDir, (f) => (f.site.manifest = false));
    for (const url of ['/manifest.webmanifest', '/sw.js?v=102'])
      expect((await server.inject({ url, headers: PREVIEW })).statusCode).toBe(404);
    const editor = await server.inject({ url: '/sw.js', headers: { host: 'localhost:3000' } });
    expect(editor.body).not.toBe(SERVICE_WORKER);
    // Signed in, the editor host answers its own page, never the worker.
    const signedIn = await server.inject({ url: '/sw.js', headers: await editorHeaders(server) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toBe(SERVICE_WORKER);
  });

  it('follows the publish in staging: 404 before it, the manifest after', async () => {
    const { server } = await setup();
    const STAGING = { host: 'staging.localhost:3000' };
    expect((await server.inject({ url: '/sw.js', headers: STAGING })).statusCode).toBe(404);
    expect((await publishAsEditor(server, 'staging')).statusCode).toBe(200);
    const manifest = await server.inject({ url: '/manifest.webmanifest', headers: STAGING });
    expect(manifest.json()).toMatchObject({ name: 'Demo', icons: [{ src: '/assets/logo.svg' }] });
    expect((await server.inject({ url: '/sw.js?v=102', headers: STAGING })).statusCode).toBe(200);
  });
});

/** The worker script run against in-memory stand-ins of the service worker globals. */
function runWorker(version: string) {
  const handlers = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: Request | string) =>
        store
          .get(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url)
          ?.clone(),
      put: async (request: Request, response: Response) => void store.set(request.url, response),
    };
  };
  const network = { online: true, calls: [] as string[] };
  const ORIGIN = 'http://shop.staging.localhost:3000';
  const self = {
    location: { href: `${ORIGIN}/sw.js?v=${version}`, origin: ORIGIN },
    registration: { scope: `${ORIGIN}/` },
    clients: { claim: async () => {} },
    skipWaiting: () => {},
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
  };
  const globals = {
    self,
    URL,
    caches: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
    fetch: async (request: Request) => {
      network.calls.push(request.url);
      if (!network.online) throw new TypeError('Failed to fetch');
      return new Response(`fresh ${request.url}`, { status: 200 });
    },
  };
  runInNewContext(SERVICE_WORKER, globals);

  async function request(path: string, mode: RequestMode = 'cors', method = 'GET') {
    let answer: Promise<Response> | null = null;
    const request = new Request(new URL(path, ORIGIN), { method });
    Object.defineProperty(request, 'mode', { value: mode });
    handlers.get('fetch')!({ request, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer === null ? null : ((await answer) as Response).text();
  }
  async function activate() {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get('activate')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  return { request, activate, network, stores };
}

describe('the service worker script', { timeout: 60_000 }, () => {
  it('serves /_app/ bundles from the cache once fetched', async () => {
    const worker = runWorker('102');
    expect(await worker.request('/_app/index-abc.js')).toContain('fresh');
    worker.network.online = false;
    expect(await worker.request('/_app/index-abc.js')).toContain('/_app/index-abc.js');
    expect(worker.network.calls).toHaveLength(1);
    expect([...worker.stores.keys()]).toEqual(['baobab-102']);
  });

  it('fetches pages and data first, falling back to the cache offline', async () => {
    const worker = runWorker('102');
    await worker.request('/', 'navigate');
    await worker.request('/data/home.json?wwlang=en&v=102');
    worker.network.online = false;
    expect(await worker.request('/data/home.json?wwlang=en&v=102')).toContain('/data/home.json');
    expect(await worker.request('/faq', 'navigate')).toBe(
      `fresh http://shop.staging.localhost:3000/`,
    );
    await expect(worker.request('/data/faq.json?wwlang=en&v=102')).rejects.toThrow(
      'Failed to fetch',
    );
    expect(worker.network.calls).toHaveLength(5);
  });

  it('leaves other requests to the browser', async () => {
    const worker = runWorker('102');
    expect(await worker.request('/assets/logo.svg')).toBeNull();
    expect(await worker.request('/ww/cms_data_sets/x/fetch', 'cors', 'POST')).toBeNull();
    expect(await worker.request('https://cdn.example.com/_app/x.js')).toBeNull();
  });

  it('deletes the caches of older versions on activation', async () => {
    const old = runWorker('101');
    await old.request('/_app/a.js');
    const worker = runWorker('102');
    for (const [name, store] of old.stores) worker.stores.set(name, store);
    worker.stores.set('someone-else', new Map());
    await worker.request('/_app/a.js');
    await worker.activate();
    expect([...worker.stores.keys()].sort()).toEqual(['baobab-102', 'someone-else']);
  });
});
