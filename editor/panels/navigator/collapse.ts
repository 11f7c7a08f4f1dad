/**
 * Which navigator rows are collapsed: view state, per page, kept in sessionStorage for the tab's
 * life, never in the document. A tiny external store so each row reads only its own flag.
 */
export interface CollapseStore {
  collapsed(): ReadonlySet<string>;
  toggle(key: string): void;
  /** Opens these rows (the selection's ancestors). */
  expand(keys: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

export const collapseStorageKey = (siteId: string, pageId: string): string =>
  `baobab.navigator.collapsed:${siteId}:${pageId}`;

function read(storageKey: string): Set<string> | null {
  try {
    const text = globalThis.sessionStorage?.getItem(storageKey);
    if (text == null) return null;
    const stored: unknown = JSON.parse(text);
    return new Set(Array.isArray(stored) ? stored.filter((k) => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The stored state of the page, else `initial` (the first visit of the page in this tab: all
 * open, or the containers closed on a very big page).
 */
export function createCollapseStore(
  storageKey: string,
  initial: () => ReadonlySet<string> = () => new Set(),
): CollapseStore {
  let keys: ReadonlySet<string> = read(storageKey) ?? initial();
  const listeners = new Set<() => void>();
  const set = (next: Set<string>) => {
    keys = next;
    try {
      globalThis.sessionStorage?.setItem(storageKey, JSON.stringify([...next]));
    } catch {
      // Storage full or blocked: the state still holds for this panel.
    }
    for (const listener of listeners) listener();
  };
  return {
    collapsed: () => keys,
    toggle(key) {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      set(next);
    },
    expand(open) {
      if (!open.some((key) => keys.has(key))) return;
      set(new Set([...keys].filter((key) => !open.includes(key))));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
