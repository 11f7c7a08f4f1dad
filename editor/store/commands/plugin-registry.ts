/**
 * Every plugin of the build, by name, as the runtime finds them (`plugins/<name>/runtime.ts`,
 * default export): the editor reads their settings, labels and validation. Loaded eagerly: the
 * definitions are small (heavy client libraries load inside `init`/handlers with `import()`),
 * and no server-only code (`server/`) is reached. A new plugin folder appears here by itself.
 */
import type { PluginDefinition } from '@plugins/define.ts';
import type { JsonValue } from '@shared/schema/values.ts';

const PLUGIN_PATH = /(?:^|\/)plugins\/([^/]+)\/runtime\.ts$/;

function discover(): Record<string, PluginDefinition> {
  let modules: Record<string, PluginDefinition>;
  try {
    modules = import.meta.glob<PluginDefinition>('../../../plugins/*/runtime.ts', {
      eager: true,
      import: 'default',
    });
  } catch {
    // Outside Vite (plain Node) nothing rewrites the glob: no plugins there.
    return {};
  }
  const out: Record<string, PluginDefinition> = {};
  for (const [path, definition] of Object.entries(modules)) {
    const name = PLUGIN_PATH.exec(path)?.[1];
    if (name !== undefined && definition?.id === name) out[name] = definition;
  }
  return out;
}

export const PLUGIN_DEFINITIONS: Readonly<Record<string, PluginDefinition>> = discover();

/** The plugin's default value of each setting that has one. */
export function defaultSettings(
  descriptors: PluginDefinition['settings']['public'],
): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [name, descriptor] of Object.entries(descriptors))
    if (descriptor.default !== undefined) out[name] = structuredClone(descriptor.default);
  return out;
}
