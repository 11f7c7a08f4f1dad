import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { said } from '@shared/schema/problem-texts.ts';
import { problemOf, type Problem } from '@shared/schema/problems.ts';
import type { AuthorRole } from '@shared/schema/authors.ts';
import { OpenLeftPanelContext, type LeftTab } from '../app/left-panel.ts';
import { AuthorStoreContext, createAuthorStore } from '../authors/author-store.ts';
import { NoticeProvider } from '../app/notices.tsx';
import { createI18n, type EditorLanguage } from '../i18n/index.ts';
import { EditorStoreContext } from '../store/hooks.ts';
import { testStore } from '../store/testing.ts';
import { saveHubOf } from './hub.ts';
import { PublishButton } from './PublishButton.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

function setup(
  problems: Problem[],
  openLeftPanel: (tab: LeftTab) => void = () => {},
  lang: EditorLanguage = 'en',
  /** The signed-in author's role on the site (none: the session is not known, nothing hidden). */
  role?: AuthorRole,
) {
  const calls: string[] = [];
  /** The environments published to, in order. */
  const published: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    calls.push(route);
    if (route === 'GET /api/sites/demo/validation') return json({ ok: true, problems });
    if (route === 'GET /api/sites/demo/publish/production/changes') return changesAnswer();
    if (route === 'POST /api/sites/demo/publish')
      published.push((JSON.parse(String(init?.body)) as { environment: string }).environment);
    if (route === 'GET /api/sites') return json({ sites: [SUMMARY], defaultSiteId: 'demo' });
    if (route.endsWith('/versions')) return json({ keep: 20, live: null, versions: [] });
    if (route === 'POST /api/sites/demo/publish') {
      return json({
        environment: 'staging',
        pages: 2,
        collections: 0,
        publishedAt: '2026-11-23T08:00:00.000Z',
      });
    }
    throw new Error(`unexpected ${route}`);
  });
  vi.stubGlobal('fetch', fetch);
  const store = testStore();
  const flushNow = vi.fn(async () => {
    calls.push('flush');
    return true;
  });
  saveHubOf(store).controls = {
    flushNow,
    retryNow: vi.fn(),
    keepMine: vi.fn(),
    reloadTheirs: vi.fn(async () => {}),
  };
  const authors = createAuthorStore(
    role
      ? {
          status: 'known',
          session: {
            email: 'a@example.com',
            name: null,
            administrator: false,
            roles: { demo: role },
          },
        }
      : { status: 'unknown' },
  );
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <AuthorStoreContext.Provider value={authors}>
        <EditorStoreContext.Provider value={store}>
          <NoticeProvider>
            <OpenLeftPanelContext.Provider value={openLeftPanel}>
              <PublishButton />
            </OpenLeftPanelContext.Provider>
          </NoticeProvider>
        </EditorStoreContext.Provider>
      </AuthorStoreContext.Provider>
    </I18nextProvider>,
  );
  return { store, calls, flushNow, published };
}

/** What `GET …/publish/production/changes` answers (a test may change it). */
let changesAnswer: () => Response | Promise<Response> = () => json(CHANGES);
const CHANGES = {
  environment: 'production',
  live: true,
  added: [{ id: 'about', name: 'About us' }],
  changed: [
    { id: 'home', name: 'Home' },
    { id: 'faq', name: 'FAQ' },
  ],
  removed: [],
  site: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  changesAnswer = () => json(CHANGES);
});

const error = (file: string, path: string, message: string): Problem => ({
  file,
  path,
  message,
  severity: 'error',
});

