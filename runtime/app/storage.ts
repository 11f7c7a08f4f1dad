import type { StorageLike } from '@shared/variables/store.ts';

/** The browser's local or session storage, or undefined where reading it throws (privacy modes). */
export function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    storage.getItem('baobab:probe');
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * The browser's local or session storage, found on first use: a page's first read of
 * `localStorage` waits for the browser to load it (up to ~40 ms on a slow machine), which a
 * server-rendered page does only after hydrating (`restoreStoredVariables`). Reads give null and
 * writes do nothing where the storage cannot be used.
 */
export function lazyStorage(kind: 'local' | 'session'): StorageLike {
  let storage: Storage | undefined | null = null;
  const open = () => (storage === null ? (storage = safeStorage(kind)) : storage);
  return {
    getItem: (key) => open()?.getItem(key) ?? null,
    setItem: (key, value) => open()?.setItem(key, value),
    removeItem: (key) => open()?.removeItem(key),
  };
}
