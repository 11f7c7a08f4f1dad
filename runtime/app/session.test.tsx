import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadEngine } from '../engine/load.ts';
import { app, page } from '../testing/fixtures.ts';
import { sessionFor } from './session.ts';

beforeAll(async () => {
  await loadEngine();
});

describe('sessionFor', () => {
  it('knows the enabled plugins before their chunks start: their variables read as unset', async () => {
    // The auth plugin without settings warns on the console once its chunk starts: expected.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const site = app([page('home', { en: '/' })]);
    site.plugins = { auth: { id: 'auth', plugin: 'auth', publicSettings: {} } };
    const { runtime, plugins } = sessionFor({ environment: 'preview', siteId: 'test', app: site });
    expect(runtime.resolve({ $formula: "plugins.auth.isAuthenticated ? 'in' : 'out'" })).toBe(
      'out',
    );
    // The plugin chunk is still loading: the test waits for it, so that nothing is imported
    // after the test environment is torn down (an unhandled rejection that fails the run).
    await plugins.catch(() => undefined);
    expect(warn).toHaveBeenCalledWith('[auth] no sign-in domain configured');
  });

  it('still says which plugin a formula names that the site does not enable', () => {
    const { runtime } = sessionFor({
      environment: 'preview',
      siteId: 'test',
      app: app([page('home', { en: '/' })]),
    });
    expect(() => runtime.resolve({ $formula: 'plugins.auth.isAuthenticated' })).toThrow(
      'Unknown plugin "auth"',
    );
  });
});
