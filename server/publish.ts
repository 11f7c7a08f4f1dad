/**
 * Publishing: writes what the runtime fetches for one environment into
 * `{dataDir}/published/{siteId}/{env}/` — `app.json`, `data/{pageId}.json`,
 * `collections/{id}.json`, `assets/` and `published.json`, plus `dynamic-collections/{id}.json`
 * when the site has any (their records, which only the server reads: no route serves that folder). The
 * new folder is written beside the old one and swapped in with renames, so visitors never see
 * half a publish.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  composeAppData,
  composeDynamicCollections,
  composePageData,
  composeStaticCollections,
  type SiteBundle,
} from '@shared/schema/index.ts';
import type { SiteEnvironment } from './hosts.ts';

export type PublishEnvironment = Exclude<SiteEnvironment, 'preview'>;
export const PUBLISH_ENVIRONMENTS: readonly PublishEnvironment[] = ['staging', 'production'];

export interface PublishSummary {
  environment: PublishEnvironment;
  pages: number;
  collections: number;
  publishedAt: string;
}

export interface PublishedStamp {
  publishedAt: string;
  cacheVersion: number;
}

/** Dynamic collections' records in a publish, read by the server, never served as files. */
export const DYNAMIC_COLLECTIONS_DIR = 'dynamic-collections';

export const publishedDir = (dataDir: string, siteId: string, environment: PublishEnvironment) =>
  join(dataDir, 'published', siteId, environment);

const json = (value: unknown) => `${JSON.stringify(value)}\n`;

export function defaultLangOf(bundle: SiteBundle): string {
  return bundle.site.langs.find((l) => l.default)?.lang ?? bundle.site.langs[0]?.lang ?? 'en';
}

export async function publishSite(
  bundle: SiteBundle,
  siteDir: string,
  dataDir: string,
  environment: PublishEnvironment,
  now: Date = new Date(),
): Promise<PublishSummary> {
  const target = publishedDir(dataDir, bundle.site.id, environment);
  const suffix = randomBytes(6).toString('hex');
  const fresh = `${target}.new-${suffix}`;
  const old = `${target}.old-${suffix}`;
  const lang = defaultLangOf(bundle);
  try {
    await mkdir(join(fresh, 'data'), { recursive: true });
    await mkdir(join(fresh, 'collections'));
    await writeFile(join(fresh, 'app.json'), json(composeAppData(bundle)));
    for (const page of bundle.site.pages) {
      await writeFile(
        join(fresh, 'data', `${page.id}.json`),
        json(composePageData(bundle, page.id, lang)),
      );
    }
    const collections = composeStaticCollections(bundle);
    for (const collection of collections) {
      await writeFile(join(fresh, 'collections', `${collection.id}.json`), json(collection));
    }
    for (const dynamic of composeDynamicCollections(bundle)) {
      await mkdir(join(fresh, DYNAMIC_COLLECTIONS_DIR), { recursive: true });
      const file = join(fresh, DYNAMIC_COLLECTIONS_DIR, `${dynamic.collection.id}.json`);
      await writeFile(file, json(dynamic));
    }
    // Dot files are never assets: an author's upload in progress (`.upload-*.part`,
    // `editor/server/assets.ts`) is left behind.
    await cp(join(siteDir, 'assets'), join(fresh, 'assets'), {
      recursive: true,
      filter: (source) => !basename(source).startsWith('.'),
    }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
    const stamp: PublishedStamp = {
      publishedAt: now.toISOString(),
      cacheVersion: bundle.site.cacheVersion,
    };
    await writeFile(join(fresh, 'published.json'), json(stamp));
    await rename(target, old).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
    await rename(fresh, target);
    await rm(old, { recursive: true, force: true });
    return {
      environment,
      pages: bundle.site.pages.length,
      collections: collections.length,
      publishedAt: stamp.publishedAt,
    };
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
}

export async function readPublishedStamp(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
): Promise<PublishedStamp | null> {
  try {
    return JSON.parse(
      await readFile(join(publishedDir(dataDir, siteId, environment), 'published.json'), 'utf8'),
    ) as PublishedStamp;
  } catch {
    return null;
  }
}
