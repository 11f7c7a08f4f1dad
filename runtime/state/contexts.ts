/** The types a running site is made with and hands to what it runs (`site-runtime.ts`). */
import type { StorageLike } from '@shared/variables/store.ts';
import type { Fetch } from './collections.ts';

/**
 * `context.page` (seeds §3): the page, its derived path and language, route parameters; and,
 * only on a page bound to a data set (`cmsDataSetPath`), `data`: the record it shows.
 */
export interface PageContext {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly lang: string;
  readonly params: Readonly<Record<string, string>>;
  readonly pageLoaded: boolean;
  readonly data?: unknown;
}

/**
 * `context.item` of an element inside a repeated list; inside a popup, the data the popup was
 * opened with (`data`) and its id (`popupId`, for close-popup).
 */
export interface ItemContext {
  readonly data: unknown;
  readonly index: number;
  readonly popupId?: string;
}

export interface RunOptions {
  event?: unknown;
  item?: ItemContext | undefined;
  parameters?: unknown;
  chain?: readonly string[];
}

export interface SiteRuntimeOptions {
  siteId: string;
  fetch?: Fetch;
  storage?: StorageLike | undefined;
  /** Stored variable values wait for `restoreStoredVariables()` (hydrating a server render). */
  deferStored?: boolean;
  warn?: (message: string) => void;
  /**
   * Where a warning about one element goes (a bound value that fails or was clamped); `warn`
   * when not given. The editor's canvas lists them with the element to select.
   */
  warnElement?: (elementId: string, message: string) => void;
}
