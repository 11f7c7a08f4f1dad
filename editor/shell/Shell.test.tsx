import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { problemOf, said, type Problem } from '@shared/schema/index.ts';
import { createI18n } from '../i18n/index.ts';
import { Shell } from './Shell.tsx';

const SUMMARY = {
  id: 'demo',
  name: 'Demo',
  pageCount: 2,
  urls: {
    preview: 'http://preview.localhost:3000/',
    staging: 'http://staging.localhost:3000/',
    production: 'http://production.localhost:3000/',
  },
};

type Handler = (init?: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering by "METHOD path"; unknown routes fail the test loudly. */
function stubFetch(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!handler) throw new Error(`unexpected request ${init?.method ?? 'GET'} ${url}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function healthy(problems: Problem[] = []) {
  return {
    'GET /api/sites': () => json({ sites: [SUMMARY], defaultSiteId: 'demo' }),
    'GET /api/sites/demo': () => json({ site: fixtureSite().site, etag: '"e"', problems }),
    'GET /api/sites/demo/publish': () => json({ staging: null, production: null }),
  };
}

function renderShell(language: 'en' | 'fr' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <Shell />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  window.location.hash = '';
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editor shell', () => {
  it('lists every page with its path and a preview link', async () => {
    stubFetch(healthy());
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Demo', level: 1 })).toBeTruthy();
    const pages = screen.getAllByRole('listitem').filter((li) => li.classList.contains('page'));
    expect(pages.map((li) => within(li).getByText(/^\//).textContent)).toEqual(['/', '/faq']);
    expect(within(pages[0]!).getByText('Home page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not in a folder' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the preview of faq' });
    expect(link.getAttribute('href')).toBe('http://preview.localhost:3000/faq');
    expect(screen.getByText('No problems: the site is valid.')).toBeTruthy();
  });

  it('shows the problems of a broken site with file and JSON path', async () => {
    stubFetch(
      healthy([
        {
          file: 'pages/home.json',
          path: '$.elements.box.children.default[2]',
          severity: 'error',
          message: 'child "ghost" of element "box" does not exist',
        },
        {
          file: 'pages/home.json',
          path: '$.elements.stray',
          severity: 'warning',
          message: 'element "stray" is not in any section or element',
        },
      ]),
    );
    renderShell();
    expect(await screen.findByText('child "ghost" of element "box" does not exist')).toBeTruthy();
    expect(screen.getByText('$.elements.box.children.default[2]')).toBeTruthy();
    expect(screen.getByText('1 error, 1 warning')).toBeTruthy();
  });

  it('shows the problems in French when the editor is', async () => {
    stubFetch(
      healthy([
        problemOf(
          'pages/home.json',
          '$.elements.box.children.default[2]',
          said('childMissing', { child: 'ghost', owner: said('ownerElement', { id: 'box' }) }),
        ),
      ]),
    );
    renderShell('fr');
    expect(
      await screen.findByText('l’enfant « ghost » listé dans l’élément « box » n’existe pas'),
    ).toBeTruthy();
    expect(screen.queryByText(/does not exist/)).toBeNull();
  });

  it('says when site.json cannot be read', async () => {
    stubFetch({
      ...healthy(),
      'GET /api/sites/demo': () =>
        json({
          site: null,
          etag: null,
          problems: [
            {
              file: 'site.json',
              path: '$',
              severity: 'error',
              message: 'not valid JSON (line 1, column 2): x',
            },
          ],
        }),
    });
    renderShell();
    expect(await screen.findByText(/site\.json cannot be read/)).toBeTruthy();
    expect(screen.getByText('not valid JSON (line 1, column 2): x')).toBeTruthy();
  });

  it('publishes to staging and links to it', async () => {
    const fetch = stubFetch({
      ...healthy(),
      'POST /api/sites/demo/publish': () =>
        json({
          environment: 'staging',
          pages: 2,
          collections: 0,
          publishedAt: '2026-11-22T10:00:00.000Z',
        }),
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to staging' }));
    expect(await screen.findByText('Published 2 pages to staging.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open staging' }).getAttribute('href')).toBe(
      SUMMARY.urls.staging,
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.body).toBe('{"environment":"staging"}');
  });

  it('shows the problems when publishing is refused', async () => {
    stubFetch({
      ...healthy(),
      'POST /api/sites/demo/publish': () =>
        json(
          {
            error: 'invalid',
            message: 'The site has errors',
            problems: [
              {
                file: 'site.json',
                path: '$.homePageId',
                severity: 'error',
                message: 'homePageId "x" is not a page of the site',
              },
            ],
          },
          400,
        ),
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to production' }));
    expect(await screen.findByText('Not published: the site has errors.')).toBeTruthy();
    expect(screen.getByText('homePageId "x" is not a page of the site')).toBeTruthy();
  });

  it('says when the server cannot be reached, and retries', async () => {
    let up = false;
    stubFetch({
      ...healthy(),
      'GET /api/sites': () => {
        if (!up) throw new TypeError('Failed to fetch');
        return json({ sites: [SUMMARY], defaultSiteId: 'demo' });
      },
    });
    renderShell();
    expect(await screen.findByText('Cannot reach the Baobab server.')).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Demo', level: 1 })).toBeTruthy();
  });

  it('switches to French and remembers it', async () => {
    stubFetch(healthy());
    renderShell();
    await screen.findByRole('heading', { name: 'Demo', level: 1 });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'fr' } });
    });
    expect(screen.getByRole('button', { name: 'Publier en préproduction' })).toBeTruthy();
    expect(screen.getByText('Aucun problème : le site est valide.')).toBeTruthy();
    expect(localStorage.getItem('baobab.editor.language')).toBe('fr');
  });
});

describe('site choice', () => {
  it('opens the default site, or the one named in the address', async () => {
    const other = { ...SUMMARY, id: 'another', name: 'Another' };
    stubFetch({
      ...healthy(),
      'GET /api/sites': () => json({ sites: [other, SUMMARY], defaultSiteId: 'demo' }),
      'GET /api/sites/another': () =>
        json({
          site: { ...fixtureSite().site, id: 'another', name: 'Another' },
          etag: '"a"',
          problems: [],
        }),
      'GET /api/sites/another/publish': () => json({ staging: null, production: null }),
    });
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Demo', level: 1 })).toBeTruthy();
    await act(async () => {
      window.location.hash = '#/sites/another';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: 'Another', level: 1 })).toBeTruthy();
  });
});
