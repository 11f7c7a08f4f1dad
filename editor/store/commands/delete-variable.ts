import { defineDeleteCommand, type DataIdPayload } from './data-scope.ts';

export type DeleteVariablePayload = DataIdPayload;

/** Removes a variable from the site or a page; refuses an unknown one. */
export const deleteVariable = defineDeleteCommand('delete-variable', 'variables');
