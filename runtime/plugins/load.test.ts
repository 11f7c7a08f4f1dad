import { describe, expect, it, vi } from 'vitest';
import { definePlugin, type PluginLog } from '@plugins/define.ts';
import { pluginRuntimeManifest } from '@plugins/runtime-manifest.ts';
import { fixturePlugin } from '@plugins/testing/fixture-plugin.ts';
import type { PublishedPlugin } from '@shared/schema/compose.ts';
import type { ActionContext } from '@shared/workflow/context.ts';
import {
  defaultPluginLoaders,
  loadPlugins,
  pluginFailedMessage,
  PLUGIN_UNAVAILABLE_MESSAGE,
  type PluginLoaders,
} from './load.ts';

const enable = (plugin: string, publicSettings: PublishedPlugin['publicSettings'] = {}) => ({
  id: `${plugin}-1`,
  plugin,
  publicSettings,
});

function recordingLog() {
  const lines: Array<[string, string, unknown[]]> = [];
  const log: PluginLog = {
    info: (message, ...data) => lines.push(['info', message, data]),
    warn: (message, ...data) => lines.push(['warn', message, data]),
    error: (message, ...data) => lines.push(['error', message, data]),
  };
  return { log, lines };
}

const broken = definePlugin({
  id: 'broken',
  label: { en: 'Broken', fr: 'Cassé' },
  settings: { public: {}, private: {} },
  variables: { ready: { type: 'boolean', label: { en: 'Ready', fr: 'Prêt' }, default: false } },
  actions: { go: { label: { en: 'Go', fr: 'Aller' }, handler: () => 'gone' } },
  validate: () => [],
  init() {
    throw new Error('no network');
  },
});

const loaders: PluginLoaders = {
  '../../plugins/counter/runtime.ts': () => Promise.resolve({ default: fixturePlugin }),
  '../../plugins/broken/runtime.ts': () => Promise.resolve({ default: broken }),
  '../../plugins/missing/runtime.ts': () => Promise.reject(new Error('chunk failed')),
  '../../plugins/odd/runtime.ts': () => Promise.resolve({ default: fixturePlugin }),
  '../../plugins/empty/runtime.ts': () => Promise.resolve({}),
};
const options = (extra = {}) => ({
  environment: 'production' as const,
  siteId: 'shop',
  loaders,
  ...extra,
});
const ctx = {} as ActionContext;

