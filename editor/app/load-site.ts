/**
 * Loads a site's files through the editor API, with the ETag of each: the document the store
 * edits and what autosave sends as `If-Match`.
 */
import type { PageFile, SectionFile, SiteBundle, SiteFile } from '@shared/schema/site.ts';
import { SITE_FILE } from '@shared/schema/files.ts';
import { pageFilesOf, sharedSectionsOf } from '@shared/schema/opening.ts';
import type { Problem } from '@shared/schema/problems.ts';
import { fetchEarly } from '../shell/early.ts';

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
  const text = await response.text();
  try {
    return { value: JSON.parse(text) as T, etag };
  } catch {
    // A file written by hand may not be JSON: say where, as the server's checks would (the
    // loader comes in only then: the editor's own code does not need it).
    const { parseSiteFile } = await import('@shared/schema/load.ts');
    throw new LoadError(response.status, path, parseSiteFile(path, text).problems);
  }
}

export const openingFilesUrl = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/files`;

interface OpeningFiles {
  files: Array<{ path: string; etag: string; value: unknown }>;
}

/**
 * Every file the editor opens in one request (`GET …/files`), or null when the server has no
 * such answer (a file missing or not JSON: the files are then read one by one, which says what
 * is wrong).
 */
async function readOpeningFiles(siteId: string): Promise<LoadedSite | null> {
  const response = await fetchEarly(openingFilesUrl(siteId), { cache: 'no-store' });
  if (!response.ok) return null;
  const { files } = (await response.json()) as OpeningFiles;
  const byPath = new Map(files.map((file) => [file.path, file.value]));
  const site = byPath.get(SITE_FILE) as SiteFile | undefined;
  if (!site) return null;
  const pages: Record<string, PageFile> = {};
  for (const { id, path } of pageFilesOf(site)) {
    const page = byPath.get(path) as PageFile | undefined;
    if (!page) return null;
    pages[id] = page;
  }
  const sections: Record<string, SectionFile> = {};
  for (const { uid, path } of sharedSectionsOf(site, pages)) {
    const section = byPath.get(path) as SectionFile | undefined;
    if (!section) return null;
    sections[uid] = section;
  }
  const etags: Etags = Object.fromEntries(files.map((file) => [file.path, file.etag]));
  return { ok: true, bundle: { site, pages, sections }, etags };
}

/** The same files, one request each: `site.json`, then its pages, then their shared sections. */
async function readFilesOneByOne(siteId: string): Promise<LoadedSite> {
  const site = await readFile<SiteFile>(siteId, SITE_FILE);
  const etags: Etags = { [SITE_FILE]: site.etag };
  const pages: Record<string, PageFile> = {};
  await Promise.all(
    pageFilesOf(site.value).map(async ({ id, path }) => {
      const file = await readFile<PageFile>(siteId, path);
      pages[id] = file.value;
      etags[path] = file.etag;
    }),
  );
  const sections: Record<string, SectionFile> = {};
  await Promise.all(
    sharedSectionsOf(site.value, pages).map(async ({ uid, path }) => {
      const file = await readFile<SectionFile>(siteId, path);
      sections[uid] = file.value;
      etags[path] = file.etag;
    }),
  );
  return { ok: true, bundle: { site: site.value, pages, sections }, etags };
}

/** The site file, every page file and every shared section it names. */
export async function loadSite(siteId: string): Promise<LoadedSite> {
  try {
    return (await readOpeningFiles(siteId).catch(() => null)) ?? (await readFilesOneByOne(siteId));
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
