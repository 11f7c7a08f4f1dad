/**
 * The element menu: what the keyboard shortcuts do to the selected element (copy, cut, paste,
 * duplicate, delete, select the parent), under the pointer. It opens on a right click on an
 * element of the canvas or a row of the navigator (which selects it first), and from the
 * keyboard with the context-menu key or Shift+F10, beside the selection.
 *
 * Each entry runs the shortcut itself (`SHORTCUTS`), so the menu and the keys cannot differ;
 * an entry that would do nothing is disabled. It renders at the editor's root, as dialogs do,
 * over a transparent backdrop that covers the canvas frame too: a press anywhere closes it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { pasteTarget } from '../store/clipboard.ts';
import { useEditorStore } from '../store/hooks.ts';
import type { EditorState } from '../store/state.ts';
import { parentOf } from '../store/tree.ts';
import { SHORTCUTS, type Shortcut } from './shortcuts.tsx';
import { useDispatch } from './use-dispatch.ts';

export interface MenuPoint {
  /** Editor window coordinates (CSS pixels). */
  x: number;
  y: number;
}

type OpenMenu = (at: MenuPoint) => void;

const ElementMenuContext = createContext<OpenMenu>(() => {});

/** Opens the element menu at a point of the editor's window (for the selection). */
export const useElementMenu = (): OpenMenu => useContext(ElementMenuContext);

interface Entry {
  /** i18n key of the entry. */
  label: string;
  /** The shortcut it runs (its keys are shown beside it). */
  shortcut: string;
  enabled(state: EditorState): boolean;
}

const selectedOn = ({ ui }: EditorState) => ui.pageId !== null && ui.selection !== null;

const MENU_ENTRIES: readonly Entry[] = [
  { label: 'menu.copy', shortcut: 'shortcut.copy', enabled: selectedOn },
  { label: 'menu.cut', shortcut: 'shortcut.cut', enabled: selectedOn },
  {
    label: 'menu.paste',
    shortcut: 'shortcut.paste',
    enabled: ({ doc, ui }) =>
      ui.clipboard !== null &&
      ui.pageId !== null &&
      pasteTarget(doc, ui.pageId, ui.selection) !== null,
  },
  { label: 'menu.duplicate', shortcut: 'shortcut.duplicate', enabled: selectedOn },
  { label: 'menu.delete', shortcut: 'shortcut.delete', enabled: selectedOn },
  {
    label: 'menu.selectParent',
    shortcut: 'shortcut.selectParent',
    enabled: ({ doc, ui }) =>
      ui.pageId !== null &&
      ui.selection !== null &&
      parentOf(doc, ui.pageId, ui.selection) !== null,
  },
];

const shortcutOf = (label: string): Shortcut => {
  const shortcut = SHORTCUTS.find((s) => s.label === label);
  if (!shortcut) throw new Error(`No shortcut "${label}".`);
  return shortcut;
};

/** Keeps the box inside the window: flipped left/up when it would overflow. */
function placed(at: MenuPoint, size: { width: number; height: number }): MenuPoint {
  const x = at.x + size.width > window.innerWidth ? at.x - size.width : at.x;
  const y = at.y + size.height > window.innerHeight ? at.y - size.height : at.y;
  return { x: Math.max(0, x), y: Math.max(0, y) };
}

function ElementMenu({ at, onClose }: { at: MenuPoint; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<MenuPoint>(at);
  // Read once: the menu is about the state it opened on.
  const state = useMemo(() => store.getState(), [store]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setPosition(placed(at, element.getBoundingClientRect()));
    // The focus goes back where it was when the menu closes (a navigator row, the canvas).
    const before = document.activeElement as HTMLElement | null;
    element.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    return () => {
      if (before?.isConnected && !element.contains(before)) before.focus({ preventScroll: true });
    };
  }, [at]);

  const run = (entry: Entry) => {
    onClose();
    shortcutOf(entry.shortcut).run(store, dispatch);
    // One undo step per entry, as for the keys.
    store.mark();
  };

  const move = (step: 1 | -1 | 'first' | 'last') => {
    const items = [
      ...(box.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ??
        []),
    ];
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? items.length - 1
          : (current + step + items.length) % items.length;
    items[next]?.focus();
  };

  const menu = (
    <div
      className="element-menu-backdrop"
      data-testid="element-menu-backdrop"
      // Closed on the click, not the press: the backdrop stays until the button is up, so the
      // release does not land on the canvas frame (which would select there).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        role="menu"
        aria-label={t('menu.label')}
        className="element-menu"
        data-testid="element-menu"
        style={{ left: position.x, top: position.y }}
        onKeyDown={(event) => {
          const keys: Record<string, () => void> = {
            ArrowDown: () => move(1),
            ArrowUp: () => move(-1),
            Home: () => move('first'),
            End: () => move('last'),
            Escape: onClose,
            Tab: onClose,
          };
          const action = keys[event.key];
          if (!action) return;
          // The menu's keys are the menu's (the editor's shortcuts do not see them).
          event.preventDefault();
          event.stopPropagation();
          action();
        }}
      >
        {MENU_ENTRIES.map((entry) => (
          <button
            key={entry.label}
            type="button"
            role="menuitem"
            disabled={!entry.enabled(state)}
            onClick={() => run(entry)}
          >
            <span>{t(entry.label)}</span>
            <kbd>{shortcutOf(entry.shortcut).keys}</kbd>
          </button>
        ))}
      </div>
    </div>
  );
  const host = document.querySelector<HTMLElement>('.editor');
  return host ? createPortal(menu, host) : menu;
}

export function ElementMenuProvider({ children }: { children: ReactNode }) {
  const [at, setAt] = useState<MenuPoint | null>(null);
  const open = useCallback<OpenMenu>((point) => setAt(point), []);
  const close = useCallback(() => setAt(null), []);
  return (
    <ElementMenuContext.Provider value={open}>
      {children}
      {at && <ElementMenu at={at} onClose={close} />}
    </ElementMenuContext.Provider>
  );
}
