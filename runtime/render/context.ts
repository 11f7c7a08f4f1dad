import { createContext } from 'react';
import type { ElementMap } from '@shared/schema/element.ts';
import type { LibraryComponent } from '@shared/schema/logic.ts';
import type { SiteRuntime } from '../state/site-runtime.ts';
import type { Warn } from './css.ts';
import type { LinkContext } from './links.ts';

/**
 * Elements that change while the page shows (the editor's canvas, `editor/canvas/`): the source
 * replaces an element's object in `elements` in place, then calls the element's subscribers.
 */
export interface LiveElements {
  subscribe(id: string, changed: () => void): () => void;
}

/** What every element of one rendered page reads: created once per page and language. */
export interface RenderContextValue {
  runtime: SiteRuntime;
  elements: ElementMap;
  libraryComponents: Readonly<Record<string, LibraryComponent>>;
  links: LinkContext;
  langs: readonly string[];
  warn: Warn;
  /** Logs a render problem once per element, even when React renders twice. */
  reportOnce: (elementId: string, message: string) => void;
  /** The page's section anchor ids: an element's HTML id never takes one (absent: none checked). */
  anchors?: ReadonlySet<string>;
  /** Opens a library component in a popup (link popups); absent where popups cannot open. */
  openLinkPopup?: (componentId: string, background: string | undefined) => void;
  /**
   * Editor only (absent for visitors): each element re-renders when its own object changes, and
   * every element gets its own component (no in-place leaves), so an edit re-renders one element.
   */
  live?: LiveElements;
}

export const RenderContext = createContext<RenderContextValue | null>(null);
