/** Plugin commands (plugins panel): one line each, alphabetical. */
export const PLUGIN_COMMANDS = {} as const;
