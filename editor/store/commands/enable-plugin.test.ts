import { describe, expect, it } from 'vitest';
import { pluginSettingsSchema } from '@shared/schema/logic.ts';
import { pluginFoldersWith, PLUGINS_ROOT } from '@server/plugin-discovery.ts';
import { testStore } from '../testing.ts';
import { PLUGIN_DEFINITIONS } from './plugin-registry.ts';

describe('enable-plugin', () => {
  it('finds every plugin folder (a folder with a runtime.ts), with no list to keep', async () => {
    const folders = await pluginFoldersWith(PLUGINS_ROOT, 'runtime.ts');
    expect(Object.keys(PLUGIN_DEFINITIONS).sort()).toEqual(folders);
    expect(folders).toEqual(expect.arrayContaining(['auth', 'orders', 'payment', 'tag-manager']));
  });

  it('adds the plugin with its default settings, valid by the schema', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'analytics' } });
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'tag-manager' } });
    const plugins = store.getState().doc.site.plugins;
    expect(plugins.analytics).toEqual({
      id: 'analytics',
      plugin: 'analytics',
      publicSettings: {},
      privateSettings: { collectorRateLimit: 0, collectorRateWindow: 10 },
    });
    expect(plugins['tag-manager']).toEqual({
      id: 'tag-manager',
      plugin: 'tag-manager',
      publicSettings: { scriptHost: 'https://www.googletagmanager.com' },
    });
    for (const entry of Object.values(plugins))
      expect(pluginSettingsSchema.safeParse(entry).success).toBe(true);
  });

  it('makes the sign-in plugin the site’s auth plugin', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'auth' } });
    expect(store.getState().doc.site.authPluginId).toBe('auth');
    store.undo();
    expect(store.getState().doc.site.authPluginId).toBeNull();
    expect(store.getState().doc.site.plugins).toEqual({});
  });

  it('refuses an unknown or already enabled plugin', () => {
    const store = testStore();
    expect(store.dispatch({ type: 'enable-plugin', payload: { plugin: 'nope' } })).toMatchObject({
      ok: false,
      error: 'There is no plugin "nope".',
    });
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'sound' } });
    expect(store.dispatch({ type: 'enable-plugin', payload: { plugin: 'sound' } })).toMatchObject({
      ok: false,
      error: 'The plugin "Sound" is already enabled.',
    });
  });
});
