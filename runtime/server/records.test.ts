import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import type { PluginServer } from '@server/contract.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { publishAsEditor } from '@server/testing/editor.ts';
import type { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { Collection, FilterGroup } from '@shared/schema/logic.ts';
import type { BootData } from '@shared/schema/compose.ts';

const PREVIEW = { host: 'preview.localhost:3000' };
const STAGING = { host: 'staging.localhost:3000' };
const HOSTILE_NAME = "Pap $& $' $` $$ </script><script>alert(1)</script>";

const recipes = [
  { id: 'r1', name: 'Sadza', published: true },
  { id: 'r2', name: HOSTILE_NAME, published: true },
  { id: 'r3', name: 'Draft', published: false },
  { id: 7, name: 'Number seven', published: true },
  { id: 'a/b', name: 'Slash', published: true },
  { id: '$&</script>', name: 'Odd id', published: true },
];

const onlyPublished: FilterGroup = {
  type: 'group',
  combinator: 'and',
  conditions: [
    {
      type: 'condition',
      key: 'published',
      operator: 'equals',
      value: { $formula: 'variables.shown' },
    },
  ],
};

type Fixture = ReturnType<typeof fixtureSite>;

/** The fixture with collection `recipes` and page `recipe` at `/recipes/{id:}` bound to it. */
function withRecipes(f: Fixture, change: Partial<Collection> = {}) {
  f.site.variables.shown = { id: 'shown', name: 'shown', type: 'boolean', defaultValue: true };
  f.site.collections.recipes = {
    id: 'recipes',
    name: 'Recipes',
    mode: 'static',
    config: { data: recipes },
    filter: onlyPublished,
    ...change,
  };
  f.site.pages.push({
    ...f.site.pages[1]!,
    id: 'recipe',
    linkId: 'recipe',
    name: 'Recipe',
    paths: { en: '/recipes/{id:}' },
    cmsDataSetPath: 'recipes/{id}',
    title: { en: 'A recipe' },
    sections: [],
  });
  f.pages.recipe = { ...f.pages.faq!, pageId: 'recipe' };
  // The 404 page, whose head an unknown record gets.
  f.site.notFoundPageId = 'faq';
  f.site.pages[1]!.title = { en: 'Nothing here' };
}

async function setup(change: Partial<Collection> = {}, pluginServers?: PluginServer[]) {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => withRecipes(f, change));
  const server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    ...(pluginServers ? { pluginServers } : {}),
  });
  const record = (id: string, headers = PREVIEW, query = '?wwlang=en&v=102') =>
    server.inject({ url: `/data/recipe/${id}.json${query}`, headers });
  return { server, config, record };
}

const bootOf = (html: string) =>
  JSON.parse(
    /<script id="baobab-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
  ) as BootData;

const preloadOf = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${url.replace(/&/g, '&#38;')}">`;

async function publish(server: FastifyInstance, environment: string) {
  const response = await publishAsEditor(server, environment);
  expect(response.statusCode).toBe(200);
}

