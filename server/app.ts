/**
 * The one server: composes the editor API and the runtime serving (each a Fastify plugin that
 * only registers routes) with the front end's bundles. Requests are routed by host name:
 * `preview.localhost` & co. reach the runtime routes, every other host the editor's.
 */
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { editorRoutes } from '@editor/server/routes.ts';
import { pwaRoutes } from '@runtime/server/pwa.ts';
import { runtimeRoutes } from '@runtime/server/routes.ts';
import { collectionRoutes } from '@runtime/server/collections.ts';
import { versionPreviewRoutes } from '@runtime/server/version-preview.ts';
import { DEFAULT_MAIL_FROM, type ServerConfig } from './config.ts';
import type { FrontEnd } from './front-end.ts';
import {
  refuseCrossOriginWrites,
  refuseNulBytes,
  refuseUnknownHosts,
  securityHeaders,
} from './guards.ts';
import { resolveHost, type HostOptions } from './hosts.ts';
import { boundJsonBodies } from './json-body.ts';
import type { Database, Migration } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import type { PluginServer, ServerContext } from './contract.ts';
import { PLUGIN_SERVERS } from './plugin-servers.ts';
import { recoverPublished } from './publishing/recover.ts';
import { SiteStore, type SiteStoreOptions } from './site-store/store.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { startMailDelivery, type MailDelivery } from './mail/delivery.ts';
import { MAIL_MIGRATIONS } from './mail/migrations.ts';
import { outboxRoutes } from './mail/routes.ts';
import { AUTH_MIGRATIONS } from '@plugins/auth/server/provider/schema.ts';
import { authorGuard } from './authors/guard.ts';
import { authorRoutes } from './authors/routes.ts';
import { AUTHOR_MIGRATIONS } from './authors/schema.ts';
import {
  isSecretRef,
  putSecret,
  resolveSecrets,
  secretsKey,
  siteSecrets,
  SITE_SECRET_MIGRATIONS,
} from './site-secrets/store.ts';

/** Each migration once: the authors' accounts are the auth plugin's tables, there or not. */
function uniqueMigrations(migrations: readonly Migration[]): Migration[] {
  const byId = new Map(migrations.map((migration) => [migration.id, migration]));
  return [...byId.values()];
}

export interface CreateServerOptions {
  frontEnd: FrontEnd;
  store?: SiteStoreOptions;
  logger?: boolean;
  /** A database to use instead of opening one (tests); migrated on first use all the same. */
  database?: Database;
  /** Default: every plugin of `plugin-servers.ts`. */
  pluginServers?: readonly PluginServer[];
  /**
   * Opens and migrates the database while the server starts listening, so the first visitor
   * who signs in or pays does not wait for PGlite (seconds on a small machine). Default false.
   */
  warmDatabase?: boolean;
  /** Told every route as it is added (the security suite walks every route of the editor). */
  onRoute?: (route: RouteOptions) => void;
}

