import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { CHECKED_PLUGINS, pluginSettingsProblems } from './plugin-checks.ts';
import { PLUGIN_SERVERS } from './plugin-servers.ts';

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

/** The folders under plugins/ that hold this file (`runtime.ts`, `server/index.ts`). */
function pluginFoldersWith(file: string): string[] {
  const root = new URL('../plugins/', import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${file}`, root)))
    .map((entry) => entry.name)
    .sort();
}

describe('the server’s lists of plugins', () => {
  // The editor and the runtime find plugins/<name>/runtime.ts by themselves (Vite globs); the
  // server runs under tsx, where globs do not work, and lists them: a folder missing from a list
  // would publish that plugin's sites unchecked, or leave its routes out, with no other warning.
  it('checks the settings of every plugin folder with a runtime.ts', () => {
    expect([...CHECKED_PLUGINS.keys()].sort()).toEqual(pluginFoldersWith('runtime.ts'));
  });

  it('serves every plugin folder with a server/index.ts', () => {
    expect(PLUGIN_SERVERS.map((server) => server.id).sort()).toEqual(
      pluginFoldersWith('server/index.ts'),
    );
  });
});
