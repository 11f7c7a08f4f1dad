/**
 * Regular expressions of `match` filters, whose pattern may come from a visitor's variable: they
 * run on a linear-time engine (`pattern-engine.ts`, RE2) instead of `RegExp`, which backtracks
 * (`^(a|a)*$` against 26 characters held the server for 6.6 s). The engine is large, so it is
 * loaded on demand: whoever compiles a filter that has a pattern (`filterHasPattern`) awaits
 * `loadPatternEngine()` first; filters without one never load it.
 */
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { FilterGroup, FilterOperator } from '@shared/schema/logic.ts';
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

/** A character with a meaning in the pattern syntax; a text without one matches itself. */
const SYNTAX = /[\\^$.|?*+()[\]{}]/;

/** Whether the pattern is plain text (`Harare`, or empty): valid as it is, with no engine. */
export const isPlainPattern = (source: string): boolean => !SYNTAX.test(source);

/**
 * Why the engine cannot run this pattern, or null when it can: the editor's filter builder refuses
 * it with this reason (`validateSite` asks the engine directly). Plain text needs no engine; any
 * other pattern throws `PatternEngineNotLoaded` before `loadPatternEngine()` has settled.
 */
export function patternRefusal(source: string): string | null {
  if (isPlainPattern(source)) return null;
  if (!engine) throw new PatternEngineNotLoaded();
  return engine.refusalOf(source);
}

export const PATTERN_OPERATORS: ReadonlySet<FilterOperator> = new Set(['match', 'notMatch']);

/** A literal value of a `match`/`notMatch` condition and where it is, from the filter group. */
export interface FilterPattern {
  /** Keys from the group to the value: `['conditions', 0, 'conditions', 2, 'value']`. */
  path: Array<string | number>;
  /** As written: a pattern is a text; anything else is refused by the operator. */
  value: unknown;
}

/**
 * The literal patterns of a filter (a formula's pattern is known only when it runs, and
 * the operator names it then); groups walked without recursion.
 */
export function filterPatterns(filter: FilterGroup | null | undefined): FilterPattern[] {
  const found: FilterPattern[] = [];
  const groups: Array<{ group: FilterGroup; path: Array<string | number> }> = filter
    ? [{ group: filter, path: [] }]
    : [];
  for (let next = groups.shift(); next; next = groups.shift()) {
    next.group.conditions.forEach((node, index) => {
      const path = [...next.path, 'conditions', index];
      if (node.type === 'group') groups.push({ group: node, path });
      else if (PATTERN_OPERATORS.has(node.operator) && !isFormulaValue(node.value))
        found.push({ path: [...path, 'value'], value: node.value });
    });
  }
  return found;
}

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
