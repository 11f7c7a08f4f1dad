import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishSite, readPublishedStamp, rollbackSite, UnknownVersion } from './publish.ts';
import {
  environmentDir,
  listVersions,
  liveVersion,
  readPointer,
  VERSION_ID,
} from './publishing/versions.ts';
import { SiteStore } from './site-store/store.ts';
import { testConfig, writeFixtureSite } from './testing/temp-site.ts';

/** The fixture site with the home page's title `title`, as its bundle. */
async function setup() {
  const config = await testConfig();
  const store = new SiteStore(config.sitesDir);
  const bundleWith = async (title: string) => {
    await writeFixtureSite(config.sitesDir, (f) => {
      f.site.pages[0]!.title = { en: title };
    });
    return (await store.load('demo')).bundle!;
  };
  const publish = async (title: string, options: Parameters<typeof publishSite>[4] = {}) =>
    publishSite(await bundleWith(title), store.siteDir('demo'), config.dataDir, 'staging', options);
  const liveTitle = async () => {
    const live = await liveVersion(config.dataDir, 'demo', 'staging');
    const app = JSON.parse(await readFile(join(live!.dir, 'app.json'), 'utf8')) as {
      site: { pages: Array<{ title: Record<string, string> }> };
    };
    return app.site.pages[0]!.title.en;
  };
  return { config, store, publish, bundleWith, liveTitle };
}

describe('publishSite', () => {
  it('writes each publish as a new version and points the environment at it', async () => {
    const { config, publish, liveTitle } = await setup();
    expect(await readPublishedStamp(config.dataDir, 'demo', 'staging')).toBeNull();
    const first = await publish('First', { message: '  Opening day  ' });
    expect(first).toMatchObject({ environment: 'staging', number: 1, pages: 2, collections: 0 });
    expect(first.version).toMatch(VERSION_ID);
    expect(await liveTitle()).toBe('First');
    const second = await publish('Second');
    expect(second.number).toBe(2);
    expect(await liveTitle()).toBe('Second');
    const versions = await listVersions(config.dataDir, 'demo', 'staging');
    expect(versions.map((v) => [v.number, v.message, v.author])).toEqual([
      [2, null, null],
      [1, 'Opening day', null],
    ]);
    // The first version is still there, whole: its files were never touched.
    const firstDir = join(environmentDir(config.dataDir, 'demo', 'staging'), 'versions');
    expect((await readdir(join(firstDir, first.version))).sort()).toEqual([
      'app.json',
      'assets',
      'collections',
      'data',
      'published.json',
    ]);
    expect(await readdir(environmentDir(config.dataDir, 'demo', 'staging'))).toEqual(
      expect.arrayContaining(['current.json', 'versions']),
    );
  });

  it('rolls back by switching the pointer to an earlier version', async () => {
    const { config, publish, liveTitle } = await setup();
    const first = await publish('First');
    await publish('Second');
    const stamp = await rollbackSite(config.dataDir, 'demo', 'staging', first.version);
    expect(stamp).toMatchObject({ version: first.version, number: 1 });
    expect(await liveTitle()).toBe('First');
    expect((await readPointer(config.dataDir, 'demo', 'staging'))?.version).toBe(first.version);
    // The next publish is number 3, whatever is live.
    expect((await publish('Third')).number).toBe(3);
  });

  it('refuses to roll back to what is no complete version of the environment', async () => {
    const { config, publish } = await setup();
    const first = await publish('First');
    for (const version of [
      '../../../etc',
      '20260101T000000000Z-00000000',
      `${first.version}/../x`,
      '',
    ]) {
      await expect(rollbackSite(config.dataDir, 'demo', 'staging', version)).rejects.toBeInstanceOf(
        UnknownVersion,
      );
    }
    // Published to staging, not to production.
    await expect(
      rollbackSite(config.dataDir, 'demo', 'production', first.version),
    ).rejects.toBeInstanceOf(UnknownVersion);
  });

  it('runs overlapping publishes one after another', async () => {
    const { config, store, bundleWith, liveTitle } = await setup();
    const bundle = await bundleWith('Same');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        publishSite(bundle, store.siteDir('demo'), config.dataDir, 'staging'),
      ),
    );
    expect(results.map((r) => r.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(results.map((r) => r.version)).size).toBe(6);
    const live = await readPointer(config.dataDir, 'demo', 'staging');
    expect(live?.version).toBe(results.find((r) => r.number === 6)?.version);
    expect(await liveTitle()).toBe('Same');
  });

  it('keeps the last versions asked for, and always the live one', async () => {
    const { config, publish } = await setup();
    const numbers = async () =>
      (await listVersions(config.dataDir, 'demo', 'staging')).map((v) => v.number);
    const first = await publish('1', { keep: 3 });
    for (const title of ['2', '3', '4']) await publish(title, { keep: 3 });
    expect(await numbers()).toEqual([4, 3, 2]);
    await publish('5', { keep: 3 });
    expect(await numbers()).toEqual([5, 4, 3]);
    expect(first.number).toBe(1);
    // Rolled back to the oldest kept, then a publish: the version live until then stays once
    // (a visitor's request may still be reading it), and goes with the next publish.
    const oldest = (await listVersions(config.dataDir, 'demo', 'staging')).at(-1)!;
    await rollbackSite(config.dataDir, 'demo', 'staging', oldest.version);
    await publish('6', { keep: 3 });
    expect(await numbers()).toEqual([6, 5, 4, 3]);
    await publish('7', { keep: 3 });
    expect(await numbers()).toEqual([7, 6, 5]);
  });
});
