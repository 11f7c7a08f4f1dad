/**
 * The plugins' server halves, composed by `app.ts`: every `plugins/<name>/server/index.ts`,
 * found at start (`plugin-discovery.ts`). Adding one is adding that file: its routes, migrations
 * and settings filling live there.
 */
import type { PluginServer } from './contract.ts';
import { discoverPlugins, idProblem, PLUGINS_ROOT } from './plugin-discovery.ts';

/** Whether a `server/index.ts` default export is a `PluginServer` of its folder. */
export function pluginServerProblem(value: unknown, folder: string): string | null {
  const problem = idProblem(value, folder, 'server half (a PluginServer)');
  if (problem) return problem;
  if (typeof (value as { routes?: unknown }).routes !== 'function')
    return 'its PluginServer has no routes function';
  return null;
}

export const PLUGIN_SERVERS: readonly PluginServer[] = await discoverPlugins<PluginServer>(
  PLUGINS_ROOT,
  'server/index.ts',
  pluginServerProblem,
);
