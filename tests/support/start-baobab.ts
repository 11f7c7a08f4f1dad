/**
 * Starts Baobab exactly as a user does (`npm start`: production build, built when stale) on a
 * free port with a throw-away data folder holding a copy of `sites/`, and reads the URLs it
 * prints. The e2e journeys and the benchmarks both start it this way, so they test and measure
 * what visitors get.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 300_000; // the first start builds the front ends

export interface RunningBaobab {
  editor: string;
  preview: string;
  staging: string;
  production: string;
  /** Everything `npm start` printed on stdout. */
  output: string;
  /**
   * The one-time link that makes the editor's first owner (`First sign-in (once)`), printed
   * while no administrator exists; null once one does (a restart on the same data).
   */
  firstRunLink: string | null;
  stop: () => Promise<void>;
  /** The data folder (its `sites/` holds the sites) and the port, to start again on them. */
  dataDir: string;
  port: number;
}

const LABELS = {
  Editor: 'editor',
  'Storefront, preview': 'preview',
  'Storefront, staging': 'staging',
  'Storefront, production': 'production',
} as const;
type Url = (typeof LABELS)[keyof typeof LABELS];

export interface StartOptions {
  /** Prefix of the temporary data folder's name. */
  name: string;
  /** Adds or changes sites in the copied sites folder before the server starts. */
  prepareSites?: (sitesDir: string) => Promise<void>;
  /** Where the server's stderr goes (default: kept for the error message only). */
  stderr?: (chunk: Buffer) => void;
  /** Keeps the data folder when it stops (to start again on it: `restart`). */
  keepData?: boolean;
  /** Starts again on this port and data folder (sites not copied, folder kept when it stops). */
  restart?: { port: number; dataDir: string };
}

/** The first-run link `npm start` printed, or null (an administrator exists already). */
export function firstRunLinkOf(output: string): string | null {
  return /^ {2}First sign-in \(once\) +(http\S+\/auth\/first-run\/\S+)$/m.exec(output)?.[1] ?? null;
}

/** Waits until no process of the group is left (or `ms` passed). */
async function groupGone(pgid: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return; // ESRCH: the whole group has exited
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startBaobab(options: StartOptions): Promise<RunningBaobab> {
  const dataDir = options.restart?.dataDir ?? (await mkdtemp(join(tmpdir(), `${options.name}-`)));
  const sitesDir = join(dataDir, 'sites');
  if (!options.restart) await cp('sites', sitesDir, { recursive: true });
  await options.prepareSites?.(sitesDir);
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(options.restart?.port ?? 0),
      BAOBAB_DATA_DIR: dataDir,
      BAOBAB_SITES_DIR: sitesDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops npm's children (tsx, the server).
    detached: true,
  });
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      // npm exits first: the server under it may still be closing its database files.
      await groupGone(child.pid, 5_000);
    }
    if (!options.restart && !options.keepData)
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    options.stderr?.(chunk);
  });
  try {
    const urls = await new Promise<Record<Url, string>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start printed no URLs in time:\n${output}${errors}`)),
        START_TIMEOUT_MS,
      );
      child.on('exit', (code) =>
        reject(new Error(`npm start exited with ${code}:\n${output}${errors}`)),
      );
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found: Partial<Record<Url, string>> = {};
        for (const m of output.matchAll(/^ {2}(Editor|Storefront, \w+) +(http\S+)$/gm)) {
          const key = LABELS[m[1] as keyof typeof LABELS];
          if (key) found[key] = m[2]!.replace(/\/$/, '');
        }
        if (Object.keys(found).length === 4) {
          clearTimeout(timer);
          resolve(found as Record<Url, string>);
        }
      });
    });
    return {
      ...urls,
      output,
      firstRunLink: firstRunLinkOf(output),
      stop,
      dataDir,
      port: Number(new URL(urls.editor).port),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
