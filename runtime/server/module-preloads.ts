/**
 * The scripts a page needs at start, named in its HTML so that the browser fetches them with the
 * HTML instead of one import after another (the runtime's entry, then the engine it imports,
 * then the page data, then the components the data names, then the code those share: five
 * round trips on a phone network before the first product shows).
 *
 * The production build writes `runtime-manifest.json` (Vite's manifest of the runtime's pass:
 * source module → chunk, with the chunks it imports and its CSS). For a page, the modules are:
 * the catalogue component of every element type in its data, the engine and the workflow effects
 * when the app or the page has logic (`needs-engine.ts`, as the runtime decides), the plugins'
 * start when the site enables one, the access guard for a page with user groups, the record
 * loader for a page bound to a data set, and the elements' HTML attributes when one has some.
 * Each becomes `<link rel="modulepreload">` for its chunk and the chunks it imports, and
 * `<link rel="preload" as="style">` for its CSS; nothing is listed twice, nor what the entry
 * already preloads.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AppData, PageData, PublishedPage } from '@shared/schema/compose.ts';
import type { ChunkManifest, ManifestChunk } from '@server/front-end.ts';
import { appNeedsEngine, pageNeedsEngine } from '@runtime/engine/needs-engine.ts';
import { hasHtml } from '@runtime/render/html-load.ts';
import { pageIcons } from '@runtime/render/page-icons.ts';
import { escapeHtml } from './site-source.ts';

/** The runtime's entry in the manifest: what its HTML already loads. */
const ENTRY = 'runtime/index.html';

export { pageIcons };

/** The app's start, which the runtime's small entry imports (`runtime/main.tsx`). */
export const START_MODULE = 'runtime/start.tsx';

/** Source modules (manifest keys) the runtime loads to show this page. */
export function pageModules(app: AppData, page: PublishedPage, data: PageData): string[] {
  const modules = new Set<string>([START_MODULE]);
  for (const element of Object.values(data.wwObjects)) {
    modules.add(`catalogue/${element.type}/index.ts`);
  }
  if (appNeedsEngine(app) || pageNeedsEngine(data)) {
    modules.add('runtime/engine/index.ts');
    modules.add('runtime/app/effects.ts');
  }
  if (Object.keys(app.plugins).length > 0) modules.add('runtime/plugins/start.ts');
  if (page.pageUserGroups.length > 0) modules.add('runtime/app/guard.ts');
  if (page.cmsDataSetPath) modules.add('runtime/app/load-record.ts');
  if (Object.values(data.wwObjects).some(hasHtml)) modules.add('runtime/render/html-attributes.ts');
  return [...modules];
}

let aliases: ReadonlyMap<string, string> | undefined;

/**
 * Icon names lucide keeps as aliases of another icon's file (`trash-2` → `trash.mjs`), read once
 * from its name → loader map: the build made a chunk of the file the map imports.
 */
function iconAliases(): ReadonlyMap<string, string> {
  if (aliases) return aliases;
  const found = new Map<string, string>();
  try {
    const file = createRequire(import.meta.url).resolve('lucide-react/dynamicIconImports');
    const source = readFileSync(join(dirname(file), 'dist/esm/dynamicIconImports.mjs'), 'utf8');
    for (const [, name, module] of source.matchAll(
      /"([a-z0-9-]+)": \(\) => import\('\.\/icons\/([a-z0-9-]+)\.mjs'\)/g,
    )) {
      if (name !== module) found.set(name!, module!);
    }
  } catch {
    // Without the map, aliases load through the runtime's own lookup.
  }
  return (aliases = found);
}

/**
 * A lucide icon module's key in the manifest: a path from the project's root, which starts with
 * `node_modules/` only when the packages are installed inside it. In a workspace whose packages
 * are hoisted to a parent folder, or linked from elsewhere, it reads `../node_modules/lucide-react/…`;
 * matched on the exact prefix, no icon was found there, and every page loaded lucide's name → loader
 * map (33.5 KB gzip) to draw its icons.
 */
const ICON_MODULE = /(?:^|\/)node_modules\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.mjs$/;

type IconIndex = Map<string, ManifestChunk>;

/** An index of a manifest's icon chunks, built once per manifest: `nameOf` names a chunk or not. */
function iconIndex(
  nameOf: (key: string, chunk: ManifestChunk) => string | undefined,
): (manifest: ChunkManifest) => IconIndex {
  const built = new WeakMap<ChunkManifest, IconIndex>();
  return (manifest) => {
    let index = built.get(manifest);
    if (!index) {
      index = new Map();
      for (const [key, chunk] of Object.entries(manifest)) {
        const name = nameOf(key, chunk);
        if (name) index.set(name, chunk);
      }
      built.set(manifest, index);
    }
    return index;
  };
}

/** The manifest's lucide icon modules that are chunks of their own, by file name (`trash`). */
const iconModuleChunks = iconIndex((key) => ICON_MODULE.exec(key)?.[1]);

/**
 * Icons a component also imports (the select's cross): the build keeps each in a shared chunk
 * under `_app/icons/`, listed by its name (`_x-….js`, name `x`) rather than by its module.
 */
const sharedIconChunks = iconIndex((key, chunk) =>
  key.startsWith('_') && chunk.file.startsWith('_app/icons/') ? chunk.name : undefined,
);

/**
 * The chunk address of each icon the build made a chunk of its own (`/_app/icons/plus-….js`),
 * for the page's HTML (`baobab-icons`). They are not preloaded: an icon in a closed dialog (the
 * cart's buttons) would cost every page its chunk.
 */
export function iconChunks(
  manifest: ChunkManifest,
  names: readonly string[],
): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const name of names) {
    const chunk =
      iconModuleChunks(manifest).get(iconAliases().get(name) ?? name) ??
      sharedIconChunks(manifest).get(name);
    if (chunk) urls[name] = `/${chunk.file}`;
  }
  return urls;
}

/** Files (under the build folder) of the modules' chunks and the chunks they import, and CSS. */
export function chunkFiles(
  manifest: ChunkManifest,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const entry = manifest[ENTRY];
  const loaded = new Set<string>();
  // The entry's own chunk and its imports are in the HTML already.
  const skip = (key: string): void => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) skip(imported);
  };
  if (entry) skip(ENTRY);
  const entryStyles = new Set(entry?.css ?? []);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) return;
    loaded.add(key);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!entryStyles.has(css)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts, styles: [...styles] };
}

/**
 * The `<link>` tags of `chunkFiles`, with root-relative addresses. CSS is preloaded, or linked
 * as a stylesheet for a page rendered on the server (its HTML shows before the scripts run; the
 * scripts find the stylesheet there and do not add it again).
 */
export function preloadLinks(
  files: { scripts: string[]; styles: string[] },
  stylesheets = false,
): string {
  const style = stylesheets ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  return [
    ...files.scripts.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`),
    ...files.styles.map((file) => `<link ${style} href="/${escapeHtml(file)}">`),
  ].join('');
}
