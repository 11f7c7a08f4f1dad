import { formulaSchema, type Formula } from '@shared/schema/logic.ts';
import { defineAddCommand, type DataScopePayload } from './data-scope.ts';
import { checkParameters } from './formula-parameters.ts';

export interface AddFormulaPayload extends DataScopePayload {
  name: string;
  /** Parameter names the body reads (`formulas.total(items)` → `items`); default none. */
  parameters?: string[];
  /** The body, a formula expression; default empty. */
  code?: string;
}

/**
 * Adds a formula (`formulas.name(…)` in other formulas) to the site or a page, with id
 * `newId('formula')`. Refuses a blank, unwritable or taken name and invalid parameters.
 */
export const addFormula = defineAddCommand(
  'add-formula',
  'formulas',
  formulaSchema,
  (name, payload: AddFormulaPayload, { newId }) => {
    const formula: Formula = { id: newId('formula'), name, code: payload.code ?? '' };
    const parameters = checkParameters(payload.parameters ?? []);
    if (parameters.length > 0) formula.parameters = parameters;
    return formula;
  },
);
