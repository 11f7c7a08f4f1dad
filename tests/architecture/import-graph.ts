/**
 * The source tree's import graph (static and dynamic imports, re-exports, type imports), read
 * with TypeScript's own pre-processor, and its circles (strongly connected components).
 * `imports.test.ts` uses it to refuse a circle between folders (eslint.imports.js).
 */
import ts from 'typescript';
import { execFileSync } from 'node:child_process';
import { dirname, join, normalize } from 'node:path';

/**
 * The builder's TypeScript files (`shared/` … `server/`) that git tracks or would track, without
 * tests, stories and declaration files: what the house rules speak of.
 */
export function sourceFiles(root: URL): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /^(shared|catalogue|plugins|runtime|editor|server)\/.*\.tsx?$/.test(file))
    .filter((file) => !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(file));
}

const ALIASES: Readonly<Record<string, string>> = {
  '@shared/': 'shared/',
  '@catalogue/': 'catalogue/',
  '@plugins/': 'plugins/',
  '@runtime/': 'runtime/',
  '@editor/': 'editor/',
  '@server/': 'server/',
};

/** The repository file an import names (`@shared/x.ts`, `../x`), or null for a package. */
export function resolveImport(from: string, specifier: string, files: ReadonlySet<string>) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let path: string;
  if (alias) path = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith('.')) path = normalize(join(dirname(from), specifier));
  else return null;
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`])
    if (files.has(candidate)) return candidate;
  return null;
}

/** Each file's imports of other files of the set. */
export function importGraph(
  files: readonly string[],
  read: (file: string) => string,
): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    graph.set(
      file,
      importedFiles
        .map(({ fileName }) => resolveImport(file, fileName, known))
        .filter((target): target is string => target !== null),
    );
  }
  return graph;
}

/** The graph's circles: components of more than one file (Tarjan), each sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The part of the builder a file belongs to: a top-level folder, a folder's server half
 * (`runtime/server`), a plugin's client side (`plugins/orders`) or its server half
 * (`plugins/orders/server`).
 */
export function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'plugins' && parts.length > 2)
    return parts[2] === 'server' ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
  if ((parts[0] === 'runtime' || parts[0] === 'editor') && parts[1] === 'server')
    return `${parts[0]}/server`;
  return parts[0]!;
}
