import { defineDeleteCommand, type DataIdPayload } from './data-scope.ts';

export type DeleteFormulaPayload = DataIdPayload;

/** Removes a formula from the site or a page; refuses an unknown one. */
export const deleteFormula = defineDeleteCommand('delete-formula', 'formulas');
