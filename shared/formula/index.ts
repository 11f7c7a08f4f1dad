/**
 * The formula engine: JavaScript-expression formulas over variables, collections, site formulas,
 * plugin variables and context, with the helper library of the seeds. Pure TypeScript.
 *
 *   evaluateFormula('sum(map(variables.cart, i => i.price * i.quantity))', scope)
 */
export { createFormulaFunctions, evaluateFormula, type FormulaDefinition } from './evaluate.ts';
export { parseFormula, type FormulaNode } from './parse.ts';
export { FormulaError, UNEXPECTED_END } from './errors.ts';
export { clearFormulaCache } from './cache.ts';
export { isFormulaFunction, type FormulaFunction } from './callable.ts';
export { findHelper } from './helpers/index.ts';
export { HELPERS, type HelperDefinition } from './helpers/catalog.ts';
export type { HelperCategory } from './helpers/define.ts';
export { resolvePropertyValue, type ResolveOptions } from './resolve-value.ts';
export { DEFAULT_STEP_LIMIT, type EvaluateOptions, type FormulaScope } from './env.ts';
