import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@shared/schema/compose.ts';
import type { Collection, Variable, Workflow } from '@shared/schema/logic.ts';
import type { PropertyValue } from '@shared/schema/values.ts';
import { loadEngine } from '../engine/load.ts';
import { app as appOf, page, pageData, pageContext } from '../testing/fixtures.ts';
import { SiteRuntime } from './site-runtime.ts';
import { tracked } from './tracking.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const home = page('home', { en: '/', fr: '/fr' });
const about = page('about', { en: '/about' });

const context = pageContext;

const variable = (
  id: string,
  type: Variable['type'],
  defaultValue: Variable['defaultValue'],
  extra: Partial<Variable> = {},
): Variable => ({ id, name: id, type, defaultValue, ...extra });

const products: Collection = { id: 'c-products', name: 'products', mode: 'static', config: {} };

const setVariable = (id: string, variableId: string, value: PropertyValue): Workflow => ({
  id,
  name: id,
  trigger: 'none',
  actions: [{ id: `${id}-a`, type: 'set-variable', config: { variableId, value } }],
});

interface Setup {
  variables?: Variable[];
  workflows?: Workflow[];
  collections?: Collection[];
}

function data(published = home, { variables = [], workflows = [], collections = [] }: Setup = {}) {
  const result: PageData = {
    ...pageData(published, [], {}),
    variables: Object.fromEntries(variables.map((v) => [v.id, v])),
    workflows: Object.fromEntries(workflows.map((w) => [w.id, w])),
    collections: Object.fromEntries(collections.map((c) => [c.id, c])),
  };
  return result;
}

function setup(setupData: Setup = {}, langs: readonly string[] = ['en']) {
  const warn = vi.fn();
  const fetch = vi.fn(async () =>
    json({ id: 'c-products', total: 2, data: [{ name: 'Maize' }, { name: 'Rice' }] }),
  );
  const runtime = new SiteRuntime(appOf([home, about]), { siteId: 'test', fetch, warn });
  runtime.enterPage(data(home, setupData), context('home'), langs);
  return { runtime, warn, fetch };
}

/** The dependencies a resolve records. */
function depsOf(runtime: SiteRuntime, value: unknown): Set<string> {
  const deps = new Set<string>();
  tracked(deps, () => runtime.resolve(value));
  return deps;
}

beforeAll(async () => {
  await loadEngine();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteRuntime.resolve', () => {
  it('returns a literal as it is', () => {
    const { runtime } = setup();
    expect(runtime.resolve('plain')).toBe('plain');
    expect(runtime.resolve(42)).toBe(42);
    expect(runtime.resolve(null)).toBeNull();
  });

  it('picks a $lang value in the order of the page languages', () => {
    const { runtime } = setup({}, ['fr', 'en']);
    expect(runtime.resolve({ $lang: { en: 'Hello', fr: 'Bonjour' } })).toBe('Bonjour');
    expect(runtime.resolve({ $lang: { en: 'Only English' } })).toBe('Only English');
    runtime.enterPage(data(home), context('home'), ['en', 'fr']);
    expect(runtime.resolve({ $lang: { en: 'Hello', fr: 'Bonjour' } })).toBe('Hello');
  });

  it('evaluates a $formula reading variables', () => {
    const { runtime } = setup({ variables: [variable('name', 'string', 'Ada')] });
    expect(runtime.resolve({ $formula: "'Hello ' + variables.name" })).toBe('Hello Ada');
    runtime.variables!.set('name', 'Grace');
    expect(runtime.resolve({ $formula: "'Hello ' + variables.name" })).toBe('Hello Grace');
  });

  it('evaluates a $formula reading collections', async () => {
    const { runtime } = setup({ collections: [products] });
    expect(runtime.resolve({ $formula: 'collections.products.isFetched' })).toBe(false);
    await runtime.collections.fetch(['products']);
    expect(runtime.resolve({ $formula: 'collections.products.data[1].name' })).toBe('Rice');
  });

  it('evaluates a $formula reading context.page and context.browser', () => {
    const { runtime } = setup();
    runtime.setBrowser({ breakpoint: 'tablet', url: 'http://site.test/about?x=1' });
    expect(runtime.resolve({ $formula: 'context.page.id' })).toBe('home');
    expect(runtime.resolve({ $formula: 'context.lang' })).toBe('en');
    expect(runtime.resolve({ $formula: 'context.browser.breakpoint' })).toBe('tablet');
    runtime.pageLoaded();
    expect(runtime.resolve({ $formula: 'context.page.pageLoaded' })).toBe(true);
  });

  it('resolves nested values deeply', () => {
    const { runtime } = setup({ variables: [variable('n', 'number', 2)] });
    expect(
      runtime.resolve({ a: [{ $formula: 'variables.n * 2' }, { $lang: { en: 'x' } }] }),
    ).toEqual({
      a: [4, 'x'],
    });
  });
});

