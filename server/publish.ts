/**
 * Publishing: each publish of a site environment is a new version folder (`publishing/versions.ts`
 * has the layout) holding what the runtime fetches — `app.json`, `data/{pageId}.json`,
 * `collections/{id}.json`, `assets/`, and `dynamic-collections/{id}.json` when the site has any
 * (their records, which only the server reads: no route serves that folder) — with its stamp
 * `published.json` written last. Then the environment's pointer is switched to it atomically, and
 * versions beyond the history kept (`BAOBAB_PUBLISH_HISTORY`, 20) are removed. A rollback switches
 * the pointer to an older version. Publishes and rollbacks of one site environment run one after
 * another (`KeyedLock`), so two never interleave.
 */
import { cp, mkdir, open, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  composeAppData,
  composeDynamicCollections,
  composePageData,
  composeStaticCollections,
  type SiteBundle,
} from '@shared/schema/index.ts';
import {
  environmentDir,
  isVersionId,
  json,
  listVersions,
  liveVersion,
  newVersionId,
  openVersion,
  readPointer,
  STAMP_FILE,
  versionDir,
  VERSIONS_DIR,
  writePointer,
  type PublishEnvironment,
  type VersionStamp,
} from './publishing/versions.ts';
import { DEFAULT_PUBLISH_HISTORY } from './config.ts';
import { writeFileAtomic } from './site-store/atomic.ts';
import { KeyedLock } from './site-store/lock.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export { PUBLISH_ENVIRONMENTS, type PublishEnvironment } from './publishing/versions.ts';
export { DEFAULT_PUBLISH_HISTORY };

/** Longest publish message kept, in characters. */
export const MAX_PUBLISH_MESSAGE = 500;

export interface PublishSummary {
  environment: PublishEnvironment;
  version: string;
  number: number;
  pages: number;
  collections: number;
  publishedAt: string;
}

export interface PublishOptions {
  now?: Date;
  /** The author's note for the history (trimmed; empty is none). */
  message?: string | null;
  /** Who publishes: null until authors sign in. */
  author?: string | null;
  /** Versions to keep, the live one always among them (default 20). */
  keep?: number;
}

/** Dynamic collections' records in a publish, read by the server, never served as files. */
export const DYNAMIC_COLLECTIONS_DIR = 'dynamic-collections';

/** One queue per site environment (and data folder) for the whole process. */
const queue = new KeyedLock();
const queueKey = (dataDir: string, siteId: string, environment: PublishEnvironment) =>
  [dataDir, siteId, environment].join('\u0000');

/**
 * Flushes every file and folder under `dir` to the disk, before the version is declared complete:
 * after a power cut, the pointer never names a version whose files were still in memory.
 */
