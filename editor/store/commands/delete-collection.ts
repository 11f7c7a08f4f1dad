import { defineDeleteCommand, type DataIdPayload } from './data-scope.ts';

export type DeleteCollectionPayload = DataIdPayload;

/** Removes a collection from the site or a page; refuses an unknown one. */
export const deleteCollection = defineDeleteCommand('delete-collection', 'collections');
