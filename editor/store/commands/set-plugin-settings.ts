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
    if (!entry) throw new CommandError('command.plugin.notEnabled', { id: pluginId });
    const descriptors = PLUGIN_DEFINITIONS[entry.plugin]?.settings[scope];
    if (scope === 'private') entry.privateSettings ??= {};
    const target = scope === 'public' ? entry.publicSettings : entry.privateSettings;
    if (!target) return;
    for (const [name, value] of Object.entries(settings)) {
      const descriptor = descriptors?.[name];
      if (descriptors && !descriptor)
        throw new CommandError(`command.plugin.noSetting.${scope}`, { id: pluginId, name });
      if (value === undefined) {
        delete target[name];
        continue;
      }
      if (descriptor && value !== null && !fitsSetting(descriptor, value))
        throw new CommandError('command.plugin.settingType', {
          name: descriptor.label,
          type: descriptor.type,
        });
      target[name] = value;
    }
  },
  mergeKey: ({ pluginId, scope, settings }) =>
    `plugin-settings:${pluginId}:${scope}:${Object.keys(settings).sort().join(',')}`,
});
