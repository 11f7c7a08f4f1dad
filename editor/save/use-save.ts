/** The saving session's state and controls, from React. */
import { useSyncExternalStore } from 'react';
import { useEditorStore } from '../store/hooks.ts';
import { saveHubOf, type SaveHub, type SaveSnapshot } from './hub.ts';

export function useSaveHub(): SaveHub {
  return saveHubOf(useEditorStore());
}

export function useSaveSnapshot(): SaveSnapshot {
  const hub = useSaveHub();
  return useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot);
}
