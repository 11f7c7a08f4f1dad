/**
 * Keyboard shortcuts of the editor and their help panel. Keys typed into a field (input,
 * textarea, select, contenteditable, Monaco) stay with the field. The canvas iframe forwards its
 * key presses to this window, so shortcuts work wherever the focus is.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/hooks.ts';
import { useDispatch } from './use-dispatch.ts';
import { Dialog } from './Dialog.tsx';
import type { EditorStore } from '../store/store.ts';
import { copyElements, pasteTarget } from '../store/clipboard.ts';
import type { Command } from '../store/commands/index.ts';
import type { DispatchResult } from '../store/store.ts';
import { parentOf } from '../store/tree.ts';

export interface Shortcut {
  /** i18n key of what it does. */
  label: string;
  /** Keys as shown, e.g. `Ctrl+Z`. */
  keys: string;
  matches(event: KeyboardEvent): boolean;
  /** `dispatch` tells the author when a command is refused. */
  run(store: EditorStore, dispatch: (command: Command) => DispatchResult): void;
}

const mod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;
const key = (event: KeyboardEvent) => event.key.toLowerCase();

/** The selected element on the shown page, if any. */
function selected(store: EditorStore): { pageId: string; elementId: string } | null {
  const { ui } = store.getState();
  return ui.pageId && ui.selection ? { pageId: ui.pageId, elementId: ui.selection } : null;
}

export const SHORTCUTS: Shortcut[] = [
  {
    label: 'shortcut.undo',
    keys: 'Ctrl+Z',
    matches: (e) => mod(e) && !e.shiftKey && key(e) === 'z',
    run: (store) => void store.undo(),
  },
  {
    label: 'shortcut.redo',
    keys: 'Ctrl+Shift+Z / Ctrl+Y',
    matches: (e) => mod(e) && ((e.shiftKey && key(e) === 'z') || key(e) === 'y'),
    run: (store) => void store.redo(),
  },
  {
    label: 'shortcut.copy',
    keys: 'Ctrl+C',
    matches: (e) => mod(e) && !e.shiftKey && key(e) === 'c',
    run: (store) => {
      const target = selected(store);
      if (!target) return;
      const { doc } = store.getState();
      store.setUi({ clipboard: copyElements(doc, target.pageId, [target.elementId]) });
    },
  },
  {
    label: 'shortcut.cut',
    keys: 'Ctrl+X',
    matches: (e) => mod(e) && !e.shiftKey && key(e) === 'x',
    run: (store, dispatch) => {
      const target = selected(store);
      if (!target) return;
      const { doc } = store.getState();
      store.setUi({ clipboard: copyElements(doc, target.pageId, [target.elementId]) });
      dispatch({ type: 'delete-element', payload: target });
    },
  },
  {
    label: 'shortcut.paste',
    keys: 'Ctrl+V',
    matches: (e) => mod(e) && !e.shiftKey && key(e) === 'v',
    run: (store, dispatch) => {
      const { doc, ui } = store.getState();
      if (!ui.clipboard || !ui.pageId) return;
      const target = pasteTarget(doc, ui.pageId, ui.selection);
      if (target) {
        dispatch({
          type: 'paste-elements',
          payload: { pageId: ui.pageId, clipboard: ui.clipboard, target },
        });
      }
    },
  },
  {
    label: 'shortcut.duplicate',
    keys: 'Ctrl+D',
    matches: (e) => mod(e) && !e.shiftKey && key(e) === 'd',
    run: (store, dispatch) => {
      const target = selected(store);
      if (target) dispatch({ type: 'duplicate-element', payload: target });
    },
  },
  {
    label: 'shortcut.delete',
    keys: 'Delete / Backspace',
    matches: (e) => !mod(e) && (e.key === 'Delete' || e.key === 'Backspace'),
    run: (store, dispatch) => {
      const target = selected(store);
      if (target) dispatch({ type: 'delete-element', payload: target });
    },
  },
  {
    label: 'shortcut.selectParent',
    keys: 'Shift+Enter',
    matches: (e) => e.shiftKey && !mod(e) && e.key === 'Enter',
    run: (store) => {
      const target = selected(store);
      if (!target) return;
      const parent = parentOf(store.getState().doc, target.pageId, target.elementId);
      if (parent) store.setUi({ selection: parent });
    },
  },
  {
    label: 'shortcut.escape',
    keys: 'Esc',
    matches: (e) => e.key === 'Escape',
    run: (store) => store.setUi({ selection: null }),
  },
];

/** True when the key belongs to a field the author is typing in. */
export function typingIn(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], .monaco-editor',
    ) !== null
  );
}

/** The keys that open the element menu: the context-menu key, or Shift+F10. */
const isMenuKey = (event: KeyboardEvent): boolean =>
  event.key === 'ContextMenu' || (event.shiftKey && !mod(event) && event.key === 'F10');

/**
 * Listens for the shortcuts on this window; `?` toggles the help panel, the menu keys open the
 * element menu (when an element is selected).
 */
export function useShortcuts(toggleHelp: () => void, openMenu: () => void): void {
  const store = useEditorStore();
  const dispatch = useDispatch();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typingIn(event.target)) return;
      if (event.key === '?' && !mod(event)) {
        event.preventDefault();
        toggleHelp();
        return;
      }
      if (isMenuKey(event)) {
        event.preventDefault();
        if (store.getState().ui.selection) openMenu();
        return;
      }
      const shortcut = SHORTCUTS.find((s) => s.matches(event));
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run(store, dispatch);
      // Each shortcut is a step of its own (two deletes are two undos).
      store.mark();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, dispatch, toggleHelp, openMenu]);
}

export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('app.help')} onClose={onClose}>
      <table className="shortcuts">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.label}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>{t(s.label)}</td>
            </tr>
          ))}
          <tr>
            <td>
              <kbd>Shift+F10</kbd>
            </td>
            <td>{t('shortcut.menu')}</td>
          </tr>
          <tr>
            <td>
              <kbd>?</kbd>
            </td>
            <td>{t('shortcut.help')}</td>
          </tr>
        </tbody>
      </table>
      <button type="button" autoFocus onClick={onClose}>
        {t('app.close')}
      </button>
    </Dialog>
  );
}
