/** The kinds of file a site folder holds, and their paths relative to the site folder. */
export type SiteFileKind = 'site' | 'page' | 'section';

export interface SiteFileRef {
  kind: SiteFileKind;
  /** Page id or section uid taken from the file name; the site id for `site.json`. */
  id: string | null;
}

const FILE_PATTERN = /^(?:(site)\.json|(pages|sections)\/([A-Za-z0-9][A-Za-z0-9_-]{0,99})\.json)$/;

/** Tells which kind of site file a relative path names, or null when it is none. */
export function siteFileRef(relativePath: string): SiteFileRef | null {
  const match = FILE_PATTERN.exec(relativePath);
  if (!match) return null;
  if (match[1]) return { kind: 'site', id: null };
  return { kind: match[2] === 'pages' ? 'page' : 'section', id: match[3] ?? null };
}

export const pageFilePath = (pageId: string) => `pages/${pageId}.json`;
export const sectionFilePath = (uid: string) => `sections/${uid}.json`;
export const SITE_FILE = 'site.json';
