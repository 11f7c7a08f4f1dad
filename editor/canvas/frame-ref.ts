/**
 * The canvas iframe, shared by `<Canvas>` (which places it) and `EditorDndProvider` (which reads
 * the frame under the pointer during a drag). The provider is the outer component: it owns the
 * ref and gives the canvas a function to fill it with.
 */
import { createContext, useContext } from 'react';

/** Tells the provider which iframe the canvas shows (null when it goes). */
export type AttachCanvasFrame = (frame: HTMLIFrameElement | null) => void;

export const CanvasFrameContext = createContext<AttachCanvasFrame | null>(null);

const nobody: AttachCanvasFrame = () => {};

/** The provider's attach function (a no-op outside the provider, e.g. in tests). */
export function useAttachCanvasFrame(): AttachCanvasFrame {
  return useContext(CanvasFrameContext) ?? nobody;
}
