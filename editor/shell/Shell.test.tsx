import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { problemOf, said, type Problem } from '@shared/schema/index.ts';
import { createI18n } from '../i18n/index.ts';
import { browser } from '../authors/request.ts';
import { Shell } from './Shell.tsx';
import { json, stubFetch } from './testing.ts';

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

function healthy(problems: Problem[] = []) {
  return {
    'GET /api/sites': () => json({ sites: [SUMMARY], defaultSiteId: 'demo' }),
    'GET /api/sites/demo': () => json({ site: fixtureSite().site, etag: '"e"', problems }),
    'GET /api/sites/demo/publish': () => json({ staging: null, production: null }),
    'GET /api/sites/demo/publish/production/changes': () => json(NO_CHANGES),
  };
}

const NO_CHANGES = { live: true, added: [], changed: [], removed: [], site: false };
const FAQ = { id: 'faq', name: 'FAQ' };

/** Production asks first (`PublishConfirm`): its own button publishes. */
const confirmProduction = async () =>
  fireEvent.click(
    within(await screen.findByTestId('publish-confirm')).getByRole('button', {
      name: 'Publish to production',
    }),
  );

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

  it('publishes with the message typed on the start page, and clears it after', async () => {
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
    const field = await screen.findByRole('textbox', { name: 'Message (optional)' });
    fireEvent.change(field, { target: { value: '  New prices  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish to staging' }));
    expect(await screen.findByText('Published 2 pages to staging.')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.body).toBe('{"environment":"staging","message":"New prices"}');
    expect((field as HTMLInputElement).value).toBe('');
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
    await confirmProduction();
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
      // What a browser does when the address's hash changes: popstate, then hashchange.
      window.location.hash = '#/sites/another';
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: 'Another', level: 1 })).toBeTruthy();
    // The sites list's links go through the router: the address follows, no reload.
    const sites = screen.getByRole('navigation', { name: 'Sites' });
    fireEvent.click(within(sites).getByRole('link', { name: 'Demo' }));
    expect(await screen.findByRole('heading', { name: 'Demo', level: 1 })).toBeTruthy();
    expect(window.location.hash).toBe('#/sites/demo');
    expect(within(sites).getByRole('link', { name: 'Demo' }).getAttribute('href')).toBe(
      '#/sites/demo',
    );
  });
});

