import { describe, expect, it } from 'vitest';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { PluginApi } from '../define.ts';
import { initOptions } from './client/client.ts';
import { ANALYTICS_MESSAGES, checkCall, eventProblems, parseApiHost } from './events.ts';
import { analyticsPlugin, browserContext } from './plugin.ts';
import { RateLimiter } from './server/rate-limit.ts';

type Api = PluginApi<typeof analyticsPlugin.settings, typeof analyticsPlugin.variables>;

function fakeApi(settings: Record<string, unknown>) {
  const errors: string[] = [];
  const api = {
    settings,
    setVariable: () => {},
    getVariable: () => undefined,
    variablesOf: () => undefined,
    environment: 'preview',
    siteId: 'lab',
    log: { info: () => {}, warn: () => {}, error: (m: string) => errors.push(m) },
    pagePath: () => null,
    goTo: () => {},
  } as unknown as Api;
  return { api, errors };
}

describe('analytics settings', () => {
  it('require a write key (the seeds’ message)', () => {
    expect(analyticsPlugin.validate({}, {})).toEqual([ANALYTICS_MESSAGES.writeKeyRequired]);
    expect(analyticsPlugin.validate({ writeKey: ' ' }, {})).toEqual([
      'Analytics settings require a write key.',
    ]);
    expect(analyticsPlugin.validate({ writeKey: 'wk' }, {})).toEqual([]);
  });

  it('check the API host and the CDN URL when given', () => {
    expect(
      analyticsPlugin.validate({ writeKey: 'wk', apiHost: 'not a host', cdnURL: 'ftp://x' }, {}),
    ).toEqual([ANALYTICS_MESSAGES.apiHostInvalid, ANALYTICS_MESSAGES.cdnUrlInvalid]);
    expect(
      analyticsPlugin.validate(
        { writeKey: 'wk', apiHost: 'api.segment.io/v1', cdnURL: 'https://cdn.segment.com' },
        {},
      ),
    ).toEqual([]);
  });

  it('declare the origins the browser reaches for the page policy: Segment’s by default', () => {
    expect(analyticsPlugin.contentSources?.({})).toEqual({
      connect: ['https://api.segment.io', 'https://cdn.segment.com'],
      script: ['https://cdn.segment.com'],
    });
    expect(
      analyticsPlugin.contentSources?.({
        apiHost: 'http://localhost:3000/segment/v1',
        cdnURL: 'http://localhost:3000/segment/cdn',
      }),
    ).toEqual({ connect: ['http://localhost:3000'], script: ['http://localhost:3000'] });
  });

  it('parse an API host with or without a scheme', () => {
    expect(parseApiHost('api.segment.io/v1')).toEqual({
      apiHost: 'api.segment.io/v1',
      protocol: 'https',
    });
    expect(parseApiHost('http://localhost:3000/segment/v1/')).toEqual({
      apiHost: 'localhost:3000/segment/v1',
      protocol: 'http',
    });
    expect(parseApiHost('a b')).toBeNull();
  });
});

describe('analytics-next options', () => {
  it('carry the seeds’ constants: batches of 10, 5 s, 10 retries, cookies 365 days', () => {
    const options = initOptions({
      writeKey: 'wk',
      apiHost: 'http://localhost:3000/segment/v1',
      cdnURL: 'http://localhost:3000/segment',
    });
    expect(options.cookie).toEqual({ maxage: 365 });
    expect(options.retryQueue).toBe(true);
    expect(options.integrations?.['Segment.io']).toEqual({
      apiHost: 'localhost:3000/segment/v1',
      protocol: 'http',
      deliveryStrategy: {
        strategy: 'batching',
        config: { size: 10, timeout: 5000, maxRetries: 10 },
      },
    });
  });
});

