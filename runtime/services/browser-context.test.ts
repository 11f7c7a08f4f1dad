import { describe, expect, it } from 'vitest';
import { createBrowserContext, type BrowserWindow } from './browser-context.ts';
import { createTheme } from './theme.ts';

/** A window whose width the test sets; media queries fire `change` like a browser's. */
function fakeWindow(href: string, width = 1280) {
  const url = new URL(href);
  const queries: Array<{ max: number; matches: boolean; listeners: Set<() => void> }> = [];
  const win = {
    location: {
      origin: url.origin,
      hostname: url.hostname,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
    },
    matchMedia(query: string) {
      const max = Number(/max-width: (\d+)px/.exec(query)![1]);
      const entry = { max, matches: width <= max, listeners: new Set<() => void>() };
      queries.push(entry);
      return {
        get matches() {
          return entry.matches;
        },
        addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) =>
          entry.listeners.delete(listener),
      } as unknown as MediaQueryList;
    },
  } satisfies BrowserWindow;
  const resize = (next: number) => {
    for (const entry of queries) {
      const matches = next <= entry.max;
      if (matches === entry.matches) continue;
      entry.matches = matches;
      for (const listener of entry.listeners) listener();
    }
  };
  return { win, resize, queries };
}

const theme = () => createTheme({ siteId: 's', defaultTheme: 'light', storage: null, root: null });

describe('createBrowserContext', () => {
  it('describes the page the visitor is on', () => {
    const { win } = fakeWindow(
      'http://shop.staging.localhost:3000/author?_source=%2Forders&tab=login&ids[]=1&ids[]=2#form',
    );
    const context = createBrowserContext({ window: win, environment: 'staging', theme: theme() });
    expect(context.get()).toEqual({
      url: 'http://shop.staging.localhost:3000/author?_source=%2Forders&tab=login&ids[]=1&ids[]=2#form',
      path: '/author',
      source: '/orders',
      // Flat here; the site runtime parses nested names with qs once its engine is loaded.
      query: { _source: '/orders', tab: 'login', 'ids[]': ['1', '2'] },
      domain: 'shop.staging.localhost',
      baseUrl: 'http://shop.staging.localhost:3000/',
      breakpoint: 'desktop',
      environment: 'staging',
      theme: 'light',
    });
  });

  it('has no source without `_source`, and a base path in its base URL', () => {
    const { win } = fakeWindow('https://example.com/shop/faq?_source[a]=1');
    const context = createBrowserContext({
      window: win,
      environment: 'production',
      theme: theme(),
      basePath: '/shop/',
    });
    expect(context.get().source).toBeNull();
    expect(context.get().baseUrl).toBe('https://example.com/shop/');
  });

  it('follows navigation, keeping the same object when nothing changed', () => {
    const { win } = fakeWindow('http://preview.localhost/');
    const context = createBrowserContext({ window: win, environment: 'preview', theme: theme() });
    const seen: string[] = [];
    context.subscribe((c) => seen.push(c.path));
    const first = context.get();
    context.update({ pathname: '/', search: '', hash: '' });
    expect(context.get()).toBe(first);
    context.update({ pathname: '/faq', search: '?q=1', hash: '#top' });
    expect(context.get()).toMatchObject({
      path: '/faq',
      query: { q: '1' },
      url: 'http://preview.localhost/faq?q=1#top',
    });
    win.location.pathname = '/delivery-terms';
    win.location.search = '';
    win.location.hash = '';
    context.update();
    expect(context.get().path).toBe('/delivery-terms');
    expect(seen).toEqual(['/faq', '/delivery-terms']);
  });

  it('follows the breakpoint (tablet ≤ 991, mobile ≤ 767) until disposed', () => {
    const { win, resize } = fakeWindow('http://preview.localhost/', 800);
    const context = createBrowserContext({ window: win, environment: 'preview', theme: theme() });
    expect(context.get().breakpoint).toBe('tablet');
    const before = context.get();
    resize(767);
    expect(context.get().breakpoint).toBe('mobile');
    expect(context.get()).not.toBe(before);
    resize(992);
    expect(context.get().breakpoint).toBe('desktop');
    context.dispose();
    resize(500);
    expect(context.get().breakpoint).toBe('desktop');
  });

  it('follows the theme, and is desktop without matchMedia', () => {
    const { win } = fakeWindow('http://preview.localhost/');
    const { matchMedia: _none, ...bare } = win;
    const store = theme();
    const context = createBrowserContext({ window: bare, environment: 'editor', theme: store });
    expect(context.get().breakpoint).toBe('desktop');
    store.set('dark');
    expect(context.get().theme).toBe('dark');
    context.dispose();
    store.set('light');
    expect(context.get().theme).toBe('dark');
  });
});
