/** Reading the editor store from React: selector hooks only, so each part re-renders on its own data. */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState } from './state.ts';
import type { EditorStore } from './store.ts';

export const EditorStoreContext = createContext<EditorStore | null>(null);

/** The store itself, for actions (dispatch, undo, setUi) and imperative reads in handlers. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore needs an <EditorStoreContext.Provider>.');
  return store;
}

/** A slice of the state; re-renders when the selected value changes (Object.is). */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}
