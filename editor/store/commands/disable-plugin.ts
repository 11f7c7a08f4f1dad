import { CommandError, defineCommand } from '../command.ts';

export interface DisablePluginPayload {
  /** The id in `site.plugins`. */
  pluginId: string;
}

/** Disables a plugin: its settings go (undo brings them back); it stops being the sign-in plugin. */
export const disablePlugin = defineCommand({
  type: 'disable-plugin',
  apply(doc, { pluginId }: DisablePluginPayload) {
    if (!(pluginId in doc.site.plugins))
      throw new CommandError('command.plugin.notEnabled', { id: pluginId });
    delete doc.site.plugins[pluginId];
    if (doc.site.authPluginId === pluginId) doc.site.authPluginId = null;
  },
});
