import { defineCommand } from '../command.ts';
import { definitionsOf, existingDefinition, type DataScopePayload } from './data-scope.ts';

export interface DeleteCollectionPayload extends DataScopePayload {
  id: string;
}

/** Removes a collection from the site or a page; refuses an unknown one. */
export const deleteCollection = defineCommand({
  type: 'delete-collection',
  apply(doc, payload: DeleteCollectionPayload) {
    existingDefinition(doc, payload, 'collections', payload.id);
    delete definitionsOf(doc, payload, 'collections')[payload.id];
  },
});