describe('publish', () => {
  it('saves first, lists the problems, blocks on errors and takes the author to one', async () => {
    const { store, calls } = setup([
      error('pages/home.json', '$.elements.cta.link.pageId', 'links to a missing page'),
      { ...error('site.json', '$.variables', 'unused'), severity: 'warning' },
    ]);
    store.setUi({ pageId: 'faq' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('1 error, 1 warning');
    // The publish history is read beside (editor/publish/PublishHistory.test.tsx).
    const saving = calls.filter((call) => !call.includes('/versions'));
    expect(saving.slice(0, 2)).toEqual(['flush', 'GET /api/sites/demo/validation']);
    const staging = screen.getByRole('button', { name: /Publish to staging/ });
    expect(staging).toHaveProperty('disabled', true);
    expect(staging.textContent).toContain('Fix 1 error to publish');
    expect(screen.getByRole('button', { name: /Publish to production/ })).toHaveProperty(
      'disabled',
      true,
    );
    // The warning on site.json points at no page: it is not a link.
    expect(screen.getAllByTestId('publish-problem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /links to a missing page/ }));
    expect(store.getState().ui).toMatchObject({ pageId: 'home', selection: 'cta' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the author to the Plugins tab for a plugin’s settings', async () => {
    const openLeftPanel = vi.fn();
    const { store } = setup(
      [
        error('site.json', '$.plugins.payment', 'plugin "payment": A private API key is required.'),
        error('site.json', '$.plugins.gone', 'plugin "gone": not enabled any more.'),
      ],
      openLeftPanel,
    );
    act(() => {
      store.dispatch({ type: 'enable-plugin', payload: { plugin: 'payment' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('2 errors, 0 warnings');
    // Only the enabled plugin's problem leads somewhere.
    expect(screen.getAllByTestId('publish-problem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /A private API key is required/ }));
    // Once the Plugins panel's own chunk is loaded (`loadLeftPanel`).
    await waitFor(() => expect(openLeftPanel).toHaveBeenCalledWith('plugins'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows every problem Baobab wrote in French when the editor is', async () => {
    const { store } = setup(
      [
        error(
          'site.json',
          '$.plugins.payment',
          'plugin "payment": A private API key (secret key) is required.',
        ),
        problemOf(
          'pages/home.json',
          '$.elements.cta.link.pageId',
          said('linkPageMissing', { page: 'gone' }),
        ),
        error('site.json', '$.pages[0].paths.en', 'Path must start with "/".'),
      ],
      () => {},
      'fr',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('3 erreurs, 0 avertissement');
    expect(
      screen.getByText('plugin « payment » : Une clé API privée (clé secrète) est requise.'),
    ).toBeTruthy();
    // Still a way to the element.
    fireEvent.click(
      screen.getByRole('button', { name: /lien vers la page « gone », qui n’existe pas/ }),
    );
    expect(store.getState().ui).toMatchObject({ pageId: 'home', selection: 'cta' });
  });

  it('keeps the server’s English where it has no French', async () => {
    setup([error('site.json', '$.pages[0].paths.en', 'Path must start with "/".')], () => {}, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('1 erreur, 0 avertissement');
    expect(screen.getByText('Path must start with "/".')).toBeTruthy();
  });

  it('shows the English in English', async () => {
    setup([
      problemOf(
        'pages/home.json',
        '$.elements.cta.link.pageId',
        said('linkPageMissing', { page: 'gone' }),
      ),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('1 error, 0 warnings');
    expect(
      screen.getByRole('button', { name: /link to page "gone", which does not exist/ }),
    ).toBeTruthy();
  });

  it('publishes to staging and shows when, how many pages and where', async () => {
    const { calls } = setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('No problems: the site can be published.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish to staging' }));
    });
    const result = await screen.findByTestId('publish-result');
    expect(result.textContent).toMatch(/Published 2 pages to staging at .*2026/);
    const link = screen.getByRole('link', { name: /Open staging/ });
    expect(link.getAttribute('href')).toBe('http://staging.localhost:3000/');
    expect(calls).toContain('POST /api/sites/demo/publish');
  });

  it('offers an editor staging only, and a viewer nothing to publish to', async () => {
    setup([], () => {}, 'en', 'editor');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('No problems: the site can be published.');
    expect(screen.getByRole('button', { name: 'Publish to staging' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Publish to production/ })).toBeNull();
    cleanup();
    setup([], () => {}, 'en', 'viewer');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('No problems: the site can be published.');
    expect(screen.queryByRole('button', { name: /Publish to/ })).toBeNull();
    expect(screen.getByText(/Publishing this site needs an editor/)).toBeTruthy();
  });
});

describe('publishing to production asks first (issue 30)', () => {
  async function openChecked(lang: EditorLanguage = 'en') {
    const setUp = setup([], () => {}, lang);
    fireEvent.click(screen.getByRole('button', { name: lang === 'fr' ? 'Publier' : 'Publish' }));
    await screen.findByText(
      lang === 'fr' ? /Aucun problème/ : 'No problems: the site can be published.',
    );
    return setUp;
  }

  it('lists what changed, and publishes only once confirmed', async () => {
    const { published } = await openChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Publish to production' }));
    const confirm = screen.getByTestId('publish-confirm');
    expect(screen.getByRole('heading', { name: 'Publish to production?' })).toBeTruthy();
    expect(confirm.textContent).toContain('Reading what changed since the last publish…');
    // The focus is on the step's first button; the other buttons are gone meanwhile.
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(screen.queryByRole('button', { name: 'Publish to staging' })).toBeNull();
    await screen.findByRole('heading', { name: '1 page added' });
    expect(screen.getByRole('list', { name: '1 page added' }).textContent).toBe('About us');
    expect(screen.getByRole('list', { name: '2 pages changed' }).textContent).toBe('HomeFAQ');
    expect(screen.queryByText(/removed/)).toBeNull();
    expect(screen.getByText('Site settings, data or files changed.')).toBeTruthy();
    expect(published).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish to production' }));
    });
    expect(published).toEqual(['production']);
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    await screen.findByTestId('publish-result');
  });

  it('publishes nothing on Cancel or Esc, and gives the focus back to the button', async () => {
    const { published } = await openChecked();
    const production = screen.getByRole('button', { name: 'Publish to production' });
    fireEvent.click(production);
    await screen.findByRole('heading', { name: '2 pages changed' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    const back = screen.getByRole('button', { name: 'Publish to production' });
    expect(document.activeElement).toBe(back);

    fireEvent.click(back);
    await screen.findByRole('heading', { name: '2 pages changed' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    // Esc leaves the step, not the dialog.
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    expect(screen.getByTestId('publish-dialog')).toBeTruthy();
    expect(published).toEqual([]);
  });

  it('publishes to staging at once', async () => {
    const { published, calls } = await openChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish to staging' }));
    });
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    expect(published).toEqual(['staging']);
    expect(calls.some((call) => call.endsWith('/changes'))).toBe(false);
  });

  it('says when nothing changed, in French too', async () => {
    changesAnswer = () =>
      json({ ...CHANGES, added: [], changed: [{ id: 'home', name: 'Accueil' }], site: false });
    await openChecked('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Publier en production' }));
    expect(screen.getByRole('heading', { name: 'Publier en production ?' })).toBeTruthy();
    await screen.findByRole('heading', { name: '1 page modifiée' });
    cleanup();
    changesAnswer = () => json({ ...CHANGES, added: [], changed: [], site: false });
    await openChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Publish to production' }));
    await screen.findByText('Nothing changed since the last publish to production.');
  });

  it('still lets the author publish when what changed cannot be read', async () => {
    changesAnswer = () => json({ error: 'boom', message: 'Internal Server Error' }, 500);
    const { published } = await openChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Publish to production' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'What changed could not be read (Internal Server Error). You can still publish.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish to production' }));
    });
    expect(published).toEqual(['production']);

    cleanup();
    changesAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await openChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Publish to production' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '(the server cannot be reached)',
    );
  });
});
