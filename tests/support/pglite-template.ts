/**
 * Vitest's global setup: dumps an empty PGlite cluster once (kept in the temporary folder per
 * PGlite version, so later runs reuse it) and hands its path to the test files
 * (`pglite-template-setup.ts`), whose new databases start from it instead of running initdb.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped empty cluster (`startPgliteFrom`); '' when there is none. */
    pgliteTemplate: string;
  }
}

async function pgliteVersion(): Promise<string> {
  const manifest = join('node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

export default async function setup(project: TestProject): Promise<void> {
  const file = join(tmpdir(), `baobab-pglite-template-${await pgliteVersion()}.tar`);
  if (!existsSync(file)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite();
    await pg.waitReady;
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    // Written aside, then renamed: a run started beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
