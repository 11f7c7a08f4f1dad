import { defineCommand } from '../command.ts';
import { definitionsOf, existingDefinition, type DataScopePayload } from './data-scope.ts';

export interface DeleteVariablePayload extends DataScopePayload {
  id: string;
}

/** Removes a variable from the site or a page; refuses an unknown one. */
export const deleteVariable = defineCommand({
  type: 'delete-variable',
  apply(doc, payload: DeleteVariablePayload) {
    existingDefinition(doc, payload, 'variables', payload.id);
    delete definitionsOf(doc, payload, 'variables')[payload.id];
  },
});
