/**
 * Starts Baobab exactly as a user does (`npm start`), on a free port and an empty data folder,
 * and hands the URLs it prints to the tests through the environment.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 240_000; // the first start builds the front ends

/** The storefront with two mistakes a hand edit could make, as the site `broken-shop`. */
async function writeBrokenCopy(sitesDir: string): Promise<void> {
  const dir = join(sitesDir, 'broken-shop');
  await cp(join(sitesDir, 'cross-border-shop'), dir, { recursive: true });
  const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  await writeFile(
    join(dir, 'site.json'),
    JSON.stringify({ ...site, id: 'broken-shop', name: 'Broken shop', homePageId: 'nowhere' }),
  );
  const faq = await readFile(join(dir, 'pages', 'faq.json'), 'utf8');
  await writeFile(
    join(dir, 'pages', 'faq.json'),
    faq.replace('"schemaVersion": 2,', '"schemaVersion": 2'),
  );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'baobab-e2e-'));
  const sitesDir = join(dataDir, 'sites');
  await cp('sites', sitesDir, { recursive: true });
  await writeBrokenCopy(sitesDir);
  // The runtime's own test site: http://runtime-lab.preview.localhost:PORT/
  await cp(join('tests', 'fixtures', 'sites', 'runtime-lab'), join(sitesDir, 'runtime-lab'), {
    recursive: true,
  });
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: '0', BAOBAB_DATA_DIR: dataDir, BAOBAB_SITES_DIR: sitesDir },
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
