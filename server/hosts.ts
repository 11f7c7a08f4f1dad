/**
 * Which front end a request is for, told by its host name: `preview.localhost`,
 * `staging.localhost` and `production.localhost` serve the default site in that environment,
 * `{siteId}.{env}.localhost` another site; other host names (`localhost`, `127.0.0.1`…) the
 * editor. `BAOBAB_HOSTS` adds host names per environment.
 *
 * Only known host names are served at all (`isServedHost`): a name an attacker's DNS points at
 * this machine (DNS rebinding) would otherwise reach the editor from the attacker's page.
 */
import type { Environment } from '@shared/schema/compose.ts';

export type SiteEnvironment = Exclude<Environment, 'editor'>;
export const SITE_ENVIRONMENTS: readonly SiteEnvironment[] = ['preview', 'staging', 'production'];

export type HostTarget =
  { kind: 'editor' } | { kind: 'site'; environment: SiteEnvironment; siteId: string | null };

export interface HostOptions {
  hosts?: Partial<Record<Environment, string[]>>;
  /** Host names the editor is also served on (`BAOBAB_EDITOR_HOSTS`), beside the loopback ones. */
  editorHosts?: readonly string[] | undefined;
}

/** A host name as a browser sends it: DNS labels, an IPv4 address or a bracketed IPv6 one. */
const HOST_NAME = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)$/;

/**
 * Whether this server answers a request for this Host header: `localhost` and every
 * `*.localhost` name (browsers resolve them to this machine only, RFC 6761, so no DNS record can
 * borrow one), `127.0.0.1`, `[::1]`, and the names configured for the editor
 * (`BAOBAB_EDITOR_HOSTS`) and the environments (`BAOBAB_HOSTS`). Anything else is refused (421).
 */
export function isServedHost(hostHeader: string | undefined, options: HostOptions = {}): boolean {
  const name = hostName(hostHeader);
  if (!HOST_NAME.test(name)) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '127.0.0.1' || name === '[::1]') return true;
  if (options.editorHosts?.includes(name)) return true;
  return SITE_ENVIRONMENTS.some((environment) => options.hosts?.[environment]?.includes(name));
}

/** The host name without its port, lower-case (`[::1]:3000` → `[::1]`). */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

export function hostPort(hostHeader: string | undefined): string | null {
  const match = /:(\d+)$/.exec(hostHeader ?? '');
  return match?.[1] ?? null;
}

/** `siteId` null means the default site. */
export function resolveHost(hostHeader: string | undefined, options: HostOptions = {}): HostTarget {
  const name = hostName(hostHeader);
  for (const environment of SITE_ENVIRONMENTS) {
    if (options.hosts?.[environment]?.includes(name))
      return { kind: 'site', environment, siteId: null };
  }
  const match = /^(?:([a-z0-9][a-z0-9_-]*)\.)?(preview|staging|production)\.localhost$/.exec(name);
  if (!match) return { kind: 'editor' };
  return { kind: 'site', environment: match[2] as SiteEnvironment, siteId: match[1] ?? null };
}

/** The address of a site's environment, as seen from a request to `requestHost`. */
export function siteUrl(
  environment: SiteEnvironment,
  siteId: string,
  defaultSiteId: string | null,
  requestHost: string | undefined,
  options: HostOptions = {},
): string {
  const port = hostPort(requestHost);
  const custom = siteId === defaultSiteId ? options.hosts?.[environment]?.[0] : undefined;
  const name = custom ?? `${siteId === defaultSiteId ? '' : `${siteId}.`}${environment}.localhost`;
  return `http://${name}${port ? `:${port}` : ''}/`;
}

/**
 * The origins a site is served on, as seen from a request to `requestHost`: its preview, staging
 * and production addresses (`siteUrl`, and `{siteId}.{env}.localhost`) and, for the default
 * site, the bare `{env}.localhost` names and every `BAOBAB_HOSTS` name of each environment (on
 * the request's port over http, and over https on its default port, as behind a TLS proxy).
 */
export function siteOrigins(
  siteId: string,
  defaultSiteId: string | null,
  requestHost: string | undefined,
  options: HostOptions = {},
): string[] {
  const port = hostPort(requestHost);
  const at = port ? `:${port}` : '';
  // `{siteId}.{env}.localhost` serves every site, the default one too (beside the bare name).
  const named = SITE_ENVIRONMENTS.map(
    (environment) => `http://${siteId}.${environment}.localhost${at}`,
  );
  const origins = SITE_ENVIRONMENTS.map(
    (environment) =>
      new URL(siteUrl(environment, siteId, defaultSiteId, requestHost, options)).origin,
  );
  if (siteId === defaultSiteId)
    for (const environment of SITE_ENVIRONMENTS) {
      origins.push(`http://${environment}.localhost${at}`);
      for (const name of options.hosts?.[environment] ?? [])
        origins.push(`http://${name}${at}`, `https://${name}`);
    }
  return [...new Set([...origins, ...named])];
}
