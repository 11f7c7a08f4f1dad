import type { BootData } from '@shared/schema/compose.ts';

export const BOOT_ELEMENT_ID = 'baobab-boot';

/** The element the app renders into (the server renders a page into it too). */
export const ROOT_ELEMENT_ID = 'root';
/** On `#root` when the server rendered the page in it (its value: the page id): hydrated. */
export const RENDERED_ATTRIBUTE = 'data-baobab-rendered';
/**
 * A server-rendered page's scripts (`<script id="baobab-preloads">`, a JSON list of `/_app/`
 * addresses): preloaded by the entry once the page is painted (`main.tsx`), not by the HTML,
 * so that they do not compete with what the first paint needs.
 */
export const PRELOADS_ELEMENT_ID = 'baobab-preloads';
/** On a server-rendered `#root`: the breakpoint it was rendered for (`mobile` or `desktop`). */
export const BREAKPOINT_ATTRIBUTE = 'data-baobab-breakpoint';

/** The breakpoint a request's browser most likely shows: a phone's (its client hint or user agent). */
export function requestBreakpoint(headers: {
  'user-agent'?: string | undefined;
  'sec-ch-ua-mobile'?: string | string[] | undefined;
}): 'mobile' | 'desktop' {
  return headers['sec-ch-ua-mobile'] === '?1' || /\bMobi/.test(headers['user-agent'] ?? '')
    ? 'mobile'
    : 'desktop';
}

/**
 * The boot data the server writes into the page as `<script id="baobab-boot" type="application/json">`,
 * or null (logged) when it is missing or unreadable.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) {
    console.error(`[baobab] no #${BOOT_ELEMENT_ID} boot data in the page`);
    return null;
  }
  try {
    const boot = JSON.parse(text) as BootData;
    if (!Array.isArray(boot?.app?.site?.pages) || !Array.isArray(boot.app.site.langs))
      throw new Error('no site pages or langs');
    return boot;
  } catch (error) {
    console.error('[baobab] unreadable boot data', error);
    return null;
  }
}

export const ICONS_ELEMENT_ID = 'baobab-icons';

/**
 * The chunk addresses of the page's icons by name (`<script id="baobab-icons">`, written by the
 * server from the build's manifest, `runtime/server/module-preloads.ts`), or null without one.
 */
export function readIconChunks(doc: Document = document): unknown {
  return readJson(ICONS_ELEMENT_ID, doc);
}

/**
 * After a server-rendered `#root`: the collections the server rendered the page with
 * (`<script id="baobab-collections">`, `CollectionStore.rendered()`), adopted before hydrating.
 */
export const COLLECTIONS_ELEMENT_ID = 'baobab-collections';

/** The rendered collections (`COLLECTIONS_ELEMENT_ID`), unchecked (`adopt` checks), or null. */
export function readRenderedCollections(doc: Document = document): unknown {
  return readJson(COLLECTIONS_ELEMENT_ID, doc);
}

function readJson(id: string, doc: Document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
