/**
 * A published version's stamp, as the server writes it (`server/publishing/versions.ts`) and the
 * editor's publish history shows it (`editor/shell/api.ts`).
 */
export type PublishEnvironment = 'staging' | 'production';

/** A version's stamp (`published.json`): what the publish history shows. */
export interface VersionStamp {
  /** The folder name (`VERSION_ID` on the server). */
  version: string;
  /** 1, 2, 3… per site environment: what authors call it. */
  number: number;
  publishedAt: string;
  cacheVersion: number;
  /** Who published it: null until authors sign in (issue 28). */
  author: string | null;
  /** The author's note, if any. */
  message: string | null;
  pages: number;
  collections: number;
}

/** A page a publish adds, changes or removes (`GET …/publish/{env}/changes`). */
export interface ChangedPage {
  id: string;
  name: string;
}

/**
 * What publishing the draft would change in an environment, against the version live there
 * (`server/publishing/changes.ts`), shown before a publish to production.
 */
export interface PublishChanges {
  environment: PublishEnvironment;
  /** False when the environment was never published: every page is then `added`. */
  live: boolean;
  added: ChangedPage[];
  changed: ChangedPage[];
  removed: ChangedPage[];
  /** Something other than the pages differs: site-wide settings, data or files. */
  site: boolean;
}
