import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('disable-plugin', () => {
  it('removes the plugin and its sign-in role; undo restores its settings', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'auth' } });
    store.dispatch({
      type: 'set-plugin-settings',
      payload: { pluginId: 'auth', scope: 'public', settings: { domain: 'example.auth0.com' } },
    });
    store.mark();
    store.dispatch({ type: 'disable-plugin', payload: { pluginId: 'auth' } });
    expect(store.getState().doc.site.plugins).toEqual({});
    expect(store.getState().doc.site.authPluginId).toBeNull();
    store.undo();
    expect(store.getState().doc.site.plugins.auth?.publicSettings.domain).toBe('example.auth0.com');
    expect(store.getState().doc.site.authPluginId).toBe('auth');
  });

  it('refuses a plugin that is not enabled', () => {
    const store = testStore();
    expect(store.dispatch({ type: 'disable-plugin', payload: { pluginId: 'auth' } })).toMatchObject(
      {
        ok: false,
        error: 'The plugin "auth" is not enabled.',
      },
    );
  });
});
