/**
 * What workflow actions need from the browser and the running site, injected by the runtime so
 * the engine stays plain TypeScript that runs in Node. Every member is optional: an action whose
 * effect is missing fails with a clear message, and tests pass in-memory stand-ins.
 *
 * Effects that start something which may run workflows (navigation runs page onload workflows,
 * a popup runs its own) receive the `origin` of the action: pass `origin.chain` as
 * `WorkflowContext.chain` to those runs, so the loop guard sees through them.
 */

type MaybePromise<T> = T | Promise<T>;

/** Which action of which workflow calls an effect, and the chain of workflows it runs in. */
export interface ActionOrigin {
  readonly workflowId: string;
  readonly actionId: string;
  /** Ids of the workflows being run, outermost first, ending with `workflowId`. */
  readonly chain: readonly string[];
}

/** Where change-page goes: a page of the site, a path of the site, or an outside URL. */
export type NavigationDestination =
  | { readonly kind: 'page'; readonly pageId: string }
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'url'; readonly url: string };

export type NavigationTarget = NavigationDestination & {
  /** Query parameters to add (default none). */
  readonly queries: Readonly<Record<string, unknown>>;
  /** Section to scroll to after navigation (default: the top). */
  readonly sectionId: string | undefined;
  /** Open in a new tab (default false). */
  readonly newTab: boolean;
  /** Show the page-loading progress bar (default false). */
  readonly progress: boolean;
};

/** An action of a component on the page, e.g. `{ elementId: 'menu', action: 'open' }`. */
export interface ComponentActionRequest {
  readonly elementId: string;
  readonly action: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** A file variable (a file input's value): a file, a list of files, or null when none is chosen. */
export interface FileVariable {
  readonly value: unknown;
}

export interface UploadOptions {
  /** Sanitised file name (`sanitizeUploadName`). */
  readonly name: string;
  readonly tag: string | undefined;
  /** Upload progress, 0–100. */
  readonly onProgress: (percent: number) => void;
}

/** The seeds' upload result (§3). */
export interface UploadResult {
  readonly url: string;
  readonly name: string;
  readonly ext: string;
  readonly tag: string | undefined;
  readonly size: number;
}

/** Upload status of one file of a file variable, by file name (seeds §3). */
export interface UploadStatus {
  readonly variableId: string | undefined;
  /** The file's own name (before sanitising), as the file input shows it. */
  readonly fileName: string;
  readonly uploadProgress: number;
  readonly isUploading: boolean;
  readonly isUploaded: boolean;
}

export interface GeolocationOptions {
  readonly enableHighAccuracy?: boolean;
  readonly timeout?: number;
  readonly maximumAge?: number;
}

/** The seeds' geolocation result (§3); the browser's GeolocationPosition fits it. */
export interface GeolocationResult {
  readonly coords: {
    readonly accuracy: number;
    readonly altitude: number | null;
    readonly heading: number | null;
    readonly latitude: number;
    readonly longitude: number;
    readonly speed: number | null;
  };
  readonly timestamp: number;
}

export interface OpenPopupRequest {
  /** The library component shown in the popup. */
  readonly componentId: string;
  readonly props: Readonly<Record<string, unknown>>;
}

export interface OpenedPopup {
  /** The generated popup id (`popup-` and 6 random characters). */
  readonly id: string;
  /** Settles with the data the popup is closed with. */
  readonly closed: Promise<unknown>;
}

export type ClosePopupRequest =
  | { readonly popupId: string; readonly data: unknown }
  | { readonly componentId: string; readonly all: true; readonly data: unknown };

export type ThemeChange = 'light' | 'dark' | 'toggle';

export interface WorkflowEffects {
  /** Fetches collections (fetch-collection, fetch-collections); may resolve to their states. */
  fetchCollections?(ids: readonly string[], origin: ActionOrigin): MaybePromise<unknown>;
  /** Whether a collection exists; absent: every id is taken to exist. */
  hasCollection?(id: string): boolean;
  navigate?(target: NavigationTarget, origin: ActionOrigin): MaybePromise<unknown>;
  /** Whether a page exists; absent: every page id is taken to exist. */
  hasPage?(pageId: string): boolean;
  /** Back in history, or to the fallback page when there is none. */
  back?(fallbackPageId: string | undefined, origin: ActionOrigin): MaybePromise<unknown>;
  changeLang?(lang: string, origin: ActionOrigin): MaybePromise<unknown>;
  /** A file variable by id; undefined when there is no such variable. */
  getFileVariable?(id: string): FileVariable | undefined;
  uploadFile?(file: Blob, options: UploadOptions, origin: ActionOrigin): Promise<UploadResult>;
  /** Told each change of an upload's status, to publish it beside the file variable. */
  setUploadStatus?(status: UploadStatus): void;
  /** For download-file (default: the global fetch). */
  fetch?(url: string): Promise<Response>;
  /** Hands a downloaded file to the visitor (an `<a download>` click in the browser). */
  saveFile?(blob: Blob, name: string): MaybePromise<void>;
  getGeolocation?(options: GeolocationOptions): Promise<GeolocationResult>;
  openPopup?(request: OpenPopupRequest, origin: ActionOrigin): MaybePromise<OpenedPopup>;
  closePopup?(request: ClosePopupRequest, origin: ActionOrigin): MaybePromise<void>;
  copyToClipboard?(text: string): MaybePromise<void>;
  /**
   * Calls an action of a mounted component (seeds: dialog toggle/open/close…); resolves to what
   * the action returns. Throws the catalogue's messages when the element or action is missing.
   */
  componentAction?(request: ComponentActionRequest, origin: ActionOrigin): MaybePromise<unknown>;
  /** May resolve to the theme now in use. */
  changeTheme?(theme: ThemeChange): MaybePromise<unknown>;
  /** Waits `ms` milliseconds (default: a setTimeout promise). */
  sleep?(ms: number): Promise<void>;
}