describe('tracked reads', () => {
  it('records var:<name>, col:<name>, page and browser', () => {
    const { runtime } = setup({
      variables: [variable('cart', 'array', [])],
      collections: [products],
    });
    expect(depsOf(runtime, { $formula: 'variables.cart' })).toEqual(new Set(['var:cart']));
    expect(depsOf(runtime, { $formula: 'collections.products.data' })).toEqual(
      new Set(['col:products']),
    );
    expect(depsOf(runtime, { $formula: 'context.page.path' })).toEqual(new Set(['page']));
    expect(depsOf(runtime, { $formula: 'context.browser.url' })).toEqual(new Set(['browser']));
    expect(depsOf(runtime, 'literal').size).toBe(0);
  });

  it('a change emits on the channels a read recorded', () => {
    const { runtime } = setup({ variables: [variable('cart', 'array', [])] });
    const heard: string[] = [];
    for (const dep of depsOf(runtime, { $formula: 'variables.cart' })) {
      runtime.channels.subscribe(dep, () => heard.push(dep));
    }
    runtime.variables!.set('cart', [1]);
    expect(heard).toEqual(['var:cart']);
  });

  it('breakpoint reads track breakpoint', () => {
    const { runtime } = setup();
    const deps = new Set<string>();
    expect(tracked(deps, () => runtime.breakpoint)).toBe('desktop');
    expect(deps).toEqual(new Set(['breakpoint']));
  });
});

describe('page visits', () => {
  it('enterPage resets non-persistent variables and keeps preserveOnNavigation ones', () => {
    const variables = [
      variable('count', 'number', 0),
      variable('kept', 'number', 0, { preserveOnNavigation: true }),
    ];
    const { runtime } = setup({ variables });
    runtime.variables!.set('count', 5);
    runtime.variables!.set('kept', 7);
    runtime.enterPage(data(about, { variables }), context('about'), ['en']);
    expect(runtime.variables!.get('count')).toBe(0);
    expect(runtime.variables!.get('kept')).toBe(7);
    expect(runtime.resolve({ $formula: 'context.page.id' })).toBe('about');
  });

  it('gives a bound page its record as context.page.data, tracked apart from the rest', () => {
    const { runtime } = setup();
    expect(runtime.resolve({ $formula: "keys(context.page).includes('data')" })).toBe(false);
    runtime.enterPage(data(about), context('about', { data: { name: 'Sadza' } }), ['en']);
    expect(runtime.resolve({ $formula: 'context.page.data.name' })).toBe('Sadza');
    expect(depsOf(runtime, { $formula: 'context.page.data.name' })).toEqual(
      new Set(['page', 'page:data']),
    );
    expect(depsOf(runtime, { $formula: 'context.page.id' })).toEqual(new Set(['page']));
    expect(depsOf(runtime, { $formula: 'context.page.pageLoaded' })).toEqual(
      new Set(['page', 'page:loaded']),
    );
    const heard: string[] = [];
    for (const channel of ['page', 'page:data', 'page:loaded'])
      runtime.channels.subscribe(channel, () => heard.push(channel));
    runtime.setPageData({ name: 'Rice' });
    expect(heard).toEqual(['page:data']);
    expect(runtime.resolve({ $formula: 'context.page.data.name' })).toBe('Rice');
    // Only what reads pageLoaded hears it: after a hydration, the whole page re-rendered for it.
    expect(runtime.resolve({ $formula: 'context.page.pageLoaded' })).toBe(false);
    runtime.pageLoaded();
    expect(heard).toEqual(['page:data', 'page:loaded']);
    expect(runtime.resolve({ $formula: 'context.page.data.name' })).toBe('Rice');
    expect(runtime.resolve({ $formula: 'context.page.pageLoaded' })).toBe(true);
    expect(runtime.resolve({ $formula: 'context.page' })).toMatchObject({ pageLoaded: true });
    // A page that is not bound has no data to set.
    runtime.enterPage(data(home), context('home'), ['en']);
    runtime.setPageData({ name: 'x' });
    expect(runtime.resolve({ $formula: 'context.page.data' })).toBeUndefined();
  });

  it('enterPage adds the new page’s variables and emits page', () => {
    const { runtime } = setup();
    const heard = vi.fn();
    runtime.channels.subscribe('page', heard);
    runtime.enterPage(
      data(about, { variables: [variable('extra', 'string', 'x')] }),
      context('about'),
      ['en'],
    );
    expect(heard).toHaveBeenCalledTimes(1);
    expect(runtime.resolve({ $formula: 'variables.extra' })).toBe('x');
  });
});

