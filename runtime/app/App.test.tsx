import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootData, PageData } from '@shared/schema/compose.ts';
import { app, page, pageData } from '../testing/fixtures.ts';
import { App } from './App.tsx';

const home = page('home', { en: '/', fr: '/' }, [{ uid: 'hero', sectionTitle: 'Hero' }], {
  title: { en: 'Groceries home', fr: 'Accueil épicerie' },
  meta: {
    desc: { en: 'Buy here, deliver there' },
    keywords: { en: 'groceries' },
    socialDesc: {},
    socialTitle: {},
    structuredData: {},
  },
});
const faq = page('faq', { en: '/faq', fr: '/questions' }, [
  { uid: 'answers', sectionTitle: 'Answers' },
]);
const lost = page('lost', { en: '/lost' }, [{ uid: 'oops', sectionTitle: 'Oops' }]);

const data: Record<string, PageData> = {
  home: pageData(
    home,
    [{ uid: 'hero', sectionTitle: 'Hero', children: ['title', 'toFaq', 'toFile'] }],
    {
      title: {
        id: 'title',
        type: 'text',
        props: { text: { $lang: { en: 'Welcome', fr: 'Bienvenue' } }, tag: 'h1' },
      },
      toFaq: {
        id: 'toFaq',
        type: 'text',
        props: { text: 'FAQ' },
        link: { type: 'page', pageId: 'faq', sectionId: 'answers' },
      },
      toFile: {
        id: 'toFile',
        type: 'text',
        props: { text: 'Menu' },
        link: { type: 'file', href: '/files/menu.pdf' },
      },
    },
  ),
  faq: pageData(faq, [{ uid: 'answers', sectionTitle: 'Answers', children: ['a'] }], {
    a: { id: 'a', type: 'text', props: { text: 'All the answers' } },
  }),
  lost: pageData(lost, [{ uid: 'oops', sectionTitle: 'Oops', children: ['o'] }], {
    o: { id: 'o', type: 'text', props: { text: 'Nothing here' } },
  }),
};

function boot(extra: Parameters<typeof app>[1] = {}): BootData {
  return { environment: 'production', siteId: 'demo', app: app([home, faq, lost], extra) };
}

function fetchPages(failures = 0) {
  let failuresLeft = failures;
  return vi.fn(async (url: string) => {
    if (failuresLeft-- > 0) return new Response('down', { status: 503 });
    const id = /\/data\/([^.]+)\.json/.exec(url)?.[1] ?? '';
    const page = data[id];
    return page
      ? new Response(JSON.stringify(page), { status: 200 })
      : new Response('no', { status: 404 });
  });
}

const at = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('App', () => {
  it('loads and renders the page of the path, with its head', async () => {
    at('/');
    const fetch = fetchPages();
    render(<App boot={boot()} fetch={fetch} />);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/data/home.json?wwlang=en&v=102', expect.anything());
    expect(document.title).toBe('Groceries home');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Buy here, deliver there',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'groceries',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Groceries home',
    );
  });

  it('renders a prefixed path in its language', async () => {
    at('/fr');
    const fetch = fetchPages();
    render(<App boot={boot()} fetch={fetch} />);
    expect(await screen.findByText('Bienvenue')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/data/home.json?wwlang=fr&v=102', expect.anything());
    expect(document.title).toBe('Accueil épicerie');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('follows page links without reloading, scrolls to the anchor, and goes back on popstate', async () => {
    at('/');
    const fetch = fetchPages();
    render(<App boot={boot()} fetch={fetch} />);
    const link = await screen.findByText('FAQ');
    expect(link.getAttribute('href')).toBe('/faq#answers');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(await screen.findByText('All the answers')).toBeTruthy();
    expect(window.location.pathname).toBe('/faq');
    expect(window.location.hash).toBe('#answers');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.getElementById('answers')).not.toBeNull();

    at('/');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2); // home came from the cache
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves links to files and modified clicks to the browser', async () => {
    at('/');
    render(<App boot={boot()} fetch={fetchPages()} />);
    const file = await screen.findByText('Menu');
    // Runs after the app's listener: records whether the app took the click, then stops happy-dom navigating.
    const taken: boolean[] = [];
    const record = (event: Event) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(file);
    fireEvent.click(screen.getByText('FAQ'), { ctrlKey: true });
    fireEvent.click(screen.getByText('FAQ'), { button: 1 });
    document.removeEventListener('click', record);
    expect(taken).toEqual([false, false, false]);
    expect(window.location.pathname).toBe('/');
  });

  it('shows the site 404 page for an unknown path', async () => {
    at('/nowhere');
    render(<App boot={boot({ notFoundPageId: 'lost' })} fetch={fetchPages()} />);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(window.location.pathname).toBe('/nowhere');
  });

  it('goes to /404 with a plain not-found view when the site has no 404 page', async () => {
    at('/fr/nulle-part');
    render(<App boot={boot()} fetch={fetchPages()} />);
    expect(await screen.findByText('Page introuvable')).toBeTruthy();
    expect(window.location.pathname).toBe('/404');
    expect(screen.getByText("Retour à l'accueil").getAttribute('href')).toBe('/fr');
  });

  it('shows an error with a retry button when the page cannot be loaded', async () => {
    at('/faq');
    // First failure: one reload by full URL; the same failure again: an error with a retry.
    sessionStorage.setItem('baobab:reloaded', window.location.href);
    const fetch = fetchPages(1);
    const assign = vi.fn();
    render(<App boot={boot()} fetch={fetch} assign={assign} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page could not be loaded.',
    );
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByText('All the answers')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reloads the app when the page data is of another cache version', async () => {
    sessionStorage.clear();
    at('/faq');
    const stale = vi.fn(
      async () => new Response(JSON.stringify({ ...data.faq, cacheVersion: 101 })),
    );
    const assign = vi.fn();
    render(<App boot={boot()} fetch={stale} assign={assign} />);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(window.location.href));
  });

  it('goes to the redirect URL the server gives for a page that cannot be loaded', async () => {
    sessionStorage.clear();
    at('/faq');
    const moved = vi.fn(
      async () =>
        new Response(JSON.stringify({ redirectUrl: 'https://example.com/moved' }), { status: 410 }),
    );
    const assign = vi.fn();
    render(<App boot={boot()} fetch={moved} assign={assign} />);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://example.com/moved'));
  });

  it('reloads by full URL once when the page data cannot be loaded', async () => {
    sessionStorage.clear();
    at('/faq');
    const assign = vi.fn();
    render(<App boot={boot()} fetch={fetchPages(1)} assign={assign} />);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(window.location.href));
  });
});