describe('loadPlugins', () => {
  it('loads only the enabled plugins, starts them with their settings and publishes variables', async () => {
    const counter = vi.fn(loaders['../../plugins/counter/runtime.ts']!);
    const other = vi.fn(loaders['../../plugins/broken/runtime.ts']!);
    const loaded = await loadPlugins([enable('counter', { greeting: 'Sawubona' })], {
      ...options(),
      loaders: {
        '../../plugins/counter/runtime.ts': counter,
        '../../plugins/broken/runtime.ts': other,
      },
    });
    expect(counter).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    expect(Object.keys(loaded.plugins)).toEqual(['counter']);
    expect(loaded.variables.get()).toEqual({
      counter: { count: 0, message: 'Sawubona from shop (production)' },
    });
  });

  it('asks for each plugin in a task of its own, and loads them in parallel', async () => {
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = (name: string, module: unknown) => async () => {
      asked.push(name);
      await held;
      return module;
    };
    const loading = loadPlugins([enable('counter'), enable('sound')], {
      ...options(),
      loaders: {
        '../../plugins/counter/runtime.ts': slow('counter', { default: fixturePlugin }),
        '../../plugins/sound/runtime.ts': slow('sound', {
          default: { ...fixturePlugin, id: 'sound' },
        }),
      },
    });
    // The first is asked for at once; the second in a later task, before the first has loaded.
    expect(asked).toEqual(['counter']);
    await vi.waitFor(() => expect(asked).toEqual(['counter', 'sound']));
    release();
    expect(Object.keys((await loading).plugins)).toEqual(['counter', 'sound']);
  });

  it('keys actions <plugin>:<action>, bound to the plugin API', async () => {
    const { actions, variables } = await loadPlugins([enable('counter', { step: 3 })], options());
    expect(Object.keys(actions)).toEqual(['counter:increment', 'counter:fail']);
    const seen: unknown[] = [];
    const stop = variables.subscribe(() => seen.push(variables.get().counter?.count));
    expect(await actions['counter:increment']!({}, ctx)).toBe(3);
    expect(await actions['counter:increment']!({ by: 2 }, ctx)).toBe(5);
    stop();
    await actions['counter:increment']!({}, ctx);
    expect(seen).toEqual([3, 5]);
    expect(variables.get().counter?.count).toBe(8);
    expect(() => actions['counter:fail']!({}, ctx)).toThrow('Counter failed.');
  });

  it('logs and skips a plugin that fails to load, is missing or is not a plugin', async () => {
    const { log, lines } = recordingLog();
    const loaded = await loadPlugins(
      [enable('missing'), enable('nowhere'), enable('empty'), enable('odd'), enable('counter')],
      options({ log }),
    );
    expect(Object.keys(loaded.plugins)).toEqual(['counter']);
    expect(Object.keys(loaded.variables.get())).toEqual(['counter']);
    const errors = lines.filter(([level]) => level === 'error');
    // They load in parallel: the log follows the order they fail in.
    const causes = new Map(errors.map(([, message, data]) => [message, String(data[0])]));
    expect([...causes.keys()].sort()).toEqual(
      ['empty', 'missing', 'nowhere', 'odd'].map(pluginFailedMessage),
    );
    expect(causes.get(pluginFailedMessage('missing'))).toMatch(/chunk failed/);
    expect(causes.get(pluginFailedMessage('nowhere'))).toMatch(/no plugins\/nowhere\/runtime.ts/);
    expect(causes.get(pluginFailedMessage('empty'))).toMatch(/does not default-export a plugin/);
    expect(causes.get(pluginFailedMessage('odd'))).toMatch(/declares the id "counter"/);
  });

  it('keeps the variables of a plugin that fails to start at their defaults, without actions', async () => {
    const { log, lines } = recordingLog();
    const loaded = await loadPlugins([enable('broken'), enable('counter')], options({ log }));
    expect(lines[0]?.[1]).toBe('[baobab] plugin "broken" failed to load');
    expect(loaded.variables.get().broken).toEqual({ ready: false });
    expect(loaded.plugins.broken).toBeUndefined();
    expect(Object.keys(loaded.actions)).toEqual(['counter:increment', 'counter:fail']);
  });

  it('drops settings of the wrong type with a warning, and loads a plugin enabled twice once', async () => {
    const { log, lines } = recordingLog();
    const loaded = await loadPlugins(
      [enable('counter', { greeting: 7 }), enable('counter', { greeting: 'Twice' })],
      options({ log }),
    );
    expect(loaded.variables.get().counter?.message).toBe('Hello from shop (production)');
    expect(lines).toEqual([
      ['warn', '[counter] setting "greeting" has the wrong type; its default is used', []],
    ]);
  });

  it('gives plugins the page’s collections when the runtime has them', async () => {
    const synced: unknown[] = [];
    const collections = {
      get: (id: string) => (id === 'notes' ? { id, name: id, data: [], total: 0 } : undefined),
      syncRecord: (...args: unknown[]) => synced.push(args) > 0,
    };
    const probe = definePlugin({
      id: 'probe',
      label: { en: 'Probe', fr: 'Sonde' },
      settings: { public: {}, private: {} },
      variables: {},
      actions: {
        add: {
          label: { en: 'Add', fr: 'Ajouter' },
          handler: (_config, _ctx, api) => [
            api.collections?.get('notes')?.total,
            api.collections?.syncRecord('notes', 'create', { id: 'n1' }),
          ],
        },
      },
      validate: () => [],
    });
    const probeLoaders = {
      '../../plugins/probe/runtime.ts': () => Promise.resolve({ default: probe }),
    };
    const withCollections = await loadPlugins([enable('probe')], {
      ...options({ loaders: probeLoaders }),
      collections,
    });
    expect(await withCollections.actions['probe:add']!({}, ctx)).toEqual([0, true]);
    expect(synced).toEqual([['notes', 'create', { id: 'n1' }]]);
    const without = await loadPlugins([enable('probe')], options({ loaders: probeLoaders }));
    expect(await without.actions['probe:add']!({}, ctx)).toEqual([undefined, undefined]);
  });

  it('gives nothing for a site without plugins', async () => {
    const loaded = await loadPlugins([], options());
    expect(loaded).toMatchObject({ plugins: {}, actions: {} });
    expect(loaded.variables.get()).toEqual({});
  });
});