describe('the signed-in author', () => {
  const session = (role: 'owner' | 'editor') => ({
    'GET /api/session': () =>
      json({ email: 'ann@example.com', name: null, administrator: false, roles: { demo: role } }),
  });
  const stamp = (number: number, live: boolean) => ({
    version: `v${number}`,
    number,
    publishedAt: '2026-11-22T10:00:00.000Z',
    cacheVersion: 1,
    author: 'ann@example.com',
    message: null,
    pages: 2,
    collections: 0,
    live,
    url: `http://production.localhost:3000/_baobab/version/v${number}`,
  });
  const history = (environment: string) => () =>
    json({ environment, keep: 20, live: 'v2', versions: [stamp(2, true), stamp(1, false)] });

  afterEach(() => {
    document.cookie = 'baobab-csrf=; max-age=0';
  });

  it('is shown with "Sign out", which ends the session and goes to the sign-in page', async () => {
    document.cookie = 'baobab-csrf=shell-token';
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const fetch = stubFetch({
      ...healthy(),
      ...session('owner'),
      'DELETE /api/session': () => new Response(null, { status: 204 }),
    });
    renderShell();
    expect(await screen.findByText('ann@example.com')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    const signOut = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(signOut?.[1]?.headers).toEqual({ 'x-baobab-csrf': 'shell-token' });
    expect(go).toHaveBeenCalledWith('/auth/editor/sign-in?returnTo=%2F');
    go.mockRestore();
  });

  it('offers an editor staging, not production: neither publishing nor rolling it back', async () => {
    stubFetch({
      ...healthy(),
      ...session('editor'),
      'GET /api/sites/demo/publish/production/versions': history('production'),
      'GET /api/sites/demo/publish/staging/versions': history('staging'),
    });
    renderShell();
    expect(await screen.findByRole('button', { name: 'Publish to staging' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish to production' })).toBeNull();
    await screen.findByTestId('publish-history');
    expect(screen.queryByRole('button', { name: 'Roll back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    expect(await screen.findByRole('button', { name: 'Roll back' })).toBeTruthy();
  });

  it('is told "You are signed out" on a 401, with a link to sign in again and come back', async () => {
    window.location.hash = '#/sites/demo';
    stubFetch({
      ...healthy(),
      'GET /api/sites/demo': () =>
        json({ error: 'signed-out', message: 'Sign in to the editor first.' }, 401),
    });
    renderShell();
    const alert = await screen.findByText('You are signed out.');
    const link = within(alert.parentElement!).getByRole('link', { name: 'Sign in again' });
    expect(link.getAttribute('href')).toBe(
      `/auth/editor/sign-in?returnTo=${encodeURIComponent('/#/sites/demo')}`,
    );
    expect(await screen.findByText('Sign in to the editor first.')).toBeTruthy();
  });

  it('reads the server’s message when it refuses (403)', async () => {
    stubFetch({
      ...healthy(),
      'POST /api/sites/demo/publish': () =>
        json({ error: 'forbidden', message: 'Only an owner of the site "demo" can do this.' }, 403),
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to production' }));
    await confirmProduction();
    expect(
      await screen.findByText('Publishing failed: Only an owner of the site "demo" can do this.'),
    ).toBeTruthy();
    expect(screen.queryByText('You are signed out.')).toBeNull();
  });
});

describe('the Publish panel asks before production (issue 30)', () => {
  const published = (init?: RequestInit) =>
    json({
      environment: (JSON.parse(String(init?.body)) as { environment: string }).environment,
      pages: 2,
      collections: 0,
      publishedAt: '2026-11-22T10:00:00.000Z',
    });
  const posts = (fetch: ReturnType<typeof stubFetch>) =>
    fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => init?.body);
  const confirmStep = () => within(screen.getByTestId('publish-confirm'));

  it('lists the pages it changes; Cancel publishes nothing, its own button publishes', async () => {
    const fetch = stubFetch({
      ...healthy(),
      'GET /api/sites/demo/publish/production/changes': () =>
        json({ ...NO_CHANGES, live: false, added: [{ id: 'home', name: 'Home' }, FAQ] }),
      'POST /api/sites/demo/publish': published,
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to production' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(await confirmStep().findByRole('list', { name: '2 pages added' })).toBeTruthy();
    expect(screen.getByTestId('publish-confirm').textContent).toContain(
      'Nothing is published to production yet',
    );

    fireEvent.click(confirmStep().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    const production = screen.getByRole('button', { name: 'Publish to production' });
    expect(document.activeElement).toBe(production);
    expect(posts(fetch)).toEqual([]);

    fireEvent.click(production);
    await act(async () => {
      fireEvent.click(confirmStep().getByRole('button', { name: 'Publish to production' }));
    });
    expect(await screen.findByText('Published 2 pages to production.')).toBeTruthy();
    expect(posts(fetch)).toEqual(['{"environment":"production"}']);
  });

  it('publishes to staging at once, and to production when the changes cannot be read', async () => {
    const fetch = stubFetch({
      ...healthy(),
      'GET /api/sites/demo/publish/production/changes': () =>
        json({ message: 'Internal Server Error' }, 500),
      'POST /api/sites/demo/publish': published,
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to staging' }));
    expect(await screen.findByText('Published 2 pages to staging.')).toBeTruthy();
    expect(screen.queryByTestId('publish-confirm')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Publish to production' }));
    expect((await confirmStep().findByRole('alert')).textContent).toContain(
      'What changed could not be read (Internal Server Error)',
    );
    await act(async () => {
      fireEvent.click(confirmStep().getByRole('button', { name: 'Publish to production' }));
    });
    expect(await screen.findByText('Published 2 pages to production.')).toBeTruthy();
    expect(posts(fetch)).toEqual(['{"environment":"staging"}', '{"environment":"production"}']);
  });
});
