import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  editorCodeIn,
  editorOnlyFiles,
  FULL_AISLE_PRODUCTS,
  growGroceries,
  readBuildFacts,
  SHOP_RECORDS,
  type Manifest,
  type ScriptSize,
} from './runtime-size.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('growGroceries', () => {
  it("fills a copy's groceries aisle to 60 products with new, valid ids; the rest unchanged", async () => {
    dir = await mkdtemp(join(tmpdir(), 'baobab-size-'));
    const file = SHOP_RECORDS;
    await cp(join('sites', dirname(file)), join(dir, dirname(file)), { recursive: true });
    const before = JSON.parse(await readFile(join('sites', file), 'utf8')) as {
      tables: Array<{ records: Array<{ id: string; fields: Record<string, unknown> }> }>;
    };
    await growGroceries(dir);
    const after = JSON.parse(await readFile(join(dir, file), 'utf8')) as typeof before;
    const records = after.tables[0]!.records;
    const groceries = records.filter((r) => r.fields['Category'] === 'groceries');
    expect(groceries).toHaveLength(FULL_AISLE_PRODUCTS);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    for (const r of records) expect(r.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    const others = (list: typeof records) =>
      list.filter((r) => r.fields['Category'] !== 'groceries');
    expect(others(records)).toEqual(others(before.tables[0]!.records));
    // The repository's own records are untouched.
    expect(JSON.parse(await readFile(join('sites', file), 'utf8'))).toEqual(before);
  });
});

/** A manifest as Vite writes it: entries by HTML path, chunks by `_name`. */
function manifest(entries: Record<string, string[]>, chunks: Record<string, string[]> = {}) {
  const out: Manifest = {};
  for (const [key, imports] of Object.entries(entries))
    out[key] = { file: `_app/${key.replace(/\W/g, '-')}-e.js`, isEntry: true, imports };
  for (const [key, dynamicImports] of Object.entries(chunks))
    out[key] = { file: `_app/${key.slice(1)}`, dynamicImports };
  return out;
}

const script = (file: string): ScriptSize => ({ file, bytes: 1, gzip: 1 });
const downloaded = (
  files: string[],
  editorFiles: Set<string>,
  bodies = new Map<string, Buffer>(),
) => editorCodeIn(files.map(script), editorFiles, bodies);

// Both passes name React and the bundler's helpers alike (same code, same hash): the runtime's
// manifest reaches them, the editor's too.
const RUNTIME = manifest(
  { 'runtime/index.html': ['_react-A1.js', '_rolldown-runtime-B2.js'] },
  { '_react-A1.js': [], '_rolldown-runtime-B2.js': [] },
);
const EDITOR = manifest(
  { 'editor/index.html': ['_react-A1.js', '_rolldown-runtime-B2.js', '_editor-start-C3.js'] },
  {
    '_react-A1.js': [],
    '_rolldown-runtime-B2.js': [],
    '_editor-start-C3.js': ['_panels-D4.js'],
    '_panels-D4.js': [],
  },
);
const RUNTIME_PAGE = ['/_app/runtime-index-html-e.js', '/_app/react-A1.js'];

