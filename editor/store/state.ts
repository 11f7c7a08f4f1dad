/** The editor's state: the document being edited, the author's view of it, and the history. */
import type { Element } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { HistoryState } from './history.ts';

export type BreakpointName = 'desktop' | 'tablet' | 'mobile';
/** Canvas widths per breakpoint: the seeds' limits (tablet ≤ 991 px, mobile ≤ 767 px). */
export const BREAKPOINT_WIDTHS: Record<BreakpointName, number | null> = {
  desktop: null,
  tablet: 991,
  mobile: 767,
};

/** Elements copied or cut, with everything below them, ready to paste on any page. */
export interface Clipboard {
  /** Root element ids, in order. */
  roots: string[];
  /** The copied elements by id (roots and descendants). */
  elements: Record<string, Element>;
}

/** The author's view: never recorded in the history, never saved. */
export interface EditorUi {
  /** The page shown on the canvas. */
  pageId: string | null;
  /** The selected element, if any. */
  selection: string | null;
  /** The element under the pointer (canvas or navigator). */
  hover: string | null;
  breakpoint: BreakpointName;
  /** The state being styled (`hover`, `focus`…), or null for the element's normal look. */
  state: string | null;
  /** The language whose texts the author edits (a `$lang` key). */
  lang: string;
  clipboard: Clipboard | null;
}

export interface EditorState {
  siteId: string;
  doc: SiteBundle;
  ui: EditorUi;
  history: HistoryState;
}
