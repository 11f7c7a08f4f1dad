/** Lucide's icon names (kebab-case), loaded once from the package's own name → loader map. */
let names: Promise<string[]> | undefined;

export function loadIconNames(): Promise<string[]> {
  names ??= import('lucide-react/dynamicIconImports').then((module) =>
    Object.keys(module.default).sort(),
  );
  return names;
}

/** The names matching a search, those starting with it first. */
export function searchIcons(all: readonly string[], query: string, limit = 60): string[] {
  const q = query
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!q) return all.slice(0, limit);
  const starts = all.filter((name) => name.startsWith(q));
  const contains = all.filter((name) => !name.startsWith(q) && name.includes(q));
  return [...starts, ...contains].slice(0, limit);
}
