/**
 * Loads the plugins a site enables, each from its own chunk (`plugins/<name>/runtime.ts`, which
 * Vite splits out through `import.meta.glob`), starts them, and gathers their published
 * variables and workflow actions. A plugin whose runtime manifest (from the server's boot data)
 * says it has no start is loaded by its first action instead. A plugin that fails to load or start is logged and left out:
 * a broken plugin never blanks the site.
 */
import type { PluginApi, PluginCollections, PluginDefinition, PluginLog } from '@plugins/define.ts';
import { settingValues } from '@plugins/settings.ts';
import { importAgain } from '@shared/import-again.ts';
import type {
  Environment,
  PluginRuntimeManifest,
  PublishedPlugin,
} from '@shared/schema/compose.ts';
import type { ActionHandler } from '@shared/workflow/context.ts';
import { nextTask } from '../app/next-task.ts';
import { createPluginVariableStore, type PluginVariableStore } from './variable-store.ts';

/** Module loaders by file path, as `import.meta.glob` gives them. */
export type PluginLoaders = Readonly<Record<string, () => Promise<unknown>>>;

export interface LoadPluginsOptions {
  environment: Environment;
  siteId: string;
  /** Default: every `plugins/<name>/runtime.ts` of the build. */
  loaders?: PluginLoaders;
  /** Default: console. */
  log?: PluginLog;
  /** Page paths for `PluginApi.pagePath` (default: no pages). */
  pagePath?: (pageId: string) => string | null;
  /** In-app navigation for `PluginApi.goTo` (default: the History API, without the router). */
  goTo?: (path: string, options?: { replace?: boolean }) => void;
  /** The running page's collections for `PluginApi.collections` (default: none given). */
  collections?: PluginCollections;
}

const historyGoTo = (path: string, options?: { replace?: boolean }) => {
  if (options?.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
};

export interface LoadedPlugins {
  /** The plugins that loaded and started, by id. */
  plugins: Readonly<Record<string, PluginDefinition>>;
  /** Published variables of every plugin that loaded (at their defaults if it failed to start). */
  variables: PluginVariableStore;
  /** Workflow action handlers keyed `<pluginId>:<action>`, for `WorkflowContext.actions`. */
  actions: Readonly<Record<string, ActionHandler>>;
}

export const pluginFailedMessage = (name: string) => `[baobab] plugin "${name}" failed to load`;

/**
 * What an action of a plugin loaded on first use fails with when its chunk did not load (the
 * visitor went offline, a deploy removed the file): a text for the visitor, since a workflow's
 * error branch shows it to them; the console has `pluginFailedMessage` and the cause.
 */
export const PLUGIN_UNAVAILABLE_MESSAGE =
  'This could not be done: part of the page did not load. Check your connection, then try again.';

/**
 * The build's plugin runtimes. Vite rewrites the call into an object of lazy imports (empty while
 * no plugin exists); where nothing rewrites it (tsx, plain Node) `import.meta.glob` is undefined
 * and calling it throws, so there are no plugins there. A `typeof` test would not do: the rewritten
 * build keeps no `import.meta.glob` to test.
 */
export function defaultPluginLoaders(): PluginLoaders {
  try {
    const loaders = import.meta.glob('../../plugins/*/runtime.ts');
    // A chunk that failed (the visitor was offline) is imported afresh by the next action.
    return Object.fromEntries(
      Object.entries(loaders).map(([path, load]) => [path, importAgain(load)]),
    );
  } catch {
    return {};
  }
}

/** `…/plugins/auth/runtime.ts` → `auth`. */
const PLUGIN_PATH = /(?:^|\/)plugins\/([^/]+)\/runtime\.ts$/;

function loadersByName(loaders: PluginLoaders): Map<string, () => Promise<unknown>> {
  const byName = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const name = PLUGIN_PATH.exec(path)?.[1];
    if (name !== undefined) byName.set(name, load);
  }
  return byName;
}

/** The module's default export when it looks like a plugin named `name`; else why not. */
function definitionOf(module: unknown, name: string): PluginDefinition {
  const definition =
    typeof module === 'object' && module !== null
      ? (module as { default?: unknown }).default
      : undefined;
  const d = definition as Partial<PluginDefinition> | undefined;
  if (
    typeof d !== 'object' ||
    d === null ||
    typeof d.variables !== 'object' ||
    typeof d.actions !== 'object' ||
    typeof d.settings?.public !== 'object'
  ) {
    throw new Error(`plugins/${name}/runtime.ts does not default-export a plugin definition`);
  }
  if (d.id !== name) throw new Error(`plugins/${name}/runtime.ts declares the id "${d.id}"`);
  return d as PluginDefinition;
}

const prefixed = (log: PluginLog, id: string): PluginLog => ({
  info: (message, ...data) => log.info(`[${id}] ${message}`, ...data),
  warn: (message, ...data) => log.warn(`[${id}] ${message}`, ...data),
  error: (message, ...data) => log.error(`[${id}] ${message}`, ...data),
});

