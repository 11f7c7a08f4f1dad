/**
 * The engines the runtime loads on demand, as one chunk: formulas, workflows, variables and
 * collection queries (the pattern engine of `match` filters is a chunk of its own, loaded by the
 * collections that have one). A page without formulas, workflows, variables or collections
 * never downloads them (see `needs-engine.ts`). qs, which `context.browser.query` needs, is a
 * chunk of its own (`state/query-view.ts`).
 */
export { createFormulaFunctions, evaluateFormula, FormulaError } from '@shared/formula/index.ts';
export { resolvePropertyValue } from '@shared/formula/resolve-value.ts';
export { runWorkflow } from '@shared/workflow/index.ts';
export { VariableStore } from '@shared/variables/store.ts';
export { queryCollection } from '@shared/collections/query.ts';
export { filterHasPattern, loadPatternEngine } from '@shared/collections/operators/pattern.ts';
export { callsPluginAction } from '../state/plugin-wait.ts';
export { metaBinder, metaProblemText } from '../app/meta-binder.ts';
