import { defineCommand } from '../command.ts';
import { definitionsOf, existingDefinition, type DataScopePayload } from './data-scope.ts';

export interface DeleteFormulaPayload extends DataScopePayload {
  id: string;
}

/** Removes a formula from the site or a page; refuses an unknown one. */
export const deleteFormula = defineCommand({
  type: 'delete-formula',
  apply(doc, payload: DeleteFormulaPayload) {
    existingDefinition(doc, payload, 'formulas', payload.id);
    delete definitionsOf(doc, payload, 'formulas')[payload.id];
  },
});
