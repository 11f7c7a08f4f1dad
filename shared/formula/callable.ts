/**
 * Functions a formula may call: the arrows it writes and the site formulas. Any other function
 * that reaches a formula (through data or scope) is a value it can pass around but never call.
 *
 * The mark is a property under a symbol private to this module: nothing else can set it, and
 * setting it is far cheaper than a WeakSet entry (arrows are made on every evaluation).
 */
const CALLABLE = Symbol('formula function');

export type FormulaFunction = (...args: unknown[]) => unknown;

export function markCallable<F extends FormulaFunction>(fn: F): F {
  (fn as F & { [CALLABLE]?: true })[CALLABLE] = true;
  return fn;
}

export function isFormulaFunction(value: unknown): value is FormulaFunction {
  return typeof value === 'function' && (value as { [CALLABLE]?: true })[CALLABLE] === true;
}
