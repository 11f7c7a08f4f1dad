/**
 * Baobab with the payment plugin, listening on a free port, for the plugin's tests: sites made
 * from the fixture with the settings given, a test database (PGlite, or a schema of its own on
 * `DATABASE_URL`), the official `stripe` package pointed at the stand-in, and a browser-like
 * POST of the hosted Checkout form. A plugin server of the test's own (a fake listener) can be
 * added; the server's context is captured for `siteStripe`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { JsonValue } from '@shared/schema/values.ts';
import { fixtureTexts } from '@shared/schema/testing/fixture.ts';
import { createServer } from '@server/app.ts';
import type { ServerContext } from '@server/contract.ts';
import type { Database } from '@server/db/database.ts';
import { testDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import type { PluginServer } from '@server/contract.ts';
import { TEMPLATES, tempDir } from '@server/testing/temp-site.ts';
import type { StandInOptions } from '../stand-in/routes.ts';
import { createPaymentServer } from '../index.ts';

/** A site of the lab: its payment plugin's private settings, or null without the plugin. */
export type LabSites = Record<string, Record<string, JsonValue> | null>;

export interface Lab {
  server: FastifyInstance;
  context: ServerContext;
  db: Database;
  port: number;
  /** `{siteId}.preview.localhost:PORT` (`preview.localhost:PORT` for the first site). */
  siteHost(siteId?: string): string;
  /** The `stripe` package on the stand-in with `key`. */
  stripe(key: string): Stripe;
  /** Posts the hosted Checkout form like a browser (no redirect followed). */
  pay(sessionId: string, card: string, expiry?: string): Promise<Response>;
  close(): Promise<void>;
}

async function writeSite(sitesDir: string, id: string, privateSettings: LabSites[string]) {
  const texts = fixtureTexts((fixture) => {
    fixture.site.id = id;
    if (privateSettings)
      fixture.site.plugins = {
        payment: {
          id: 'payment',
          plugin: 'payment',
          publicSettings: { publishableKey: 'pk_test_lab' },
          privateSettings,
        },
      };
  });
  for (const [path, text] of Object.entries(texts)) {
    await mkdir(dirname(join(sitesDir, id, path)), { recursive: true });
    await writeFile(join(sitesDir, id, path), text);
  }
}

export async function startLab(
  sites: LabSites,
  options: { standIn?: StandInOptions; pluginServers?: PluginServer[] } = {},
): Promise<Lab> {
  const t = await testDatabase();
  const sitesDir = await tempDir('baobab-payment-sites-');
  for (const [id, settings] of Object.entries(sites)) await writeSite(sitesDir, id, settings);
  const defaultSite = Object.keys(sites)[0] ?? null;
  let context: ServerContext | null = null;
  const capture: PluginServer = {
    id: 'lab-context',
    async routes(_server, ctx) {
      context = ctx;
    },
  };
  const server = await createServer(
    {
      port: 0,
      host: 'localhost',
      sitesDir,
      dataDir: await tempDir('baobab-payment-data-'),
      defaultSiteId: defaultSite,
      hosts: {},
      dev: false,
      databaseUrl: null,
    },
    {
      frontEnd: fixedFrontEnd(TEMPLATES),
      database: t.db,
      pluginServers: [
        createPaymentServer(options.standIn),
        capture,
        ...(options.pluginServers ?? []),
      ],
    },
  );
  await server.listen({ port: 0, host: 'localhost' });
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  await server.ready();
  if (!context) throw new Error('the lab did not get the server context');
  const ctx: ServerContext = context;
  await ctx.db(); // migrated before the first test
  return {
    server,
    context: ctx,
    db: t.db,
    port,
    siteHost: (siteId = defaultSite ?? '') =>
      `${siteId === defaultSite ? '' : `${siteId}.`}preview.localhost:${port}`,
    stripe: (key) =>
      new Stripe(key, { host: 'localhost', port, protocol: 'http', maxNetworkRetries: 0 }),
    pay: (sessionId, card, expiry = '12 / 34') =>
      fetch(`http://localhost:${port}/stripe/checkout/${sessionId}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: 'shopper@example.com',
          cardnumber: card,
          'exp-date': expiry,
          cvc: '123',
          name: 'Thandi',
        }).toString(),
      }),
    async close() {
      await server.close();
      await t.close();
    },
  };
}

/** Waits until `check` answers something truthy (polling every 50 ms), at most `ms`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
