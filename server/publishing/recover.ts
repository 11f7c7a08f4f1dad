/**
 * At start, before any request: what an interrupted publish left is cleaned, and a publish made
 * before versions existed becomes version 1.
 *
 * - Version folders without their stamp (`published.json`, written last) were being written when
 *   the process stopped: removed, unless the pointer names one (it never does: the pointer is
 *   switched after the stamp).
 * - The former layout, one folder per environment swapped in with two renames, could leave
 *   `{env}.new-*` (removed) and `{env}.old-*` (the live version when the process stopped between
 *   the renames: put back, else removed).
 * - A former publish (`{env}/published.json` beside `app.json`) is moved into `versions/` and
 *   pointed at. Each step can run again, so a migration stopped halfway resumes at the next start.
 *
 * One server process per data folder: another one publishing meanwhile would lose its version.
 */
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../site-store/atomic.ts';
import {
  environmentDir,
  isVersionId,
  json,
  POINTER_FILE,
  PUBLISH_ENVIRONMENTS,
  readPointer,
  readStamp,
  STAMP_FILE,
  versionDir,
  versionFolders,
  writePointer,
  type PublishEnvironment,
  type VersionStamp,
} from './versions.ts';

export interface Recovery {
  /** Paths removed (half-written versions, leftovers of the former layout). */
  removed: string[];
  /** Environments moved from the former layout, as `{siteId}/{env}`. */
  migrated: string[];
  /** Former-layout folders put back as the live one. */
  restored: string[];
}

const FORMER_ENTRIES = ['app.json', 'data', 'collections', 'dynamic-collections', 'assets'];
const LEFTOVER = /^(staging|production)\.(new|old)-[0-9a-f]+$/;

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export async function recoverPublished(dataDir: string, now = new Date()): Promise<Recovery> {
  const recovery: Recovery = { removed: [], migrated: [], restored: [] };
  const root = join(dataDir, 'published');
  for (const siteId of await entries(root)) {
    const siteDir = join(root, siteId);
    if (!(await stat(siteDir)).isDirectory()) continue;
    await formerLeftovers(siteDir, recovery);
    for (const environment of PUBLISH_ENVIRONMENTS) {
      if (!(await exists(environmentDir(dataDir, siteId, environment)))) continue;
      if (await migrateFormer(dataDir, siteId, environment, now)) {
        recovery.migrated.push(`${siteId}/${environment}`);
      }
      await removeHalfWritten(dataDir, siteId, environment, recovery);
    }
  }
  return recovery;
}

/** `{env}.old-*` first (it may be the live version), then `{env}.new-*`. */
async function formerLeftovers(siteDir: string, recovery: Recovery): Promise<void> {
  const names = (await entries(siteDir)).filter((name) => LEFTOVER.test(name)).sort();
  const olds = names.filter((name) => name.includes('.old-'));
  for (const name of [...olds, ...names.filter((name) => name.includes('.new-'))]) {
    const path = join(siteDir, name);
    const env = join(siteDir, name.split('.')[0]!);
    if (name.includes('.old-') && !(await exists(env))) {
      await rename(path, env);
      recovery.restored.push(path);
    } else {
      await rm(path, { recursive: true, force: true });
      recovery.removed.push(path);
    }
  }
}

/** Moves a former-layout publish into `versions/`; false when there is none. */
async function migrateFormer(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  now: Date,
): Promise<boolean> {
  const envDir = environmentDir(dataDir, siteId, environment);
  let former: { publishedAt?: unknown; cacheVersion?: unknown };
  try {
    former = JSON.parse(await readFile(join(envDir, STAMP_FILE), 'utf8')) as typeof former;
  } catch {
    return false;
  }
  const time = new Date(typeof former.publishedAt === 'string' ? former.publishedAt : now);
  const publishedAt = Number.isNaN(time.getTime()) ? now : time;
  // Always the same id for the same publish, so a migration stopped halfway resumes.
  const version = `${publishedAt.toISOString().replace(/[-:.]/g, '')}-00000000`;
  const dir = versionDir(dataDir, siteId, environment, version);
  // Entries a stopped migration moved already are in `dir`: only the others move now.
  await mkdir(dir, { recursive: true });
  for (const name of FORMER_ENTRIES) {
    await rename(join(envDir, name), join(dir, name)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
  const stamp: VersionStamp = {
    version,
    number: 1,
    publishedAt: publishedAt.toISOString(),
    cacheVersion: typeof former.cacheVersion === 'number' ? former.cacheVersion : 0,
    author: null,
    message: null,
    pages: (await entries(join(dir, 'data'))).length,
    collections: (await entries(join(dir, 'collections'))).length,
  };
  await writeFileAtomic(join(dir, STAMP_FILE), json(stamp));
  await writePointer(dataDir, siteId, environment, version, now);
  await rm(join(envDir, STAMP_FILE), { force: true });
  return true;
}

async function removeHalfWritten(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  recovery: Recovery,
): Promise<void> {
  const envDir = environmentDir(dataDir, siteId, environment);
  const live = (await readPointer(dataDir, siteId, environment))?.version;
  for (const name of await versionFolders(dataDir, siteId, environment)) {
    if (name === live) continue;
    if (isVersionId(name) && (await readStamp(dataDir, siteId, environment, name))) continue;
    const path = versionDir(dataDir, siteId, environment, name);
    await rm(path, { recursive: true, force: true });
    recovery.removed.push(path);
  }
  // A pointer replacement stopped before its rename.
  for (const name of await entries(envDir)) {
    if (name.startsWith(`${POINTER_FILE}.tmp-`)) {
      await rm(join(envDir, name), { force: true });
      recovery.removed.push(join(envDir, name));
    }
  }
}
