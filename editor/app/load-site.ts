/**
 * Loads a site's files through the editor API, with the ETag of each: the document the store
 * edits and what autosave sends as `If-Match`.
 */
import type { PageFile, SectionFile, SiteBundle, SiteFile } from '@shared/schema/site.ts';
import { pageFilePath, sectionFilePath, SITE_FILE } from '@shared/schema/files.ts';
import type { Problem } from '@shared/schema/problems.ts';
import { earlyPageRequests, fetchEarly } from '../shell/early.ts';

/** ETags by file path (`site.json`, `pages/home.json`, `sections/nav.json`). */
export type Etags = Record<string, string>;

export type LoadedSite =
  | { ok: true; bundle: SiteBundle; etags: Etags }
  | { ok: false; reason: 'network' }
  | { ok: false; reason: 'unreadable'; status: number; message: string; problems: Problem[] };

export const filesUrl = (siteId: string, path: string) =>
  `/api/sites/${encodeURIComponent(siteId)}/files/${path}`;

class LoadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

async function readFile<T>(siteId: string, path: string): Promise<{ value: T; etag: string }> {
  const response = await fetchEarly(filesUrl(siteId, path), { cache: 'no-store' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new LoadError(response.status, body.message ?? `${path}: HTTP ${response.status}`);
  }
  const etag = response.headers.get('etag') ?? '';
  return { value: (await response.json()) as T, etag };
}

/** The site file, every page file and every shared section it names. */
export async function loadSite(siteId: string): Promise<LoadedSite> {
  try {
    const site = await readFile<SiteFile>(siteId, SITE_FILE);
    await earlyPageRequests();
    const etags: Etags = { [SITE_FILE]: site.etag };
    const sectionUids = new Set<string>();
    const pages: Record<string, PageFile> = {};
    await Promise.all(
      site.value.pages.map(async (page) => {
        const path = pageFilePath(page.id);
        const file = await readFile<PageFile>(siteId, path);
        pages[page.id] = file.value;
        etags[path] = file.etag;
        for (const uid of page.sections) if (!file.value.sections[uid]) sectionUids.add(uid);
      }),
    );
    const sections: Record<string, SectionFile> = {};
    await Promise.all(
      [...sectionUids].map(async (uid) => {
        const path = sectionFilePath(uid);
        const file = await readFile<SectionFile>(siteId, path);
        sections[uid] = file.value;
        etags[path] = file.etag;
      }),
    );
    return { ok: true, bundle: { site: site.value, pages, sections }, etags };
  } catch (error) {
    if (error instanceof LoadError) {
      return {
        ok: false,
        reason: 'unreadable',
        status: error.status,
        message: error.message,
        problems: error.problems,
      };
    }
    return { ok: false, reason: 'network' };
  }
}
