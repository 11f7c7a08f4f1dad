/**
 * Open popups (seeds 000 §4, 001 §4): each shows a library component, has an id `popup-` + 6
 * random characters, can be waited for until it closes (with the data it was closed with),
 * and belongs to a container; popups stack in opening order within their container.
 */
import { createListeners, type Listener } from './listeners.ts';

/** Popups opened without a container. */
export const DEFAULT_POPUP_CONTAINER = 'default';
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 6;

export interface PopupOverlay {
  /** CSS colour of the backdrop; a click on it closes the popup (link popups). */
  background?: string;
}

export interface Popup {
  id: string;
  /** The library component shown. */
  componentId: string;
  props: Record<string, unknown>;
  container: string;
  overlay: PopupOverlay | null;
}

export interface PopupGroup {
  container: string;
  popups: Popup[];
}

export interface OpenPopupOptions {
  componentId: string;
  props?: Record<string, unknown>;
  container?: string;
  overlay?: PopupOverlay | null;
}

export interface OpenedPopup {
  id: string;
  /** Resolves with the data given to `close` (wait-for-close). */
  closed: Promise<unknown>;
}

export interface PopupStore {
  open(options: OpenPopupOptions): OpenedPopup;
  /** Removes the popup and resolves its waiter with `data`; false when it is not open. */
  close(id: string, data?: unknown): boolean;
  /** Closes every popup of a library component. */
  closeAll(componentId: string, data?: unknown): void;
  /** Open popups in opening order. */
  list(): readonly Popup[];
  /** Open popups by container, containers in the order of their first popup. Same array until a change. */
  getGroups(): PopupGroup[];
  subscribe(listener: Listener<PopupGroup[]>): () => void;
}

export interface PopupStoreOptions {
  /** `crypto.getRandomValues` by default. */
  randomBytes?: (bytes: Uint8Array) => Uint8Array;
}

export function createPopups(options: PopupStoreOptions = {}): PopupStore {
  const randomBytes = options.randomBytes ?? ((bytes) => crypto.getRandomValues(bytes));
  const listeners = createListeners<PopupGroup[]>();
  let popups: Popup[] = [];
  const waiters = new Map<string, (data: unknown) => void>();
  let groups: PopupGroup[] = [];

  function newId(): string {
    let id: string;
    do {
      let chars = '';
      while (chars.length < ID_LENGTH) {
        for (const byte of randomBytes(new Uint8Array(ID_LENGTH))) {
          // Bytes from 252 up are skipped, so that every character is equally likely.
          if (byte < 252) chars += ID_ALPHABET[byte % ID_ALPHABET.length];
        }
      }
      id = `popup-${chars.slice(0, ID_LENGTH)}`;
    } while (waiters.has(id));
    return id;
  }

  function changed() {
    const byContainer = new Map<string, Popup[]>();
    for (const popup of popups) {
      const list = byContainer.get(popup.container) ?? [];
      list.push(popup);
      byContainer.set(popup.container, list);
    }
    groups = [...byContainer].map(([container, list]) => ({ container, popups: list }));
    listeners.emit(groups);
  }

  function remove(ids: Set<string>, data: unknown) {
    if (ids.size === 0) return;
    popups = popups.filter((popup) => !ids.has(popup.id));
    changed();
    for (const id of ids) {
      waiters.get(id)?.(data);
      waiters.delete(id);
    }
  }

  return {
    open({ componentId, props = {}, container = DEFAULT_POPUP_CONTAINER, overlay = null }) {
      const id = newId();
      const closed = new Promise<unknown>((resolve) => waiters.set(id, resolve));
      popups = [...popups, { id, componentId, props, container, overlay }];
      changed();
      return { id, closed };
    },
    close(id, data) {
      if (!waiters.has(id)) return false;
      remove(new Set([id]), data);
      return true;
    },
    closeAll(componentId, data) {
      const ids = popups.filter((p) => p.componentId === componentId).map((p) => p.id);
      remove(new Set(ids), data);
    },
    list: () => popups,
    getGroups: () => groups,
    subscribe: (listener) => listeners.add(listener),
  };
}
