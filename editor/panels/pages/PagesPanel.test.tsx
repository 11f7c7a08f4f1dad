import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { produce } from 'immer';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { PagesPanel } from './PagesPanel.tsx';

afterEach(cleanup);

function show(store: EditorStore = testStore(), language: 'en' | 'fr' = 'en') {
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <PagesPanel />
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
  return store;
}

const row = (pageId: string) =>
  document.querySelector<HTMLElement>(`[data-testid="pages-row"][data-page-id="${pageId}"]`)!;
const field = (name: string) =>
  document.querySelector<HTMLInputElement>(
    `[data-field="${name}"] input, [data-field="${name}"] textarea`,
  )!;

describe('PagesPanel', () => {
  it('lists pages by folder with the home page marked, and shows a page on click', () => {
    const store = testStore({ selection: 'title' });
    store.load(
      produce(store.getState().doc, (d) => {
        d.site.pages[1]!.folder = 'Help';
      }),
    );
    show(store);
    expect(within(row('home')).getByTestId('pages-home')).toBeTruthy();
    expect(within(row('faq')).queryByTestId('pages-home')).toBeNull();
    const folder = document.querySelector('[data-folder="Help"]')!;
    expect(folder.textContent).toContain('Help');
    expect(within(folder as HTMLElement).getByText('faq')).toBeTruthy();
    expect(row('home').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Show faq' }));
    expect(store.getState().ui).toMatchObject({ pageId: 'faq', selection: null });
    expect(row('faq').getAttribute('aria-current')).toBe('page');
  });

  it('creates a page, shows it and opens its settings', () => {
    const store = show();
    fireEvent.change(screen.getByLabelText('New page name'), { target: { value: 'About us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(store.getState().doc.site.pages.at(-1)?.name).toBe('About us');
    expect(store.getState().ui.pageId).toBe('about-us');
    expect(screen.getByTestId('pages-settings-form').dataset.pageId).toBe('about-us');
    expect(field('path-en').value).toBe('/about-us');
  });

  it('duplicates a page and renames a folder for all its pages', () => {
    const store = testStore();
    store.load(
      produce(store.getState().doc, (d) => {
        for (const page of d.site.pages) page.folder = 'Main';
      }),
    );
    show(store);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate faq' }));
    expect(store.getState().doc.site.pages.map((p) => p.name)).toEqual(['home', 'faq', 'faq copy']);
    fireEvent.click(screen.getByRole('button', { name: 'Rename folder Main' }));
    fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: 'Site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().doc.site.pages.map((p) => p.folder)).toEqual(['Site', 'Site', 'Site']);
    store.undo();
    expect(store.getState().doc.site.pages.map((p) => p.folder)).toEqual(['Main', 'Main', 'Main']);
  });

  it('deletes a page only after confirming, and explains why the home page cannot go', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'payment' } });
    store.dispatch({
      type: 'set-plugin-settings',
      payload: { pluginId: 'payment', scope: 'public', settings: { successPage: 'faq' } },
    });
    show(store);
    fireEvent.click(screen.getByRole('button', { name: 'Delete faq' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Delete the page “faq”?');
    // The home page's button links to faq: the dialog warns.
    expect(dialog.textContent).toContain('1 link to this page will point nowhere.');
    expect(dialog.textContent).toContain('Payment (Stripe) › Success page');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().doc.pages.faq).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Delete faq' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(store.getState().doc.pages.faq).toBeUndefined();
    expect(row('faq')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete home' }));
    const refusal = screen.getByRole('dialog');
    expect(refusal.textContent).toContain('The home page cannot be deleted');
    expect(within(refusal).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('edits settings: each field one undo step, paths checked in place', () => {
    const store = show();
    fireEvent.click(screen.getByRole('button', { name: 'Settings of faq' }));
    expect(store.getState().ui.pageId).toBe('faq');
    const name = field('name');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Q' } });
    fireEvent.change(name, { target: { value: 'Questions' } });
    fireEvent.blur(name);
    expect(store.getState().doc.site.pages[1]!.name).toBe('Questions');

    const path = field('path-en');
    fireEvent.focus(path);
    fireEvent.change(path, { target: { value: 'help' } });
    expect(document.querySelector('[data-field="path-en"]')!.textContent).toContain(
      'The path must start with "/" and hold only URL-safe segments or parameters written {name:default}.',
    );
    expect(path.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(path, { target: { value: '/' } });
    expect(document.querySelector('[data-field="path-en"]')!.textContent).toContain(
      'The path "/" (en) is already the path of page "home".',
    );
    expect(store.getState().doc.site.pages[1]!.paths.en).toBe('/faq');
    fireEvent.change(path, { target: { value: '/help' } });
    fireEvent.blur(path);
    expect(store.getState().doc.site.pages[1]!.paths.en).toBe('/help');
    expect(
      document.querySelector('[data-field="path-en"] [data-testid="pages-problem"]'),
    ).toBeNull();

    const title = field('title-en');
    fireEvent.focus(title);
    fireEvent.change(title, { target: { value: 'Help' } });
    fireEvent.blur(title);
    const desc = field('desc-en');
    fireEvent.focus(desc);
    fireEvent.change(desc, { target: { value: 'Answers' } });
    fireEvent.blur(desc);
    const data = field('structuredData-en');
    fireEvent.focus(data);
    fireEvent.change(data, { target: { value: '{"@type":' } });
    expect(document.querySelector('[data-field="structuredData-en"]')!.textContent).toContain(
      'Not valid JSON',
    );
    fireEvent.blur(data);
    const page = () => store.getState().doc.site.pages[1]!;
    expect(page().title.en).toBe('Help');
    expect(page().meta.desc.en).toBe('Answers');
    expect(page().meta.structuredData.en).toBe('{"@type":');

    act(() => void store.undo());
    expect(page().meta.structuredData.en).toBe('');
    act(() => void store.undo());
    expect(page().meta.desc.en).toBe('');
    act(() => void store.undo());
    expect(page().title.en).toBe('faq');
    act(() => void store.undo());
    expect(page().paths.en).toBe('/faq');
    expect(field('path-en').value).toBe('/faq');
    act(() => void store.undo());
    expect(page().name).toBe('faq');
  });

  it('adds a user group and restricts the page to it', () => {
    const store = show();
    fireEvent.click(screen.getByRole('button', { name: 'Settings of faq' }));
    const form = document.querySelector<HTMLElement>('.pages-add-group')!;
    fireEvent.change(within(form).getByLabelText('Group name'), { target: { value: 'Staff' } });
    fireEvent.change(within(form).getByLabelText('Roles (comma-separated)'), {
      target: { value: 'staff, admin' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(store.getState().doc.site.userGroups.staff?.roles).toEqual(['staff', 'admin']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Staff/ }));
    expect(store.getState().doc.site.pages[1]!.pageUserGroups).toEqual(['staff']);
    expect(document.querySelector('[data-field="pageUserGroups"]')!.textContent).toContain(
      'Restricted pages need the sign-in plugin',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete group Staff' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(store.getState().doc.site.userGroups).toEqual({});
    expect(store.getState().doc.site.pages[1]!.pageUserGroups).toEqual([]);
  });

  it('chooses the home page and the pages visitors are sent to, one undo step each', () => {
    const store = show();
    const select = (role: string) => screen.getByTestId(`site-page-${role}`) as HTMLSelectElement;
    expect(select('homePageId').value).toBe('home');
    expect([...select('homePageId').options].map((o) => o.value)).toEqual(['home', 'faq']);
    expect([...select('notFoundPageId').options].map((o) => o.textContent)).toContain(
      'None (default)',
    );
    fireEvent.change(select('homePageId'), { target: { value: 'faq' } });
    fireEvent.change(select('unauthenticatedPageId'), { target: { value: 'home' } });
    expect(store.getState().doc.site.homePageId).toBe('faq');
    expect(store.getState().doc.site.unauthenticatedPageId).toBe('home');
    expect(within(row('faq')).getByTestId('pages-home')).toBeTruthy();
    fireEvent.change(select('unauthenticatedPageId'), { target: { value: '' } });
    expect(store.getState().doc.site.unauthenticatedPageId).toBeNull();
    act(() => void store.undo());
    expect(store.getState().doc.site.unauthenticatedPageId).toBe('home');
    act(() => void store.undo());
    act(() => void store.undo());
    expect(select('homePageId').value).toBe('home');
  });

  it('keeps the path from before the typing while the typed one is refused, never a prefix', () => {
    const store = show();
    fireEvent.click(screen.getByRole('button', { name: 'Settings of faq' }));
    const path = field('path-en');
    const stored = () => store.getState().doc.site.pages[1]!.paths.en;
    const note = () => document.querySelector('[data-field="path-en"]')!.textContent;
    const type = (text: string) => {
      fireEvent.focus(path);
      for (let i = 0; i <= text.length; i += 1)
        fireEvent.change(path, { target: { value: text.slice(0, i) } });
    };
    type('/my page');
    expect(note()).toContain('The path cannot hold spaces: write "-" between words.');
    expect(stored()).toBe('/faq');
    type('/a/../home');
    expect(note()).toContain('The path cannot hold a "." or ".." segment');
    expect(stored()).toBe('/faq');
    fireEvent.blur(path);
    // Refused at blur: the field keeps the text and says why; the store has the old path.
    expect(path.value).toBe('/a/../home');
    expect(stored()).toBe('/faq');
    type('/help');
    expect(stored()).toBe('/help');
    fireEvent.blur(path);
    // Typed over "/help": "/hel" was valid on the way, then "/" is the home's.
    fireEvent.focus(path);
    fireEvent.change(path, { target: { value: '/hel' } });
    expect(stored()).toBe('/hel');
    fireEvent.change(path, { target: { value: '/' } });
    expect(note()).toContain('The path "/" (en) is already the path of page "home".');
    expect(stored()).toBe('/help');
  });

  it('checks paths in place in French too, the rule and the clash', () => {
    show(testStore(), 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Réglages de faq' }));
    const path = field('path-en');
    fireEvent.focus(path);
    fireEvent.change(path, { target: { value: 'aide' } });
    expect(document.querySelector('[data-field="path-en"]')!.textContent).toContain(
      'Le chemin doit commencer par « / » et ne contenir que des segments sûrs pour une URL ou des paramètres écrits {nom:défaut}.',
    );
    fireEvent.change(path, { target: { value: '/' } });
    expect(document.querySelector('[data-field="path-en"]')!.textContent).toContain(
      'Le chemin « / » (en) est déjà celui de la page « home ».',
    );
  });

  it('shows one path field per site language', () => {
    const store = testStore();
    store.load(
      produce(store.getState().doc, (d) => {
        d.site.langs.push({ lang: 'fr', default: false });
      }),
    );
    show(store);
    fireEvent.click(screen.getByRole('button', { name: 'Settings of faq' }));
    const fr = field('path-fr');
    expect(fr.value).toBe('');
    fireEvent.change(fr, { target: { value: '/aide' } });
    expect(store.getState().doc.site.pages[1]!.paths).toEqual({ en: '/faq', fr: '/aide' });
  });
});
