/**
 * The plugins under `plugins/`, found by their files, with no list to keep: adding a plugin is
 * adding its folder. A folder's `runtime.ts` (its definition, default export) is what the server
 * checks and publishes (`plugin-checks.ts`); its `server/index.ts` (a `PluginServer`, default
 * export) is what it serves (`plugin-servers.ts`). The runtime and the editor find the same
 * `runtime.ts` files with Vite's `import.meta.glob` (`runtime/plugins/load.ts`,
 * `editor/store/commands/plugin-registry.ts`); the server runs under Node, where those globs do
 * not exist, so it reads the folder.
 */
import { readdir, stat } from 'node:fs/promises';

/** The repository's `plugins/` folder. */
export const PLUGINS_ROOT = new URL('../plugins/', import.meta.url);

/** The plugin folders under `root` that hold `file` (`'runtime.ts'`, `'server/index.ts'`), sorted. */
export async function pluginFoldersWith(root: URL, file: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const holds = await stat(new URL(`${entry.name}/${file}`, root)).then(
      (info) => info.isFile(),
      () => false,
    );
    if (holds) found.push(entry.name);
  }
  return found.sort();
}

/**
 * The default export of `file` in every plugin folder that holds it, each checked by `accept`
 * (which names what is wrong): a folder whose file exports something else stops the server at
 * start with the file named, instead of a plugin silently missing.
 */
export async function discoverPlugins<T>(
  root: URL,
  file: string,
  accept: (value: unknown, folder: string) => string | null,
): Promise<T[]> {
  const found: T[] = [];
  for (const folder of await pluginFoldersWith(root, file)) {
    const module = (await import(new URL(`${folder}/${file}`, root).href)) as { default?: unknown };
    const problem = accept(module.default, folder);
    if (problem) throw new Error(`plugins/${folder}/${file}: ${problem}`);
    found.push(module.default as T);
  }
  return found;
}

/** Whether `value` is an object whose `id` is the folder's name (a plugin's files must agree). */
export function idProblem(value: unknown, folder: string, what: string): string | null {
  if (typeof value !== 'object' || value === null)
    return `its default export must be the plugin's ${what}`;
  const id = (value as { id?: unknown }).id;
  if (id !== folder)
    return `its ${what}'s id is ${JSON.stringify(id)}, not the folder's name "${folder}"`;
  return null;
}
