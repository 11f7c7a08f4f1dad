/** What the navigator's rows share: the page, the collapse state and the drop spot of a drag. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CollapseStore } from './collapse.ts';
import type { DropSpot, DropZone } from './drop.ts';

/** The spot a drag would drop on now, for the rows to draw the indicator (only two re-render). */
export interface SpotStore {
  get(): DropSpot | null;
  set(spot: DropSpot | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSpotStore(): SpotStore {
  let spot: DropSpot | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => spot,
    set(next) {
      if (next?.key === spot?.key && next?.zone === spot?.zone) return;
      spot = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface NavigatorApi {
  pageId: string;
  collapse: CollapseStore;
  spot: SpotStore;
}

export const NavigatorContext = createContext<NavigatorApi | null>(null);

export function useNavigator(): NavigatorApi {
  const api = useContext(NavigatorContext);
  if (!api) throw new Error('Navigator rows render inside <NavigatorPanel>.');
  return api;
}

/** The drop zone on this row, or null (re-renders only when it changes for this row). */
export function useDropZone(key: string): DropZone | null {
  const { spot } = useNavigator();
  return useSyncExternalStore(spot.subscribe, () => {
    const now = spot.get();
    return now?.key === key ? now.zone : null;
  });
}
