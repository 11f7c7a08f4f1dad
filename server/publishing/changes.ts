/**
 * What publishing the drafts to an environment would change there: the draft composed as a
 * publish writes it (`publish.ts`), compared with the live version's files.
 *
 * - A page is `added` when the live version has no such page, `removed` when the drafts have
 *   none, and `changed` when its composed data differs (`data/{id}.json`: the page file, its entry
 *   in site.json, and the shared sections it shows — each page that shows a changed shared
 *   section is listed).
 * - `site` is true when anything else visitors get differs: site-wide settings, variables,
 *   workflows, plugins' public settings, the order of the pages, collections' records, or the
 *   assets (by name and size: a file replaced by another of the same size is not seen).
 *
 * Compared as canonical JSON, so the order of an object's keys never counts.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  composeAppData,
  composeDynamicCollections,
  composePageData,
  composeStaticCollections,
  type SiteBundle,
} from '@shared/schema/index.ts';
import { canonicalJson } from '@shared/schema/canonical.ts';
import { DYNAMIC_COLLECTIONS_DIR } from '../publish.ts';
import type { ChangedPage, PublishChanges } from '@shared/schema/published-version.ts';
import { liveVersion, type PublishEnvironment } from './versions.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export type { ChangedPage, PublishChanges };

/** Canonical JSON of a value as a publish writes it (through `JSON.stringify`). */
const canonical = (value: unknown): string =>
  canonicalJson(value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** `{ [file name]: canonical JSON }` of a folder's `.json` files (none when it is missing). */
async function jsonFolder(dir: string): Promise<Record<string, string>> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const out: Record<string, string> = {};
  for (const name of names) out[name] = canonical(await readJson(join(dir, name)));
  return out;
}

/** `{ [relative path]: size }` of the files under `dir`, dot files left out (as a publish does). */
async function fileSizes(dir: string, prefix = ''): Promise<Record<string, number>> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const out: Record<string, number> = {};
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) Object.assign(out, await fileSizes(path, `${name}/`));
    else if (entry.isFile()) out[name] = (await stat(path)).size;
  }
  return out;
}

/** A page's data without what is the site's (`cacheVersion`: a site-wide change). */
function pageData(value: unknown): string {
  if (!value || typeof value !== 'object') return canonical(value);
  const { cacheVersion: _cacheVersion, ...rest } = value as Record<string, unknown>;
  return canonical(rest);
}

interface PublishedApp {
  site?: { pages?: Array<{ id?: unknown; name?: unknown }> };
}

/** The app data without its page entries (each one is compared with its page). */
function siteData(app: unknown): string {
  const value = (app ?? {}) as PublishedApp & Record<string, unknown>;
  const { pages: _pages, ...site } = value.site ?? {};
  return canonical({ ...value, site });
}

function staticCollections(bundle: SiteBundle): Record<string, string> {
  return Object.fromEntries(
    composeStaticCollections(bundle).map((c) => [`${c.id}.json`, canonical(c)]),
  );
}

function dynamicCollections(bundle: SiteBundle): Record<string, string> {
  return Object.fromEntries(
    composeDynamicCollections(bundle).map((d) => [`${d.collection.id}.json`, canonical(d)]),
  );
}

/** What publishing `bundle` (the drafts) to `environment` would change there. */
export async function publishChanges(
  bundle: SiteBundle,
  siteDir: string,
  dataDir: string,
  environment: PublishEnvironment,
): Promise<PublishChanges> {
  const draftPages = bundle.site.pages.map((page) => ({ id: page.id, name: page.name }));
  const live = await liveVersion(dataDir, bundle.site.id, environment);
  if (!live) {
    return { environment, live: false, added: draftPages, changed: [], removed: [], site: false };
  }
  const app = (await readJson(join(live.dir, 'app.json'))) as PublishedApp | undefined;
  const livePages = (app?.site?.pages ?? [])
    .filter((page) => typeof page.id === 'string')
    .map((page) => ({
      id: page.id as string,
      name: typeof page.name === 'string' ? page.name : (page.id as string),
    }));
  const liveIds = new Set(livePages.map((page) => page.id));
  const draftIds = new Set(draftPages.map((page) => page.id));

  const lang = defaultLangOf(bundle.site.langs);
  const added: ChangedPage[] = [];
  const changed: ChangedPage[] = [];
  for (const page of draftPages) {
    if (!liveIds.has(page.id)) {
      added.push(page);
      continue;
    }
    const published = await readJson(join(live.dir, 'data', `${page.id}.json`));
    if (pageData(published) !== pageData(composePageData(bundle, page.id, lang)))
      changed.push(page);
  }
  const removed = livePages.filter((page) => !draftIds.has(page.id));

  // The pages both have, in each one's order.
  const order = (ids: string[], other: Set<string>) => ids.filter((id) => other.has(id)).join();
  const [liveStatic, liveDynamic, liveAssets, draftAssets] = await Promise.all([
    jsonFolder(join(live.dir, 'collections')),
    jsonFolder(join(live.dir, DYNAMIC_COLLECTIONS_DIR)),
    fileSizes(join(live.dir, 'assets')),
    fileSizes(join(siteDir, 'assets')),
  ]);
  const site =
    siteData(app) !== siteData(composeAppData(bundle)) ||
    order(
      livePages.map((p) => p.id),
      draftIds,
    ) !==
      order(
        draftPages.map((p) => p.id),
        liveIds,
      ) ||
    canonical(liveStatic) !== canonical(staticCollections(bundle)) ||
    canonical(liveDynamic) !== canonical(dynamicCollections(bundle)) ||
    canonical(liveAssets) !== canonical(draftAssets);

  return { environment, live: true, added, changed, removed, site };
}
