import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import {
  CHECKED_PLUGINS,
  pluginDefinitionProblem,
  pluginSettingsProblems,
} from './plugin-checks.ts';
import { discoverPlugins, pluginFoldersWith, PLUGINS_ROOT } from './plugin-discovery.ts';
import { PLUGIN_SERVERS, pluginServerProblem } from './plugin-servers.ts';

/** The fixture with a payment plugin under `pay`, with these settings. */
function withPayment(publicSettings: object, privateSettings: object) {
  const doc = fixtureSite();
  doc.site.plugins = {
    pay: {
      id: 'pay',
      plugin: 'payment',
      publicSettings: {
        successPage: 'home',
        cancelPage: 'faq',
        stripeJsUrl: '',
        ...publicSettings,
      },
      privateSettings: { apiUrl: '', ...privateSettings },
    },
  } as typeof doc.site.plugins;
  return doc;
}

describe('pluginSettingsProblems', () => {
  it('reports each message of a plugin’s own check at its entry of site.json', () => {
    expect(pluginSettingsProblems(withPayment({ publishableKey: 'pk_test_1' }, {}))).toEqual([
      {
        file: 'site.json',
        path: '$.plugins.pay',
        message: 'plugin "pay": A private API key (secret key) is required.',
        severity: 'error',
      },
    ]);
  });

  it('reports nothing for settings the plugin accepts, nor for a site without plugins', () => {
    const valid = withPayment({ publishableKey: 'pk_test_1' }, { secretKey: 'sk_test_1' });
    expect(pluginSettingsProblems(valid)).toEqual([]);
    expect(pluginSettingsProblems(fixtureSite())).toEqual([]);
  });
});

describe('plugins found by their folders', () => {
  let root: string | null = null;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = null;
  });

  /** A plugins folder of its own: `files` maps `folder/file` to the file's text. */
  async function pluginsFolder(files: Record<string, string>): Promise<URL> {
    root = await mkdtemp(join(tmpdir(), 'baobab-plugins-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
    }
    return pathToFileURL(`${root}/`);
  }

  it('serves and checks every plugin folder of the repository, with no list to keep', async () => {
    expect(PLUGIN_SERVERS.map((server) => server.id)).toEqual(
      await pluginFoldersWith(PLUGINS_ROOT, 'server/index.ts'),
    );
    expect(PLUGIN_SERVERS.map((server) => server.id)).toEqual(
      expect.arrayContaining(['auth', 'orders', 'payment', 'topup']),
    );
    expect([...CHECKED_PLUGINS.keys()]).toEqual(
      await pluginFoldersWith(PLUGINS_ROOT, 'runtime.ts'),
    );
    expect(CHECKED_PLUGINS.size).toBeGreaterThanOrEqual(11);
  });

  it('finds a new folder by itself, and only folders with the file', async () => {
    const plugins = await pluginsFolder({
      'weather/server/index.mjs': "export default { id: 'weather', routes: async () => {} };",
      'weather/runtime.mjs': "export default { id: 'weather', validate: () => ({}) };",
      'notes/runtime.mjs': "export default { id: 'notes', validate: () => ({}) };",
      'loose.mjs': 'export default {};',
    });
    const servers = await discoverPlugins<{ id: string }>(
      plugins,
      'server/index.mjs',
      pluginServerProblem,
    );
    expect(servers.map((server) => server.id)).toEqual(['weather']);
    const definitions = await discoverPlugins<{ id: string }>(
      plugins,
      'runtime.mjs',
      pluginDefinitionProblem,
    );
    expect(definitions.map((definition) => definition.id)).toEqual(['notes', 'weather']);
  });

  it('stops at start with the file named when a folder exports something else', async () => {
    const plugins = await pluginsFolder({
      'weather/server/index.mjs': "export default { id: 'meteo', routes: async () => {} };",
      'notes/server/index.mjs': "export const notesServer = { id: 'notes' };",
      'maps/server/index.mjs': "export default { id: 'maps' };",
    });
    const tryFolder = (only: string) =>
      discoverPlugins(plugins, 'server/index.mjs', (value, folder) =>
        folder === only ? pluginServerProblem(value, folder) : null,
      );
    await expect(tryFolder('weather')).rejects.toThrow(
      'plugins/weather/server/index.mjs: its server half (a PluginServer)\'s id is "meteo", not the folder\'s name "weather"',
    );
    await expect(tryFolder('notes')).rejects.toThrow(
      "plugins/notes/server/index.mjs: its default export must be the plugin's server half",
    );
    await expect(tryFolder('maps')).rejects.toThrow('its PluginServer has no routes function');
  });
});
