/**
 * The JavaScript a visitor's browser downloads to show a storefront page, per route, measured
 * where it happens: the real server (`npm start`, production build) and Chromium. Every script
 * response of the page load (entry, module preloads, dynamic chunks the page pulls in) is
 * gzip-compressed at level 9 and summed. Fails when editor code (the editor entry or a chunk only
 * the editor imports, Monaco) is among them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR } from '@server/front-end.ts';
import { launchChromium } from './support/chromium.ts';
import { startServer } from './support/server.ts';

/** Storefront routes measured; the home page is the one the budget is for. */
export const SIZE_ROUTES = ['/', '/faq'];
/**
 * Reported, not budgeted: pages with formulas (the engine chunk), a category page listing the
 * shop's products and a product page bound to its record.
 */
export const ENGINE_ROUTES = ['/send-airtime', '/category-groceries', '/product/recMaizeMeal10kg1'];
export const BUDGET_KB_GZIP = 100;

export interface ScriptSize {
  /** Path of the script (`/_app/runtime-….js`). */
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteSize {
  route: string;
  scripts: ScriptSize[];
  bytes: number;
  gzip: number;
}

/** A chunk of a Vite manifest (`build.manifest`): its file and what it imports. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a build tells of its files. Both passes (`server/build.ts`) write into one folder, and
 * each writes the chunks it shares with the other under the same name (React, the bundler's
 * runtime helpers: same code, same hash): a file's name says nothing of whose it is, only the
 * manifests and the pages do.
 */
export interface BuildFacts {
  /** `runtime-manifest.json`, the runtime pass's manifest (a build of all apps together: theirs). */
  runtimeManifest: Manifest | null;
  /** `editor-manifest.json`, the editor pass's manifest (editor and canvas). */
  editorManifest: Manifest | null;
  /** Scripts the runtime's `index.html` names (`/_app/….js`). */
  runtimeHtml: string[];
  /** Scripts the editor's `index.html` names. */
  editorHtml: string[];
}

/** Files reachable from a manifest entry through static and dynamic imports. */
function reachable(manifest: Manifest, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    reachable(manifest, next, into);
  return into;
}

/** The editor's entries are `editor/index.html` and `editor/canvas/frame.html`. */
const isEditorEntry = (key: string) => key.startsWith('editor/');

/**
 * Built files (`/_app/…`) that belong to the editor only: every file an editor entry reaches
 * (through each manifest there is, and its page's scripts) that no runtime entry reaches (its
 * manifest, its page's scripts). A file both reach is the runtime's, whoever wrote it.
 *
 * Without the runtime's manifest, the runtime is what its page names: a chunk it loads without
 * naming it (the bundler's helpers) would be called the editor's when the editor's page names
 * it — the bench failed so on main twice; a build always writes that manifest. Without the
 * editor's manifest, the editor is what its page names: its lazy chunks go unnoticed but Monaco,
 * which `editorCodeIn` finds by name and content.
 */
export function editorOnlyFiles(facts: BuildFacts): Set<string> {
  const runtime = new Set(facts.runtimeHtml);
  const editor = new Set(facts.editorHtml);
  for (const manifest of [facts.runtimeManifest, facts.editorManifest]) {
    if (!manifest) continue;
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isEntry) continue;
      for (const file of reachable(manifest, key))
        (isEditorEntry(key) ? editor : runtime).add(`/${file}`);
    }
  }
  return new Set([...editor].filter((file) => !runtime.has(file)));
}

