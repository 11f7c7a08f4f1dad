import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { liveVersion } from '@server/publishing/versions.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { editorHeaders, publishAsEditor } from '@server/testing/editor.ts';
import { testAuthor } from '@server/authors/testing.ts';
import type { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { Collection, FilterGroup, FilterOperator } from '@shared/schema/logic.ts';

const PREVIEW = { host: 'preview.localhost:3000' };
const STAGING = { host: 'staging.localhost:3000' };

const products = Array.from({ length: 30 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Product ${i + 1}`,
  price: (i + 1) * 10,
  category: i % 2 === 0 ? 'even' : 'odd',
}));

/** The fixture site with a dynamic collection `products` on the home page. */
function withProducts(fixture: ReturnType<typeof fixtureSite>, change?: Partial<Collection>) {
  fixture.pages.home!.variables = {
    'var-cat': { id: 'var-cat', name: 'category', type: 'string', defaultValue: 'even' },
    'var-max': { id: 'var-max', name: 'maxPrice', type: 'number', defaultValue: 1000 },
  };
  fixture.pages.home!.collections = {
    products: {
      id: 'products',
      name: 'Products',
      mode: 'dynamic',
      config: { data: products },
      sort: [{ key: 'price', direction: 'desc' }],
      limit: 10,
      ...change,
    },
  };
}

async function setup(change?: Partial<Collection>) {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => withProducts(f, change));
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  const fetch = (query: string, body: unknown = { variables: {} }, headers = PREVIEW) =>
    server.inject({
      method: 'POST',
      url: `/ww/cms_data_sets/products/fetch${query}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { server, config, fetch };
}

/** An "and" group of conditions whose values are formulas: [key, operator, formula]. */
const formulaFilter = (...conditions: Array<[string, FilterOperator, string]>): FilterGroup => ({
  type: 'group',
  combinator: 'and',
  conditions: conditions.map(([key, operator, formula]) => ({
    type: 'condition',
    key,
    operator,
    value: { $formula: formula },
  })),
});

const names = (body: { data: Array<{ name: string }> }) => body.data.map((r) => r.name);

describe('POST /ww/cms_data_sets/{id}/fetch', { timeout: 60_000 }, () => {
  it('sorts, then answers the page asked for with the total', async () => {
    const { fetch } = await setup();
    const first = await fetch('?limit=3&offset=0');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: products.slice(27).reverse(), total: 30 });
    const second = (await fetch('?limit=10&offset=10')).json();
    expect(second.total).toBe(30);
    expect(names(second)).toEqual(Array.from({ length: 10 }, (_, i) => `Product ${20 - i}`));
    expect((await fetch('?limit=10&offset=28')).json().data).toHaveLength(2);
    expect((await fetch('?limit=0')).json()).toEqual({ data: [], total: 30 });
  });

  it("uses the collection's limit and offset when the query has none", async () => {
    const { fetch } = await setup({ offset: 5, sort: [] });
    const body = (await fetch('')).json();
    expect(names(body)).toEqual(products.slice(5, 15).map((p) => p.name));
  });

  it("filters with formulas over the visitor's variables, by id and by name", async () => {
    const { fetch } = await setup({
      filter: formulaFilter(
        ['category', 'equals', 'variables.category'],
        ['price', 'lte', 'variables.maxPrice'],
      ),
    });
    // Without variables: the definition's default ("even").
    const byDefault = (await fetch('?limit=100', {})).json();
    expect(byDefault.total).toBe(15);
    expect(byDefault.data.every((r: { category: string }) => r.category === 'even')).toBe(true);
    const odd = (
      await fetch('?limit=2&offset=1', { variables: { 'var-cat': 'odd', 'var-max': 100 } })
    ).json();
    expect(odd).toEqual({
      data: [products[7], products[5]],
      total: 5,
    });
  });

  it('answers 400 with the message of a formula that fails', async () => {
    const { fetch } = await setup({ filter: formulaFilter(['price', 'equals', 'variables.nope']) });
    const response = await fetch('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Unknown variable "nope"' });
  });

  it("sorts by the field and direction the visitor's variables choose", async () => {
    const { fetch } = await setup({
      sort: [
        { key: { $formula: 'variables.sortField' }, direction: { $formula: 'variables.sortDir' } },
      ],
      limit: 3,
    });
    const page = async (variables: Record<string, unknown>) =>
      ((await fetch('', { variables })).json() as { data: Array<{ id: string }> }).data.map(
        (r) => r.id,
      );
    expect(await page({ sortField: 'price', sortDir: 'asc' })).toEqual(['p1', 'p2', 'p3']);
    expect(await page({ sortField: 'price', sortDir: 'desc' })).toEqual(['p30', 'p29', 'p28']);
    // No field: the records keep their order.
    expect(await page({ sortField: null, sortDir: 'asc' })).toEqual(['p1', 'p2', 'p3']);
    const refused = await fetch('', { variables: { sortField: 'price', sortDir: 'up' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Sort key 1: the direction must be "asc" or "desc" (got "up")',
    });
  });

  it('answers 400 for bad limits, offsets and bodies', async () => {
    const { fetch } = await setup();
    for (const query of [
      '?limit=-1',
      '?limit=1001',
      '?limit=abc',
      '?limit=1.5',
      '?limit=1&limit=2',
    ]) {
      const response = await fetch(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(/^limit must be a whole number from 0 to 1000/);
    }
    const offset = await fetch('?offset=x');
    expect(offset.statusCode).toBe(400);
    expect(offset.json().error).toMatch(/^offset must be a whole number 0 or more/);
    for (const body of [[], { variables: [] }, { variables: 'x' }, '"text"']) {
      const response = await fetch('', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(/^The body must be a JSON object/);
    }
    const broken = await fetch('', '{"variables":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
  });

  it('answers 413 for a body over 100 KB', async () => {
    const { fetch } = await setup();
    const response = await fetch('', { variables: { big: 'x'.repeat(101 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is larger than 100 KB.' });
  });

  it('answers 404 for an unknown or static collection, and 501 for a source no plugin reads', async () => {
    const { server, fetch } = await setup({ config: { spreadsheet: 'Products' } });
    const unknown = await server.inject({
      method: 'POST',
      url: '/ww/cms_data_sets/nope/fetch',
      headers: { ...PREVIEW, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Collection not found.' });
    const other = await fetch('');
    expect(other.statusCode).toBe(501);
    expect(other.json()).toEqual({ error: 'No data source for collection "products"' });
    const editorHost = await server.inject({
      method: 'POST',
      url: '/ww/cms_data_sets/products/fetch',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(editorHost.statusCode).toBe(404);
  });

  it('reads drafts in preview and the last publish in staging, never shipping records', async () => {
    const { server, config, fetch } = await setup();
    const before = await fetch('', {}, STAGING);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toBe('Not published to staging');
    expect((await publishAsEditor(server, 'staging')).statusCode).toBe(200);
    // A draft change shows in preview only.
    await writeFixtureSite(config.sitesDir, (f) => withProducts(f, { limit: 2, sort: [] }));
    expect(names((await fetch('', {}, PREVIEW)).json())).toEqual(['Product 1', 'Product 2']);
    const staged = (await fetch('', {}, STAGING)).json();
    expect(staged.data).toHaveLength(10);
    expect(staged.data[0].name).toBe('Product 30');

    const page = (
      await server.inject({ url: '/data/home.json?wwlang=en', headers: STAGING })
    ).json();
    expect(page.collections.products.config).toEqual({});
    expect(page.collections.products.mode).toBe('dynamic');
    const draftPage = (
      await server.inject({ url: '/data/home.json?wwlang=en', headers: PREVIEW })
    ).json();
    expect(draftPage.collections.products.config).toEqual({});
    const dir = (await liveVersion(config.dataDir, 'demo', 'staging'))!.dir;
    expect(await readdir(join(dir, 'dynamic-collections'))).toEqual(['products.json']);
    // The folder of records is no collection file a visitor can fetch.
    expect(
      (await server.inject({ url: '/collections/products.json', headers: STAGING })).statusCode,
    ).toBe(404);
  });
});

describe(
  'POST /api/sites/{site}/collections/{id}/fetch (the editor canvas)',
  { timeout: 60_000 },
  () => {
    const JSON_BODY = { 'content-type': 'application/json' };

    it('answers from the drafts, as preview does, on the editor host only', async () => {
      const { server, config } = await setup();
      const editor = { ...(await editorHeaders(server)), ...JSON_BODY };
      const canvas = (url: string, headers: Record<string, string> = editor) =>
        server.inject({ method: 'POST', url, headers, payload: '{"variables":{}}' });
      const first = await canvas('/api/sites/demo/collections/products/fetch?limit=2');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toEqual({ data: [products[29], products[28]], total: 30 });
      // A saved draft change shows at once (nothing is published).
      await writeFixtureSite(config.sitesDir, (f) => withProducts(f, { limit: 1, sort: [] }));
      expect(names((await canvas('/api/sites/demo/collections/products/fetch')).json())).toEqual([
        'Product 1',
      ]);
      const noSite = await canvas('/api/sites/nope/collections/products/fetch');
      expect(noSite.statusCode).toBe(404);
      expect(noSite.json()).toEqual({ error: 'There is no site "nope".' });
      const noCollection = await canvas('/api/sites/demo/collections/nope/fetch');
      expect(noCollection.statusCode).toBe(404);
      expect(noCollection.json()).toEqual({ error: 'Collection not found.' });
      const siteHost = await canvas('/api/sites/demo/collections/products/fetch', {
        ...PREVIEW,
        'content-type': 'application/json',
      });
      expect(siteHost.statusCode).toBe(404);
      expect(siteHost.json()).not.toHaveProperty('data');
    });

    it('answers a member of the site, a viewer too and without the CSRF token (it changes nothing), and nobody else', async () => {
      const { server } = await setup();
      const url = '/api/sites/demo/collections/products/fetch?limit=2';
      const canvas = (headers: Record<string, string>) =>
        server.inject({
          method: 'POST',
          url,
          headers: { host: 'localhost:3000', ...JSON_BODY, ...headers },
          payload: '{"variables":{}}',
        });
      const signedOut = await canvas({});
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).not.toHaveProperty('data');
      const viewer = await testAuthor(server, { roles: { demo: 'viewer' } });
      const read = await canvas({ cookie: viewer.cookie });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ data: [products[29], products[28]], total: 30 });
      const stranger = await testAuthor(server, { roles: { other: 'owner' } });
      const refused = await canvas(stranger.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).not.toHaveProperty('data');
    });
  },
);