describe('defaultPluginLoaders', () => {
  it('loads a plugin with no start on its first action, with its variables at their defaults until then', async () => {
    const { init: _init, ...noStart } = fixturePlugin;
    const load = vi.fn(() => Promise.resolve({ default: noStart }));
    const manifest = pluginRuntimeManifest(noStart);
    expect(manifest).toEqual({
      starts: false,
      variables: { count: 0, message: '' },
      actions: ['increment', 'fail'],
    });
    const loaded = await loadPlugins([{ ...enable('counter', { step: 2 }), runtime: manifest }], {
      ...options(),
      loaders: { '../../plugins/counter/runtime.ts': load },
    });
    expect(load).not.toHaveBeenCalled();
    expect(loaded.variables.get()).toEqual({ counter: { count: 0, message: '' } });
    expect(Object.keys(loaded.actions)).toEqual(['counter:increment', 'counter:fail']);
    // The first action loads it (with the site's settings), the next reuses it.
    await expect(loaded.actions['counter:increment']!({}, ctx)).resolves.toBe(2);
    await expect(loaded.actions['counter:increment']!({ by: 5 }, ctx)).resolves.toBe(7);
    expect(load).toHaveBeenCalledOnce();
    expect(loaded.variables.get()['counter']).toEqual({ count: 7, message: '' });
    expect(Object.keys(loaded.plugins)).toEqual(['counter']);
  });

  it('fails the action when a plugin loaded on use cannot load, and tries again on the next', async () => {
    const { log, lines } = recordingLog();
    const { init: _init, ...noStart } = fixturePlugin;
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: noStart });
    const loaded = await loadPlugins(
      [{ ...enable('counter'), runtime: pluginRuntimeManifest(noStart) }],
      { ...options({ log }), loaders: { '../../plugins/counter/runtime.ts': load } },
    );
    // The visitor reads the action's error (a workflow's error branch shows it); the console
    // says which plugin.
    await expect(loaded.actions['counter:increment']!({}, ctx)).rejects.toThrow(
      PLUGIN_UNAVAILABLE_MESSAGE,
    );
    expect(lines.map(([level, message]) => [level, message])).toEqual([
      ['error', pluginFailedMessage('counter')],
    ]);
    await expect(loaded.actions['counter:increment']!({}, ctx)).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts a plugin whose manifest says it starts, as without a manifest', async () => {
    const load = vi.fn(loaders['../../plugins/counter/runtime.ts']!);
    const loaded = await loadPlugins(
      [{ ...enable('counter', { greeting: 'Hi' }), runtime: pluginRuntimeManifest(fixturePlugin) }],
      { ...options(), loaders: { '../../plugins/counter/runtime.ts': load } },
    );
    expect(load).toHaveBeenCalledOnce();
    expect(loaded.variables.get()['counter']).toEqual({
      count: 0,
      message: 'Hi from shop (production)',
    });
  });

  it('lists the build’s plugin runtimes (none yet), without throwing outside Vite', () => {
    const loaders = defaultPluginLoaders();
    for (const path of Object.keys(loaders)) expect(path).toMatch(/plugins\/[^/]+\/runtime\.ts$/);
  });
});
