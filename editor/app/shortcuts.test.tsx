import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { EditorStoreContext } from '../store/hooks.ts';
import type { EditorStore } from '../store/store.ts';
import { testStore } from '../store/testing.ts';
import { NoticeProvider } from './notices.tsx';
import { useShortcuts } from './shortcuts.tsx';

function Keys() {
  useShortcuts(
    () => {},
    () => {},
  );
  return <input aria-label="field" />;
}

function mount(store: EditorStore) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <EditorStoreContext.Provider value={store}>
        <NoticeProvider>
          <Keys />
        </NoticeProvider>
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
}

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = window) =>
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    );
  });

const boxChildren = (store: EditorStore) =>
  store.getState().doc.pages.home?.elements.box?.children?.default;

afterEach(cleanup);

describe('editor shortcuts', () => {
  it('duplicate, delete, undo and redo the selection, one step each', () => {
    const store = testStore({ selection: 'cta' });
    mount(store);
    press('d', { ctrlKey: true });
    expect(boxChildren(store)).toHaveLength(3);
    press('Delete');
    expect(boxChildren(store)).toHaveLength(2);
    press('z', { ctrlKey: true });
    expect(boxChildren(store)).toHaveLength(3);
    press('z', { ctrlKey: true, shiftKey: true });
    expect(boxChildren(store)).toHaveLength(2);
  });

  it('copy then paste on another page, and cut removes', () => {
    const store = testStore({ selection: 'title' });
    mount(store);
    press('c', { ctrlKey: true });
    expect(store.getState().ui.clipboard?.roots).toEqual(['title']);
    press('x', { metaKey: true, key: 'x' });
    expect(boxChildren(store)).toEqual(['cta']);
    act(() => store.setUi({ selection: 'logo' }));
    press('v', { ctrlKey: true });
    const navChildren = store.getState().doc.sections.nav?.section.children;
    expect(navChildren).toHaveLength(2);
  });

  it('selects the parent with Shift+Enter and clears with Escape', () => {
    const store = testStore({ selection: 'cta' });
    mount(store);
    press('Enter', { shiftKey: true });
    expect(store.getState().ui.selection).toBe('box');
    press('Escape');
    expect(store.getState().ui.selection).toBeNull();
  });

  it('leaves keys typed into a field alone', () => {
    const store = testStore({ selection: 'cta' });
    const { getByLabelText } = mount(store);
    press('Backspace', {}, getByLabelText('field'));
    expect(boxChildren(store)).toHaveLength(2);
  });
});
