import type { PluginRuntimeManifest } from '@shared/schema/compose.ts';
import type { PluginDefinition } from './define.ts';

/**
 * What the runtime needs of `definition` before loading its code (`PublishedPlugin.runtime`):
 * a plugin without `init` does nothing until one of its actions runs, so the runtime loads its
 * chunk then, with its variables at their defaults meanwhile.
 */
export function pluginRuntimeManifest(definition: PluginDefinition): PluginRuntimeManifest {
  return {
    starts: typeof definition.init === 'function',
    variables: Object.fromEntries(
      Object.entries(definition.variables).map(([name, variable]) => [name, variable.default]),
    ),
    actions: Object.keys(definition.actions),
  };
}
