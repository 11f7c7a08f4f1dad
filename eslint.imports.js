// @ts-check
/**
 * Which folder may import which: the one place the direction of imports is written, enforced by
 * ESLint (`no-restricted-imports`, type imports included; tests and `testing/` helpers are free)
 * and checked by `tests/architecture/imports.test.ts`, which also fails on any import circle that
 * spans two folders.
 *
 * - The builder's client folders are layers: `shared` <- `catalogue` <- `plugins` (their
 *   manifests and client halves) <- `runtime` <- `editor`. A folder imports its own files and the
 *   layers before it, never a later one. The editor imports only the runtime's surface
 *   (`SURFACES`).
 * - Server code lives in the server halves: `server/`, `runtime/server/`, `editor/server/` and
 *   each plugin's `plugins/<name>/server/`. Client code never imports server code: no path with a
 *   `server` folder in it. A half imports `server/contract.ts` and the server's services; only the
 *   composition root (`server/app.ts`, `start.ts`, `plugin-servers.ts`) imports the halves, and
 *   nothing else imports it.
 * - Across folders, imports use the folder's alias (`@shared/…`), never `../` out of the folder,
 *   so that these rules see every such import.
 */

const FOLDERS = ['shared', 'catalogue', 'plugins', 'runtime', 'editor', 'server'];

/** Each client folder and the folders it may import besides itself. */
const CLIENT_LAYERS = {
  shared: [],
  catalogue: ['shared'],
  plugins: ['shared'],
  runtime: ['shared', 'catalogue', 'plugins'],
  editor: ['shared', 'catalogue', 'plugins', 'runtime'],
};

/**
 * The modules of a layer another may import, where not all: the runtime's surface for the
 * editor (the canvas renders pages with the runtime's renderer and state; the sidebar and the
 * overlay read its style rules). Anything else under `runtime/` is internal: widen this list
 * on purpose, in review. (One barrel module was tried and measured: the editor's build groups
 * modules by static reachability, `server/build-chunks.ts`, and a barrel imported at start put
 * the renderer and the catalogue registry in the editor's first load: +11.7 KB gzip, +3.9 split
 * in two entries.)
 */
const SURFACES = {
  editor: {
    runtime: [
      'render/ElementView.tsx',
      'render/PageView.tsx',
      'render/classes.ts',
      'render/context.ts',
      'render/css.ts',
      'render/display.ts',
      'render/index.ts',
      'render/resolve.ts',
      'render/stylesheet.ts',
      'engine/load.ts',
      'services/browser-context.ts',
      'state/collections.ts',
      'state/site-runtime.ts',
    ],
  },
};

/** Server halves outside `server/`: where each starts. */
const SERVER_HALVES = ['runtime/server/', 'editor/server/', 'plugins/*/server/'];

/** The server's composition root: it imports the halves, so nothing else imports it. */
const COMPOSITION_ROOT = ['app', 'start', 'plugin-servers'];

/** Free of these rules: tests, their helpers, stories (they compose whole servers). */
const FREE = ['**/*.test.{ts,tsx}', '**/testing/**', '**/*.stories.tsx'];

/** The deepest folder level the rules are written for (a file deeper fails the architecture test). */
export const MAX_DEPTH = 8;

const depths = Array.from({ length: MAX_DEPTH }, (_, i) => i + 1);

/** Files exactly `depth` folders below the repository (`runtime/app/x.ts` is 2). */
const atDepth = (prefix, depth) => {
  const below = depth - prefix.split('/').filter(Boolean).length;
  return below < 0 ? null : `${prefix}${'*/'.repeat(below)}*.{ts,tsx}`;
};

/** A relative import that climbs out of the top-level folder from a file `depth` deep. */
const relativeOut = (depth) => ({
  regex: `^(\\.\\./){${depth - 1}}\\.\\./`,
  message:
    'Import another top-level folder through its alias (@shared/…), not ../ (eslint.imports.js).',
});

const serverCode = {
  regex: '^(\\.{1,2}/|@\\w+/)(.*/)?server(/|\\.tsx?$)',
  message: 'Client code never imports server code (a server/ folder, @server/): eslint.imports.js.',
};

const compositionRoot = {
  regex: `^(@server/|(\\.{1,2}/)+(server/)?)(${COMPOSITION_ROOT.join('|')})\\.ts$`,
  message:
    'Only the composition root imports server/app.ts, start.ts, plugin-servers.ts; a server half imports server/contract.ts (eslint.imports.js).',
};

/** @returns {import('eslint').Linter.Config | null} */
function config(files, ignores, patterns) {
  if (files.some((glob) => glob === null)) return null;
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/** @type {import('eslint').Linter.Config[]} */
export const importRules = [
  // Client folders, depth by depth (the `../` pattern depends on it).
  ...Object.entries(CLIENT_LAYERS).flatMap(([folder, allowed]) => {
    const forbidden = FOLDERS.filter((other) => other !== folder && !allowed.includes(other));
    const layer = {
      regex: `^@(${forbidden.join('|')})/`,
      message: `${folder}/ imports only ${[folder, ...allowed].join(', ')} (eslint.imports.js).`,
    };
    const surfaces = Object.entries(SURFACES[folder] ?? {}).map(([other, names]) => ({
      regex: `^@${other}/(?!(${names.map((name) => name.replaceAll('.', '\\.')).join('|')})$)`,
      message: `${folder}/ imports from ${other}/ only its surface listed in eslint.imports.js (SURFACES).`,
    }));
    return depths.map((depth) =>
      config(
        [atDepth(`${folder}/`, depth)],
        [...FREE, 'runtime/ssr.tsx'],
        [layer, ...surfaces, serverCode, relativeOut(depth)],
      ),
    );
  }),
  // The server's own folder: anything, but the composition root only from itself.
  ...depths.map((depth) =>
    config(
      [atDepth('server/', depth)],
      [...FREE, ...COMPOSITION_ROOT.map((name) => `server/${name}.ts`)],
      [compositionRoot, relativeOut(depth)],
    ),
  ),
  // Server halves elsewhere (after their folder's rules, which they replace).
  ...SERVER_HALVES.flatMap((prefix) =>
    depths.map((depth) =>
      config([atDepth(prefix, depth)], FREE, [compositionRoot, relativeOut(depth)]),
    ),
  ),
].filter((entry) => entry !== null);
