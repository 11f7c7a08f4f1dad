import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import type { Command } from '../store/commands/index.ts';
import type { DispatchResult } from '../store/store.ts';
import { EditorStoreContext } from '../store/hooks.ts';
import { testStore } from '../store/testing.ts';
import { NoticeProvider } from './notices.tsx';
import { useDispatch } from './use-dispatch.ts';

afterEach(cleanup);

/** Mounts `useDispatch` in `language`; returns the dispatch it gives. */
function mount(language: 'en' | 'fr') {
  const ref: { dispatch?: (command: Command) => DispatchResult } = {};
  function Probe() {
    ref.dispatch = useDispatch();
    return null;
  }
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <EditorStoreContext.Provider value={testStore()}>
        <NoticeProvider>
          <Probe />
        </NoticeProvider>
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
  return (command: Command) => {
    let result: DispatchResult | undefined;
    act(() => {
      result = ref.dispatch?.(command);
    });
    return result;
  };
}

const deleteHome: Command = { type: 'delete-page', payload: { pageId: 'home' } };

describe('useDispatch', () => {
  it('says why a command was refused in the editor’s language, and returns that text', () => {
    const dispatch = mount('fr');
    const result = dispatch(deleteHome);
    const why =
      'La page d’accueil ne peut pas être supprimée : choisissez d’abord une autre page d’accueil.';
    expect(screen.getByRole('alert').textContent).toBe(`Non effectué : ${why}`);
    expect(result).toMatchObject({ ok: false, error: why });
  });

  it('says it in English in an English editor', () => {
    const dispatch = mount('en');
    const why = 'The home page cannot be deleted: make another page the home page first.';
    expect(dispatch(deleteHome)).toMatchObject({ ok: false, error: why });
    expect(screen.getByRole('alert').textContent).toBe(`Not done: ${why}`);
  });
});
