/**
 * `npm start` builds the front ends first when needed: when the build is missing, or when any
 * source is newer than the stamp the last build left.
 */
import { readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST_DIR, HTML_ENTRIES, SSR_ENTRY } from './front-end.ts';
import { precompress } from './precompress.ts';

const SOURCE_DIRS = ['editor', 'runtime', 'shared', 'catalogue', 'plugins'];
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const STAMP = join(DIST_DIR, '.build-stamp');

async function mtime(path: string): Promise<number> {
  return stat(path).then(
    (s) => s.mtimeMs,
    () => 0,
  );
}

async function newestIn(dir: string): Promise<number> {
  let newest = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestIn(path));
    else newest = Math.max(newest, await mtime(path));
  }
  return newest;
}

export async function buildIsStale(): Promise<string | null> {
  const stamp = await mtime(STAMP);
  if (stamp === 0) return 'no build yet';
  for (const [app, entry] of Object.entries(HTML_ENTRIES)) {
    if ((await mtime(join(DIST_DIR, entry))) === 0) return `the ${app} build is missing`;
  }
  if ((await mtime(join(DIST_DIR, SSR_ENTRY))) === 0) return 'the server renderer is missing';
  for (const file of SOURCE_FILES) if ((await mtime(file)) > stamp) return `${file} changed`;
  for (const dir of SOURCE_DIRS)
    if ((await newestIn(dir)) > stamp) return `sources in ${dir}/ changed`;
  return null;
}

/**
 * The runtime alone, then the editor and its canvas into the same folder: one build would share
 * chunks between them, and the visitor would download the split (vite.config.ts, `buildInputs`).
 * Then the runtime's server renderer (`runtime/ssr.tsx`, Vite's SSR build, every dependency
 * bundled so it runs from any build folder) into `ssr/`, never served. Then the brotli and gzip
 * copies the server sends (`precompress.ts`).
 */
export async function buildFrontEnds(): Promise<void> {
  const { build } = await import('vite');
  const before = process.env.BAOBAB_BUILD_APPS;
  try {
    for (const [apps, emptyOutDir] of [
      ['runtime', true],
      ['editor,canvas', false],
    ] as const) {
      process.env.BAOBAB_BUILD_APPS = apps;
      await build({ logLevel: 'warn', build: { outDir: DIST_DIR, emptyOutDir } });
    }
    process.env.BAOBAB_BUILD_APPS = 'ssr';
    await build({
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: 'runtime/ssr.tsx',
        outDir: join(DIST_DIR, dirname(SSR_ENTRY)),
        emptyOutDir: true,
        copyPublicDir: false,
      },
    });
  } finally {
    if (before === undefined) delete process.env.BAOBAB_BUILD_APPS;
    else process.env.BAOBAB_BUILD_APPS = before;
  }
  await precompress(join(DIST_DIR, '_app'));
  await writeFile(STAMP, `${new Date().toISOString()}\n`);
}

// `npm run build`: the same two passes.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildFrontEnds();
}
