import type { FilterCondition, FilterGroup } from '@shared/schema/logic.ts';
import type { FormulaValue } from '@shared/schema/values.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import { conditionTest, type RecordTest } from './operators/index.ts';

export interface FilterOptions {
  /** Turns a condition value `{ $formula: "…" }` into a value, once per compile. */
  resolveValue?: ((value: FormulaValue) => unknown) | undefined;
}

export type { RecordTest };

const passAll: RecordTest = () => true;

function conditionValue(condition: FilterCondition, options: FilterOptions | undefined): unknown {
  const { value } = condition;
  if (!isFormulaValue(value)) return value;
  if (!options?.resolveValue) {
    throw new Error(
      `Filter on "${condition.key}": the value is a formula (${JSON.stringify(value.$formula)}) ` +
        'but no resolveValue option was given to evaluate it',
    );
  }
  return options.resolveValue(value);
}

function compileCondition(condition: FilterCondition, options?: FilterOptions): RecordTest {
  return conditionTest(condition.operator, conditionValue(condition, options), condition.key);
}

function compileGroup(group: FilterGroup, options?: FilterOptions): RecordTest {
  if (group.combinator !== 'and' && group.combinator !== 'or') {
    throw new Error(`Filter group: unknown combinator "${String(group.combinator)}"`);
  }
  const tests = group.conditions.map((node) =>
    node.type === 'group' ? compileGroup(node, options) : compileCondition(node, options),
  );
  // An empty group, "and" or "or", filters nothing out.
  if (tests.length === 0) return passAll;
  if (tests.length === 1) return tests[0]!;
  if (group.combinator === 'or') {
    return (record) => {
      for (let i = 0; i < tests.length; i++) if (tests[i]!(record)) return true;
      return false;
    };
  }
  return (record) => {
    for (let i = 0; i < tests.length; i++) if (!tests[i]!(record)) return false;
    return true;
  };
}

/**
 * The filter as one function, built once: paths split, formula values resolved, regular
 * expressions compiled, one closure per condition and group. No filter passes every record.
 * Throws on a formula value without `resolveValue`, an invalid `match` pattern, an unknown
 * operator or combinator.
 */
export function compileFilter(
  filter: FilterGroup | null | undefined,
  options?: FilterOptions,
): RecordTest {
  return filter ? compileGroup(filter, options) : passAll;
}

/** The records that pass `filter`, in their order, as a new array. */
export function applyFilter<T>(
  records: readonly T[],
  filter: FilterGroup | null | undefined,
  options?: FilterOptions,
): T[] {
  if (!filter) return records.slice();
  return records.filter(compileFilter(filter, options));
}
