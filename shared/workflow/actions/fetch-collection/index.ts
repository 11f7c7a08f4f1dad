/** fetch-collection (collectionId): fetches one collection; result: what the runtime gives back. */
import { textOf } from '../../config.ts';
import type { ActionContext, ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const fetchCollection: ActionHandler = (config, ctx) => {
  const id = textOf(config.collectionId);
  if (!id) throw new Error(WORKFLOW_MESSAGES.noCollection);
  return fetchCollectionIds([id], ctx);
};

/** Checks every id (an effect that says which exist), then fetches them all at once. */
export async function fetchCollectionIds(ids: string[], ctx: ActionContext): Promise<unknown> {
  const { effects } = ctx;
  for (const id of ids) {
    if (effects.hasCollection && !effects.hasCollection(id)) {
      throw new Error(WORKFLOW_MESSAGES.collectionNotFound);
    }
  }
  if (!effects.fetchCollections) throw new Error(WORKFLOW_MESSAGES.noEffect('fetchCollections'));
  return await effects.fetchCollections(ids, ctx.origin);
}

export default defineAction({
  type: 'fetch-collection',
  effects: ['fetchCollections', 'hasCollection'],
  run: fetchCollection,
});
