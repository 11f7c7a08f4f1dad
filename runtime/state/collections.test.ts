import { beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '@shared/schema/compose.ts';
import type { Collection, Variable } from '@shared/schema/logic.ts';
import { loadEngine } from '../engine/load.ts';
import { app as appOf, page, pageData, pageContext } from '../testing/fixtures.ts';
import { CollectionFetchError } from './collections.ts';
import { SiteRuntime } from './site-runtime.ts';
import { pluginCollections } from '../plugins/collections.ts';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An in-memory server: answers by URL path, records every call. */
function server(
  answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response>,
) {
  const calls: Call[] = [];
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer(url, init);
  };
  return { calls, fetch };
}

/** A fetch that never answers and rejects with the signal's reason when aborted. */
const hanging = (_url: string, init: RequestInit | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason as Error));
  });

const products = [
  { id: 'p1', name: 'Maize', price: 30, category: 'grain' },
  { id: 'p2', name: 'Rice', price: 10, category: 'grain' },
  { id: 'p3', name: 'Beans', price: 20, category: 'pulse' },
  { id: 'p4', name: 'Sorghum', price: 40, category: 'grain' },
  { id: 'p5', name: 'Millet', price: 5, category: 'grain' },
];

const staticCollection = (extra: Partial<Collection> = {}): Collection => ({
  id: 'c-products',
  name: 'products',
  mode: 'static',
  config: {},
  ...extra,
});

const dynamicCollection = (extra: Partial<Collection> = {}): Collection => ({
  id: 'c-orders',
  name: 'orders',
  mode: 'dynamic',
  config: {},
  ...extra,
});

const variable = (
  id: string,
  name: string,
  type: Variable['type'],
  defaultValue: Variable['defaultValue'],
): Variable => ({ id, name, type, defaultValue });

const home = page('home', { en: '/' });
const about = page('about', { en: '/about' });
const context = pageContext;

function data(
  published = home,
  collections: Collection[] = [],
  variables: Variable[] = [],
): PageData {
  return {
    ...pageData(published, [], {}),
    collections: Object.fromEntries(collections.map((c) => [c.id, c])),
    variables: Object.fromEntries(variables.map((v) => [v.id, v])),
  };
}

function setup(
  collections: Collection[],
  variables: Variable[] = [],
  answer: Parameters<typeof server>[0] = (url) =>
    url.startsWith('/collections/')
      ? json({ id: 'c-products', total: products.length, data: products })
      : json({ data: [], total: 0 }),
) {
  const { calls, fetch } = server(answer);
  const runtime = new SiteRuntime(appOf([home, about]), { siteId: 'test', fetch, warn: () => {} });
  runtime.enterPage(data(home, collections, variables), context('home'), ['en']);
  return { runtime, store: runtime.collections, calls };
}

const names = (records: readonly unknown[]) => records.map((r) => (r as { name: string }).name);

beforeAll(async () => {
  await loadEngine();
});

