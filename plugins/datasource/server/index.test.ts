/**
 * The site's record routes and dynamic collection fetches of datasource collections, end to end
 * on a listening server: the route calls Airtable's REST API over HTTP, answered by the embedded
 * stand-in of the same server (no API URL set), over a test database.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { AUTH_MIGRATIONS } from '../../auth/server/provider/schema.ts';
import { visitorToken } from '../../auth/server/testing/visitor-token.ts';
import { DATASOURCE_MIGRATIONS, DEMO_API_KEY, DEMO_BASE_ID } from './migrations.ts';
import { datasourceServer } from './index.ts';
import { DATASOURCE_MESSAGES } from '../validate.ts';

let t: TestDatabase;
let server: FastifyInstance;
let port: number;

const table = (name: string, extra: Record<string, JsonValue> = {}) => ({
  base: DEMO_BASE_ID,
  table: name,
  view: 'Grid view',
  ...extra,
});

beforeAll(async () => {
  t = await testDatabase([...AUTH_MIGRATIONS, ...DATASOURCE_MIGRATIONS]);
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    f.site.plugins = {
      datasource: {
        id: 'datasource',
        plugin: 'datasource',
        publicSettings: {},
        privateSettings: { apiKey: DEMO_API_KEY },
      },
      auth: { id: 'auth', plugin: 'auth', publicSettings: { domain: '', SPAClientId: 'demo-spa' } },
    };
    f.pages.home!.variables = {
      'var-search': { id: 'var-search', name: 'search', type: 'string', defaultValue: '' },
    };
    f.pages.home!.collections = {
      products: {
        id: 'products',
        name: 'Products',
        mode: 'dynamic',
        config: table('Products'),
        filter: {
          type: 'group',
          combinator: 'and',
          conditions: [
            {
              type: 'condition',
              key: 'Name',
              operator: 'contains',
              value: { $formula: 'variables.search' },
            },
          ],
        },
        sort: [{ key: 'Price', direction: 'desc' }],
        limit: 5,
      },
      notes: {
        id: 'notes',
        name: 'Notes',
        mode: 'dynamic',
        config: table('Notes', { allowAnonymousWrites: true }),
      },
      noview: {
        id: 'noview',
        name: 'No view',
        mode: 'dynamic',
        config: { base: DEMO_BASE_ID, table: 'Notes' },
      },
      badkey: { id: 'badkey', name: 'Missing', mode: 'dynamic', config: table('Missing') },
    };
  });
  server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    database: t.db,
    pluginServers: [datasourceServer],
  });
  await server.listen({ port: 0, host: 'localhost' });
  port = (server.server.address() as { port: number }).port;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await t.close();
});

const site = () => `preview.localhost:${port}`;

function inject(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return server.inject({
    method,
    url,
    headers: {
      host: site(),
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const fetchCollection = (id: string, query = '', variables: Record<string, unknown> = {}) =>
  inject('POST', `/ww/cms_data_sets/${id}/fetch${query}`, { variables });

const accessToken = (sub = 'auth0|shopper') =>
  visitorToken(t.db, port, sub, { email: 'shopper@example.com' });

describe('POST /ww/cms_data_sets/{id}/fetch of a datasource collection', () => {
  it('reads the view through the record API, then sorts, filters and pages', async () => {
    const first = await fetchCollection('products', '?limit=5&offset=0');
    expect(first.statusCode).toBe(200);
    const body = first.json() as { data: Array<Record<string, unknown>>; total: number };
    expect(body.total).toBe(12);
    expect(body.data.map((r) => r.Name)).toEqual([
      'Frozen chicken 2 kg',
      'Maize meal 10 kg',
      'Rice 5 kg',
      'Washing powder 2 kg',
      'Cooking oil 2 L',
    ]);
    expect(body.data[0]).toEqual({
      id: 'recDemo0000000004',
      Name: 'Frozen chicken 2 kg',
      Category: 'Meat',
      Price: 120,
    });
    const last = (await fetchCollection('products', '?limit=5&offset=10')).json();
    expect(last.data).toHaveLength(2);
    const tea = (await fetchCollection('products', '', { 'var-search': 'tea' })).json();
    expect(tea).toMatchObject({ total: 2 });
    expect(tea.data.map((r: { Name: string }) => r.Name)).toEqual(['Green tea', 'Rooibos tea']);
  });

  it('says what a collection config lacks, and what the record API refused', async () => {
    const noView = await fetchCollection('noview');
    expect(noView.statusCode).toBe(400);
    expect(noView.json()).toEqual({ error: DATASOURCE_MESSAGES.noView });
    const missing = await fetchCollection('badkey');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: `Could not find table Missing in application ${DEMO_BASE_ID}`,
    });
  });
});

describe('record routes', () => {
  it('creates, updates, syncs and deletes a record of a collection open to anonymous writes', async () => {
    const created = await inject('POST', '/ww/cms_data_sets/notes/airtable/record', {
      data: { Text: 'From a test' },
    });
    expect(created.statusCode).toBe(200);
    const record = created.json().data as { id: string; Text: string };
    expect(record).toEqual({
      id: expect.stringMatching(/^rec[A-Za-z0-9]{14}$/),
      Text: 'From a test',
    });
    const [row] = await t.db.query<{ fields: unknown }>(
      'SELECT fields FROM datasource_records WHERE id = $1',
      [record.id],
    );
    expect(row?.fields).toEqual({ Text: 'From a test' });

    const updated = await inject('PATCH', `/ww/cms_data_sets/notes/airtable/record/${record.id}`, {
      data: { id: 'ignored', Done: true },
    });
    expect(updated.json()).toEqual({ data: { id: record.id, Text: 'From a test', Done: true } });

    const synced = await inject(
      'GET',
      `/plugins/hook/designs/demo/cms_data_sets/notes/sync/${record.id}/update`,
    );
    expect(synced.json()).toEqual({ data: { id: record.id, Text: 'From a test', Done: true } });
    const otherSite = await inject(
      'GET',
      `/plugins/hook/designs/other/cms_data_sets/notes/sync/${record.id}/update`,
    );
    expect(otherSite.statusCode).toBe(404);

    const deleted = await inject('DELETE', `/ww/cms_data_sets/notes/airtable/record/${record.id}`);
    expect(deleted.json()).toEqual({ data: { id: record.id } });
    expect(await t.db.query('SELECT 1 FROM datasource_records WHERE id = $1', [record.id])).toEqual(
      [],
    );
    const gone = await inject(
      'GET',
      `/plugins/hook/designs/demo/cms_data_sets/notes/sync/${record.id}/update`,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('refuses anonymous writes to a protected collection, and takes a signed-in user', async () => {
    const before = await t.db.query('SELECT id FROM datasource_records');
    const anonymous = await inject('POST', '/ww/cms_data_sets/products/airtable/record', {
      data: { Name: 'Intruder' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: DATASOURCE_MESSAGES.signInRequired });
    const forged = await inject(
      'DELETE',
      '/ww/cms_data_sets/products/airtable/record/recDemo0000000001',
      undefined,
      { authorization: 'Bearer not.a.token' },
    );
    expect(forged.statusCode).toBe(401);
    expect(await t.db.query('SELECT id FROM datasource_records')).toEqual(before);

    const signedIn = await inject(
      'PATCH',
      '/ww/cms_data_sets/products/airtable/record/recDemo0000000001',
      { data: { Price: 16 } },
      { authorization: `Bearer ${await accessToken()}` },
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ id: 'recDemo0000000001', Price: 16 });
  });

  it('answers clear errors for bad bodies, unknown collections and records', async () => {
    const noData = await inject('POST', '/ww/cms_data_sets/notes/airtable/record', { Text: 'x' });
    expect(noData.statusCode).toBe(400);
    expect(noData.json()).toEqual({ error: DATASOURCE_MESSAGES.noData });
    const unknown = await inject('POST', '/ww/cms_data_sets/nope/airtable/record', { data: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Collection not found.' });
    const record = await inject('PATCH', '/ww/cms_data_sets/notes/airtable/record/recNope', {
      data: { Done: true },
    });
    expect(record.statusCode).toBe(404);
    expect(record.json()).toEqual({ error: 'Record recNope was not found' });
  });
});
