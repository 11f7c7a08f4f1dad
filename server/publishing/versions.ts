/**
 * The published versions of a site environment, on disk:
 *
 * ```
 * {dataDir}/published/{siteId}/{env}/
 *   current.json                 { "version": "<id>", "switchedAt": "…" }: the live version
 *   versions/{id}/               one publish, never changed once written
 *     app.json  data/  collections/  dynamic-collections/  assets/
 *     published.json             written last: the version is complete (its stamp)
 * ```
 *
 * Publishing writes a new version folder, then replaces `current.json` atomically (temporary
 * file, fsync, rename); a rollback only replaces `current.json`. Readers resolve the pointer once
 * per request and read every file of that request from the one version folder, so a request never
 * mixes two publishes and never finds a folder missing.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublishEnvironment, VersionStamp } from '@shared/schema/published-version.ts';
import { writeFileAtomic } from '../site-store/atomic.ts';

export type { PublishEnvironment, VersionStamp };
export const PUBLISH_ENVIRONMENTS: readonly PublishEnvironment[] = ['staging', 'production'];

export interface VersionPointer {
  version: string;
  switchedAt: string;
}

/** `20261128T085515123Z-1a2b3c4d`: the time it was made (sorts by age) and 32 random bits. */
export const VERSION_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export const isVersionId = (value: unknown): value is string =>
  typeof value === 'string' && VERSION_ID.test(value);

export function newVersionId(now: Date): string {
  const time = now.toISOString().replace(/[-:.]/g, '');
  return `${time}-${randomBytes(4).toString('hex')}`;
}

export const STAMP_FILE = 'published.json';
export const POINTER_FILE = 'current.json';
export const VERSIONS_DIR = 'versions';

/** `{dataDir}/published/{siteId}/{env}`: the environment's pointer and versions. */
export const environmentDir = (dataDir: string, siteId: string, environment: PublishEnvironment) =>
  join(dataDir, 'published', siteId, environment);

export const versionDir = (
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
) => join(environmentDir(dataDir, siteId, environment), VERSIONS_DIR, version);

export const json = (value: unknown) => `${JSON.stringify(value)}\n`;

/** A JSON file, or null when it is missing or not what it should be. */
async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || error instanceof SyntaxError) return null;
    throw error;
  }
}

function asStamp(value: unknown, version: string): VersionStamp | null {
  const stamp = value as Partial<VersionStamp> | null;
  if (!stamp || typeof stamp !== 'object' || typeof stamp.publishedAt !== 'string') return null;
  return {
    version,
    number: typeof stamp.number === 'number' ? stamp.number : 0,
    publishedAt: stamp.publishedAt,
    cacheVersion: typeof stamp.cacheVersion === 'number' ? stamp.cacheVersion : 0,
    author: typeof stamp.author === 'string' ? stamp.author : null,
    message: typeof stamp.message === 'string' ? stamp.message : null,
    pages: typeof stamp.pages === 'number' ? stamp.pages : 0,
    collections: typeof stamp.collections === 'number' ? stamp.collections : 0,
  };
}

/** A version's stamp; null when the version does not exist or is not complete. */
export async function readStamp(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
): Promise<VersionStamp | null> {
  if (!isVersionId(version)) return null;
  const dir = versionDir(dataDir, siteId, environment, version);
  return asStamp(await readJsonFile(join(dir, STAMP_FILE)), version);
}

export async function readPointer(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<VersionPointer | null> {
  const value = (await readJsonFile(
    join(environmentDir(dataDir, siteId, environment), POINTER_FILE),
  )) as Partial<VersionPointer> | null;
  if (!value || !isVersionId(value.version)) return null;
  return { version: value.version, switchedAt: String(value.switchedAt ?? '') };
}

/** Makes `version` the live one: one atomic replacement of `current.json`. */
export async function writePointer(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
  now: Date,
): Promise<void> {
  const pointer: VersionPointer = { version, switchedAt: now.toISOString() };
  await writeFileAtomic(
    join(environmentDir(dataDir, siteId, environment), POINTER_FILE),
    json(pointer),
  );
  pointerChanged(dataDir, siteId, environment);
}

type PointerListener = (dataDir: string, siteId: string, environment: PublishEnvironment) => void;

const pointerListeners = new Set<PointerListener>();
/** Live version ids read from `current.json`, until this process switches it again. */
const livePointers = new Map<string, Promise<string | null>>();
const pointerKey = (dataDir: string, siteId: string, environment: string) =>
  [dataDir, siteId, environment].join('\u0000');

function pointerChanged(dataDir: string, siteId: string, environment: PublishEnvironment): void {
  livePointers.delete(pointerKey(dataDir, siteId, environment));
  for (const listener of pointerListeners) listener(dataDir, siteId, environment);
}

/**
 * Calls `listener` after each switch of a live version in this process (publish, rollback):
 * what is kept per version (answers, renders) can go. Gives the function that stops it.
 */
export function onPointerChange(listener: PointerListener): () => void {
  pointerListeners.add(listener);
  return () => void pointerListeners.delete(listener);
}

/**
 * The live version's id, read from disk once and then kept in memory until a publish or a
 * rollback of this process switches it (one server process per data folder): a page's answer
 * then needs no file read. An environment never published is asked again next time.
 */
export function liveVersionId(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<string | null> {
  const key = pointerKey(dataDir, siteId, environment);
  let kept = livePointers.get(key);
  if (!kept) {
    kept = readPointer(dataDir, siteId, environment).then((pointer) => {
      if (!pointer && livePointers.get(key) === kept) livePointers.delete(key);
      return pointer?.version ?? null;
    });
    kept.catch(() => livePointers.delete(key));
    livePointers.set(key, kept);
  }
  return kept;
}

/** The live version's folder and stamp; null when the environment was never published. */
export async function liveVersion(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<{ dir: string; stamp: VersionStamp } | null> {
  const pointer = await readPointer(dataDir, siteId, environment);
  if (!pointer) return null;
  return openVersion(dataDir, siteId, environment, pointer.version);
}

/** A complete version's folder and stamp; null for an id that is none. */
export async function openVersion(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
): Promise<{ dir: string; stamp: VersionStamp } | null> {
  const stamp = await readStamp(dataDir, siteId, environment, version);
  if (!stamp) return null;
  return { dir: versionDir(dataDir, siteId, environment, version), stamp };
}

/** Folder names under `versions/` (complete or not). */
export async function versionFolders(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<string[]> {
  try {
    return await readdir(join(environmentDir(dataDir, siteId, environment), VERSIONS_DIR));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The complete versions, newest first. */
export async function listVersions(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<VersionStamp[]> {
  const stamps = await Promise.all(
    (await versionFolders(dataDir, siteId, environment))
      .filter(isVersionId)
      .map((id) => readStamp(dataDir, siteId, environment, id)),
  );
  return stamps
    .filter((stamp): stamp is VersionStamp => stamp !== null)
    .sort((a, b) => b.number - a.number || b.version.localeCompare(a.version));
}
