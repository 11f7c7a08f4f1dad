/**
 * Requests started before React first renders. The editor's first usable frame waits on the
 * site list and then on the open site's files; asked for only once the shell has rendered,
 * they started ~0.6 s after the page (bench, 2,000 elements). `main.tsx` starts them from the
 * address at once; the component that needs one takes it, once: any later load (retry,
 * another site) asks the server again.
 */
import { loadSite } from '../app/load-site.ts';
import { api } from './api.ts';

const started = new Map<string, Promise<unknown>>();

/** The site chosen in the address (`#/sites/{id}`), so that a reload keeps it. */
export function siteFromHash(hash: string = window.location.hash): string | null {
  const match = /^#\/sites\/([^/]+)/.exec(hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** `#/sites/{id}/edit` opens the site in the editor. */
export const editingFromHash = (hash: string = window.location.hash): boolean =>
  /^#\/sites\/[^/]+\/edit/.test(hash);

/** The answer of the request started under `key`, taken once; else a new request. */
export function takePrefetched<T>(key: string, request: () => Promise<T>): Promise<T> {
  const early = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return early ?? request();
}

export const SITES_KEY = 'sites';
export const siteKey = (siteId: string) => `site:${siteId}`;

/** Starts what the address will show: the site list, and the site's files when it is edited. */
export function prefetchFromAddress(hash: string = window.location.hash): void {
  started.set(SITES_KEY, api.listSites());
  const siteId = siteFromHash(hash);
  if (siteId && editingFromHash(hash)) started.set(siteKey(siteId), loadSite(siteId));
}