/** What the build in `dir` tells of its files (`editorOnlyFiles`). */
export async function readBuildFacts(dir = DIST_DIR): Promise<BuildFacts> {
  const json = async (name: string) => {
    const text = await readFile(join(dir, name), 'utf8').catch(() => null);
    return text === null ? null : (JSON.parse(text) as Manifest);
  };
  const scriptsOf = async (app: string) => {
    const html = await readFile(join(dir, app, 'index.html'), 'utf8');
    return [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  };
  return {
    runtimeManifest: await json('runtime-manifest.json'),
    editorManifest: await json('editor-manifest.json'),
    runtimeHtml: await scriptsOf('runtime'),
    editorHtml: await scriptsOf('editor'),
  };
}

/**
 * The scripts of a page load that are editor code: a file only the editor reaches, or Monaco
 * (by name, or its loader and workers, which name themselves: no runtime code mentions it).
 */
export function editorCodeIn(
  scripts: ScriptSize[],
  editorFiles: Set<string>,
  bodies: Map<string, Buffer>,
): string[] {
  return scripts
    .filter(
      (s) =>
        editorFiles.has(s.file) ||
        /monaco/i.test(s.file) ||
        /monaco-editor|MonacoEnvironment/.test(bodies.get(s.file)?.toString('utf8') ?? ''),
    )
    .map((s) => s.file);
}

type Browser = Awaited<ReturnType<typeof launchChromium>>;
type Page = Awaited<ReturnType<Browser['newPage']>>;

/**
 * The scripts a first visit downloads while `visit` runs (a fresh context: nothing cached),
 * checked for editor code.
 */
async function scriptsOfVisit(
  browser: Browser,
  route: string,
  editorFiles: Set<string>,
  visit: (page: Page) => Promise<void>,
): Promise<RouteSize> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Buffer>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
    const path = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => void bodies.set(path, body),
        () => undefined,
      ),
    );
  });
  try {
    await visit(page);
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const scripts = [...bodies].map(([file, body]) => ({
    file,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  const editorCode = editorCodeIn(scripts, editorFiles, bodies);
  if (editorCode.length > 0) {
    throw new Error(`Editor code is downloaded on ${route}: ${editorCode.join(', ')}`);
  }
  if (scripts.length === 0) throw new Error(`No JavaScript was downloaded on ${route}`);
  return {
    route,
    scripts,
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
  };
}

async function open(page: Page, url: string, route: string) {
  const answer = await page.goto(url, { waitUntil: 'networkidle' });
  if (!answer?.ok()) throw new Error(`${route} answered ${answer?.status()}`);
}

export async function measureRouteSizes(routes: string[] = SIZE_ROUTES): Promise<RouteSize[]> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const editorFiles = editorOnlyFiles(await readBuildFacts());
    const sizes: RouteSize[] = [];
    for (const route of routes)
      sizes.push(
        await scriptsOfVisit(browser, route, editorFiles, (page) =>
          open(page, `${server.preview}${route}`, route),
        ),
      );
    return sizes;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The aisle measured with this many products (issue 27: "a category page with 60 products"). */
export const FULL_AISLE_PRODUCTS = 60;
const FULL_AISLE_ROUTE = '/category-groceries';
/** A product card of the storefront's aisle (its class ends in `-product-card`). */
const PRODUCT_CARD = '[class*="-product-card"]';
export const SHOP_RECORDS = join('cross-border-shop', 'datasource', 'appBaobabBasket01.json');

interface ShopRecords {
  tables: Array<{ name: string; records: Array<{ id: string; fields: Record<string, unknown> }> }>;
}

/**
 * Grows the groceries aisle of a copy of `sites/` to `wanted` products: more packs of its own
 * products (new ids and sort positions), as a bigger shop would list.
 */
export async function growGroceries(sitesDir: string, wanted = FULL_AISLE_PRODUCTS) {
  const file = join(sitesDir, SHOP_RECORDS);
  const data = JSON.parse(await readFile(file, 'utf8')) as ShopRecords;
  const products = data.tables.find((table) => table.name === 'Products');
  if (!products) throw new Error(`${file} has no Products table`);
  const groceries = products.records.filter((r) => r.fields['Category'] === 'groceries');
  if (groceries.length === 0) throw new Error(`${file} has no groceries`);
  for (let n = groceries.length + 1; n <= wanted; n++) {
    const model = groceries[n % groceries.length]!;
    products.records.push({
      id: `recBenchGroc${String(n).padStart(5, '0')}`,
      fields: { ...model.fields, Name: `${String(model.fields['Name'])} (pack ${n})`, Sort: n },
    });
  }
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * The JavaScript a visitor downloads on an aisle of 60 products, shown all: the page, then
 * "Load more" until every product card is on screen.
 */
export async function measureFullAisle(): Promise<RouteSize> {
  const server = await startServer({ prepareSites: (dir) => growGroceries(dir) });
  const browser = await launchChromium();
  const route = `${FULL_AISLE_ROUTE} (${FULL_AISLE_PRODUCTS} products, all shown)`;
  try {
    return await scriptsOfVisit(
      browser,
      route,
      editorOnlyFiles(await readBuildFacts()),
      async (page) => {
        await open(page, `${server.preview}${FULL_AISLE_ROUTE}`, route);
        const cards = page.locator(PRODUCT_CARD);
        const more = page.getByRole('button', { name: 'Load more' });
        for (let shown = await cards.count(); shown < FULL_AISLE_PRODUCTS;) {
          await more.click();
          await page.waitForFunction(
            ([selector, before]) => document.querySelectorAll(selector).length > before,
            [PRODUCT_CARD, shown] as const,
          );
          shown = await cards.count();
        }
        await page.waitForLoadState('networkidle');
      },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** `npm run bench -- size`: measures and prints one table per route; false when over budget. */
export async function reportRouteSizes(): Promise<boolean> {
  const all = [
    ...(await measureRouteSizes([...SIZE_ROUTES, ...ENGINE_ROUTES])),
    await measureFullAisle(),
  ];
  const routes = all.filter((r) => SIZE_ROUTES.includes(r.route));
  for (const route of all) {
    console.log(`\nJavaScript downloaded for ${route.route} (production build, gzip -9)`);
    console.table([
      ...route.scripts.map((s) => ({ file: s.file, KB: kb(s.bytes), 'KB gzip': kb(s.gzip) })),
      { file: 'total', KB: kb(route.bytes), 'KB gzip': kb(route.gzip) },
    ]);
  }
  const over = routes.filter((r) => r.gzip > BUDGET_KB_GZIP * 1024);
  for (const r of over)
    console.log(`Over budget: ${r.route} needs ${kb(r.gzip)} KB gzip (target ≤ ${BUDGET_KB_GZIP})`);
  if (over.length === 0)
    console.log(`Every route is within ${BUDGET_KB_GZIP} KB gzip; no editor code.`);
  return over.length === 0;
}
