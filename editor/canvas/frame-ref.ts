/**
 * The canvas iframe, shared by `<Canvas>` (which renders it) and `EditorDndProvider` (which reads
 * the frame under the pointer during a drag). The provider is the outer component, so it owns
 * the ref and the canvas fills it.
 */
import { createContext, useContext, type RefObject } from 'react';

export const CanvasFrameContext = createContext<RefObject<HTMLIFrameElement | null> | null>(null);

/** The ref to fill with the canvas iframe (a private one outside the provider, e.g. in tests). */
export function useCanvasFrameRef(): RefObject<HTMLIFrameElement | null> | null {
  return useContext(CanvasFrameContext);
}
