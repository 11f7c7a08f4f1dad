import { describe, expect, it } from 'vitest';
import { analyticsPlugin } from '@plugins/analytics/plugin.ts';
import { authPlugin } from '@plugins/auth/plugin.ts';
import { datasourcePlugin } from '@plugins/datasource/plugin.ts';
import { definePlugin } from '@plugins/define.ts';
import { pluginProblems } from './problems.ts';

describe('pluginProblems', () => {
  it("puts the plugin's own messages beside the settings they are about", () => {
    const problems = pluginProblems(analyticsPlugin, { apiHost: 'not a host ::' }, {});
    expect(problems.byField['public.writeKey']).toHaveLength(1);
    expect(problems.byField['public.apiHost']).toHaveLength(1);
    expect(problems.byField['public.writeKey']![0]).not.toBe(
      problems.byField['public.apiHost']![0],
    );
    expect(problems.general).toEqual([]);
    expect(problems.missing).toEqual(new Set(['public.writeKey']));
  });

  it('places private settings and messages about two settings', () => {
    expect(pluginProblems(datasourcePlugin, {}, {}).byField).toEqual({
      'private.apiKey': ['No API key defined.'],
    });
    const auth = pluginProblems(authPlugin, { domain: 'tenant.auth0.com/' }, {});
    expect(auth.byField['public.domain']).toEqual([
      'A SPA client id is required with an Auth0 domain.',
      'The domain must not end with a slash.',
    ]);
    expect(auth.byField['public.SPAClientId']).toEqual([
      'A SPA client id is required with an Auth0 domain.',
    ]);
  });

  it('keeps messages no setting explains for the whole plugin', () => {
    const plugin = definePlugin({
      id: 'x',
      label: { en: 'X', fr: 'X' },
      settings: { public: { a: { type: 'text', label: { en: 'A', fr: 'A' } } }, private: {} },
      variables: {},
      actions: {},
      validate: () => ['Always wrong.'],
    });
    expect(pluginProblems(plugin, {}, {})).toMatchObject({
      byField: {},
      general: ['Always wrong.'],
    });
  });
});
