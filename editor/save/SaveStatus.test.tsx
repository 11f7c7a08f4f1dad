import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSiteFile } from '@shared/schema/load.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { NoticeProvider } from '../app/notices.tsx';
import { createI18n } from '../i18n/index.ts';
import { EditorStoreContext } from '../store/hooks.ts';
import type { EditorStore } from '../store/store.ts';
import { testStore } from '../store/testing.ts';
import { IDLE, saveHubOf, type SaveControls, type SaveSnapshot } from './hub.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { startSaving } from './session.ts';

function controls() {
  return {
    flushNow: vi.fn(async () => true),
    retryNow: vi.fn<() => void>(),
    keepMine: vi.fn<() => void>(),
    reloadTheirs: vi.fn(async () => {}),
  } satisfies SaveControls;
}

function renderStatus(language: 'en' | 'fr' = 'en') {
  const store = testStore();
  const hub = saveHubOf(store);
  const actions = controls();
  hub.controls = actions;
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <EditorStoreContext.Provider value={store}>
        <NoticeProvider>
          <SaveStatus />
        </NoticeProvider>
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
  const set = (change: Partial<SaveSnapshot>) => act(() => hub.set({ ...hub.snapshot, ...change }));
  return { store, hub, actions, set, status: () => screen.getByTestId('save-status') };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('save status', () => {
  it('shows each state in words, in English and French', () => {
    const { set, status } = renderStatus();
    expect(status().dataset.state).toBe('saved');
    expect(status().textContent).toContain('All changes saved');
    set({ state: 'unsaved', pending: 1 });
    expect(status().textContent).toContain('Unsaved changes');
    set({ state: 'saving' });
    expect(status().dataset.state).toBe('saving');
    expect(status().textContent).toContain('Saving…');
    cleanup();
    const fr = renderStatus('fr');
    fr.set({ state: 'offline', pending: 1 });
    expect(fr.status().textContent).toContain(
      'Hors ligne — modifications gardées dans ce navigateur',
    );
  });

  it('offers to retry now while offline', () => {
    const { set, status, actions } = renderStatus();
    set({ state: 'offline', pending: 1, retryAt: Date.now() + 4000 });
    expect(status().textContent).toContain('Offline — changes kept in this browser');
    expect(status().textContent).toMatch(/Next try in [3-5] s/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(actions.retryNow).toHaveBeenCalledOnce();
  });

  it('says signed out, not offline, when the session has ended (the work kept here)', () => {
    const { set, status, actions } = renderStatus();
    set({ state: 'signed-out', pending: 1 });
    expect(status().dataset.state).toBe('signed-out');
    expect(status().textContent).toContain('Signed out — changes kept in this browser');
    expect(status().textContent).not.toContain('Offline');
    // Signed in again in another tab: try again.
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(actions.retryNow).toHaveBeenCalledOnce();
  });

  it('asks in a dialog on a conflict: keep mine or reload theirs', () => {
    const { set, actions } = renderStatus();
    set({ state: 'conflict', conflicts: [{ path: 'pages/home.json', etag: '"x"' }] });
    const dialog = screen.getByRole('dialog', { name: 'Changed elsewhere' });
    expect(dialog.textContent).toContain('another tab or another person');
    expect(dialog.textContent).toContain('pages/home.json');
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(actions.keepMine).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }));
    expect(actions.reloadTheirs).toHaveBeenCalledOnce();
    set({ state: 'saved', conflicts: [] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells why a file was refused', () => {
    const { set } = renderStatus();
    set({
      state: 'error',
      errors: [
        {
          path: 'pages/home.json',
          kind: 'invalid',
          message: 'not saved',
          problems: [
            {
              file: 'pages/home.json',
              path: '$.elements.title.type',
              message: 'Required',
              severity: 'error',
            },
          ],
        },
        { path: 'pages/big.json', kind: 'too-large', message: 'too big', problems: [] },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Why' }));
    const dialog = screen.getByRole('dialog', { name: 'Changes not saved' });
    expect(dialog.textContent).toContain('pages/home.json has problems to fix');
    expect(dialog.textContent).toContain('$.elements.title.type');
    expect(dialog.textContent).toContain('pages/big.json is too large to save (over 5 MB).');
  });

  it('tells why in French when the editor is, in the words of the schema’s French', () => {
    const { problems } = parseSiteFile(
      'pages/home.json',
      JSON.stringify({ ...fixtureSite().pages.home, schemaVersion: 2, pageId: 3 }),
    );
    const { set } = renderStatus('fr');
    set({
      state: 'error',
      errors: [{ path: 'pages/home.json', kind: 'invalid', message: 'not saved', problems }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pourquoi' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifications non enregistrées' });
    expect(dialog.textContent).toContain('$.pageId');
    expect(dialog.textContent).toContain(
      'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    );
    expect(dialog.textContent).not.toContain('Invalid input');
  });

  it('names the file the server cannot read and where, kept here, in English and French', () => {
    const unreadable = {
      path: 'pages/home.json',
      kind: 'unreadable' as const,
      message: 'pages/home.json cannot be read: line 1, column 13 (Unexpected end of JSON input).',
      problems: [],
      unreadable: {
        file: 'pages/home.json',
        at: { line: 1, column: 13 },
        reason: 'Unexpected end of JSON input',
      },
    };
    const { set, status, actions } = renderStatus();
    set({ state: 'unreadable', pending: 1, errors: [unreadable] });
    expect(status().dataset.state).toBe('unreadable');
    expect(status().textContent).toContain('pages/home.json cannot be read: line 1, column 13');
    expect(status().textContent).toContain('Kept in this browser');
    expect(status().textContent).not.toContain('Offline');
    fireEvent.click(screen.getByRole('button', { name: 'Why' }));
    expect(screen.getByRole('dialog').textContent).toContain('Unexpected end of JSON input');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Once the file is fixed, the author sends it again.
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(actions.retryNow).toHaveBeenCalledOnce();
    cleanup();
    const fr = renderStatus('fr');
    fr.set({
      state: 'unreadable',
      pending: 1,
      errors: [
        { ...unreadable, unreadable: { ...unreadable.unreadable, at: null, reason: 'EISDIR' } },
      ],
    });
    expect(fr.status().textContent).toContain('pages/home.json ne peut pas être lu : EISDIR');
    expect(fr.status().textContent).toContain('Gardé dans ce navigateur');
  });

  it('says how many changes were restored from this browser', () => {
    const { set } = renderStatus();
    set({ ...IDLE, restored: { seq: 1, count: 2 } });
    expect(screen.getByText('Restored 2 unsaved changes from this browser')).toBeTruthy();
  });
});

describe('leaving the page', () => {
  it('warns while a change is not saved', async () => {
    // The server never answers: the change stays unsaved.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const store: EditorStore = testStore();
    const stop = startSaving(store, { 'pages/home.json': '"e"' }, { debounceMs: 10_000 });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'title', name: 'Unsaved' },
    });
    expect(leave()).toBe(true);
    stop();
    expect(leave()).toBe(false);
  });
});
