/**
 * The site store: site folders on disk, read with ETags and written atomically with
 * preconditions, always through the canonical writer.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { componentEvents, componentTypes } from '@catalogue/definitions.ts';
import { styleRules } from '@catalogue/properties/style-rules.ts';
import {
  canonicalJson,
  loadSite,
  parseSiteFile,
  problemOf,
  said,
  siteFileRef,
  type LoadResult,
  type ParsedFile,
  type Problem,
  type SiteFile,
} from '@shared/schema/index.ts';
import { writeFileAtomic, type WriteHooks } from './atomic.ts';
import { KeyedLock } from './lock.ts';
import { readSiteTexts } from './read.ts';
import { UnreadableFileError } from './unreadable.ts';

export const SITE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export const etagOf = (text: string) =>
  `"${createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32)}"`;

/** How a write is conditioned: on the ETag the writer read, or on the file not existing yet. */
export type Precondition = { ifMatch: string } | { ifNoneMatch: '*' };

export type WriteResult =
  | { ok: true; etag: string; created: boolean }
  | { ok: false; reason: 'invalid'; problems: Problem[] }
  | { ok: false; reason: 'conflict'; etag: string | null; text: string | null };

export type DeleteResult =
  { ok: true } | { ok: false; reason: 'conflict' | 'not-found'; etag: string | null };

export interface SiteStoreOptions {
  hooks?: WriteHooks;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class SiteStore {
  private readonly lock = new KeyedLock();

  constructor(
    readonly sitesDir: string,
    private readonly options: SiteStoreOptions = {},
  ) {}

  /** Ids of the folders that hold a `site.json` (broken or not). */
  async listSites(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.sitesDir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const ids: string[] = [];
    for (const name of names.sort()) if (await this.hasSite(name)) ids.push(name);
    return ids;
  }

  /** Whether `siteId` is a site of the folder: one `stat`, not a listing (asked per request). */
  async hasSite(siteId: string): Promise<boolean> {
    if (!SITE_ID_PATTERN.test(siteId)) return false;
    return stat(join(this.sitesDir, siteId, 'site.json')).then(
      () => true,
      () => false,
    );
  }

  siteDir(siteId: string): string {
    if (!SITE_ID_PATTERN.test(siteId)) throw new Error(`not a site id: ${siteId}`);
    return join(this.sitesDir, siteId);
  }

  /**
   * The site's `site.json` alone, parsed and checked as a file (its references to pages are not
   * followed): null when it is missing or cannot be read. For servers' per-request needs (a
   * plugin's settings), which `load` (every file, cross-checked: ~35 ms for the storefront)
   * would slow down; a broken page file does not take its site's plugins down with it.
   */
  async siteFile(siteId: string): Promise<SiteFile | null> {
    const found = await this.read(siteId, 'site.json');
    const file = found && parseSiteFile('site.json', found.text).file;
    return file?.kind === 'site' ? file.value : null;
  }

  /** Loads and checks every file of a site. */
  async load(siteId: string): Promise<LoadResult> {
    return loadSite(await readSiteTexts(this.siteDir(siteId)), {
      knownTypes: componentTypes,
      componentEvents,
      styleRules,
    });
  }

  private filePath(siteId: string, relativePath: string): string {
    if (!siteFileRef(relativePath)) throw new Error(`not a site file: ${relativePath}`);
    return join(this.siteDir(siteId), relativePath);
  }

  /** A file's text and ETag; null when it is missing, `UnreadableFileError` when unreadable. */
  async read(siteId: string, relativePath: string): Promise<{ text: string; etag: string } | null> {
    const path = this.filePath(siteId, relativePath);
    try {
      const text = await readFile(path, 'utf8');
      return { text, etag: etagOf(text) };
    } catch (error) {
      if (isMissing(error)) return null;
      const { code, message } = error as NodeJS.ErrnoException;
      throw new UnreadableFileError(relativePath, code ?? message);
    }
  }

  /**
   * Checks `text` as the file at `relativePath` (schema and in-file references) and writes it
   * canonically if the precondition holds. Invalid or stale writes leave the file untouched.
   */
  async write(
    siteId: string,
    relativePath: string,
    text: string,
    precondition: Precondition,
  ): Promise<WriteResult> {
    const parsed = parseSiteFile(relativePath, text);
    const problems = [
      ...parsed.problems,
      ...this.siteIdProblems(siteId, relativePath, parsed.file),
    ];
    if (!parsed.file || problems.some((p) => p.severity === 'error')) {
      return { ok: false, reason: 'invalid', problems };
    }
    const canonical = canonicalJson(parsed.file.value);
    const path = this.filePath(siteId, relativePath);
    return this.lock.run(path, async () => {
      const current = await this.read(siteId, relativePath);
      const stale =
        'ifMatch' in precondition ? current?.etag !== precondition.ifMatch : current !== null;
      if (stale)
        return {
          ok: false,
          reason: 'conflict',
          etag: current?.etag ?? null,
          text: current?.text ?? null,
        };
      await mkdir(dirname(path), { recursive: true });
      await writeFileAtomic(path, canonical, this.options.hooks);
      return { ok: true, etag: etagOf(canonical), created: current === null };
    });
  }

  async delete(siteId: string, relativePath: string, ifMatch: string): Promise<DeleteResult> {
    const path = this.filePath(siteId, relativePath);
    return this.lock.run(path, async () => {
      const current = await this.read(siteId, relativePath);
      if (!current) return { ok: false, reason: 'not-found', etag: null };
      if (current.etag !== ifMatch) return { ok: false, reason: 'conflict', etag: current.etag };
      await rm(path);
      return { ok: true };
    });
  }

  /** `site.json` must name the folder it is in. */
  private siteIdProblems(siteId: string, relativePath: string, file: ParsedFile | null): Problem[] {
    if (file?.kind !== 'site' || file.value.id === siteId) return [];
    return [
      problemOf(relativePath, '$.id', said('siteIdDiffers', { id: file.value.id, folder: siteId })),
    ];
  }
}
