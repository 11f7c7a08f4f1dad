export {
  loadPlugins,
  defaultPluginLoaders,
  pluginFailedMessage,
  type LoadedPlugins,
  type LoadPluginsOptions,
  type PluginLoaders,
} from './load.ts';
export {
  createPluginVariableStore,
  type PluginVariableStore,
  type PluginVariables,
} from './variable-store.ts';
