/**
 * Functions a formula may call: the arrows it writes and the site formulas. Any other function
 * that reaches a formula (through data or scope) is a value it can pass around but never call.
 */
const callables = new WeakSet<object>();

export type FormulaFunction = (...args: unknown[]) => unknown;

export function markCallable<F extends FormulaFunction>(fn: F): F {
  callables.add(fn);
  return fn;
}

export function isFormulaFunction(value: unknown): value is FormulaFunction {
  return typeof value === 'function' && callables.has(value);
}
