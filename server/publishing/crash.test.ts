/**
 * `kill -9` of the server while it publishes, then a restart on the same data folder: the version
 * live before is served whole, and nothing of the interrupted publish is left.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig, writeFixtureSite } from '../testing/temp-site.ts';
import { environmentDir, liveVersion, STAMP_FILE } from './versions.ts';

const ASSETS = 400; // enough files that a publish takes long enough to be caught halfway

interface Running {
  child: ChildProcess;
  port: number;
  /** The headers of the editor's changes: the administrator `serve.ts` signed in. */
  author: { cookie: string; 'x-baobab-csrf': string };
  output: () => string;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function serve(sitesDir: string, dataDir: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'testing', 'serve.ts')],
    {
      env: { ...process.env, BAOBAB_SITES_DIR: sitesDir, BAOBAB_DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const signedIn = /^author (\S+) (\S+)$/m.exec(output);
  if (!signedIn) throw new Error(`the server signed in no author:\n${output}`);
  const author = { cookie: signedIn[1]!, 'x-baobab-csrf': signedIn[2]! };
  return { child, port, author, output: () => output };
}

/** Every file of a folder with the sha-256 of its bytes. */
async function digest(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

const publish = ({ port, author }: Running) =>
  fetch(`http://127.0.0.1:${port}/api/sites/demo/publish`, {
    method: 'POST',
    headers: { ...author, 'content-type': 'application/json' },
    body: '{"environment":"production"}',
  });

/** The production home page's status and `<title>` (fetch would not send our Host header). */
const shownTitle = (port: number) =>
  new Promise<{ status: number | undefined; title: string | undefined }>((resolve, reject) => {
    const options = { port, host: '127.0.0.1', headers: { host: `production.localhost:${port}` } };
    get(options, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode, title: /<title>([^<]*)<\/title>/.exec(body)?.[1] }),
      );
    }).on('error', reject);
  });

describe('a publish interrupted by kill -9', () => {
  it('leaves the previous version live and whole, and nothing half-written after a restart', async () => {
    const config = await testConfig();
    const setTitle = (title: string) =>
      writeFixtureSite(config.sitesDir, (f) => {
        f.site.pages[0]!.title = { en: title };
      });
    const assets = join(config.sitesDir, 'demo', 'assets', 'many');
    await mkdir(assets, { recursive: true });
    for (let i = 0; i < ASSETS; i += 1) {
      await writeFile(join(assets, `file-${i}.txt`), `asset ${i} `.repeat(100));
    }
    await setTitle('First');
    const first = await serve(config.sitesDir, config.dataDir);
    expect((await publish(first)).status).toBe(200);
    const live = await liveVersion(config.dataDir, 'demo', 'production');
    const before = await digest(live!.dir);
    expect(Object.keys(before).length).toBeGreaterThan(ASSETS);

    // The second publish: killed as soon as its version folder exists, long before it is complete.
    await setTitle('Second');
    const versions = join(environmentDir(config.dataDir, 'demo', 'production'), 'versions');
    void publish(first).catch(() => undefined);
    let started = '';
    const until = Date.now() + 20_000;
    while (!started && Date.now() < until) {
      started = (await readdir(versions)).find((name) => name !== live!.stamp.version) ?? '';
      if (!started) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(started).not.toBe('');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // It was caught halfway: no stamp yet.
    await expect(readFile(join(versions, started, STAMP_FILE))).rejects.toThrow();

    const second = await serve(config.sitesDir, config.dataDir);
    expect(second.output()).toContain(`removed a half-written publish: ${join(versions, started)}`);
    expect(await readdir(versions)).toEqual([live!.stamp.version]);
    expect(await digest(live!.dir)).toEqual(before);
    expect(await shownTitle(second.port)).toEqual({ status: 200, title: 'First' });
    // And publishing works again.
    expect((await publish(second)).status).toBe(200);
    expect(await shownTitle(second.port)).toEqual({ status: 200, title: 'Second' });
  }, 120_000);
});
