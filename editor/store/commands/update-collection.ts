import { collectionSchema, type Collection } from '@shared/schema/logic.ts';
import { defineUpdateCommand, type DataIdPayload } from './data-scope.ts';
import {
  checkFilterPatterns,
  checkMode,
  checkStaticConfig,
  emptyConfig,
} from './collection-config.ts';

/** Fields of a collection that can change; `null` removes an optional one (back to its default). */
export type CollectionChanges = {
  [K in Exclude<keyof Collection, 'id'>]?: Collection[K] | null;
};

export interface UpdateCollectionPayload extends DataIdPayload {
  /**
   * The fields to change: name, mode (switching mode starts the config afresh unless `config`
   * is given), config (static: `{ data: [records] }`; dynamic: the source's settings), filter,
   * sort, limit, offset (numbers or `{ $formula }`), autoFetch, authenticated, persistent. `null` (or an empty
   * filter group or sort list) removes the field.
   */
  changes: CollectionChanges;
}

/** Changes a collection; the result is checked against the collection schema. */
export const updateCollection = defineUpdateCommand(
  'update-collection',
  'collections',
  collectionSchema,
  (next, current, { changes }: UpdateCollectionPayload) => {
    if (changes.mode !== undefined && changes.mode !== null) {
      next.mode = checkMode(changes.mode);
      if (next.mode !== current.mode && changes.config === undefined) {
        next.config = emptyConfig(next.mode);
      }
    }
    if (changes.config !== undefined && changes.config !== null) next.config = changes.config;
    if (changes.filter !== undefined) {
      if (changes.filter === null || changes.filter.conditions.length === 0) delete next.filter;
      else next.filter = changes.filter;
      checkFilterPatterns(changes.filter, current.filter);
    }
    if (changes.sort !== undefined) {
      if (changes.sort === null || changes.sort.length === 0) delete next.sort;
      else next.sort = changes.sort;
    }
    for (const key of ['limit', 'offset', 'autoFetch', 'authenticated', 'persistent'] as const) {
      const value = changes[key];
      if (value === null) delete next[key];
      else if (value !== undefined) (next as Record<string, unknown>)[key] = value;
    }
    if (next.mode === 'static') checkStaticConfig(next.config);
  },
);
