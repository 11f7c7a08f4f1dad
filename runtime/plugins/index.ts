export {
  loadPlugins,
  defaultPluginLoaders,
  pluginFailedMessage,
  PLUGIN_UNAVAILABLE_MESSAGE,
  type LoadedPlugins,
  type LoadPluginsOptions,
  type PluginLoaders,
} from './load.ts';
export {
  createPluginVariableStore,
  type PluginVariableStore,
  type PluginVariables,
} from './variable-store.ts';
