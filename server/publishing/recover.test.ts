import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishSite } from '../publish.ts';
import { SiteStore } from '../site-store/store.ts';
import { testConfig } from '../testing/temp-site.ts';
import { recoverPublished } from './recover.ts';
import { environmentDir, listVersions, liveVersion, readPointer } from './versions.ts';

async function published() {
  const config = await testConfig();
  const store = new SiteStore(config.sitesDir);
  const { bundle } = await store.load('demo');
  const publish = () => publishSite(bundle!, store.siteDir('demo'), config.dataDir, 'production');
  return { config, publish, env: environmentDir(config.dataDir, 'demo', 'production') };
}

describe('recoverPublished', () => {
  it('does nothing where nothing was published', async () => {
    const { config } = await published();
    expect(await recoverPublished(config.dataDir)).toEqual({
      removed: [],
      migrated: [],
      restored: [],
    });
  });

  it('removes versions without their stamp and pointer files left half-replaced', async () => {
    const { config, publish, env } = await published();
    const live = await publish();
    const half = join(env, 'versions', '20991231T235959999Z-0a0b0c0d');
    await mkdir(join(half, 'data'), { recursive: true });
    await writeFile(join(half, 'app.json'), '{"site":');
    await mkdir(join(env, 'versions', 'not-a-version'));
    await writeFile(join(env, 'current.json.tmp-abcdef123456'), '{"vers');
    const recovery = await recoverPublished(config.dataDir);
    expect(recovery.removed.sort()).toEqual(
      [
        half,
        join(env, 'versions', 'not-a-version'),
        join(env, 'current.json.tmp-abcdef123456'),
      ].sort(),
    );
    expect(await readdir(join(env, 'versions'))).toEqual([live.version]);
    expect((await readPointer(config.dataDir, 'demo', 'production'))?.version).toBe(live.version);
  });

  it('moves a publish of the former layout into version 1, and can resume', async () => {
    const { config, publish, env } = await published();
    // The former layout: the files at the environment's root, with their stamp.
    const live = await publish();
    const dir = join(env, 'versions', live.version);
    for (const name of ['app.json', 'data', 'collections', 'assets']) {
      await rename(join(dir, name), join(env, name));
    }
    const stamp = { publishedAt: '2026-11-01T10:00:00.000Z', cacheVersion: 102 };
    await writeFile(join(env, 'published.json'), JSON.stringify(stamp));
    await rm(join(env, 'versions'), { recursive: true });
    await rm(join(env, 'current.json'));
    // A migration stopped after moving `data`: the next start finishes it.
    const id = '20261101T100000000Z-00000000';
    await mkdir(join(env, 'versions', id), { recursive: true });
    await rename(join(env, 'data'), join(env, 'versions', id, 'data'));

    const recovery = await recoverPublished(config.dataDir);
    expect(recovery.migrated).toEqual(['demo/production']);
    expect(recovery.removed).toEqual([]);
    expect((await readdir(env)).sort()).toEqual(['current.json', 'versions']);
    const migrated = await liveVersion(config.dataDir, 'demo', 'production');
    expect(migrated?.stamp).toEqual({
      version: id,
      number: 1,
      publishedAt: stamp.publishedAt,
      cacheVersion: 102,
      author: null,
      message: null,
      pages: 2,
      collections: 0,
    });
    expect((await readdir(migrated!.dir)).sort()).toEqual([
      'app.json',
      'assets',
      'collections',
      'data',
      'published.json',
    ]);
    // Run again: nothing left to do. The next publish is number 2.
    expect((await recoverPublished(config.dataDir)).migrated).toEqual([]);
    expect((await publish()).number).toBe(2);
    expect((await listVersions(config.dataDir, 'demo', 'production')).length).toBe(2);
  });

  it('cleans the former layout’s leftovers, putting back a live folder caught between renames', async () => {
    const { config } = await published();
    const site = join(config.dataDir, 'published', 'demo');
    // Stopped between the two renames: production gone, production.old-* is what was live.
    await mkdir(join(site, 'production.old-a1b2c3'), { recursive: true });
    await writeFile(
      join(site, 'production.old-a1b2c3', 'published.json'),
      JSON.stringify({ publishedAt: '2026-10-01T00:00:00.000Z', cacheVersion: 1 }),
    );
    await writeFile(join(site, 'production.old-a1b2c3', 'app.json'), '{}');
    await mkdir(join(site, 'production.new-a1b2c3'));
    await mkdir(join(site, 'staging', 'data'), { recursive: true });
    await mkdir(join(site, 'staging.new-d4e5f6'));
    await mkdir(join(site, 'staging.old-d4e5f6'));
    const recovery = await recoverPublished(config.dataDir);
    expect(recovery.restored).toEqual([join(site, 'production.old-a1b2c3')]);
    expect(recovery.removed.sort()).toEqual(
      ['production.new-a1b2c3', 'staging.new-d4e5f6', 'staging.old-d4e5f6']
        .map((name) => join(site, name))
        .sort(),
    );
    expect(recovery.migrated).toEqual(['demo/production']);
    const live = await liveVersion(config.dataDir, 'demo', 'production');
    expect(await readFile(join(live!.dir, 'app.json'), 'utf8')).toBe('{}');
  });
});