describe('analytics calls', () => {
  it('track needs a string event name and an object of properties', () => {
    expect(checkCall('track', {})).toEqual({ ok: false, message: ANALYTICS_MESSAGES.trackEvent });
    expect(checkCall('track', { event: 3 })).toEqual({
      ok: false,
      message: 'Track needs a string event name.',
    });
    expect(checkCall('track', { event: 'Added', properties: ['x'] })).toEqual({
      ok: false,
      message: 'Track needs an object of properties.',
    });
    expect(checkCall('track', { event: 'Added' })).toEqual({
      ok: true,
      call: { type: 'track', event: 'Added', properties: {} },
    });
  });

  it('identify and group need an object of traits; group and alias need ids', () => {
    expect(checkCall('identify', { userId: 'u1', traits: 'pro' })).toEqual({
      ok: false,
      message: 'Identify needs an object of traits.',
    });
    expect(checkCall('identify', { userId: 42, traits: { plan: 'pro' } })).toEqual({
      ok: true,
      call: { type: 'identify', userId: '42', traits: { plan: 'pro' } },
    });
    expect(checkCall('group', { groupId: 'g', traits: 1 })).toEqual({
      ok: false,
      message: 'Group needs an object of traits.',
    });
    expect(checkCall('group', { traits: {} })).toEqual({
      ok: false,
      message: ANALYTICS_MESSAGES.groupId,
    });
    expect(checkCall('alias', {})).toEqual({ ok: false, message: ANALYTICS_MESSAGES.aliasUserId });
    expect(checkCall('alias', { userId: 'u2', previousId: 'anon' })).toEqual({
      ok: true,
      call: { type: 'alias', userId: 'u2', previousId: 'anon' },
    });
  });

  it('page and screen take text names and an object of properties', () => {
    expect(checkCall('page', { name: {} })).toEqual({
      ok: false,
      message: 'Page: name must be text.',
    });
    expect(checkCall('screen', { properties: 'x' })).toEqual({
      ok: false,
      message: 'Screen needs an object of properties.',
    });
    expect(checkCall('page', { category: 'Shop', name: 'Cart' })).toEqual({
      ok: true,
      call: { type: 'page', category: 'Shop', name: 'Cart', properties: {} },
    });
  });

  it('the collector’s event rules', () => {
    expect(eventProblems(null)).toEqual([ANALYTICS_MESSAGES.notObject]);
    expect(eventProblems({ anonymousId: 'a' })).toEqual([
      'An event needs a string type.',
      'An event needs a string messageId.',
    ]);
    expect(eventProblems({ type: 'visit', messageId: 'm', anonymousId: 'a' })).toEqual([
      ANALYTICS_MESSAGES.typeUnknown('visit'),
    ]);
    expect(
      eventProblems({ type: 'track', messageId: 'm', userId: 'u', event: 'E', properties: {} }),
    ).toEqual([]);
  });

  it('a handler refuses a bad call with its message before any client is needed', async () => {
    const { api } = fakeApi({ writeKey: 'wk' });
    const ctx = {} as ActionContext;
    await expect(analyticsPlugin.actions.track!.handler({}, ctx, api)).rejects.toThrow(
      'Track needs a string event name.',
    );
    await expect(
      analyticsPlugin.actions.identify!.handler({ traits: [1] }, ctx, api),
    ).rejects.toThrow('Identify needs an object of traits.');
  });

  it('without a write key, init logs the seeds’ message and calls say analytics did not start', async () => {
    const { api, errors } = fakeApi({ writeKey: undefined });
    await analyticsPlugin.init!(api);
    expect(errors).toEqual([ANALYTICS_MESSAGES.writeKeyRequired]);
    await expect(
      analyticsPlugin.actions.track!.handler({ event: 'E' }, {} as ActionContext, api),
    ).rejects.toThrow('Analytics could not start: Analytics settings require a write key.');
  });

  it('events carry the seeds’ browser context', () => {
    const { api } = fakeApi({ writeKey: 'wk' });
    const ctx = {
      scope: {
        context: {
          browser: {
            url: 'http://lab.preview.localhost/x?a=1',
            path: '/x',
            source: 'direct',
            query: { a: '1' },
            domain: 'lab.preview.localhost',
            baseUrl: 'http://lab.preview.localhost',
            breakpoint: 'default',
            environment: 'preview',
            theme: 'light',
            other: () => 1,
          },
        },
      },
    } as unknown as ActionContext;
    expect(browserContext(ctx, api)).toEqual({
      site: 'lab',
      browser: {
        url: 'http://lab.preview.localhost/x?a=1',
        path: '/x',
        source: 'direct',
        query: { a: '1' },
        domain: 'lab.preview.localhost',
        baseUrl: 'http://lab.preview.localhost',
        breakpoint: 'default',
        environment: 'preview',
        theme: 'light',
      },
    });
  });
});

describe('collector rate limit', () => {
  it('allows the limit per window, then gives the reset time', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    expect(limiter.take('k', 2, 3).verdict).toBe('ok');
    expect(limiter.take('k', 2, 3).verdict).toBe('ok');
    const refused = limiter.take('k', 2, 3);
    expect(refused).toEqual({ verdict: 'wait', resetAt: 1_003_000 });
    now += 1200;
    expect(limiter.headers(refused.resetAt)).toEqual({
      'retry-after': '2',
      'x-ratelimit-reset': '1003',
    });
    expect(limiter.take('other', 2, 3).verdict).toBe('ok');
    now += 1800;
    expect(limiter.take('k', 2, 3).verdict).toBe('ok');
    expect(limiter.take('k', 0, 3).verdict).toBe('ok');
  });
});
