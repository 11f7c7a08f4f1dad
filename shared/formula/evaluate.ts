/** Evaluating formulas, and site formulas as functions a formula can call. */
import { compiled } from './cache.ts';
import { frameOf, type Compiled } from './compile.ts';
import { markCallable, type FormulaFunction } from './callable.ts';
import {
  activeEnv,
  Env,
  MAX_CALL_DEPTH,
  enter,
  type EvaluateOptions,
  type FormulaScope,
} from './env.ts';
import { asFormulaError, FormulaError } from './errors.ts';
import { safeSet } from '@shared/values/index.ts';

/**
 * Evaluates `source` against `scope`. The formula is compiled once and cached by its source.
 * Throws `FormulaError` for every failure: syntax, unknown names, parameter kinds, forbidden
 * access, a runaway formula.
 */
export function evaluateFormula(
  source: string,
  scope: FormulaScope,
  options?: EvaluateOptions,
): unknown {
  const run = compiled(source);
  const env = new Env(scope, options);
  const previous = enter(env);
  try {
    return run(env, undefined);
  } catch (error) {
    throw asFormulaError(error);
  } finally {
    enter(previous);
  }
}

/** A site formula as the site definition stores it. */
export interface FormulaDefinition {
  readonly id: string;
  readonly name: string;
  readonly parameters?: readonly string[] | undefined;
  readonly code: string;
}

/**
 * Site formulas as functions to put in the scope's `formulas`, keyed by id and by name. They run
 * inside a formula (`formulas.cartTotal(variables.cart)`), against that evaluation's scope and
 * budget; calls nested deeper than 64 are stopped (a formula calling itself).
 */
export function createFormulaFunctions(
  definitions: Iterable<FormulaDefinition>,
): Record<string, FormulaFunction> {
  const functions: Record<string, FormulaFunction> = {};
  for (const definition of definitions) {
    const parameters = definition.parameters ?? [];
    let run: Compiled | undefined; // compiled on the first call, then kept by the function
    const fn = markCallable((...args: unknown[]) => {
      const env = activeEnv();
      if (!env) {
        throw new FormulaError(`Formula "${definition.name}" can only be called from a formula`);
      }
      if (env.depth >= MAX_CALL_DEPTH) {
        throw new FormulaError(
          `Formula "${definition.name}" stopped: more than ${MAX_CALL_DEPTH} nested formula calls (does it call itself?)`,
        );
      }
      run ??= compiled(definition.code, parameters);
      env.depth++;
      try {
        return run(env, frameOf(args, undefined));
      } catch (error) {
        if (error instanceof FormulaError && !error.message.startsWith('Formula "')) {
          throw new FormulaError(`Formula "${definition.name}": ${error.message}`, error.index);
        }
        throw error;
      } finally {
        env.depth--;
      }
    });
    safeSet(functions, definition.id, fn);
    if (!Object.hasOwn(functions, definition.name)) safeSet(functions, definition.name, fn);
  }
  return functions;
}
