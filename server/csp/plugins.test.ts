import { describe, expect, it } from 'vitest';
import type { AppData } from '@shared/schema/index.ts';
import { CHECKED_PLUGINS } from '@server/plugin-checks.ts';
import { pluginSources } from './plugins.ts';

const entry = (plugin: string, publicSettings: Record<string, string>) => ({
  id: plugin,
  plugin,
  publicSettings,
});

describe('pluginSources', () => {
  it('takes what each enabled plugin declares, from its settings as served', () => {
    const plugins: AppData['plugins'] = {
      auth: entry('auth', { domain: 'http://localhost:3000', SPAClientId: 'c' }),
      payment: entry('payment', {
        publishableKey: 'pk_test_x',
        stripeJsUrl: 'http://localhost:3000/stripe/v3/stripe.js',
      }),
    };
    expect(pluginSources(plugins, CHECKED_PLUGINS)).toEqual({
      connect: ['http://localhost:3000'],
      frame: ['http://localhost:3000'],
      script: ['http://localhost:3000'],
    });
  });

  it('gives real Stripe.js the origins Stripe documents', () => {
    const sources = pluginSources(
      { payment: entry('payment', { stripeJsUrl: 'https://js.stripe.com/v3' }) },
      CHECKED_PLUGINS,
    );
    expect(sources.connect).toEqual(['https://api.stripe.com']);
    expect(sources.frame).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
  });

  it('takes the web addresses of a plugin that declares nothing as connect sources', () => {
    // Analytics without its own contentSources: the fallback reads its public settings.
    const { contentSources: _declared, ...undeclared } = CHECKED_PLUGINS.get('analytics')!;
    const definitions = new Map([['analytics', undeclared]]);
    const sources = pluginSources(
      {
        analytics: entry('analytics', {
          writeKey: 'wk',
          apiHost: 'http://localhost:3000/plugins/analytics/v1',
          cdnURL: 'https://cdn.example.com/x',
        }),
      },
      definitions,
    );
    expect(sources).toEqual({ connect: ['http://localhost:3000', 'https://cdn.example.com'] });
  });

  it('takes analytics’ API host and CDN, and Segment’s when they are empty', () => {
    expect(
      pluginSources({ analytics: entry('analytics', { writeKey: 'wk' }) }, CHECKED_PLUGINS),
    ).toEqual({
      connect: ['https://api.segment.io', 'https://cdn.segment.com'],
      script: ['https://cdn.segment.com'],
    });
  });

  it('adds nothing for a site without plugins, or a plugin this server does not know', () => {
    expect(pluginSources({}, CHECKED_PLUGINS)).toEqual({});
    expect(
      pluginSources({ x: entry('nope', { url: 'https://x.example' }) }, CHECKED_PLUGINS),
    ).toEqual({});
  });
});
