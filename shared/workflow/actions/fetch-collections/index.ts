/** fetch-collections (collectionIds): fetches several collections at once. */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { fetchCollectionIds } from '../fetch-collection/index.ts';
import { defineAction } from '../define.ts';

export const fetchCollections: ActionHandler = (config, ctx) => {
  const given: unknown[] = Array.isArray(config.collectionIds)
    ? config.collectionIds
    : [config.collectionIds];
  const ids = given.map(textOf).filter((id): id is string => id !== undefined);
  if (ids.length === 0) throw new Error(WORKFLOW_MESSAGES.noCollection);
  return fetchCollectionIds(ids, ctx);
};

export default defineAction({
  type: 'fetch-collections',
  effects: ['fetchCollections', 'hasCollection'],
  run: fetchCollections,
});
