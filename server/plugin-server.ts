/**
 * The server half of a plugin (`plugins/<name>/server.ts`): its routes, its database migrations,
 * and how it fills public settings a site leaves empty (the embedded stand-in's address, which
 * depends on the port the server listens on). The entry point only lists them
 * (`plugin-servers.ts`); a plugin never edits the server to add a route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonValue } from '@shared/schema/values.ts';
import type { ServerContext } from './app.ts';
import type { Migration } from './db/database.ts';

export type Settings = Readonly<Record<string, JsonValue>>;

export interface PluginServer {
  /** The plugin's name: its folder and the `plugin` value of a site's plugin entry. */
  id: string;
  /** Its tables; applied before the first query (ids prefixed by the plugin id). */
  migrations?: readonly Migration[];
  /** Registers its routes (with `constraints: { hostKind }` where a route is host-specific). */
  routes(server: FastifyInstance, context: ServerContext): Promise<void>;
  /**
   * The public settings the runtime receives for one request, from the site's own: fills what
   * the site leaves empty with the embedded stand-in's address (`request` gives the host/port).
   */
  publicSettings?(settings: Settings, request: FastifyRequest, context: ServerContext): Settings;
}

export interface SitePluginSettings {
  /** The plugin's id in the site (`site.json` → `plugins.<id>`). */
  id: string;
  publicSettings: Settings;
  privateSettings: Settings;
}

/**
 * A site's settings of a plugin, read from its drafts (private settings are never published):
 * null when the site does not enable the plugin or cannot be read.
 */
export async function sitePluginSettings(
  context: ServerContext,
  siteId: string,
  plugin: string,
): Promise<SitePluginSettings | null> {
  if (!(await context.store.hasSite(siteId))) return null;
  const { readable } = await context.store.load(siteId);
  if (!readable) return null;
  for (const [id, entry] of Object.entries(readable.site.plugins)) {
    if (entry.plugin === plugin)
      return {
        id,
        publicSettings: entry.publicSettings,
        privateSettings: entry.privateSettings ?? {},
      };
  }
  return null;
}

/** `http://localhost:PORT`: the editor host of this server, as the browser reached it. */
export function editorOrigin(request: FastifyRequest, context: ServerContext): string {
  const port = (request.headers.host ?? '').split(':')[1] ?? String(context.config.port);
  return `${request.protocol}://localhost${port ? `:${port}` : ''}`;
}