async function syncTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.isDirectory()) await syncTree(join(dir, entry.name));
  }
  const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(dir, entry.name));
  await Promise.all([...paths, dir].map(syncPath));
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Everything of a version but its stamp, into the (new) folder `dir`. */
async function writeVersionFiles(
  bundle: SiteBundle,
  siteDir: string,
  dir: string,
): Promise<{ pages: number; collections: number }> {
  const lang = defaultLangOf(bundle.site.langs);
  await mkdir(join(dir, 'data'), { recursive: true });
  await mkdir(join(dir, 'collections'));
  await writeFile(join(dir, 'app.json'), json(composeAppData(bundle)));
  for (const page of bundle.site.pages) {
    const file = join(dir, 'data', `${page.id}.json`);
    await writeFile(file, json(composePageData(bundle, page.id, lang)));
  }
  const collections = composeStaticCollections(bundle);
  for (const collection of collections) {
    await writeFile(join(dir, 'collections', `${collection.id}.json`), json(collection));
  }
  for (const dynamic of composeDynamicCollections(bundle)) {
    await mkdir(join(dir, DYNAMIC_COLLECTIONS_DIR), { recursive: true });
    const file = join(dir, DYNAMIC_COLLECTIONS_DIR, `${dynamic.collection.id}.json`);
    await writeFile(file, json(dynamic));
  }
  // Dot files are never assets: an author's upload in progress (`.upload-*.part`,
  // `editor/server/assets.ts`) is left behind.
  await cp(join(siteDir, 'assets'), join(dir, 'assets'), {
    recursive: true,
    filter: (source) => !basename(source).startsWith('.'),
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
  await syncTree(dir);
  return { pages: bundle.site.pages.length, collections: collections.length };
}

/** Removes the oldest complete versions beyond `keep`; never the live one nor `spare`. */
async function prune(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  keep: number,
  spare: string | null,
): Promise<void> {
  const live = (await readPointer(dataDir, siteId, environment))?.version;
  const versions = await listVersions(dataDir, siteId, environment);
  for (const stamp of versions.slice(Math.max(1, keep))) {
    if (stamp.version === live || stamp.version === spare) continue;
    // A request that resolved it just before the switch may still read it: `spare` is the
    // version that was live until now, removed by a later publish instead.
    await rm(versionDir(dataDir, siteId, environment, stamp.version), {
      recursive: true,
      force: true,
    });
  }
}

export function publishSite(
  bundle: SiteBundle,
  siteDir: string,
  dataDir: string,
  environment: PublishEnvironment,
  options: PublishOptions = {},
): Promise<PublishSummary> {
  const siteId = bundle.site.id;
  return queue.run(queueKey(dataDir, siteId, environment), async () => {
    const now = options.now ?? new Date();
    const previous = await readPointer(dataDir, siteId, environment);
    const versions = await listVersions(dataDir, siteId, environment);
    const version = newVersionId(now);
    const dir = versionDir(dataDir, siteId, environment, version);
    await mkdir(join(environmentDir(dataDir, siteId, environment), VERSIONS_DIR), {
      recursive: true,
    });
    try {
      await mkdir(dir);
      const counts = await writeVersionFiles(bundle, siteDir, dir);
      const message = options.message?.trim().slice(0, MAX_PUBLISH_MESSAGE) || null;
      const stamp: VersionStamp = {
        version,
        number: Math.max(0, ...versions.map((v) => v.number)) + 1,
        publishedAt: now.toISOString(),
        cacheVersion: bundle.site.cacheVersion,
        author: options.author ?? null,
        message,
        ...counts,
      };
      // Written last: a version folder without it is half-written, removed at the next start.
      await writeFileAtomic(join(dir, STAMP_FILE), json(stamp));
      await writePointer(dataDir, siteId, environment, version, now);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const keep = options.keep ?? DEFAULT_PUBLISH_HISTORY;
    await prune(dataDir, siteId, environment, keep, previous?.version ?? null);
    const stamp = (await openVersion(dataDir, siteId, environment, version))!.stamp;
    return {
      environment,
      version,
      number: stamp.number,
      pages: stamp.pages,
      collections: stamp.collections,
      publishedAt: stamp.publishedAt,
    };
  });
}

export class UnknownVersion extends Error {
  constructor(readonly version: string) {
    super(`There is no version "${version}" in this environment's history.`);
  }
}

/**
 * Makes an earlier version the live one (the same atomic switch as a publish). Throws
 * `UnknownVersion` for an id that is not a complete version of the environment.
 */
export function rollbackSite(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
  now: Date = new Date(),
): Promise<VersionStamp> {
  return queue.run(queueKey(dataDir, siteId, environment), async () => {
    const target = isVersionId(version)
      ? await openVersion(dataDir, siteId, environment, version)
      : null;
    if (!target) throw new UnknownVersion(version);
    await writePointer(dataDir, siteId, environment, version, now);
    return target.stamp;
  });
}

/** The live version's stamp; null when the environment was never published. */
export async function readPublishedStamp(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<VersionStamp | null> {
  return (await liveVersion(dataDir, siteId, environment))?.stamp ?? null;
}
