/**
 * The lucide icons the editor's own interface imports by name (`import { Plus } from
 * 'lucide-react'`), as their module files. Every lucide icon is a module the catalogue can load
 * by name, so the bundler gives each its own chunk; the editor's page then fetched ~50 tiny
 * icon files before it could start (~0.45 s of its first usable frame, 2,000-element bench).
 * The editor's build groups these into one chunk (`vite.config.ts`); the runtime's is unchanged.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g;
const EXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g;

/** Names imported from 'lucide-react' in these sources (`type` imports and `as` aliases read). */
export function importedIconNames(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, list] of source.matchAll(IMPORT)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Each exported name of lucide's ES entry → its icon file (`./icons/grip-vertical.mjs`). */
export function iconFilesByName(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, list, file] of barrel.matchAll(EXPORT)) {
    for (const part of list!.split(',')) {
      const name = part.split(/\s+as\s+/)[1]?.trim();
      if (name) files.set(name, file!);
    }
  }
  return files;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/**
 * The absolute paths of the icon modules the editor imports, for the bundler's group test. The
 * bundler names modules by their real path: through a symlinked `node_modules` (a worktree
 * sharing another checkout's) the linked path would match none, and every icon would be a
 * chunk of its own again.
 */
export function editorIconModules(root: string): Set<string> {
  const lucide = realpathSync(join(root, 'node_modules/lucide-react/dist/esm'));
  const files = iconFilesByName(readFileSync(join(lucide, 'lucide-react.mjs'), 'utf8'));
  const modules = new Set<string>();
  for (const name of importedIconNames(sourcesUnder(join(root, 'editor')))) {
    const file = files.get(name);
    if (file) modules.add(join(lucide, file));
  }
  return modules;
}
