import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@server/app.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { editorHeaders } from '@server/testing/editor.ts';
import { testAuthor } from '@server/authors/testing.ts';
import type { ServerConfig } from '@server/config.ts';
import { ANALYTICS_MESSAGES } from '../events.ts';
import { analyticsServer } from './index.ts';
import { ANALYTICS_MIGRATIONS } from './store.ts';

const EDITOR = { host: 'localhost:3000' };
const SITE_ORIGIN = 'http://preview.localhost:3000';
const KEY = 'wk_demo';

let t: TestDatabase;
let server: FastifyInstance;
let config: ServerConfig;
/** The editor's requests: an administrator signed in (the collector itself takes anyone). */
let editor: Record<string, string>;

/** Writes the demo site with the analytics plugin and these private settings. */
async function withAnalytics(privateSettings: Record<string, number> = {}) {
  await writeFixtureSite(config.sitesDir, (f) => {
    f.site.plugins = {
      analytics: {
        id: 'analytics',
        plugin: 'analytics',
        publicSettings: { writeKey: KEY, apiHost: '', cdnURL: '' },
        privateSettings,
      },
    };
  });
}

beforeAll(async () => {
  t = await testDatabase(ANALYTICS_MIGRATIONS);
  config = await testConfig();
  await withAnalytics();
  server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    database: t.db,
    pluginServers: [analyticsServer],
  });
  editor = await editorHeaders(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await t?.close();
});

let counter = 0;
const event = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  messageId: `ajs-next-${++counter}`,
  anonymousId: 'anon-1',
  timestamp: new Date().toISOString(),
  context: { page: { path: '/' } },
  ...(type === 'track' ? { event: 'Clicked', properties: { n: counter } } : {}),
  ...(type === 'identify' || type === 'group' ? { traits: { plan: 'pro' } } : {}),
  ...(type === 'group' ? { groupId: 'g1' } : {}),
  ...(type === 'alias' ? { userId: 'u2', previousId: 'anon-1' } : {}),
  ...extra,
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: `/segment/v1/${path}`,
    headers: { ...EDITOR, 'content-type': 'text/plain', origin: SITE_ORIGIN, ...headers },
    payload: JSON.stringify(body),
  });

