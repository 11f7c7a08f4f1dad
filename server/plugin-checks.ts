/**
 * The enabled plugins' own checks of their settings (each plugin's `validate`, the messages the
 * editor's Plugins panel shows beside the fields), as problems of `site.json`. Publishing refuses a
 * site with any: a payment plugin without its secret key, say, would fail at the visitor's
 * checkout. The definitions are the runtime's (`plugins/<name>/runtime.ts`: small, their client
 * libraries load only when a plugin starts), found in the plugin folders at start
 * (`plugin-discovery.ts`).
 */
import type { PluginDefinition } from '@plugins/define.ts';
import { pluginProblemPrefix, validateSettings } from '@plugins/settings.ts';
import { discoverPlugins, idProblem, PLUGINS_ROOT } from './plugin-discovery.ts';
import { jsonPath, type Problem } from '@shared/schema/problems.ts';
import type { SiteBundle } from '@shared/schema/site.ts';

/** Whether a `runtime.ts` default export is a plugin definition of its folder. */
export function pluginDefinitionProblem(value: unknown, folder: string): string | null {
  const problem = idProblem(value, folder, 'definition (definePlugin)');
  if (problem) return problem;
  if (typeof (value as { validate?: unknown }).validate !== 'function')
    return 'its definition has no validate function (definePlugin gives one)';
  return null;
}

/** The plugins checked, by id: every folder's `runtime.ts` (`plugin-discovery.ts`). */
export const CHECKED_PLUGINS: ReadonlyMap<string, PluginDefinition> = new Map(
  (
    await discoverPlugins<PluginDefinition>(PLUGINS_ROOT, 'runtime.ts', pluginDefinitionProblem)
  ).map((definition) => [definition.id, definition]),
);

/** Every message of every enabled plugin's check, at `$.plugins.<id>` of `site.json`. */
export function pluginSettingsProblems(bundle: SiteBundle): Problem[] {
  const problems: Problem[] = [];
  for (const [id, plugin] of Object.entries(bundle.site.plugins)) {
    const definition = CHECKED_PLUGINS.get(plugin.plugin);
    if (!definition) continue;
    const messages = validateSettings(
      definition,
      plugin.publicSettings ?? {},
      plugin.privateSettings ?? {},
    );
    for (const message of messages) {
      problems.push({
        file: 'site.json',
        path: jsonPath(['plugins', id]),
        message: `${pluginProblemPrefix(id)}${message}`,
        severity: 'error',
      });
    }
  }
  return problems;
}
