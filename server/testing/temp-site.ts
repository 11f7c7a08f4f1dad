/** Temporary sites and data folders for server tests, removed after the test file. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { fixtureTexts, type fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { ServerConfig } from '../config.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

export async function tempDir(prefix = 'baobab-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Writes the fixture site (id `demo`), changed by `edit`, as `{sitesDir}/demo/`. */
export async function writeFixtureSite(
  sitesDir: string,
  edit?: (site: ReturnType<typeof fixtureSite>) => void,
): Promise<string> {
  const siteDir = join(sitesDir, 'demo');
  for (const [path, text] of Object.entries(fixtureTexts(edit))) {
    await mkdir(dirname(join(siteDir, path)), { recursive: true });
    await writeFile(join(siteDir, path), text);
  }
  await mkdir(join(siteDir, 'assets'), { recursive: true });
  await writeFile(join(siteDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return siteDir;
}

export async function testConfig(): Promise<ServerConfig> {
  const sitesDir = await tempDir('baobab-sites-');
  await writeFixtureSite(sitesDir);
  return {
    port: 3000,
    host: 'localhost',
    sitesDir,
    dataDir: await tempDir('baobab-data-'),
    defaultSiteId: 'demo',
    hosts: {},
    dev: false,
    databaseUrl: null,
  };
}

export const TEMPLATES = {
  runtime:
    '<!doctype html><html lang="en"><head><title></title></head><body><div id="root"></div></body></html>',
  editor:
    '<!doctype html><html><head><title>editor</title></head><body><div id="root"></div></body></html>',
};