describe('static collections', () => {
  it('fetches GET /collections/{id}.json once per session', async () => {
    const { store, calls } = setup([staticCollection()]);
    const [state] = await store.fetch(['c-products']);
    expect(calls).toEqual([
      { url: '/collections/c-products.json', method: 'GET', body: undefined },
    ]);
    expect(state?.data).toEqual(products);
    expect(state?.total).toBe(5);
    expect(store.get('c-products')).toMatchObject({ isFetched: true, isFetching: false });
    await store.fetch(['products']);
    expect(calls).toHaveLength(1);
  });

  it('keeps the records cached across page visits (still one download)', async () => {
    const { runtime, store, calls } = setup([staticCollection()]);
    await store.fetch(['c-products']);
    runtime.enterPage(data(home, [staticCollection()]), context('home'), ['en']);
    expect(store.get('c-products')?.isFetched).toBe(false);
    const [state] = await store.fetch(['c-products']);
    expect(state?.data).toHaveLength(5);
    expect(calls).toHaveLength(1);
  });

  it('filters (with a $formula value reading a variable), sorts and pages', async () => {
    const { runtime, store } = setup(
      [
        staticCollection({
          filter: {
            type: 'group',
            combinator: 'and',
            conditions: [
              {
                type: 'condition',
                key: 'category',
                operator: 'equals',
                value: { $formula: 'variables.category' },
              },
            ],
          },
          sort: [{ key: 'price', direction: 'desc' }],
          limit: 2,
          offset: 1,
        }),
      ],
      [variable('v-cat', 'category', 'string', 'grain')],
    );
    const [state] = await store.fetch(['c-products']);
    // grain by price desc: Sorghum 40, Maize 30, Rice 10, Millet 5 → skip 1, take 2.
    expect(names(state!.data)).toEqual(['Maize', 'Rice']);
    expect(state).toMatchObject({ total: 4, limit: 2, offset: 1 });

    runtime.variables!.set('v-cat', 'pulse');
    const [again] = await store.fetch(['c-products']);
    expect(names(again!.data)).toEqual([]);
    expect(again!.total).toBe(1);
  });

  it('loads the pattern engine for a match filter, then filters with it', async () => {
    const { store } = setup([
      staticCollection({
        filter: {
          type: 'group',
          combinator: 'and',
          conditions: [{ type: 'condition', key: 'name', operator: 'match', value: '^(M|S)' }],
        },
      }),
    ]);
    const [state] = await store.fetch(['c-products']);
    expect(names(state!.data)).toEqual(['Maize', 'Sorghum', 'Millet']);
  });

  it('evaluates a formula limit and offset before each fetch', async () => {
    const { runtime, store } = setup(
      [
        staticCollection({
          sort: [{ key: 'price', direction: 'asc' }],
          limit: { $formula: 'variables.size' },
          offset: { $formula: 'variables.page * variables.size' },
        }),
      ],
      [variable('v-page', 'page', 'number', 0), variable('v-size', 'size', 'number', 2)],
    );
    expect(names((await store.fetch(['products']))[0]!.data)).toEqual(['Millet', 'Rice']);
    runtime.variables!.set('v-page', 1);
    expect(names((await store.fetch(['products']))[0]!.data)).toEqual(['Beans', 'Maize']);
    expect(store.get('products')).toMatchObject({ offset: 2, limit: 2, total: 5 });
  });

  it('receive(id, records) applies the static query without a fetch', () => {
    const { store, calls } = setup([
      staticCollection({ sort: [{ key: 'name', direction: 'asc' }], limit: 3 }),
    ]);
    const state = store.receive('products', products);
    expect(names(state.data)).toEqual(['Beans', 'Maize', 'Millet']);
    expect(state).toMatchObject({ total: 5, isFetched: true, isFetching: false, error: null });
    expect(store.get('c-products')).toBe(state);
    expect(calls).toHaveLength(0);
  });

  it('gives what a server render fetched, and the browser adopts it without fetching', async () => {
    const answer = (url: string) =>
      url.startsWith('/ww/')
        ? json({ data: products.slice(0, 2), total: 5 })
        : json({ id: 'c-products', total: products.length, data: products });
    const secret = dynamicCollection({ id: 'c-mine', name: 'mine', authenticated: true });
    const serverSide = setup([dynamicCollection({ limit: 2 }), secret], [], answer);
    await serverSide.store.fetch(['orders']);
    const rendered = serverSide.store.rendered();
    // Fetched ones only; a collection fetched with the visitor's token never leaves the browser.
    expect(rendered).toEqual([
      { id: 'c-orders', key: expect.any(String), data: products.slice(0, 2), total: 5 },
    ]);

    const browser = setup([dynamicCollection({ limit: 2 }), secret], [], answer);
    browser.store.adopt(JSON.parse(JSON.stringify(rendered)));
    expect(browser.store.get('orders')).toMatchObject({
      data: products.slice(0, 2),
      total: 5,
      limit: 2,
      isFetched: true,
      error: null,
    });
    // The page load fetches what was not adopted, and not what was.
    expect(browser.store.autoFetchIds()).toEqual(['c-mine']);
    expect(browser.calls).toHaveLength(0);
  });

  it('fetches an adopted collection again when the page would ask for something else', () => {
    const search = dynamicCollection({
      filter: {
        type: 'group',
        combinator: 'and',
        conditions: [
          {
            type: 'condition',
            key: 'name',
            operator: 'contains',
            value: { $formula: 'variables.q' },
          },
        ],
      },
    } as Partial<Collection>);
    const { runtime, store } = setup(
      [search],
      [variable('v-q', 'q', 'string', ''), variable('v-cart', 'cart', 'number', 0)],
      () => json({ data: [], total: 0 }),
    );
    const key = store.requestKey(store.definition('orders')!);
    store.adopt([{ id: 'c-orders', key, data: [], total: 0 }]);
    expect(store.autoFetchIds()).toEqual([]);
    // A returning shopper's cart is not what this collection reads…
    runtime.variables!.set('v-cart', 3);
    expect(store.requestKey(store.definition('orders')!)).toBe(key);
    expect(store.autoFetchIds()).toEqual([]);
    // …their stored search is.
    runtime.variables!.set('v-q', 'rice');
    expect(store.autoFetchIds()).toEqual(['c-orders']);
  });

  it('skips adopted entries that are malformed or name no collection of the page', () => {
    const { store } = setup([dynamicCollection()]);
    store.adopt([
      null,
      { id: 'c-unknown', key: 'k', data: [], total: 0 },
      { id: 'c-orders', key: 'k', data: 'not a list', total: 0 },
    ]);
    store.adopt('not a list');
    expect(store.get('orders')?.isFetched).toBe(false);
  });

  it('puts collections whose fetch failed back as they were first, with no error', async () => {
    const { store } = setup([dynamicCollection()], [], () => json({ error: 'down' }, 503));
    await expect(store.fetch(['orders'])).rejects.toThrow('down');
    expect(store.get('orders')?.error).toContain('down');
    store.resetUnfetched();
    expect(store.get('orders')).toMatchObject({ isFetched: false, isFetching: false, error: null });
    expect(store.rendered()).toEqual([]);
  });

  it('receive on a dynamic collection takes the records as given', () => {
    const { store } = setup([dynamicCollection({ limit: 1 })]);
    const state = store.receive('orders', products);
    expect(state.data).toEqual(products);
    expect(state.total).toBe(5);
  });
});