describe('GET /data/{pageId}/{recordId}.json', { timeout: 60_000 }, () => {
  it("answers a static collection's record, as it is, with the page data's cache header", async () => {
    const { record } = await setup();
    const found = await record('r1');
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-cache');
    expect(found.json()).toEqual({ data: recipes[0] });
    expect((await record('7')).json()).toEqual({ data: recipes[3] });
    // An id holding "/" arrives encoded, as the runtime sends it.
    expect((await record('a%2Fb')).json()).toEqual({ data: recipes[4] });
  });

  it('keeps "$" patterns and "</script>" of a record as data', async () => {
    const { record } = await setup();
    const response = await record('r2');
    expect(response.body).toContain('</script><script>alert(1)</script>');
    expect(response.json()).toEqual({ data: { id: 'r2', name: HOSTILE_NAME, published: true } });
    const oddId = await record(encodeURIComponent('$&</script>'));
    expect(oddId.json().data.name).toBe('Odd id');
  });

  it('answers 404 "Record not found." for an unknown record, and one the filter leaves out', async () => {
    const { record } = await setup();
    for (const id of ['r9', 'r3', '', 'R1']) {
      const response = await record(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ error: 'Record not found.' });
    }
  });

  it('finds nothing with hostile ids', async () => {
    const { record, server } = await setup();
    const ids = [
      '..%2F..%2Fsite.json',
      '..',
      '%2E%2E',
      'x'.repeat(257),
      encodeURIComponent('é'.repeat(300)),
      'y'.repeat(20_000),
      '__proto__',
      'constructor',
      '%24%26',
      encodeURIComponent('</script>'),
    ];
    for (const id of ids) {
      const response = await record(id);
      expect(response.statusCode, id.slice(0, 40)).toBe(404);
      expect(response.json(), id.slice(0, 40)).toEqual({ error: 'Record not found.' });
    }
    // A NUL byte: refused before any route (400, `refuseNulBytes`).
    for (const id of ['r1%00', '%00']) {
      const response = await record(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.body, id).toBe('Bad request: the address holds a NUL byte.');
    }
    // Not percent-encoding at all: Fastify refuses the URL before any route (400).
    expect((await record('%E0%A4%A')).statusCode).toBe(400);
    for (const url of ['/data/recipe/../site.json', '/data/recipe/r1/x.json', '/data/recipe/r1']) {
      const response = await server.inject({ url, headers: PREVIEW });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('answers 404 for a page that is not bound, another language and an unknown page', async () => {
    const { server, record } = await setup();
    expect((await server.inject({ url: '/data/faq/r1.json', headers: PREVIEW })).json()).toEqual({
      error: 'Record not found.',
    });
    expect((await record('r1', PREVIEW, '?wwlang=fr')).json()).toEqual({
      error: 'Page does not contain the lang fr',
    });
    expect((await server.inject({ url: '/data/nope/r1.json', headers: PREVIEW })).json()).toEqual({
      error: 'Page not found.',
    });
  });

  it("reads a dynamic collection's records on the server, filtered but not paged", async () => {
    const { record } = await setup({ mode: 'dynamic', limit: 1, offset: 2 });
    expect((await record('r1')).json()).toEqual({ data: recipes[0] });
    expect((await record('r2')).json().data.name).toBe(HOSTILE_NAME);
    expect((await record('r3')).statusCode).toBe(404);
  });

  it("reads a plugin's collection source, and says when none reads the collection", async () => {
    const source: PluginServer & { collectionSource: unknown } = {
      id: 'sheets',
      routes: async () => {},
      collectionSource: {
        handles: (collection: Collection) => collection.config.sheet === 'Recipes',
        records: async () => ({ records: [{ id: 's1', name: 'From the sheet', published: true }] }),
      },
    };
    const { record } = await setup({ mode: 'dynamic', config: { sheet: 'Recipes' } }, [source]);
    expect((await record('s1')).json()).toEqual({
      data: { id: 's1', name: 'From the sheet', published: true },
    });
    expect((await record('r1')).statusCode).toBe(404);
    const none = await setup({ mode: 'dynamic', config: { sheet: 'Other' } }, [source]);
    const unread = await none.record('s1');
    expect(unread.statusCode).toBe(501);
    expect(unread.json()).toEqual({ error: 'No data source for collection "recipes"' });
  });

  it('answers 400 with the message of a filter formula that fails', async () => {
    const { record } = await setup({
      filter: {
        type: 'group',
        combinator: 'and',
        conditions: [
          {
            type: 'condition',
            key: 'name',
            operator: 'equals',
            value: { $formula: 'variables.nope' },
          },
        ],
      },
    });
    const response = await record('r1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Unknown variable "nope"' });
  });

  it('serves the last publish in staging', async () => {
    const { server, config, record } = await setup();
    await publish(server, 'staging');
    await writeFixtureSite(config.sitesDir, (f) =>
      withRecipes(f, { config: { data: [{ id: 'r1', name: 'Changed', published: true }] } }),
    );
    expect((await record('r1', STAGING)).json()).toEqual({ data: recipes[0] });
    expect((await record('r2', STAGING)).json().data.name).toBe(HOSTILE_NAME);
    expect((await record('r1', PREVIEW)).json().data.name).toBe('Changed');
    const dynamic = await setup({ mode: 'dynamic' });
    await publish(dynamic.server, 'staging');
    expect((await dynamic.record('r1', STAGING)).json()).toEqual({ data: recipes[0] });
    expect((await dynamic.record('r3', STAGING)).statusCode).toBe(404);
  });
});

describe('the HTML of a page bound to a data set', { timeout: 60_000 }, () => {
  it('answers 200 and preloads the record beside the page data', async () => {
    const { server } = await setup();
    const response = await server.inject({ url: '/recipes/r1', headers: PREVIEW });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>A recipe</title>');
    expect(response.body).toContain(
      preloadOf('/data/recipe.json?wwlang=en&v=102') +
        preloadOf('/data/recipe/r1.json?wwlang=en&v=102'),
    );
  });

  it("answers 404 with the site's 404 page's head for an unknown or filtered-out record", async () => {
    const { server } = await setup();
    for (const url of ['/recipes/r9', '/recipes/r3', '/recipes', `/recipes/${'x'.repeat(300)}`]) {
      const response = await server.inject({ url, headers: PREVIEW });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Nothing here</title>');
      expect(response.body, url).not.toContain('rel="preload"');
      expect(bootOf(response.body).siteId).toBe('demo');
    }
  });

  it('keeps hostile ids out of the markup', async () => {
    const { server } = await setup();
    const script = await server.inject({
      url: `/recipes/${encodeURIComponent('</script><script>alert(1)</script>')}`,
      headers: PREVIEW,
    });
    expect(script.statusCode).toBe(404);
    expect(script.body).not.toContain('<script>alert(1)');
    const odd = await server.inject({
      url: `/recipes/${encodeURIComponent('$&</script>')}`,
      headers: PREVIEW,
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain(
      preloadOf('/data/recipe/%24%26%3C%2Fscript%3E.json?wwlang=en&v=102'),
    );
    expect(odd.body).not.toContain('$&</script>');
  });

  it('keeps "$" patterns of titles and descriptions as they are written', async () => {
    const config = await testConfig();
    await writeFixtureSite(config.sitesDir, (f) => {
      f.site.pages[1]!.title = { en: "Save $$5 $' $`" };
      f.site.pages[1]!.meta.desc = { en: "Costs $$3 $'" };
    });
    const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
    const body = (await server.inject({ url: '/faq', headers: PREVIEW })).body;
    expect(body).toContain('<title>Save $$5 $&#39; $`</title>');
    expect(body).toContain('<meta name="description" content="Costs $$3 $&#39;">');
  });

  it('answers 503 with the page head when the record cannot be looked up', async () => {
    const { server } = await setup({ mode: 'dynamic', config: { sheet: 'Recipes' } });
    const response = await server.inject({ url: '/recipes/r1', headers: PREVIEW });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('<title>A recipe</title>');
    expect(response.body).toContain(preloadOf('/data/recipe.json?wwlang=en&v=102'));
    expect(response.body).not.toContain('/data/recipe/r1.json');
  });
});
