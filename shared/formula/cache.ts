/**
 * Compiled formulas by source, so a formula bound on 100 repeated items is parsed once. Bounded:
 * past `MAX_ENTRIES` the oldest entries go (a Map keeps insertion order). A formula that does not
 * parse is cached too, as a function that throws its error.
 */
import { compileFormulaTree, type Compiled } from './compile.ts';
import { asFormulaError } from './errors.ts';
import { parseFormula } from './parse.ts';

const MAX_ENTRIES = 2_000;
const cache = new Map<string, Compiled>();

function compileSource(source: string, parameters: readonly string[]): Compiled {
  try {
    const tree = parseFormula(source);
    return compileFormulaTree(tree, parameters);
  } catch (error) {
    const failure = asFormulaError(error);
    return () => {
      throw failure;
    };
  }
}

/** The compiled form of `source`, from the cache or compiled now. */
export function compiled(source: string, parameters: readonly string[] = []): Compiled {
  const key = parameters.length > 0 ? `${parameters.join(',')}\u0000${source}` : source;
  let entry = cache.get(key);
  if (entry === undefined) {
    entry = compileSource(source, parameters);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
  }
  return entry;
}

export function clearFormulaCache(): void {
  cache.clear();
}
