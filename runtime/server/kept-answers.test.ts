/**
 * Staging's and production's answers served as static files are (issue 31): one set of bytes per
 * version, compressed once, strong ETags, 304, the encoding the request accepts, HEAD, CDN
 * headers; a publish makes new ones. Through the real server (fixed templates, no renderer).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { UNKNOWN_HOST_MESSAGE } from '@server/guards.ts';
import { publishSite } from '@server/publish.ts';
import { SiteStore } from '@server/site-store/store.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import type { ServerConfig } from '@server/config.ts';
import { KeptAnswers, type KeptAnswer } from './kept-answers.ts';
import { RECORD_TTL_MS } from './render.ts';
import { staticBytes } from '@server/static-answer.ts';

const PRODUCTION = 'production.localhost:3000';
const RUNTIME = TEMPLATES.runtime.replace(
  '</body>',
  '<script type="module" src="/_app/entry.js"></script></body>',
);

let server: FastifyInstance;
let config: ServerConfig;

async function publish(title: string) {
  await writeFixtureSite(config.sitesDir, (site) => {
    site.site.pages[0]!.title = { en: title };
  });
  const store = new SiteStore(config.sitesDir);
  const bundle = (await store.load('demo')).bundle!;
  await publishSite(bundle, store.siteDir('demo'), config.dataDir, 'production');
}

beforeAll(async () => {
  config = await testConfig();
  server = await createServer(config, {
    frontEnd: fixedFrontEnd({ ...TEMPLATES, runtime: RUNTIME }),
  });
  await publish('Home of the demo');
}, 60_000);
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  server.inject({ method, url, headers: { host: PRODUCTION, ...headers } });

describe('published answers', { timeout: 60_000 }, () => {
  it('page data: one strong ETag per encoding, stable, 304 on If-None-Match', async () => {
    const first = await get('/data/home.json?wwlang=en');
    const second = await get('/data/home.json?wwlang=en');
    expect(first.statusCode).toBe(200);
    expect(first.headers['etag']).toMatch(/^"[\w-]{32}"$/);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ wwlang: 'en', page: { id: 'home' } });
    const again = await get('/data/home.json?wwlang=en', {
      'if-none-match': `W/"nope", ${String(first.headers['etag'])}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect((await get('/data/home.json', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('chooses brotli, else gzip, else the bytes as they are, each with its own ETag', async () => {
    const plain = await get('/data/home.json?wwlang=en');
    const br = await get('/data/home.json?wwlang=en', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/data/home.json?wwlang=en', { 'accept-encoding': 'gzip, br;q=0' });
    const deflateOnly = await get('/data/home.json?wwlang=en', { 'accept-encoding': 'deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Not deflated on the fly by the compress plugin: the ETag names the bytes sent.
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.headers['etag']).toBe(plain.headers['etag']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tags = new Set([plain, br, gz].map((r) => r.headers['etag']));
    expect(tags.size).toBe(3);
    // The gzip copy's tag does not validate the brotli answer.
    const mixed = await get('/data/home.json?wwlang=en', {
      'accept-encoding': 'br',
      'if-none-match': String(gz.headers['etag']),
    });
    expect(mixed.statusCode).toBe(200);
  });

  it('HEAD: the headers of GET, no body', async () => {
    const head = await get('/data/home.json?wwlang=en', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/data/home.json?wwlang=en', { 'accept-encoding': 'br' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['etag']).toBe(full.headers['etag']);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    const page = await get('/', {}, 'HEAD');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('HTML: the same bytes to everyone, a new ETag after a publish', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const second = await get('/', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toBe('accept-encoding');
    expect(first.headers['content-security-policy']).toContain("'sha256-");
    // Each answer still names its version for the page's later requests.
    expect(String(first.headers['set-cookie'])).toContain('baobab-seen=');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('Home of the demo');
    const cached = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers['etag']),
    });
    expect(cached.statusCode).toBe(304);

    await publish('Home, published again');
    const after = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers['etag']),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(first.headers['etag']);
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Home, published again');
    const data = await get('/data/home.json?wwlang=en');
    expect(data.json()).toMatchObject({ page: { title: { en: 'Home, published again' } } });
  });

  it('keeps pages apart by host (absolute addresses), and a 404 with its status', async () => {
    const here = await get('/');
    const there = await server.inject({ url: '/', headers: { host: 'production.localhost:4000' } });
    expect(here.body).toContain('http://production.localhost:3000/');
    expect(there.body).toContain('http://production.localhost:4000/');
    expect(there.body).not.toContain('production.localhost:3000');
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect((await get('/no-such-page', { 'if-none-match': '*' })).statusCode).toBe(404);
  });

  it('a hostile Host is refused as before, and never reaches a kept answer', async () => {
    for (const host of ['evil.example', 'production.localhost.evil.example:3000']) {
      const answer = await server.inject({ url: '/', headers: { host } });
      expect(answer.statusCode).toBe(421);
      expect(answer.body).toBe(UNKNOWN_HOST_MESSAGE);
    }
  });
});

describe('KeptAnswers', () => {
  const made = async (text: string): Promise<KeptAnswer> => ({
    bytes: await staticBytes(text, 'text/plain'),
    status: 200,
    headers: {},
    vary: [],
  });

  it('makes an answer once, keeps what shows records for a while, drops them when told', async () => {
    const kept = new KeptAnswers();
    let fills = 0;
    const fill = (records: boolean) => async () => {
      fills += 1;
      return { answer: await made(`fill ${fills}`), records };
    };
    await Promise.all([
      kept.answer('page', 's', fill(false), 0),
      kept.answer('page', 's', fill(false), 0),
    ]);
    await kept.answer('record', 's', fill(true), 0);
    expect(fills).toBe(2);
    await kept.answer('record', 's', fill(true), RECORD_TTL_MS - 1);
    await kept.answer('page', 's', fill(false), RECORD_TTL_MS * 10);
    expect(fills).toBe(2);
    await kept.answer('record', 's', fill(true), RECORD_TTL_MS);
    expect(fills).toBe(3);
    kept.drop('other', true);
    kept.drop('s', true);
    expect(kept.size).toBe(1);
    await kept.answer('record', 's', fill(true), 0);
    expect(fills).toBe(4);
    kept.drop('s', false);
    expect(kept.size).toBe(0);
  });

  it('keeps nothing a fill declines, and stays within its bytes (oldest first)', async () => {
    const kept = new KeptAnswers(2500);
    expect(await kept.answer('none', 's', async () => null)).toBeNull();
    expect(kept.size).toBe(0);
    const big = 'x'.repeat(1000);
    for (const key of ['a', 'b', 'c'])
      await kept.answer(key, 's', async () => ({ answer: await made(big), records: false }));
    // 1,000 bytes raw, and a few dozen compressed: two fit.
    expect(kept.size).toBe(2);
  });
});
