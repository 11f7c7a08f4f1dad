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
