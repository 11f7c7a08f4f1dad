import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootData, PageData } from '@shared/schema/compose.ts';
import { app, page, pageData } from '../testing/fixtures.ts';
import { loadEngine } from '../engine/load.ts';
import { App } from './App.tsx';

// A page bound to a data set (`cmsDataSetPath`): its record comes with the page data, per visit.
const recipe = page(
  'recipe',
  { en: '/recipes/{id:}', fr: '/recettes/{id:}' },
  [{ uid: 'main', sectionTitle: 'Main' }],
  { cmsDataSetPath: 'recipes/{id}' },
);
const lost = page('lost', { en: '/lost' }, [{ uid: 'oops', sectionTitle: 'Oops' }]);
const home = page('home', { en: '/' }, [{ uid: 'hero', sectionTitle: 'Hero' }]);

const data: Record<string, PageData> = {
  recipe: pageData(recipe, [{ uid: 'main', sectionTitle: 'Main', children: ['name', 'next'] }], {
    name: { id: 'name', type: 'text', props: { text: { $formula: 'context.page.data.name' } } },
    next: {
      id: 'next',
      type: 'text',
      props: { text: 'Next recipe' },
      link: { type: 'page', pageId: 'recipe', parameters: { id: 'r2' } },
    },
  }),
  lost: pageData(lost, [{ uid: 'oops', sectionTitle: 'Oops', children: ['o'] }], {
    o: { id: 'o', type: 'text', props: { text: 'Nothing here' } },
  }),
  home: pageData(home, [{ uid: 'hero', sectionTitle: 'Hero', children: ['h'] }], {
    h: { id: 'h', type: 'text', props: { text: 'Home' } },
  }),
};
const records: Record<string, unknown> = {
  r1: { id: 'r1', name: 'Sadza' },
  r2: { id: 'r2', name: 'Pap $& </script>' },
};

const boot = (): BootData => ({
  environment: 'production',
  siteId: 'demo',
  app: app([home, recipe, lost], { notFoundPageId: 'lost' }),
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Page data and records as the server answers them; `hold` keeps a record's answer waiting. */
function server(options: { recordStatus?: number; hold?: string } = {}) {
  const signals = new Map<string, AbortSignal>();
  let release = () => {};
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const record = /^\/data\/recipe\/([^.]+)\.json/.exec(url);
    if (record) {
      const id = decodeURIComponent(record[1]!);
      if (init?.signal) signals.set(id, init.signal);
      if (id === options.hold) await new Promise<void>((resolve) => (release = resolve));
      if (options.recordStatus) return json({ error: 'down' }, options.recordStatus);
      return id in records
        ? json({ data: records[id] })
        : json({ error: 'Record not found.' }, 404);
    }
    const id = /\/data\/([^.]+)\.json/.exec(url)?.[1] ?? '';
    if (id === options.hold) await new Promise<void>((resolve) => (release = resolve));
    return data[id] ? json(data[id]) : json({ error: 'Page not found.' }, 404);
  });
  return { fetch, signals, release: () => release() };
}

const at = (path: string) => window.history.replaceState(null, '', path);

beforeAll(async () => {
  // The engine and the record loader are chunks: loaded once here, not inside a test's wait.
  await Promise.all([loadEngine(), import('./load-record.ts')]);
});

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page bound to a data set', () => {
  it('loads its record beside the page data and shows it as context.page.data', async () => {
    at('/recipes/r1');
    const { fetch, release } = server({ hold: 'recipe' });
    render(<App boot={boot()} fetch={fetch} />);
    // The record is asked for while the page data is still on its way.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await act(async () => release());
    expect(await screen.findByText('Sadza')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/data/recipe.json?wwlang=en&v=102',
      '/data/recipe/r1.json?wwlang=en&v=102',
    ]);
    expect(window.location.pathname).toBe('/recipes/r1');
  });

  it('shows the next record when the visitor follows a link to it, fetching only the record', async () => {
    at('/recipes/r1');
    const { fetch } = server();
    render(<App boot={boot()} fetch={fetch} />);
    await screen.findByText('Sadza');
    fireEvent.click(screen.getByText('Next recipe'));
    expect(await screen.findByText('Pap $& </script>')).toBeTruthy();
    expect(window.location.pathname).toBe('/recipes/r2');
    expect(screen.queryByText('Sadza')).toBeNull();
    // The page data came from the cache; the record is fetched per visit.
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/data/recipe/r2.json?wwlang=en&v=102');
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/data/recipe.json'))).toHaveLength(1);
    at('/recipes/r1');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByText('Sadza')).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/data/recipe/r1'))).toHaveLength(2);
  });

  it("shows the site's 404 page in place for an unknown record", async () => {
    at('/recipes/r9');
    const { fetch } = server();
    render(<App boot={boot()} fetch={fetch} />);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(window.location.pathname).toBe('/recipes/r9');
    expect(screen.queryByText('Next recipe')).toBeNull();
  });

  it('cancels the record fetch when the visitor leaves first', async () => {
    at('/recipes/r1');
    const { fetch, signals, release } = server({ hold: 'r1' });
    render(<App boot={boot()} fetch={fetch} />);
    await vi.waitFor(() => expect(signals.get('r1')).toBeDefined());
    at('/');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(signals.get('r1')!.aborted).toBe(true);
    await act(async () => release());
    expect(screen.queryByText('Sadza')).toBeNull();
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('fails as page data does when the record cannot be loaded', async () => {
    at('/recipes/r1');
    sessionStorage.setItem('baobab:reloaded', window.location.href);
    const assign = vi.fn();
    const { fetch } = server({ recordStatus: 503 });
    render(<App boot={boot()} fetch={fetch} assign={assign} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page could not be loaded.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
