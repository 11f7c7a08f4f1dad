import type { JsonValue } from '@shared/schema/values.ts';
import { fitsSetting } from '@plugins/settings.ts';
import { CommandError, defineCommand } from '../command.ts';
import { PLUGIN_DEFINITIONS } from './plugin-registry.ts';

export interface SetPluginSettingsPayload {
  /** The id in `site.plugins`. */
  pluginId: string;
  /** Public settings ship to visitors; private ones stay on the server. */
  scope: 'public' | 'private';
  /** Values by setting name; `undefined` removes the setting (back to its default). */
  settings: Record<string, JsonValue | undefined>;
}

/**
 * Changes settings of an enabled plugin. Values must fit the setting's declared type (a
 * `select` one of its options); the plugin's own `validate` messages are the panel's to show.
 */
export const setPluginSettings = defineCommand({
  type: 'set-plugin-settings',
  apply(doc, { pluginId, scope, settings }: SetPluginSettingsPayload) {
    const entry = doc.site.plugins[pluginId];
    if (!entry) throw new CommandError(`The plugin "${pluginId}" is not enabled.`);
    const descriptors = PLUGIN_DEFINITIONS[entry.plugin]?.settings[scope];
    if (scope === 'private') entry.privateSettings ??= {};
    const target = scope === 'public' ? entry.publicSettings : entry.privateSettings;
    if (!target) return;
    for (const [name, value] of Object.entries(settings)) {
      const descriptor = descriptors?.[name];
      if (descriptors && !descriptor)
        throw new CommandError(`The plugin "${pluginId}" has no ${scope} setting "${name}".`);
      if (value === undefined) {
        delete target[name];
        continue;
      }
      if (descriptor && value !== null && !fitsSetting(descriptor, value))
        throw new CommandError(`"${descriptor.label.en}" expects a ${descriptor.type} value.`);
      target[name] = value;
    }
  },
  mergeKey: ({ pluginId, scope, settings }) =>
    `plugin-settings:${pluginId}:${scope}:${Object.keys(settings).sort().join(',')}`,
});
