/** Plugin commands (plugins panel): one line each, alphabetical. */
import { disablePlugin } from './disable-plugin.ts';
import { enablePlugin } from './enable-plugin.ts';
import { setPluginSettings } from './set-plugin-settings.ts';

export const PLUGIN_COMMANDS = {
  [disablePlugin.type]: disablePlugin,
  [enablePlugin.type]: enablePlugin,
  [setPluginSettings.type]: setPluginSettings,
} as const;