/**
 * Loads and starts the `enabled` plugins (by their `plugin` name) in parallel, each asked for in a
 * task of its own; resolves once each has started or failed. A plugin enabled twice is loaded once, with the first settings.
 */
export async function loadPlugins(
  enabled: readonly PublishedPlugin[],
  options: LoadPluginsOptions,
): Promise<LoadedPlugins> {
  const { environment, siteId, log = console } = options;
  const byName = loadersByName(options.loaders ?? defaultPluginLoaders());
  const variables = createPluginVariableStore();
  const plugins: Record<string, PluginDefinition> = {};
  const actions = new Map<string, Readonly<Record<string, ActionHandler>>>();
  const seen = new Set<string>();
  const unique = enabled.filter(({ plugin }) => !seen.has(plugin) && seen.add(plugin));

  /** The plugin's definition from its chunk, or null (logged) when it cannot load. */
  async function definitionFor(name: string): Promise<PluginDefinition | null> {
    try {
      const load = byName.get(name);
      if (!load) throw new Error(`no plugins/${name}/runtime.ts in this build`);
      return definitionOf(await load(), name);
    } catch (error) {
      log.error(pluginFailedMessage(name), error);
      return null;
    }
  }

  function apiFor(enabledPlugin: PublishedPlugin, definition: PluginDefinition): PluginApi {
    const name = enabledPlugin.plugin;
    const pluginLog = prefixed(log, name);
    return {
      settings: settingValues(definition.settings.public, enabledPlugin.publicSettings, (key) =>
        pluginLog.warn(`setting "${key}" has the wrong type; its default is used`),
      ),
      setVariable: (key, value) => variables.set(name, key, value),
      getVariable: (key) => variables.get()[name]?.[key],
      variablesOf: (plugin) => variables.get()[plugin],
      environment,
      siteId,
      log: pluginLog,
      pagePath: options.pagePath ?? (() => null),
      goTo: options.goTo ?? historyGoTo,
      ...(options.collections ? { collections: options.collections } : {}),
    };
  }

  async function start(enabledPlugin: PublishedPlugin): Promise<void> {
    const name = enabledPlugin.plugin;
    const definition = await definitionFor(name);
    if (!definition) return;
    variables.define(
      name,
      Object.fromEntries(Object.entries(definition.variables).map(([k, v]) => [k, v.default])),
    );
    const api = apiFor(enabledPlugin, definition);
    try {
      await definition.init?.(api);
    } catch (error) {
      // Its variables stay at their defaults (a failed auth reads as signed out); no actions.
      log.error(pluginFailedMessage(name), error);
      return;
    }
    plugins[name] = definition;
    const handlers: Record<string, ActionHandler> = {};
    for (const [actionName, action] of Object.entries(definition.actions)) {
      handlers[`${name}:${actionName}`] = (config, ctx) => action.handler(config, ctx, api);
    }
    actions.set(name, handlers);
  }

  /**
   * A plugin with nothing to do at start (`manifest.starts` false): its variables at their
   * defaults now, its chunk loaded by its first action (once; a failed load fails that action
   * and is tried again by the next).
   */
  function onFirstUse(enabledPlugin: PublishedPlugin, manifest: PluginRuntimeManifest): void {
    const name = enabledPlugin.plugin;
    variables.define(name, manifest.variables);
    let ready: Promise<{ definition: PluginDefinition; api: PluginApi }> | null = null;
    const load = () =>
      (ready ??= definitionFor(name).then((definition) => {
        if (!definition) {
          ready = null;
          throw new Error(PLUGIN_UNAVAILABLE_MESSAGE);
        }
        plugins[name] = definition;
        return { definition, api: apiFor(enabledPlugin, definition) };
      }));
    const handlers: Record<string, ActionHandler> = {};
    for (const actionName of manifest.actions) {
      handlers[`${name}:${actionName}`] = async (config, ctx) => {
        const { definition, api } = await load();
        const action = definition.actions[actionName];
        if (!action) throw new Error(`plugin "${name}" has no action "${actionName}"`);
        return action.handler(config, ctx, api);
      };
    }
    actions.set(name, handlers);
  }

  // Each plugin's chunk is asked for in a task of its own: asking appends the chunk's preload
  // links (a few ms of main thread each), and five plugins asked at once made one long task on a
  // phone right after the page hydrated. They still load in parallel.
  const starts: Promise<void>[] = [];
  let asked = 0;
  for (const enabledPlugin of unique) {
    const manifest = enabledPlugin.runtime;
    if (manifest && !manifest.starts) {
      onFirstUse(enabledPlugin, manifest);
      continue;
    }
    if (asked++ > 0) await nextTask();
    starts.push(start(enabledPlugin));
  }
  await Promise.all(starts);
  // In the site's order, whatever order the plugins finished in.
  const allActions: Record<string, ActionHandler> = {};
  for (const { plugin } of unique) Object.assign(allActions, actions.get(plugin));
  return { plugins, variables, actions: allActions };
}
