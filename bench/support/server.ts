/**
 * Starts Baobab the way a user does (`npm start`: production build, built when stale) on a free
 * port and a throw-away data folder holding a copy of `sites/`, and reads the URLs it prints.
 * Same recipe as `tests/e2e/global-setup.ts`, so the benchmarks measure what visitors get.
 */
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 300_000; // the first start builds the front ends

export interface RunningServer {
  editor: string;
  preview: string;
  staging: string;
  production: string;
  stop: () => Promise<void>;
}

const LABELS = {
  Editor: 'editor',
  'Storefront, preview': 'preview',
  'Storefront, staging': 'staging',
  'Storefront, production': 'production',
} as const;

export async function startServer(): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'baobab-bench-'));
  const sitesDir = join(dataDir, 'sites');
  await cp('sites', sitesDir, { recursive: true });
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: '0', BAOBAB_DATA_DIR: dataDir, BAOBAB_SITES_DIR: sitesDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops npm's children (tsx, the server).
    detached: true,
  });
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const urls = await new Promise<Record<(typeof LABELS)[keyof typeof LABELS], string>>(
      (resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`npm start printed no URLs in time:\n${output}`)),
          START_TIMEOUT_MS,
        );
        child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found: Partial<Record<string, string>> = {};
          for (const m of output.matchAll(/^ {2}(Editor|Storefront, \w+) +(http\S+)$/gm)) {
            const key = LABELS[m[1] as keyof typeof LABELS];
            if (key) found[key] = m[2]!.replace(/\/$/, '');
          }
          if (Object.keys(found).length === 4) {
            clearTimeout(timer);
            resolve(found as Record<(typeof LABELS)[keyof typeof LABELS], string>);
          }
        });
      },
    );
    return { ...urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Publishes the default site to an environment through the editor API, as the Publish button does. */
export async function publish(
  server: RunningServer,
  environment: 'staging' | 'production',
  siteId = 'cross-border-shop',
): Promise<void> {
  const response = await fetch(`${server.editor}/api/sites/${siteId}/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ environment }),
  });
  if (!response.ok) {
    throw new Error(
      `Publishing to ${environment} failed: ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * The status of a GET. Node does not resolve `*.localhost` as browsers do, so this connects to
 * the loopback address and sends the site host name in the Host header.
 */
export function statusOf(url: string): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${hostname}:${port}` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    ).on('error', reject);
  });
}