describe('editorOnlyFiles', () => {
  it('calls a vendor chunk both passes write under one name the runtime’s, not the editor’s', () => {
    const editor = editorOnlyFiles({
      runtimeManifest: RUNTIME,
      editorManifest: EDITOR,
      runtimeHtml: RUNTIME_PAGE,
      editorHtml: [
        '/_app/editor-index-html-e.js',
        '/_app/react-A1.js',
        '/_app/rolldown-runtime-B2.js',
      ],
    });
    expect([...editor].sort()).toEqual([
      '/_app/editor-index-html-e.js',
      '/_app/editor-start-C3.js',
      '/_app/panels-D4.js',
    ]);
    // A runtime page loading React and the helpers (named by neither page) is clean.
    expect(downloaded([...RUNTIME_PAGE, '/_app/rolldown-runtime-B2.js'], editor)).toEqual([]);
  });

  it('reports an editor-only chunk a runtime page downloads, even one loaded lazily', () => {
    const editor = editorOnlyFiles({
      runtimeManifest: RUNTIME,
      editorManifest: EDITOR,
      runtimeHtml: RUNTIME_PAGE,
      editorHtml: ['/_app/editor-index-html-e.js'],
    });
    expect(downloaded([...RUNTIME_PAGE, '/_app/panels-D4.js'], editor)).toEqual([
      '/_app/panels-D4.js',
    ]);
    expect(downloaded([...RUNTIME_PAGE, '/_app/editor-index-html-e.js'], editor)).toEqual([
      '/_app/editor-index-html-e.js',
    ]);
  });

  it('reads a build of all apps together from one manifest, by entry', () => {
    const together = { ...RUNTIME, ...EDITOR };
    const editor = editorOnlyFiles({
      runtimeManifest: together,
      editorManifest: null,
      runtimeHtml: [],
      editorHtml: [],
    });
    expect(editor.has('/_app/panels-D4.js')).toBe(true);
    expect(editor.has('/_app/react-A1.js')).toBe(false);
  });

  it('without manifests, tells them apart by the scripts each page names, as documented', () => {
    const pages = {
      runtimeManifest: null,
      editorManifest: null,
      runtimeHtml: RUNTIME_PAGE,
      editorHtml: [
        '/_app/editor-index-html-e.js',
        '/_app/react-A1.js',
        '/_app/rolldown-runtime-B2.js',
      ],
    };
    const editor = editorOnlyFiles(pages);
    // Named by both pages: shared. Lazy editor chunks: unknown without the editor's manifest.
    expect(editor.has('/_app/react-A1.js')).toBe(false);
    expect(editor.has('/_app/panels-D4.js')).toBe(false);
    expect(editor.has('/_app/editor-index-html-e.js')).toBe(true);
    // The helpers the runtime loads without naming: the editor's, until the runtime's manifest
    // says otherwise (the reason a build writes it).
    expect(editor.has('/_app/rolldown-runtime-B2.js')).toBe(true);
    expect(
      editorOnlyFiles({ ...pages, runtimeManifest: RUNTIME }).has('/_app/rolldown-runtime-B2.js'),
    ).toBe(false);
  });

  it('finds Monaco by its name or its own words, whatever the manifests say', () => {
    const none = new Set<string>();
    expect(downloaded(['/_app/monaco-X.js'], none)).toEqual(['/_app/monaco-X.js']);
    const bodies = new Map([['/_app/w-Y.js', Buffer.from('self.MonacoEnvironment = {}')]]);
    expect(downloaded(['/_app/w-Y.js', '/_app/react-A1.js'], none, bodies)).toEqual([
      '/_app/w-Y.js',
    ]);
  });
});

describe('readBuildFacts', () => {
  it('reads both manifests and the scripts each page names; a missing manifest is null', async () => {
    dir = await mkdtemp(join(tmpdir(), 'baobab-size-'));
    for (const app of ['runtime', 'editor']) {
      await mkdir(join(dir, app));
      await writeFile(
        join(dir, app, 'index.html'),
        `<script type="module" crossorigin src="/_app/${app}-1.js"></script>\n` +
          `<link rel="modulepreload" crossorigin href="/_app/react-A1.js">\n` +
          `<link rel="stylesheet" href="/_app/${app}-1.css">`,
      );
    }
    await writeFile(join(dir, 'runtime-manifest.json'), JSON.stringify(RUNTIME));
    expect(await readBuildFacts(dir)).toEqual({
      runtimeManifest: RUNTIME,
      editorManifest: null,
      runtimeHtml: ['/_app/runtime-1.js', '/_app/react-A1.js'],
      editorHtml: ['/_app/editor-1.js', '/_app/react-A1.js'],
    });
  });
});
