import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { EditorStoreContext } from '../store/hooks.ts';
import type { EditorStore } from '../store/store.ts';
import { testStore } from '../store/testing.ts';
import { ElementMenuProvider, useElementMenu } from './ElementMenu.tsx';
import { NoticeProvider } from './notices.tsx';
import { useShortcuts } from './shortcuts.tsx';

afterEach(cleanup);

/** What opens the menu: a right click on a button, and the shortcuts (menu keys). */
function Opener() {
  const open = useElementMenu();
  useShortcuts(
    () => {},
    () => open({ x: 10, y: 20 }),
  );
  return (
    <button
      type="button"
      onContextMenu={(event) => {
        event.preventDefault();
        open({ x: event.clientX, y: event.clientY });
      }}
    >
      target
    </button>
  );
}

function mount(store: EditorStore, language: 'en' | 'fr' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <EditorStoreContext.Provider value={store}>
        <NoticeProvider>
          <ElementMenuProvider>
            <div className="editor">
              <Opener />
            </div>
          </ElementMenuProvider>
        </NoticeProvider>
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
}

const openAt = (x = 30, y = 40) =>
  fireEvent.contextMenu(screen.getByRole('button', { name: 'target' }), {
    clientX: x,
    clientY: y,
  });
const entry = (name: RegExp) => screen.getByRole('menuitem', { name });
const boxChildren = (store: EditorStore) =>
  store.getState().doc.pages.home?.elements.box?.children?.default;

describe('the element menu', () => {
  it('lists what the shortcuts do, with their keys, and disables what would do nothing', () => {
    mount(testStore({ selection: 'cta' }));
    openAt();
    const menu = screen.getByRole('menu', { name: 'Element actions' });
    expect(menu.style.left).toBe('30px');
    expect(menu.style.top).toBe('40px');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'CopyCtrl+C',
      'CutCtrl+X',
      'Paste afterCtrl+V',
      'DuplicateCtrl+D',
      'DeleteDelete / Backspace',
      'Select parentShift+Enter',
    ]);
    // Nothing copied yet.
    expect(entry(/^Paste after/).hasAttribute('disabled')).toBe(true);
    expect(entry(/^Copy/).hasAttribute('disabled')).toBe(false);
    // The first entry that can run has the focus; arrows move it over the enabled ones.
    expect(document.activeElement).toBe(entry(/^Copy/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(entry(/^Cut/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(entry(/^Duplicate/));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('gives the focus back to where it was when it closes', () => {
    mount(testStore({ selection: 'cta' }));
    const target = screen.getByRole('button', { name: 'target' });
    target.focus();
    openAt();
    expect(document.activeElement).toBe(entry(/^Copy/));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(target);
  });

  it('copies, pastes after the selection and duplicates: each entry one undo step', () => {
    const store = testStore({ selection: 'title' });
    mount(store);
    openAt();
    fireEvent.click(entry(/^Copy/));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(store.getState().ui.clipboard).not.toBeNull();

    openAt();
    fireEvent.click(entry(/^Paste after/));
    const afterPaste = boxChildren(store)!;
    expect(afterPaste).toHaveLength(3);
    expect(afterPaste[0]).toBe('title');
    expect(afterPaste[2]).toBe('cta');

    openAt();
    fireEvent.click(entry(/^Duplicate/));
    expect(boxChildren(store)).toHaveLength(4);
    act(() => void store.undo());
    expect(boxChildren(store)).toEqual(afterPaste);
    act(() => void store.undo());
    expect(boxChildren(store)).toEqual(['title', 'cta']);
  });

  it('cuts, deletes and selects the parent', () => {
    const store = testStore({ selection: 'cta' });
    mount(store);
    openAt();
    fireEvent.click(entry(/^Select parent/));
    expect(store.getState().ui.selection).toBe('box');
    // A section's root has no parent.
    openAt();
    expect(entry(/^Select parent/).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('element-menu-backdrop'));
    expect(screen.queryByRole('menu')).toBeNull();

    act(() => store.setUi({ selection: 'cta' }));
    openAt();
    fireEvent.click(entry(/^Cut/));
    expect(boxChildren(store)).toEqual(['title']);
    expect(store.getState().ui.clipboard).not.toBeNull();
    act(() => store.setUi({ selection: 'title' }));
    openAt();
    fireEvent.click(entry(/^Delete/));
    expect(boxChildren(store)).toEqual([]);
  });

  it('opens from the keyboard (Shift+F10, the menu key) only with a selection, in French', () => {
    const store = testStore();
    mount(store, 'fr');
    const press = (init: KeyboardEventInit) =>
      act(() => {
        window.dispatchEvent(
          new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }),
        );
      });
    press({ key: 'F10', shiftKey: true });
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => store.setUi({ selection: 'title' }));
    press({ key: 'ContextMenu' });
    expect(screen.getByRole('menu', { name: 'Actions de l’élément' })).toBeTruthy();
    expect(entry(/^Copier/)).toBeTruthy();
    expect(entry(/^Sélectionner le parent/)).toBeTruthy();
  });
});
