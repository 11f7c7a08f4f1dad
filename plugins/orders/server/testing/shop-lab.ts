/**
 * A shop on a listening Baobab for the orders plugin's tests: a site with the auth, datasource,
 * payment and orders plugins, products seeded into the embedded record API from the site
 * folder, every plugin server, a test database; signed access tokens for any shopper; the
 * hosted Checkout form posted like a browser.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@server/app.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, tempDir } from '@server/testing/temp-site.ts';
import { fixtureTexts } from '@shared/schema/testing/fixture.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { visitorToken } from '../../../auth/server/testing/visitor-token.ts';
import { DEMO_API_KEY } from '../../../datasource/server/migrations.ts';
import { seedSites } from '../../../datasource/server/seed.ts';

export const LAB_BASE = 'appShopLab0000001';

export interface LabProduct {
  id: string;
  Name: string;
  PriceCents: JsonValue;
  Stock: number;
}

export const LAB_PRODUCTS: LabProduct[] = [
  { id: 'recMaizeMeal00001', Name: 'Maize meal 10 kg', PriceCents: 12999, Stock: 40 },
  { id: 'recCookingOil0001', Name: 'Cooking oil 2 L', PriceCents: 8999, Stock: 5 },
  { id: 'recLastOne0000001', Name: 'Last rice bag', PriceCents: 16999, Stock: 1 },
  { id: 'recSoldOut0000001', Name: 'Gone soap', PriceCents: 1599, Stock: 0 },
  { id: 'recNoPrice0000001', Name: 'Priceless', PriceCents: 'free', Stock: 9 },
];

export interface ShopLab {
  server: FastifyInstance;
  db: TestDatabase['db'];
  port: number;
  host: string;
  token(sub: string, options?: { email?: string; roles?: string[] }): Promise<string>;
  /** POST to a site route as JSON, with a bearer token when given. */
  post(path: string, body: unknown, token?: string): Promise<Response>;
  /** The shopper's orders as the `my-orders` collection gives them (newest first). */
  myOrders(token: string): Promise<Array<Record<string, JsonValue>>>;
  /** POSTs the hosted Checkout form of a session like a browser (no redirect followed). */
  pay(sessionUrl: string, card: string): Promise<Response>;
  close(): Promise<void>;
}

/** What a test adds to the lab's site: its settings and collections, more seeded tables. */
export interface ShopLabOptions {
  site?: Parameters<typeof fixtureTexts>[0];
  tables?: Array<{ id: string; name: string; views: string[]; records: unknown[] }>;
}

export async function startShopLab(options: ShopLabOptions = {}): Promise<ShopLab> {
  const t = await testDatabase();
  const sitesDir = await tempDir('baobab-shop-sites-');
  const texts = fixtureTexts((f) => {
    f.site.id = 'shop';
    f.site.name = 'Lab Shop';
    f.site.formulas = {
      'delivery-fee': {
        id: 'delivery-fee',
        name: 'deliveryFee',
        parameters: ['subtotal'],
        code: 'subtotal >= 50000 ? 0 : 4500',
      },
    };
    f.site.collections = {
      products: {
        id: 'products',
        name: 'Products',
        mode: 'dynamic',
        config: { base: LAB_BASE, table: 'Products', view: 'Grid view' },
      },
      'my-orders': {
        id: 'my-orders',
        name: 'My orders',
        mode: 'dynamic',
        authenticated: true,
        config: { source: 'orders', scope: 'mine' },
      },
      'all-orders': {
        id: 'all-orders',
        name: 'All orders',
        mode: 'dynamic',
        authenticated: true,
        config: { source: 'orders', scope: 'all' },
      },
    };
    f.site.plugins = {
      auth: { id: 'auth', plugin: 'auth', publicSettings: { domain: '', SPAClientId: 'shop-spa' } },
      datasource: {
        id: 'datasource',
        plugin: 'datasource',
        publicSettings: {},
        privateSettings: { apiKey: DEMO_API_KEY },
      },
      payment: {
        id: 'payment',
        plugin: 'payment',
        publicSettings: { publishableKey: 'pk_test_shop' },
        privateSettings: { secretKey: 'sk_test_shop' },
      },
      orders: {
        id: 'orders',
        plugin: 'orders',
        publicSettings: {
          productsCollection: 'products',
          deliveryFeeFormula: 'deliveryFee',
          successPage: 'home',
          cancelPage: 'faq',
          referencePrefix: 'LAB',
        },
      },
    };
    options.site?.(f);
  });
  for (const [path, text] of Object.entries(texts)) {
    await mkdir(dirname(join(sitesDir, 'shop', path)), { recursive: true });
    await writeFile(join(sitesDir, 'shop', path), text);
  }
  const seed = {
    base: LAB_BASE,
    tables: [
      {
        id: 'tblLabProducts001',
        name: 'Products',
        views: ['Grid view'],
        records: LAB_PRODUCTS.map(({ id, ...fields }) => ({ id, fields })),
      },
      ...(options.tables ?? []),
    ],
  };
  await mkdir(join(sitesDir, 'shop', 'datasource'), { recursive: true });
  await writeFile(join(sitesDir, 'shop', 'datasource', `${LAB_BASE}.json`), JSON.stringify(seed));
  const server = await createServer(
    {
      port: 0,
      host: 'localhost',
      sitesDir,
      dataDir: await tempDir('baobab-shop-data-'),
      defaultSiteId: 'shop',
      hosts: {},
      dev: false,
      databaseUrl: null,
    },
    { frontEnd: fixedFrontEnd(TEMPLATES), database: t.db },
  );
  await server.listen({ port: 0, host: 'localhost' });
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const host = `preview.localhost:${port}`;
  // Opens and migrates the database (the outbox reads it) before the first token is signed,
  // and seeds the products, which the record API would do (and log) on its first request.
  await server.baobab.db();
  await seedSites(t.db, sitesDir, ['shop']);
  return {
    server,
    db: t.db,
    port,
    host,
    token: (sub, options) => visitorToken(t.db, port, sub, options),
    async post(path, body, token) {
      // Through inject: Node's resolver does not know `*.localhost`; the routes it calls (the
      // record API, Stripe's stand-in) are real HTTP to this listening server.
      const answer = await server.inject({
        method: 'POST',
        url: path,
        headers: {
          host,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify(body),
      });
      return new Response(answer.body, { status: answer.statusCode });
    },
    async myOrders(token) {
      const answer = await server.inject({
        method: 'POST',
        url: '/ww/cms_data_sets/my-orders/fetch',
        headers: {
          host,
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
        payload: '{"variables":{}}',
      });
      return answer.json<{ data: Array<Record<string, JsonValue>> }>().data;
    },
    pay(sessionUrl, card) {
      return fetch(sessionUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: 'shopper@example.com',
          cardnumber: card,
          'exp-date': '12 / 34',
          cvc: '123',
          name: 'Thandi',
        }).toString(),
      });
    },
    async close() {
      await server.close();
      await t.close();
    },
  };
}

/** Waits for `check` to give a truthy value (webhooks and fulfilment land after the answer). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