describe('dynamic collections', () => {
  it('POSTs /ww/cms_data_sets/{id}/fetch with offset, limit and the variables by id', async () => {
    const { store, calls } = setup(
      [dynamicCollection({ limit: 5, offset: { $formula: 'variables.page * 5' } })],
      [variable('v-page', 'page', 'number', 2), variable('v-q', 'query', 'string', 'rice')],
      () => json({ data: [{ id: 'o1' }], total: 11 }),
    );
    const [state] = await store.fetch(['orders']);
    expect(calls).toEqual([
      {
        url: '/ww/cms_data_sets/c-orders/fetch?offset=10&limit=5',
        method: 'POST',
        body: { variables: { 'v-page': 2, 'v-q': 'rice' } },
      },
    ]);
    expect(state).toMatchObject({ data: [{ id: 'o1' }], total: 11, offset: 10, limit: 5 });
  });

  it('sends the access token when there is one, and waits for the plugins when fetched as the signed-in visitor', async () => {
    const seen: Array<string | null> = [];
    const { runtime, store } = setup(
      [dynamicCollection(), dynamicCollection({ id: 'c-mine', name: 'mine', authenticated: true })],
      [],
      (_url, init) => {
        seen.push(new Headers(init?.headers).get('authorization'));
        return json({ data: [] });
      },
    );
    // Signed out and nothing starting: no header.
    await store.fetch(['c-orders']);
    // Plugins still starting: a plain collection goes at once, an authenticated one waits.
    let started!: () => void;
    runtime.pluginsStarting = new Promise<void>((resolve) => (started = resolve));
    await store.fetch(['c-orders']);
    const mine = store.fetch(['c-mine']);
    await Promise.resolve();
    expect(seen).toEqual([null, null]);
    runtime.setPlugins({ auth: { isAuthenticated: true, accessToken: 'token-1', user: {} } });
    started();
    await mine;
    expect(seen).toEqual([null, null, 'Bearer token-1']);
    await store.fetch(['c-orders']);
    expect(seen.at(-1)).toBe('Bearer token-1');
  });

  it('omits limit when the collection has none, and fetches again every time', async () => {
    const { store, calls } = setup([dynamicCollection()], [], () => json({ data: [1, 2] }));
    const [state] = await store.fetch(['c-orders']);
    await store.fetch(['c-orders']);
    expect(calls.map((c) => c.url)).toEqual([
      '/ww/cms_data_sets/c-orders/fetch?offset=0',
      '/ww/cms_data_sets/c-orders/fetch?offset=0',
    ]);
    // Without a total from the server, the records count.
    expect(state?.total).toBe(2);
  });

  it('is fetching during the request and fetched after', async () => {
    let answer!: (response: Response) => void;
    const { store } = setup(
      [dynamicCollection()],
      [],
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    expect(store.get('orders')).toMatchObject({ isFetching: false, isFetched: false });
    const pending = store.fetch(['orders']);
    expect(store.get('orders')).toMatchObject({ isFetching: true, isFetched: false });
    answer(json({ data: [{ id: 'o1' }], total: 1 }));
    await pending;
    expect(store.get('orders')).toMatchObject({
      isFetching: false,
      isFetched: true,
      data: [{ id: 'o1' }],
    });
  });

  it('an abort leaves it neither fetching nor fetched, and rejects', async () => {
    const { store } = setup([dynamicCollection()], [], hanging);
    const controller = new AbortController();
    const pending = store.fetch(['orders'], controller.signal);
    expect(store.get('orders')?.isFetching).toBe(true);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(store.get('orders')).toMatchObject({ isFetching: false, isFetched: false, error: null });
  });

  it('an abort of a static download is retried next time', async () => {
    let abortable = true;
    const { store, calls } = setup([staticCollection()], [], (url, init) =>
      abortable ? hanging(url, init) : json({ id: 'c-products', total: 5, data: products }),
    );
    const controller = new AbortController();
    const pending = store.fetch(['products'], controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(store.get('products')).toMatchObject({ isFetching: false, isFetched: false });
    abortable = false;
    const [state] = await store.fetch(['products']);
    expect(state?.data).toHaveLength(5);
    expect(calls).toHaveLength(2);
  });

  // The page visit is left first (enterPage drops the collection), then its signal aborts: the
  // fetch writes nothing and rejects with the abort, not with "Collection not found.".
  it('an abort after the collection left the page rejects with the abort reason', async () => {
    const { runtime, store } = setup([dynamicCollection()], [], hanging);
    const controller = new AbortController();
    const pending = store.fetch(['orders'], controller.signal);
    runtime.enterPage(data(about, []), context('about'), ['en']);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a server error sets `error` and rejects with a CollectionFetchError naming the collection', async () => {
    const { store } = setup([dynamicCollection()], [], () => json({ error: 'Table gone' }, 500));
    const failure = await store.fetch(['orders']).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CollectionFetchError);
    expect((failure as CollectionFetchError).collectionId).toBe('c-orders');
    expect((failure as Error).message).toContain('Table gone');
    // What the data source answered, apart from the route's URL (the editor's canvas says it).
    expect((failure as CollectionFetchError).answer).toEqual({ status: 500, reason: 'Table gone' });
    expect(store.get('orders')).toMatchObject({ isFetching: false, isFetched: false });
    expect(store.get('orders')?.error).toContain('Table gone');
  });

  it('a later successful fetch clears the error', async () => {
    let fail = true;
    const { store } = setup([dynamicCollection()], [], () =>
      fail ? json({ error: 'down' }, 500) : json({ data: [], total: 0 }),
    );
    await expect(store.fetch(['orders'])).rejects.toBeInstanceOf(CollectionFetchError);
    fail = false;
    await store.fetch(['orders']);
    expect(store.get('orders')).toMatchObject({ error: null, isFetched: true });
  });

  it('fetching an unknown collection rejects with CollectionFetchError', async () => {
    const { store } = setup([]);
    await expect(store.fetch(['nope'])).rejects.toMatchObject({
      name: 'CollectionFetchError',
      collectionId: 'nope',
    });
  });
});

describe('the collections of a page visit', () => {
  it('autoFetchIds excludes autoFetch: false and collections already fetched', async () => {
    const { store } = setup([
      staticCollection(),
      dynamicCollection(),
      dynamicCollection({ id: 'c-manual', name: 'manual', autoFetch: false }),
    ]);
    expect(store.autoFetchIds()).toEqual(['c-products', 'c-orders']);
    await store.fetch(['products']);
    expect(store.autoFetchIds()).toEqual(['c-orders']);
  });

  it('keeps a fetched persistent collection across pages and resets a non-persistent one', async () => {
    const kept = dynamicCollection({ id: 'c-kept', name: 'kept', persistent: true });
    const gone = dynamicCollection({ id: 'c-gone', name: 'gone' });
    const reset = dynamicCollection({ id: 'c-reset', name: 'reset' });
    const { runtime, store } = setup([kept, gone, reset], [], () =>
      json({ data: [{ id: 'r' }], total: 1 }),
    );
    await store.fetch(['kept', 'gone', 'reset']);
    runtime.enterPage(data(about, [reset]), context('about'), ['en']);
    expect(store.get('kept')).toMatchObject({ isFetched: true, data: [{ id: 'r' }] });
    expect(store.has('c-gone')).toBe(false);
    expect(store.get('gone')).toBeUndefined();
    expect(store.get('reset')).toMatchObject({ isFetched: false, data: [], total: 0 });
    expect(store.autoFetchIds()).toEqual(['c-reset']);
  });

  it('a persistent collection still fetching when the page changes starts over', () => {
    const { runtime, store } = setup([dynamicCollection({ persistent: true })], [], hanging);
    void store.fetch(['orders']).catch(() => {});
    expect(store.get('orders')?.isFetching).toBe(true);
    runtime.enterPage(data(about, [dynamicCollection({ persistent: true })]), context('about'), [
      'en',
    ]);
    expect(store.get('orders')).toMatchObject({ isFetching: false, isFetched: false });
  });

  it('scope() holds each state by id and by name', async () => {
    const { store } = setup([staticCollection()]);
    await store.fetch(['products']);
    const scope = store.scope();
    expect(scope['c-products']).toBe(store.get('c-products'));
    expect(scope.products).toBe(store.get('c-products'));
    expect(scope.products).toMatchObject({ id: 'c-products', name: 'products', isFetched: true });
  });

  it('formulas read collections by name and id', async () => {
    const { runtime, store } = setup([staticCollection({ limit: 2 })]);
    await store.fetch(['products']);
    expect(runtime.resolve({ $formula: 'collections.products.data.length' })).toBe(2);
    expect(runtime.resolve({ $formula: "collections['c-products'].total" })).toBe(5);
  });

  it('emits col:<id> and col:<name> on each change', async () => {
    const { runtime, store } = setup([staticCollection()]);
    const heard: string[] = [];
    for (const channel of ['col:c-products', 'col:products', 'col:*', 'col:other']) {
      runtime.channels.subscribe(channel, () => heard.push(channel));
    }
    await store.fetch(['products']);
    // isFetching on, then the records.
    expect(heard.filter((c) => c === 'col:c-products')).toHaveLength(2);
    expect(heard.filter((c) => c === 'col:products')).toHaveLength(2);
    expect(heard.filter((c) => c === 'col:*')).toHaveLength(2);
    expect(heard).not.toContain('col:other');
    heard.length = 0;
    store.receive('c-products', []);
    expect(heard).toEqual(['col:c-products', 'col:products', 'col:*']);
  });
});

describe('record sync from plugins (seeds §4)', () => {
  const orders = [
    { id: 'o1', name: 'first' },
    { id: 'o2', name: 'second' },
  ];
  async function fetched() {
    const { store } = setup([dynamicCollection()], [], () => json({ data: orders, total: 7 }));
    await store.fetch(['orders']);
    return store;
  }

  it('create adds and increments total; update replaces; delete removes and decrements; sync replaces or adds', async () => {
    const store = await fetched();
    expect(
      pluginCollections(store).syncRecord('orders', 'create', { id: 'o3', name: 'third' }),
    ).toBe(true);
    expect(store.get('c-orders')).toMatchObject({ total: 8 });
    expect(names(store.get('c-orders')!.data)).toEqual(['first', 'second', 'third']);
    pluginCollections(store).syncRecord('c-orders', 'update', {
      id: 'o2',
      name: 'second, changed',
    });
    expect(names(store.get('orders')!.data)).toEqual(['first', 'second, changed', 'third']);
    expect(store.get('orders')?.total).toBe(8);
    pluginCollections(store).syncRecord('orders', 'delete', { id: 'o1' });
    expect(names(store.get('orders')!.data)).toEqual(['second, changed', 'third']);
    expect(store.get('orders')?.total).toBe(7);
    pluginCollections(store).syncRecord('orders', 'sync', { id: 'o3', name: 'third, synced' });
    pluginCollections(store).syncRecord('orders', 'sync', { id: 'o9', name: 'ninth' });
    expect(names(store.get('orders')!.data)).toEqual(['second, changed', 'third, synced', 'ninth']);
    expect(store.get('orders')?.total).toBe(8);
  });

  it('tells formulas reading the collection, and skips unknown or unfetched collections', async () => {
    const store = await fetched();
    const before = store.scope().orders;
    pluginCollections(store).syncRecord('orders', 'create', { id: 'o3', name: 'third' });
    expect(store.scope().orders).not.toBe(before);
    expect(pluginCollections(store).syncRecord('nope', 'create', { id: 'x' })).toBe(false);
    const { store: fresh } = setup([dynamicCollection()]);
    expect(pluginCollections(fresh).syncRecord('orders', 'create', { id: 'x' })).toBe(false);
    expect(fresh.get('orders')).toMatchObject({ data: [], total: 0 });
  });
});