/** A route constraint `{ hostKind: 'editor' | 'site' }` derived from the Host header. */
function hostKindConstraint(hostOptions: HostOptions) {
  return {
    name: 'hostKind',
    storage<Handler>() {
      const handlers = new Map<string, Handler>();
      return {
        get: (kind: string): Handler | null => handlers.get(kind) ?? null,
        set: (kind: string, handler: Handler) => void handlers.set(kind, handler),
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const host = request.headers.host;
      return resolveHost(Array.isArray(host) ? host[0] : host, hostOptions).kind;
    },
    validate(kind: unknown) {
      if (kind !== 'editor' && kind !== 'site')
        throw new Error(`hostKind must be "editor" or "site", not ${String(kind)}`);
    },
    mustMatchWhenDerived: false,
  };
}

export async function createServer(
  config: ServerConfig,
  options: CreateServerOptions,
): Promise<FastifyInstance> {
  const hostOptions: HostOptions = { hosts: config.hosts, editorHosts: config.editorHosts };
  const server = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy === true,
    routerOptions: { constraints: { hostKind: hostKindConstraint(hostOptions) } },
  });
  // What a publish stopped by a crash left is cleaned before any request reads it.
  const recovery = await recoverPublished(config.dataDir);
  for (const path of recovery.removed)
    console.warn(`[baobab] removed a half-written publish: ${path}`);
  for (const path of recovery.restored) console.warn(`[baobab] restored the live publish: ${path}`);
  if (options.onRoute) server.addHook('onRoute', options.onRoute);
  refuseUnknownHosts(server, hostOptions);
  refuseNulBytes(server);
  refuseCrossOriginWrites(server, hostOptions);
  securityHeaders(server);
  const store = new SiteStore(config.sitesDir, options.store);
  const pluginServers = options.pluginServers ?? PLUGIN_SERVERS;
  let database: Promise<Database> | null = null;
  const openAndMigrate = async (): Promise<Database> => {
    const db =
      options.database ??
      (await openDatabase({ url: config.databaseUrl, dir: join(config.dataDir, 'db') }));
    await migrate(
      db,
      uniqueMigrations([
        ...MAIL_MIGRATIONS,
        ...AUTH_MIGRATIONS,
        ...AUTHOR_MIGRATIONS,
        ...SITE_SECRET_MIGRATIONS,
        ...pluginServers.flatMap((p) => p.migrations ?? []),
      ]),
    );
    return db;
  };
  let delivery: MailDelivery | null = null;
  const context: ServerContext = {
    config,
    store,
    frontEnd: options.frontEnd,
    hostOptions,
    // Asked by every request to a bare environment host: one `stat` when the configured site or
    // the storefront is there, the folder listed only when neither is.
    async defaultSiteId() {
      if (config.defaultSiteId !== null)
        return (await store.hasSite(config.defaultSiteId)) ? config.defaultSiteId : null;
      if (await store.hasSite('cross-border-shop')) return 'cross-border-shop';
      return (await store.listSites())[0] ?? null;
    },
    db() {
      database ??= openAndMigrate().catch((error: unknown) => {
        database = null; // the next request tries again (a server that was down may be up)
        throw error;
      });
      return database;
    },
    pluginServers: new Map(pluginServers.map((p) => [p.id, p])),
    mail: { kick: () => delivery?.kick() },
    secrets: {
      async put(siteId, name, value) {
        const key = await secretsKey(config.dataDir, config.secretsKey ?? undefined);
        await putSecret(await context.db(), key, siteId, name, value);
      },
      async resolve(siteId, settings) {
        if (!Object.values(settings).some(isSecretRef)) return settings;
        const key = await secretsKey(config.dataDir, config.secretsKey ?? undefined);
        return resolveSecrets(settings, await siteSecrets(await context.db(), key, siteId));
      },
    },
  };
  server.decorate('baobab', context);
  // Every editor route needs a signed-in author with a role on its site (`authors/access.ts`).
  authorGuard(server, context);
  if (config.smtpUrl)
    delivery = startMailDelivery(() => context.db(), {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
    });
  // Every JSON body is depth-checked before it is parsed (400); scopes with their own JSON
  // parser inherit this one and replace it through `json-body.ts` too.
  boundJsonBodies(server);
  // gzip/brotli for HTML, JSON and scripts: most of a phone's wait on a slow network is bytes.
  await server.register(fastifyCompress, { global: true, threshold: 1024 });
  await options.frontEnd.register(server);
  await server.register((scope) => authorRoutes(scope, context, server));
  await server.register(editorRoutes, context);
  await server.register(runtimeRoutes, context);
  await server.register(pwaRoutes, context);
  await server.register(collectionRoutes, context);
  await server.register(versionPreviewRoutes, context);
  await server.register(uploadRoutes(), context);
  await server.register(outboxRoutes, context);
  for (const plugin of pluginServers) await server.register(plugin.routes, context);
  if (options.warmDatabase) {
    server.addHook('onReady', async () => {
      context.db().catch((error: unknown) => {
        // Pages still serve; sign-in, records and payments retry opening it on their next call.
        const where = config.databaseUrl ? 'DATABASE_URL' : join(config.dataDir, 'db');
        console.error(`The database (${where}) could not be opened: ${String(error)}`);
      });
    });
  }
  server.addHook('onClose', async () => {
    delivery?.stop();
    await options.frontEnd.close();
    // A database handed in by a test is the test's to close.
    if (database && !options.database) await (await database.catch(() => null))?.close();
  });
  return server;
}
