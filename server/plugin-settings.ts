/**
 * What plugin servers read about a site's plugin entry: its settings (private ones resolved from
 * the secrets store) and the origins a request came from.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext, Settings, SitePluginSettings } from './contract.ts';

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
  const site = await context.store.siteFile(siteId);
  if (!site) return null;
  for (const [id, entry] of Object.entries(site.plugins)) {
    if (entry.plugin === plugin)
      return {
        id,
        publicSettings: entry.publicSettings,
        privateSettings: await resolvedPrivateSettings(context, siteId, entry),
      };
  }
  return null;
}

/**
 * A plugin entry's private settings as its server half uses them: `{ "$secret" }` references
 * resolved from the secrets store; one with no stored value (a site folder fresh from git) takes
 * the plugin's `standInSecrets` when it has one.
 */
export async function resolvedPrivateSettings(
  context: ServerContext,
  siteId: string,
  entry: { plugin: string; privateSettings?: Settings | undefined },
): Promise<Settings> {
  const written = entry.privateSettings ?? {};
  const privateSettings = await context.secrets.resolve(siteId, written);
  const unresolved = Object.keys(written).filter((key) => !(key in privateSettings));
  if (unresolved.length === 0) return privateSettings;
  const standIn = context.pluginServers
    .get(entry.plugin)
    ?.standInSecrets?.(privateSettings, siteId);
  if (!standIn) return privateSettings;
  return {
    ...privateSettings,
    ...Object.fromEntries(
      unresolved.filter((key) => key in standIn).map((key) => [key, standIn[key]!]),
    ),
  };
}

/** `http://localhost:PORT`: the editor host of this server, as the browser reached it. */
export function editorOrigin(request: FastifyRequest, context: ServerContext): string {
  const port = (request.headers.host ?? '').split(':')[1] ?? String(context.config.port);
  return `${request.protocol}://localhost${port ? `:${port}` : ''}`;
}

/** An absolute http(s) URL on the origin the visitor called us from (no open redirects). */
export function onSiteOrigin(url: unknown, request: FastifyRequest): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.host === request.headers.host;
  } catch {
    return false;
  }
}
