import { describe, expect, it } from 'vitest';
import type { WorkflowEffects } from '../../effects.ts';
import { runOne } from '../../testing.ts';

function collections(known: string[]) {
  const fetched: string[][] = [];
  const effects: WorkflowEffects = {
    hasCollection: (id) => known.includes(id),
    fetchCollections: (ids) => {
      fetched.push([...ids]);
      return ids.map((id) => ({ id, isFetched: true }));
    },
  };
  return { fetched, effects };
}

describe('fetch-collection', () => {
  it('fetches one collection through the effects', async () => {
    const { fetched, effects } = collections(['products']);
    const outcome = await runOne('fetch-collection', { collectionId: 'products' }, { effects });
    expect(fetched).toEqual([['products']]);
    expect(outcome.result).toEqual([{ id: 'products', isFetched: true }]);
  });

  it('fails without a collection, or with one the effects do not know', async () => {
    const { fetched, effects } = collections(['products']);
    expect((await runOne('fetch-collection', {}, { effects })).error?.message).toBe(
      'No collection selected.',
    );
    expect(
      (await runOne('fetch-collection', { collectionId: 'orders' }, { effects })).error?.message,
    ).toBe('Collection not found.');
    expect(fetched).toEqual([]);
  });

  it('says so when the runtime gives no fetch effect', async () => {
    expect((await runOne('fetch-collection', { collectionId: 'x' })).error?.message).toBe(
      'This action is not available here (no "fetchCollections" effect).',
    );
  });
});
