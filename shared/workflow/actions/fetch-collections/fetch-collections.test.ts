import { describe, expect, it } from 'vitest';
import type { WorkflowEffects } from '../../effects.ts';
import { runOne } from '../../testing.ts';

describe('fetch-collections', () => {
  const fetched: string[][] = [];
  const effects: WorkflowEffects = {
    hasCollection: (id) => id !== 'gone',
    fetchCollections: (ids) => void fetched.push([...ids]),
  };

  it('fetches every collection listed, at once', async () => {
    fetched.length = 0;
    await runOne('fetch-collections', { collectionIds: ['a', 'b'] }, { effects });
    expect(fetched).toEqual([['a', 'b']]);
  });

  it('fails on an empty list and on an unknown collection', async () => {
    fetched.length = 0;
    expect(
      (await runOne('fetch-collections', { collectionIds: [] }, { effects })).error?.message,
    ).toBe('No collection selected.');
    expect(
      (await runOne('fetch-collections', { collectionIds: ['a', 'gone'] }, { effects })).error
        ?.message,
    ).toBe('Collection not found.');
    expect(fetched).toEqual([]);
  });
});