describe('the browser context', () => {
  it('setBrowser emits browser, and breakpoint only when the breakpoint changes', () => {
    const { runtime } = setup();
    const heard: string[] = [];
    runtime.channels.subscribe('browser', () => heard.push('browser'));
    runtime.channels.subscribe('breakpoint', () => heard.push('breakpoint'));
    runtime.setBrowser({ breakpoint: 'mobile', url: 'http://site.test/' });
    expect(heard.sort()).toEqual(['breakpoint', 'browser']);
    heard.length = 0;
    runtime.setBrowser({ breakpoint: 'mobile', url: 'http://site.test/?q=1' });
    expect(heard).toEqual(['browser']);
    expect(runtime.breakpoint).toBe('mobile');
  });

  it('parses context.browser.query with qs, loaded with the first address that has a query', async () => {
    const { runtime } = setup();
    runtime.setBrowser({ url: 'http://site.test/shop' });
    expect(runtime.resolve({ $formula: 'context.browser.query' })).toEqual({});
    const seen: unknown[] = [];
    runtime.channels.subscribe('browser', () =>
      seen.push(runtime.resolve({ $formula: 'context.browser.query' })),
    );
    runtime.setBrowser({ url: 'http://site.test/shop?a[b]=1&list[]=x&list[]=y' });
    // Its readers are told (again, when qs was not loaded yet) and then read the parsed query.
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ a: { b: '1' }, list: ['x', 'y'] }));
    runtime.setBrowser({ url: 'http://site.test/shop?c=2' });
    expect(runtime.resolve({ $formula: 'context.browser.query.c' })).toBe('2');
  });
});

describe('workflows', () => {
  it('runWorkflow by id runs a page workflow (set-variable)', async () => {
    const { runtime } = setup({
      variables: [variable('count', 'number', 1)],
      workflows: [setVariable('wf-inc', 'count', { $formula: 'variables.count + 1' })],
    });
    const outcome = await runtime.runWorkflow('wf-inc');
    expect(outcome?.error).toBeUndefined();
    expect(runtime.variables!.get('count')).toBe(2);
    await runtime.runWorkflow('wf-inc');
    expect(runtime.resolve({ $formula: 'variables.count' })).toBe(3);
  });

  it('runWorkflow with a missing id logs "Workflow not found." and resolves undefined', async () => {
    const { runtime } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(runtime.runWorkflow('nope')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('Workflow not found.');
  });

  it('workflowsWith picks page or app workflows by trigger, in definition order', () => {
    const onload = (id: string): Workflow => ({ ...setVariable(id, 'x', 1), trigger: 'onload' });
    const { runtime } = setup({
      workflows: [onload('first'), setVariable('called', 'x', 1), onload('second')],
    });
    expect(runtime.workflowsWith('onload', 'page').map((w) => w.id)).toEqual(['first', 'second']);
    expect(runtime.workflowsWith('none', 'page').map((w) => w.id)).toEqual(['called']);
    expect(runtime.workflowsWith('onload', 'app')).toEqual([]);
  });

  it('finds an app workflow when the page has none of that id', async () => {
    const app = appOf([home]);
    app.variables = { total: variable('total', 'number', 0) };
    app.workflows = { 'wf-app': setVariable('wf-app', 'total', 9) };
    const runtime = new SiteRuntime(app, { siteId: 'test', warn: () => {} });
    runtime.enterPage(data(home), context('home'), ['en']);
    await runtime.runWorkflow('wf-app');
    expect(runtime.variables!.get('total')).toBe(9);
    expect(runtime.workflowsWith('none', 'app').map((w) => w.id)).toEqual(['wf-app']);
  });
});

describe('warnOnce', () => {
  it('warns once per key, about an element through warnElement when the host gives one', () => {
    const warn = vi.fn();
    const plain = new SiteRuntime(appOf([home]), { siteId: 'test', warn });
    plain.warnOnce('k', 'text failed', 'title');
    plain.warnOnce('k', 'text failed', 'title');
    expect(warn.mock.calls).toEqual([['text failed']]);

    const warnElement = vi.fn();
    const canvas = new SiteRuntime(appOf([home]), { siteId: 'test', warn, warnElement });
    canvas.warnOnce('k', 'text failed', 'title');
    canvas.warnOnce('k', 'text failed', 'title');
    canvas.warnOnce('other', 'not about an element');
    expect(warnElement.mock.calls).toEqual([['title', 'text failed']]);
    expect(warn.mock.calls).toEqual([['text failed'], ['not about an element']]);

    // An element edited in the editor may warn again; the others still warn once.
    canvas.warnOnce('title\u0000text', 'text failed again', 'title');
    canvas.warnOnce('titles\u0000text', 'titles failed', 'titles');
    canvas.forgetWarnings(['title']);
    canvas.warnOnce('title\u0000text', 'text failed again', 'title');
    canvas.warnOnce('titles\u0000text', 'titles failed', 'titles');
    expect(warnElement.mock.calls.slice(1)).toEqual([
      ['title', 'text failed again'],
      ['titles', 'titles failed'],
      ['title', 'text failed again'],
    ]);
  });
});
