/**
 * The server's contract with its halves: what a route module (`runtime/server/`,
 * `editor/server/`, a plugin's `server/`) receives (`ServerContext`), the shape of a route
 * module (`RouteModule`) and of a plugin's server half (`PluginServer`). It imports no route
 * module: a half imports this, `app.ts` composes the halves, and no import goes back
 * (`tests/architecture/imports.test.ts` fails on a circle).
 *
 * A plugin's server half: its routes, its database migrations, and how it fills public settings
 * a site leaves empty (the embedded stand-in's address, which depends on the port the server
 * listens on). `plugin-servers.ts` lists them; a plugin never edits the server to add a route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonValue } from '@shared/schema/values.ts';
import type { ServerConfig } from './config.ts';
import type { Database, Migration, Queryable } from './db/database.ts';
import type { FrontEnd } from './front-end.ts';
import type { HostOptions } from './hosts.ts';
import type { SiteStore } from './site-store/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes share (start-up and tests reach the database through it). */
    baobab: ServerContext;
  }
}

/** What every route module and plugin server receives from `app.ts` (`createServer`). */
export interface ServerContext {
  config: ServerConfig;
  store: SiteStore;
  frontEnd: FrontEnd;
  /** The site of bare environment hosts (`preview.localhost`). */
  defaultSiteId(): Promise<string | null>;
  hostOptions: HostOptions;
  /**
   * The database, opened and migrated on first use (a server that never needs it never starts
   * PGlite): PGlite under `{dataDir}/db`, or `DATABASE_URL`.
   */
  db(): Promise<Database>;
  /** The plugins' server halves, by plugin name. */
  pluginServers: ReadonlyMap<string, PluginServer>;
  /**
   * Mail: written to the outbox (`queueMail` of `mail/outbox.ts`, in the caller's transaction);
   * `kick()` after the commit sends it at once when a mail server is configured.
   */
  mail: { kick(): void };
  /** Plugins' private settings, out of site files (`site-secrets/`). */
  secrets: {
    put(siteId: string, name: string, value: JsonValue): Promise<void>;
    /** Private settings with their `{ "$secret" }` references replaced by the values. */
    resolve(siteId: string, settings: Settings): Promise<Settings>;
  };
}

/**
 * A route module: registered by `app.ts` with `server.register(module, context)`, it adds its
 * routes to the scope it is given (`constraints: { hostKind }` where a route is host-specific).
 */
export type RouteModule = (scope: FastifyInstance, context: ServerContext) => Promise<void>;

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
  routes: RouteModule;
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

/** A site's settings of one plugin (`plugin-settings.ts`, `sitePluginSettings`). */
export interface SitePluginSettings {
  /** The plugin's id in the site (`site.json` → `plugins.<id>`). */
  id: string;
  publicSettings: Settings;
  privateSettings: Settings;
}
