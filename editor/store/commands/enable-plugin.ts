import { CommandError, defineCommand } from '../command.ts';
import { defaultSettings, PLUGIN_DEFINITIONS } from './plugin-registry.ts';

export interface EnablePluginPayload {
  /** The plugin's name (its folder): `auth`, `analytics`… It is also its id in `site.plugins`. */
  plugin: string;
}

/**
 * Enables a plugin on the site with its default settings. The sign-in plugin also becomes the
 * site's `authPluginId` when the site has none.
 */
export const enablePlugin = defineCommand({
  type: 'enable-plugin',
  apply(doc, { plugin }: EnablePluginPayload) {
    const definition = PLUGIN_DEFINITIONS[plugin];
    if (!definition) throw new CommandError('command.plugin.missing', { id: plugin });
    if (plugin in doc.site.plugins)
      throw new CommandError('command.plugin.enabled', { name: definition.label });
    const privateSettings = defaultSettings(definition.settings.private);
    doc.site.plugins[plugin] = {
      id: plugin,
      plugin,
      publicSettings: defaultSettings(definition.settings.public),
      ...(Object.keys(definition.settings.private).length > 0 ? { privateSettings } : {}),
    };
    if (plugin === 'auth' && doc.site.authPluginId === null) doc.site.authPluginId = plugin;
  },
});