const listed = async () => {
  const response = await server.inject({
    url: '/api/sites/demo/analytics/events?limit=500',
    headers: editor,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ writeKey: string; events: Array<Record<string, unknown>> }>();
};

describe('analytics collector', () => {
  it('serves settings pointing the Segment.io integration at itself', async () => {
    const response = await server.inject({
      url: `/segment/v1/projects/${KEY}/settings`,
      headers: { ...EDITOR, origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    const settings = response.json<{ integrations: Record<string, Record<string, unknown>> }>();
    expect(settings.integrations['Segment.io']).toMatchObject({
      apiKey: KEY,
      apiHost: 'localhost:3000/segment/v1',
      protocol: 'http',
    });
    const unknown = await server.inject({
      url: '/segment/v1/projects/nope/settings',
      headers: EDITOR,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(ANALYTICS_MESSAGES.unknownWriteKey('nope'));
  });

  it('answers CORS preflights of site origins only', async () => {
    const ok = await server.inject({
      method: 'OPTIONS',
      url: '/segment/v1/b',
      headers: {
        ...EDITOR,
        origin: 'http://analytics-lab.preview.localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(
      'http://analytics-lab.preview.localhost:3000',
    );
    expect(ok.headers['access-control-allow-headers']).toContain('Authorization');
    const foreign = await server.inject({
      method: 'OPTIONS',
      url: '/segment/v1/b',
      headers: {
        ...EDITOR,
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('stores a batch (write key in the body) and lists it for the editor', async () => {
    const batch = [
      event('identify', { userId: 'shopper-1' }),
      event('track'),
      event('page', { name: 'Home' }),
    ];
    const response = await post('b', { writeKey: KEY, batch, sentAt: new Date().toISOString() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, stored: 3 });
    // The same batch again (a retry after a lost answer) is not stored twice.
    expect((await post('b', { writeKey: KEY, batch })).json()).toEqual({
      success: true,
      stored: 0,
    });
    const { writeKey, events } = await listed();
    expect(writeKey).toBe(KEY);
    const mine = events.filter((e) => batch.some((b) => b.messageId === e.messageId));
    expect(mine.map((e) => e.type).sort()).toEqual(['identify', 'page', 'track']);
    expect(mine.find((e) => e.type === 'identify')).toMatchObject({
      userId: 'shopper-1',
      anonymousId: 'anon-1',
      traits: { plan: 'pro' },
    });
    expect(mine.find((e) => e.type === 'track')).toMatchObject({ event: 'Clicked' });
  });

  it('takes each type on its single-event route, the write key from Basic authorization', async () => {
    const auth = { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` };
    for (const [letter, type] of [
      ['t', 'track'],
      ['p', 'page'],
      ['s', 'screen'],
      ['i', 'identify'],
      ['g', 'group'],
      ['a', 'alias'],
    ] as const) {
      const response = await post(letter, event(type), auth);
      expect(response.statusCode, type).toBe(200);
    }
    const wrongRoute = await post('t', event('page'), auth);
    expect(wrongRoute.statusCode).toBe(400);
    expect(wrongRoute.json<{ message: string }>().message).toBe(
      ANALYTICS_MESSAGES.routeType('track', 'page'),
    );
    const types = (await listed()).events.map((e) => e.type);
    for (const type of ['track', 'page', 'screen', 'identify', 'group', 'alias'])
      expect(types).toContain(type);
  });

  it('refuses invalid events with the seeds’ rules, storing the valid ones', async () => {
    const good = event('track');
    const response = await post('b', {
      writeKey: KEY,
      batch: [
        good,
        { ...event('track'), type: 7 },
        { ...event('track'), messageId: undefined },
        { ...event('track'), event: '', properties: [] },
        { ...event('identify'), traits: 'pro' },
        { ...event('group'), traits: null },
        { ...event('track'), anonymousId: undefined },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      stored: number;
      errors: Array<{ index: number; messages: string[] }>;
    }>();
    expect(body.stored).toBe(1);
    expect(body.errors).toEqual([
      { index: 1, messageId: expect.any(String), messages: [ANALYTICS_MESSAGES.typeRequired] },
      { index: 2, messages: [ANALYTICS_MESSAGES.messageIdRequired] },
      {
        index: 3,
        messageId: expect.any(String),
        messages: [ANALYTICS_MESSAGES.trackEvent, ANALYTICS_MESSAGES.trackProperties],
      },
      { index: 4, messageId: expect.any(String), messages: [ANALYTICS_MESSAGES.identifyTraits] },
      { index: 5, messageId: expect.any(String), messages: [ANALYTICS_MESSAGES.groupTraits] },
      { index: 6, messageId: expect.any(String), messages: [ANALYTICS_MESSAGES.identityRequired] },
    ]);
    expect((await listed()).events.some((e) => e.messageId === good.messageId)).toBe(true);
  });

  it('refuses missing and unknown write keys, bad JSON and a batch without a list', async () => {
    expect((await post('b', { batch: [] })).json<{ message: string }>().message).toBe(
      ANALYTICS_MESSAGES.writeKeyMissing,
    );
    const unknown = await post('b', { writeKey: 'other', batch: [] });
    expect(unknown.statusCode).toBe(401);
    const notJson = await server.inject({
      method: 'POST',
      url: '/segment/v1/b',
      headers: { ...EDITOR, 'content-type': 'text/plain' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    expect(
      (await post('b', { writeKey: KEY, batch: 'x' })).json<{ message: string }>().message,
    ).toBe(ANALYTICS_MESSAGES.batchList);
  });

  it('limits single requests to 64 KB', async () => {
    const big = event('track', { properties: { blob: 'x'.repeat(70 * 1024) } });
    const response = await post('t', { ...big, writeKey: KEY });
    expect(response.statusCode).toBe(413);
  });

  it('stores remote metrics', async () => {
    const series = [
      { type: 'Counter', metric: 'analytics_js.invoke', value: 1, tags: { method: 'track' } },
    ];
    expect((await post('m', { series })).statusCode).toBe(200);
    const rows = await t.db.query<{ metric: string }>(
      'SELECT metric FROM analytics_metrics WHERE metric = $1',
      ['analytics_js.invoke'],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect((await post('m', { series: [{ metric: 3 }] })).statusCode).toBe(400);
  });

  it('answers 429 with the reset headers beyond the write key’s rate limit', async () => {
    await withAnalytics({ collectorRateLimit: 2, collectorRateWindow: 3 });
    try {
      const send = () => post('b', { writeKey: KEY, batch: [event('track')] });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3);
      expect(limited.json()).toEqual({
        success: false,
        message: ANALYTICS_MESSAGES.tooManyEvents(2, 3, retryAfter),
      });
      const reset = Number(limited.headers['x-ratelimit-reset']);
      expect(reset * 1000).toBeGreaterThan(Date.now());
      expect(limited.headers['access-control-expose-headers']).toContain('Retry-After');
    } finally {
      await withAnalytics();
    }
  });

  it('counts the events of a batch against the rate limit, not the request', async () => {
    await withAnalytics({ collectorRateLimit: 5, collectorRateWindow: 7 });
    try {
      const send = (n: number) =>
        post('b', { writeKey: KEY, batch: Array.from({ length: n }, () => event('track')) });
      expect((await send(4)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(429);
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(1)).statusCode).toBe(429);
    } finally {
      await withAnalytics();
    }
  });

  it('refuses a batch of 50 under a limit of 20 events, in a fresh window too (413)', async () => {
    // Counting requests, one batch of 50 would be 1 of 20, and go; counting it as the first of
    // a window, it would go too (one 500 KB batch a window carried thousands of events).
    await withAnalytics({ collectorRateLimit: 20, collectorRateWindow: 9 });
    try {
      const batch = (n: number) => Array.from({ length: n }, () => event('track'));
      const fifty = await post('b', { writeKey: KEY, batch: batch(50) });
      expect(fifty.statusCode).toBe(413);
      expect(fifty.json()).toEqual({
        success: false,
        message: ANALYTICS_MESSAGES.batchOverLimit(50, 20, 9),
      });
      // Twenty single events go, the 21st waits: each is one event, as a batch of one is.
      for (let i = 0; i < 19; i++)
        expect((await post('t', event('track', { writeKey: KEY }))).statusCode).toBe(200);
      expect((await post('b', { writeKey: KEY, batch: batch(1) })).statusCode).toBe(200);
      expect((await post('t', event('track', { writeKey: KEY }))).statusCode).toBe(429);
    } finally {
      await withAnalytics();
    }
  });

  it('fills an empty API host and CDN URL with the embedded collector', async () => {
    const site = JSON.parse(await readFile(join(config.sitesDir, 'demo', 'site.json'), 'utf8')) as {
      plugins: Record<string, unknown>;
    };
    expect(Object.keys(site.plugins)).toEqual(['analytics']);
    await writeFile(join(config.sitesDir, 'demo', 'site.json'), JSON.stringify(site, null, 2));
    const response = await server.inject({ url: '/', headers: { host: 'preview.localhost:3000' } });
    expect(response.body).toContain('http://localhost:3000/segment/v1');
    expect(response.body).toContain('"cdnURL":"http://localhost:3000/segment"');
  });

  it('lists nothing for a site without analytics, 404 for no site', async () => {
    expect(
      (await server.inject({ url: '/api/sites/nowhere/analytics/events', headers: editor }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the events to the site’s members only: 401 signed out, 403 for another site’s', async () => {
    const url = '/api/sites/demo/analytics/events';
    const signedOut = await server.inject({ url, headers: EDITOR });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).not.toHaveProperty('events');
    const stranger = await testAuthor(server, { roles: { other: 'owner' } });
    const refused = await server.inject({ url, headers: { ...EDITOR, ...stranger.headers } });
    expect(refused.statusCode).toBe(403);
    const viewer = await testAuthor(server, { roles: { demo: 'viewer' } });
    const read = await server.inject({ url, headers: { ...EDITOR, ...viewer.headers } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveProperty('events');
  });
});
