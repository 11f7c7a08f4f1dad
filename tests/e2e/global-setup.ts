/**
 * Starts Baobab exactly as a user does (`npm start`), on a free port and an empty data folder,
 * and hands the URLs it prints to the tests through the environment.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 240_000; // the first start builds the front ends

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'baobab-e2e-'));
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: '0', BAOBAB_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no URLs in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = Object.fromEntries(
        [
          ...output.matchAll(
            /^ {2}(Editor|Storefront, preview|Storefront, staging|Storefront, production) +(http\S+)$/gm,
          ),
        ].map((m) => [m[1]!, m[2]!]),
      );
      if (Object.keys(found).length === 4) {
        clearTimeout(timer);
        resolve(found);
      }
    });
  });
  process.env.BAOBAB_E2E_OUTPUT = output;
  process.env.BAOBAB_E2E_EDITOR = urls.Editor;
  process.env.BAOBAB_E2E_PREVIEW = urls['Storefront, preview'];
  process.env.BAOBAB_E2E_STAGING = urls['Storefront, staging'];
  process.env.BAOBAB_E2E_PRODUCTION = urls['Storefront, production'];

  return async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      process.kill(-child.pid, 'SIGTERM'); // the whole group: npm, tsx and the server
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
