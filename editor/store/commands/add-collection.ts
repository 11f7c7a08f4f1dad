import { collectionSchema, type Collection } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { defineAddCommand, type DataScopePayload } from './data-scope.ts';
import {
  checkMode,
  checkStaticConfig,
  emptyConfig,
  type CollectionMode,
} from './collection-config.ts';

export interface AddCollectionPayload extends DataScopePayload {
  name: string;
  mode: CollectionMode;
  /** Default: `{ data: [] }` (static) or `{}` (dynamic: the data source's base, table, view…). */
  config?: Record<string, JsonValue>;
}

/**
 * Adds a collection to the site or a page, with id `newId('collection')`. A dynamic one fetches
 * automatically (`autoFetch: true`); a static one's records are `config.data`. Refuses a blank,
 * unwritable or taken name, an unknown mode and static records that are not a list of objects.
 */
export const addCollection = defineAddCommand(
  'add-collection',
  'collections',
  collectionSchema,
  (name, payload: AddCollectionPayload, { newId }) => {
    const mode = checkMode(payload.mode);
    const config = payload.config ?? emptyConfig(mode);
    if (mode === 'static') checkStaticConfig(config);
    const collection: Collection = { id: newId('collection'), name, mode, config };
    if (mode === 'dynamic') collection.autoFetch = true;
    return collection;
  },
);
