/**
 * What the helper tests share: evaluation with the fixed clock and locale of the examples, and
 * the exact message of a formula that fails.
 */
import { expect } from 'vitest';
import { FormulaError } from '../errors.ts';
import { evaluateFormula } from '../evaluate.ts';
import type { EvaluateOptions } from '../env.ts';

/** The clock of every helper test and of the examples: 23 November 2026, 10:00 UTC. */
export const CLOCK = new Date('2026-11-23T10:00:00Z');

/** Evaluates `formula` with `variables` in scope, the fixed clock and locale 'en'. */
export function run(
  formula: string,
  variables: Record<string, unknown> = {},
  options: EvaluateOptions = {},
): unknown {
  return evaluateFormula(
    formula,
    { variables },
    { now: () => CLOCK, locale: 'en', warn: () => {}, ...options },
  );
}

/** The message of the FormulaError `formula` throws; the test fails if it throws none. */
export function errorOf(formula: string, variables: Record<string, unknown> = {}): string {
  try {
    run(formula, variables);
  } catch (error) {
    expect(error).toBeInstanceOf(FormulaError);
    return (error as FormulaError).message;
  }
  return expect.fail(`${formula} did not throw`);
}
