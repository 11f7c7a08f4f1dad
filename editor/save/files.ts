/**
 * Which site files a change touches, and reading or replacing one file of the document. Patch
 * paths start with the file: `['site', …]` → `site.json`, `['pages', id, …]` → `pages/{id}.json`,
 * `['sections', uid, …]` → `sections/{uid}.json`.
 */
import type { Patch } from 'immer';
import { pageFilePath, sectionFilePath, SITE_FILE, siteFileRef } from '@shared/schema/files.ts';
import type { PageFile, SectionFile, SiteBundle } from '@shared/schema/site.ts';

/** A site file's content as JSON (the `SiteFile`, a `PageFile` or a `SectionFile`). */
export type FileContent = SiteBundle['site'] | PageFile | SectionFile;

export interface ChangedFiles {
  /** Files named by the patches. */
  paths: Set<string>;
  /** A patch replaced a whole collection (or the document): compare every file instead. */
  everything: boolean;
}

/** The files a list of patches changes. */
export function changedFiles(patches: readonly Patch[]): ChangedFiles {
  const paths = new Set<string>();
  let everything = false;
  for (const { path } of patches) {
    const [root, id] = path;
    if (root === 'site') paths.add(SITE_FILE);
    else if ((root === 'pages' || root === 'sections') && id !== undefined) {
      paths.add(root === 'pages' ? pageFilePath(String(id)) : sectionFilePath(String(id)));
    } else everything = true;
  }
  return { paths, everything };
}

/** The content of one file in the document, or undefined when the document has no such file. */
export function fileContent(doc: SiteBundle, path: string): FileContent | undefined {
  const ref = siteFileRef(path);
  if (!ref) return undefined;
  if (ref.kind === 'site') return doc.site;
  const id = ref.id ?? '';
  if (ref.kind === 'page') return Object.hasOwn(doc.pages, id) ? doc.pages[id] : undefined;
  return Object.hasOwn(doc.sections, id) ? doc.sections[id] : undefined;
}

/** Every file of the document, by path. */
export function documentFiles(doc: SiteBundle): Map<string, FileContent> {
  const files = new Map<string, FileContent>([[SITE_FILE, doc.site]]);
  for (const [id, page] of Object.entries(doc.pages)) files.set(pageFilePath(id), page);
  for (const [uid, section] of Object.entries(doc.sections))
    files.set(sectionFilePath(uid), section);
  return files;
}

/** The document with some files replaced (`null` removes the file). */
export function withFiles(
  doc: SiteBundle,
  files: ReadonlyArray<readonly [string, FileContent | null]>,
): SiteBundle {
  const next: SiteBundle = {
    site: doc.site,
    pages: { ...doc.pages },
    sections: { ...doc.sections },
  };
  for (const [path, content] of files) {
    const ref = siteFileRef(path);
    if (!ref) continue;
    if (ref.kind === 'site') {
      if (content) next.site = content as SiteBundle['site'];
      continue;
    }
    const map = (ref.kind === 'page' ? next.pages : next.sections) as Record<string, FileContent>;
    const id = ref.id ?? '';
    if (content) map[id] = content;
    else delete map[id];
  }
  return next;
}

/** The order files are saved in: new pages and sections, then the others, `site.json` (which
 * lists the pages) after the files it names, and removals last. */
export function saveOrder(path: string, creating: boolean, removing: boolean): number {
  if (removing) return 3;
  if (path === SITE_FILE) return 2;
  return creating ? 0 : 1;
}

/** Same JSON value, whatever the key order (the server rewrites files canonically). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const left = Object.entries(a as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const right = b as Record<string, unknown>;
  const rightCount = Object.values(right).filter((v) => v !== undefined).length;
  return left.length === rightCount && left.every(([k, v]) => sameJson(v, right[k]));
}
