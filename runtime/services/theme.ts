/**
 * Light or dark theme (seeds 000 §4): dark puts the class `dark` on the document element, and
 * the choice is kept in local storage per site. Storage may be missing or throw (private modes,
 * sandboxed frames): the theme then still works for the visit, it is just not remembered.
 */
import { createListeners, type Listener } from './listeners.ts';

export type Theme = 'light' | 'dark';
export const DARK_CLASS = 'dark';

export const themeStorageKey = (siteId: string) => `baobab:${siteId}:theme`;

export interface ThemeSource {
  get(): Theme;
  subscribe(listener: Listener<Theme>): () => void;
}

export interface ThemeStore extends ThemeSource {
  set(value: Theme | 'toggle'): void;
}

export interface ThemeOptions {
  siteId: string;
  /** The site's `defaultTheme`, used when nothing is stored. */
  defaultTheme: Theme;
  /** Local storage by default; null for none. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where the class goes: the document element by default; null for none. */
  root?: { classList: Pick<DOMTokenList, 'toggle'> } | null;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // reading `localStorage` itself throws when storage is blocked
  }
}

export function createTheme(options: ThemeOptions): ThemeStore {
  const key = themeStorageKey(options.siteId);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const root =
    options.root === undefined ? (globalThis.document?.documentElement ?? null) : options.root;
  const listeners = createListeners<Theme>();

  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    // Unreadable storage: fall back to the site default.
  }
  let theme: Theme = stored === 'light' || stored === 'dark' ? stored : options.defaultTheme;
  root?.classList.toggle(DARK_CLASS, theme === 'dark');

  return {
    get: () => theme,
    set(value) {
      const next = value === 'toggle' ? (theme === 'dark' ? 'light' : 'dark') : value;
      if (next !== 'light' && next !== 'dark') return;
      try {
        storage?.setItem(key, next);
      } catch {
        // Full or blocked storage: keep the theme for this visit only.
      }
      if (next === theme) return;
      theme = next;
      root?.classList.toggle(DARK_CLASS, theme === 'dark');
      listeners.emit(theme);
    },
    subscribe: (listener) => listeners.add(listener),
  };
}
