/**
 * What the editor opens of a site: `site.json`, every page file it lists, and every shared
 * section (`sections/{uid}.json`) a page names without holding it. The editor's loader and the
 * server's one-request answer of the same files (`GET /api/sites/:id/files`) both follow it.
 */
import { pageFilePath, sectionFilePath } from './files.ts';

/** The least of `site.json` and a page file this needs (files not checked yet). */
export interface OpeningSite {
  pages: ReadonlyArray<{ id: string; sections: readonly string[] }>;
}
export interface OpeningPage {
  sections: Readonly<Record<string, unknown>>;
}

/** The page files `site.json` lists, by page id. */
export function pageFilesOf(site: OpeningSite): Array<{ id: string; path: string }> {
  return site.pages.map((page) => ({ id: page.id, path: pageFilePath(page.id) }));
}

/** Shared sections the pages name and do not hold, each once, in the order first named. */
export function sharedSectionsOf(
  site: OpeningSite,
  pages: Readonly<Record<string, OpeningPage | undefined>>,
): Array<{ uid: string; path: string }> {
  const uids = new Set<string>();
  for (const page of site.pages) {
    const file = pages[page.id];
    for (const uid of page.sections) if (!file?.sections[uid]) uids.add(uid);
  }
  return [...uids].map((uid) => ({ uid, path: sectionFilePath(uid) }));
}
