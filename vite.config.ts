/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorStartChunks } from './server/build-chunks.ts';
import { editorIconModules } from './server/build-icons.ts';
import { editorLabelsOut } from './server/build-labels.ts';
import { reactRouterTreeShaking } from './server/build-pure.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Path aliases for the top-level folders, shared by Vite, Vitest and Storybook. */
export const alias = {
  '@shared': here('./shared'),
  '@catalogue': here('./catalogue'),
  '@plugins': here('./plugins'),
  '@runtime': here('./runtime'),
  '@editor': here('./editor'),
  '@server': here('./server'),
};

const INPUTS = {
  runtime: here('./runtime/index.html'),
  editor: here('./editor/index.html'),
  // The editor's canvas iframe, served at /canvas-frame on the editor host.
  canvas: here('./editor/canvas/frame.html'),
};

/**
 * `BAOBAB_BUILD_APPS=runtime` or `editor,canvas` builds only those entries (`server/build.ts`
 * builds the runtime alone, then the editor and its canvas into the same folder): built
 * together, the bundler shares chunks between the editor and the runtime, and the visitor's
 * home page paid 2.7 KB gzip for the split.
 */
function buildInputs(): Record<string, string> {
  const wanted = process.env.BAOBAB_BUILD_APPS?.split(',').map((name) => name.trim());
  if (!wanted) return INPUTS;
  return Object.fromEntries(Object.entries(INPUTS).filter(([name]) => wanted.includes(name)));
}

/** A build with the runtime in it (its pass, or all three apps together). */
function runtimePass(): boolean {
  const apps = process.env.BAOBAB_BUILD_APPS;
  return apps === undefined || apps.includes('runtime');
}

/**
 * The runtime's own pass or the server renderer's: definitions' labels are left out
 * (`server/build-labels.ts`); a build with the editor in it keeps them.
 */
function visitorPass(): boolean {
  const apps = process.env.BAOBAB_BUILD_APPS;
  return apps === 'runtime' || apps === 'ssr';
}

/** The editor's build pass (`editor,canvas`), not the runtime's nor a build of all three. */
function editorPass(): boolean {
  const apps = process.env.BAOBAB_BUILD_APPS;
  return apps?.includes('editor') === true && !apps.includes('runtime');
}

/**
 * The editor's pass puts the icons of its own interface in one chunk instead of one file each
 * (`server/build-icons.ts`); the runtime's pass keeps them apart.
 */
function editorIconGroup() {
  if (!editorPass()) return [];
  const modules = editorIconModules(here('.'));
  return [{ name: 'editor-icons', test: (id: string) => modules.has(id) }];
}

/**
 * The editor's pass also loads its start in few files: what the editor and its canvas frame
 * share in one chunk, the rest of the editor's start in another (`server/build-chunks.ts`).
 */
const startChunks = editorPass()
  ? editorStartChunks({ editor: INPUTS.editor, canvas: INPUTS.canvas })
  : null;

export default defineConfig({
  plugins: [
    react(),
    // react-router without what it keeps for nothing: 8 KB gzip on every visitor's page (home 152.6 → 144.6).
    reactRouterTreeShaking(),
    startChunks?.plugin,
    visitorPass() ? editorLabelsOut() : undefined,
  ],
  resolve: {
    alias: {
      ...alias,
      // qs needs only a WeakMap from side-channel; the package costs 18 KB gzip in the runtime.
      'side-channel': here('./runtime/shims/side-channel.cjs'),
    },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // App bundles live under /_app/ so that a site's own /assets/ never collide with them.
    assetsDir: '_app',
    // Vite's "(!) Some chunks are larger than 500 kB" fired on every build, and a user cannot act
    // on it: the chunks over 500 kB are loaded only where needed (minified, measured on this
    // build): the rich-text component (tiptap, 0.82 MB, only on a page with rich text: in the
    // runtime's pass and the editor's), the editor's code editor (`editors-*.js`, Monaco, 3.6 MB,
    // lazy) and the editor's own start (0.53 MB). Each limit sits just above its pass's largest
    // chunk, so a bigger one still warns; what a visitor's page loads is measured and budgeted
    // by `npm run bench -- size`.
    chunkSizeWarningLimit: process.env.BAOBAB_BUILD_APPS === 'runtime' ? 900 : 4_000,
    // The runtime's chunks by source module, for the server's preload links
    // (`runtime/server/module-preloads.ts`); the editor's, for `npm run bench -- size` to tell
    // its chunks from the runtime's of the same name (`bench/runtime-size.ts`). Outside `_app/`,
    // so never served.
    manifest: runtimePass()
      ? 'runtime-manifest.json'
      : editorPass()
        ? 'editor-manifest.json'
        : false,
    rollupOptions: {
      input: buildInputs(),
      output: {
        // React, react-dom and the JSX runtime in one chunk: split by the lazy chunks' imports,
        // they cost the home page 1 KB gzip more as three files.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            ...editorIconGroup(),
            ...(startChunks?.groups ?? []),
          ],
        },
        // Each lucide icon is a chunk of its own (icons load by name): they go under icons/, and
        // the catalogue components loaded by type (`loadCatalogueEntry`) under components/, so
        // the preload lists below can tell them apart.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 &&
          chunk.moduleIds.every((id) => id.includes('/lucide-react/dist/esm/icons/'))
            ? '_app/icons/[name]-[hash].js'
            : /[\\/]catalogue[\\/][\w-]+[\\/]index\.ts$/.test(chunk.facadeModuleId ?? '')
              ? '_app/components/[name]-[hash].js'
              : '_app/[name]-[hash].js',
      },
    },
    modulePreload: {
      // The entry lists, for every lazy chunk (components, engine…), the files to preload with
      // it. Icon chunks are left out of those lists: a component that shows icons imports them
      // itself, and listing the rich-text toolbar's 25 icons cost the home page 0.6 KB gzip.
      // The editor's page is the exception: the icons its own code imports are preloaded with
      // it (found only once its main chunk was parsed, they cost its first frame ~0.35 s).
      resolveDependencies: (filename, deps, { hostId, hostType }) =>
        deps.filter(
          (dep) =>
            (!dep.includes('/icons/') || (hostType === 'html' && hostId.startsWith('editor/'))) &&
            // A catalogue component's chunk preloads its CSS only: the runtime fetches every
            // component chunk of a page together with the page data, so their shared code
            // arrives while the data loads, and listing it all cost the home page 0.4 KB gzip.
            !(filename.includes('/components/') && dep.endsWith('.js')),
        ),
      // Every browser the runtime supports has <link rel="modulepreload"> (Safari 17, Firefox 115).
      polyfill: false,
    },
  },
  test: {
    // Vitest's default is one worker less than the CPUs: one on this 2-core machine, which ran the
    // whole suite in a single process. Two workers: server/publishing + uploads + payment 41 s → 24 s.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // PGlite (the embedded PostgreSQL) takes seconds to start when the machine is busy.
          hookTimeout: 60_000,
          // New PGlite databases start from a dumped empty cluster, not initdb (server/db/open.ts).
          globalSetup: ['tests/support/pglite-template.ts'],
          setupFiles: ['tests/support/pglite-template-setup.ts'],
          include: ['{shared,catalogue,plugins,runtime,editor,server,tests,bench}/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          setupFiles: ['tests/support/dom-setup.ts'],
          include: ['{shared,catalogue,plugins,runtime,editor}/**/*.test.tsx'],
        },
      },
    ],
  },
});
