/**
 * The files the editor opens (`@shared/schema/opening.ts`) in one answer, for the editor's first
 * frame: a request per file waited for `site.json` before it could ask for the pages, and shared
 * the browser's six connections with the editor's scripts. Each file keeps its ETag. The files'
 * texts are spliced in as they are (no parse and print again); when one is missing or is not
 * JSON, there is no answer and the editor reads the files one by one, which says what is wrong.
 */
import {
  pageFilesOf,
  sharedSectionsOf,
  type OpeningPage,
  type OpeningSite,
} from '@shared/schema/opening.ts';
import { SITE_FILE } from '@shared/schema/files.ts';

type Read = (path: string) => Promise<{ text: string; etag: string } | null>;

interface ReadFile {
  path: string;
  text: string;
  etag: string;
}

/** One file read and parsed, or null when it is missing or not JSON. */
async function readJson<T>(read: Read, path: string): Promise<(ReadFile & { value: T }) | null> {
  const file = await read(path);
  if (!file) return null;
  try {
    return { path, ...file, value: JSON.parse(file.text) as T };
  } catch {
    return null;
  }
}

const isOpeningSite = (value: unknown): value is OpeningSite =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as OpeningSite).pages) &&
  (value as OpeningSite).pages.every(
    (page) =>
      typeof page === 'object' &&
      page !== null &&
      typeof page.id === 'string' &&
      Array.isArray(page.sections),
  );

const isOpeningPage = (value: unknown): value is OpeningPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OpeningPage).sections === 'object' &&
  (value as OpeningPage).sections !== null;

/** `{"files":[{"path","etag","value"},…]}` as text, or null (read them one by one). */
export async function openingFilesBody(read: Read): Promise<string | null> {
  const site = await readJson<unknown>(read, SITE_FILE);
  if (!site || !isOpeningSite(site.value)) return null;
  const sitePages = site.value;
  const pages = await Promise.all(
    pageFilesOf(sitePages).map((page) => readJson<unknown>(read, page.path)),
  );
  const byId: Record<string, OpeningPage> = {};
  for (const [i, page] of pages.entries()) {
    if (!page || !isOpeningPage(page.value)) return null;
    byId[sitePages.pages[i]!.id] = page.value;
  }
  const sections = await Promise.all(
    sharedSectionsOf(sitePages, byId).map((section) => readJson<unknown>(read, section.path)),
  );
  if (sections.some((section) => section === null)) return null;
  const files = [site, ...pages, ...sections] as ReadFile[];
  const entries = files.map(
    (file) =>
      `{"path":${JSON.stringify(file.path)},"etag":${JSON.stringify(file.etag)},"value":${file.text}}`,
  );
  return `{"files":[${entries.join(',')}]}`;
}
