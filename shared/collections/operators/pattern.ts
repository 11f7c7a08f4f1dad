/**
 * Regular expressions of `match` filters, whose pattern may come from a visitor's variable: they
 * run on a linear-time engine (`pattern-engine.ts`, RE2) instead of `RegExp`, which backtracks
 * (`^(a|a)*$` against 26 characters held the server for 6.6 s). The engine is large, so it is
 * loaded on demand: whoever compiles a filter that has a pattern (`filterHasPattern`) awaits
 * `loadPatternEngine()` first; filters without one never load it.
 */
import type { FilterGroup } from '@shared/schema/logic.ts';
import type * as PatternEngine from './pattern-engine.ts';

export type PatternTest = (text: string) => boolean;

type Engine = typeof PatternEngine;

let engine: Engine | null = null;
let loading: Promise<void> | null = null;

/** Loads the engine once; later calls share the first. A failed download is tried again. */
export function loadPatternEngine(): Promise<void> {
  loading ??= import('./pattern-engine.ts').then(
    (module) => void (engine = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const patternEngineLoaded = (): boolean => engine !== null;

/** Thrown by `compilePattern` before `loadPatternEngine()` has settled. */
export class PatternEngineNotLoaded extends Error {
  constructor() {
    super('the pattern engine is not loaded yet');
    this.name = 'PatternEngineNotLoaded';
  }
}

/** The pattern as a linear-time test; throws with the reason when it is not valid. */
export function compilePattern(source: string): PatternTest {
  if (!engine) throw new PatternEngineNotLoaded();
  return engine.linearPattern(source);
}

const PATTERN_OPERATORS: ReadonlySet<string> = new Set(['match', 'notMatch']);

/** Whether a filter has a `match` or `notMatch` condition (its groups walked without recursion). */
export function filterHasPattern(filter: FilterGroup | null | undefined): boolean {
  const groups = filter ? [filter] : [];
  for (let group = groups.pop(); group; group = groups.pop()) {
    for (const node of group.conditions) {
      if (node.type === 'group') groups.push(node);
      else if (PATTERN_OPERATORS.has(node.operator)) return true;
    }
  }
  return false;
}
