/**
 * The plugins with a server half, composed by `app.ts`. Adding one is one line here: its routes,
 * migrations and settings filling live in `plugins/<name>/server.ts`.
 */
import type { PluginServer } from './plugin-server.ts';

export const PLUGIN_SERVERS: readonly PluginServer[] = [];
