/**
 * The server half of a plugin (`plugins/<name>/server.ts`): its routes, its database migrations,
 * and how it fills public settings a site leaves empty (the embedded stand-in's address, which
 * depends on the port the server listens on). The entry point only lists them
 * (`plugin-servers.ts`); a plugin never edits the server to add a route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonValue } from '@shared/schema/values.ts';
import type { ServerContext } from './app.ts';
import type { Migration, Queryable } from './db/database.ts';

export type Settings = Readonly<Record<string, JsonValue>>;

/**
 * Something a provider told a site, verified by the plugin that received it (the payment
 * plugin's Stripe webhook), handed to every plugin server with `onEvent`.
 */
/**
 * Work a listener leaves for after the event's transaction committed (calls to other services,
 * this server's own stand-ins included, and mail): run once the provider has its answer.
 */
export type AfterCommit = () => Promise<void>;

export interface ServerEvent {
  /** The plugin that received it: `'payment'`. */
  source: string;
  /** The provider's event type: `'checkout.session.completed'`. */
  type: string;
  /** The provider's event id (`evt_…`): each is applied once per site. */
  id: string;
  /** The site whose endpoint received it. */
  siteId: string;
  /** The event's object (Stripe: `event.data.object`, such as the Checkout Session). */
  data: unknown;
}

/** A paid order that a plugin delivers (a top-up): handed to its `fulfil`, once per order. */
export interface FulfilRequest {
  siteId: string;
  environment: string;
  /** The order as its owner reads it (`visibleOrder`: reference, lines, total, details…). */
  order: Readonly<Record<string, JsonValue>>;
  /** The offer's settings (`site.json` → the orders plugin's `offers.<name>`). */
  offer: Readonly<Record<string, JsonValue>>;
  /**
   * The idempotency key: the same for every attempt of one order. Pass it to the provider (a
   * top-up's `customIdentifier`), so an attempt repeated after a crash never delivers twice.
   */
  key: string;
}

/** What the provider did: its reference (shown to the shopper) and anything worth keeping. */
export interface Fulfilled {
  reference: string;
  [name: string]: JsonValue;
}

/** The provider refused for good (a wrong number, no balance): the order is refunded. */
export class FulfilmentFailed extends Error {}

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
  /**
   * Private settings for the embedded stand-in, used where a site's `{ "$secret" }` reference has
   * no value in this server's secrets store (a site folder fresh from git): the stand-in's own
   * key. Return nothing for a real provider (an `apiUrl` set).
   */
  standInSecrets?(privateSettings: Settings, siteId: string): Settings;
  /**
   * Reacts to a verified provider event, inside the transaction that records it as received
   * (`tools.db`): throwing rolls both back and the provider delivers it again. Called for every
   * site: check `event.siteId` and ignore what is not yours. Never wait inside it on something
   * that needs the database from another request (an HTTP call to this server, such as the
   * embedded Stripe stand-in): on PGlite every other query waits for this transaction.
   */
  /**
   * Delivers a paid order of an offer that names this plugin (`fulfil`), after the payment's
   * transaction committed; called once per order (the orders plugin claims it first). Throw
   * `FulfilmentFailed` when the provider refused for good; other errors are tried again.
   */
  fulfil?(
    request: FulfilRequest,
    tools: { context: ServerContext; request: FastifyRequest },
  ): Promise<Fulfilled>;
  onEvent?(
    event: ServerEvent,
    tools: { db: Queryable; context: ServerContext; request: FastifyRequest },
  ): Promise<void | AfterCommit>;
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
