import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

function withCollection() {
  const store = testStore();
  store.dispatch({
    type: 'add-collection',
    payload: { scope: 'site', name: 'Networks', mode: 'static', config: { data: [{ id: 'a' }] } },
  });
  store.mark();
  return store;
}
const collection = (store: ReturnType<typeof testStore>) =>
  store.getState().doc.site.collections['collection-1'];

describe('update-collection', () => {
  it('sets a filter and sort, and an empty filter or sort removes them', () => {
    const store = withCollection();
    const filter = {
      type: 'group' as const,
      combinator: 'and' as const,
      conditions: [
        { type: 'condition' as const, key: 'id', operator: 'equals' as const, value: 'a' },
      ],
    };
    store.dispatch({
      type: 'update-collection',
      payload: {
        scope: 'site',
        id: 'collection-1',
        changes: { filter, sort: [{ key: 'id', direction: 'desc' }], limit: 5 },
      },
    });
    expect(collection(store)).toMatchObject({
      filter,
      sort: [{ key: 'id', direction: 'desc' }],
      limit: 5,
    });
    store.dispatch({
      type: 'update-collection',
      payload: {
        scope: 'site',
        id: 'collection-1',
        changes: { filter: { ...filter, conditions: [] }, sort: [], limit: null },
      },
    });
    expect(collection(store)).not.toHaveProperty('filter');
    expect(collection(store)).not.toHaveProperty('sort');
    expect(collection(store)).not.toHaveProperty('limit');
  });

  it('switching mode starts the config afresh', () => {
    const store = withCollection();
    store.dispatch({
      type: 'update-collection',
      payload: { scope: 'site', id: 'collection-1', changes: { mode: 'dynamic' } },
    });
    expect(collection(store)).toMatchObject({ mode: 'dynamic', config: {} });
  });

  it('refuses what the schema refuses, with where', () => {
    const store = withCollection();
    const before = store.getState().doc;
    const result = store.dispatch({
      type: 'update-collection',
      payload: {
        scope: 'site',
        id: 'collection-1',
        changes: { sort: [{ key: '', direction: 'asc' }] },
      },
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('(sort.0.key)') });
    expect(
      store.dispatch({
        type: 'update-collection',
        payload: { scope: 'site', id: 'collection-1', changes: { limit: -1 } },
      }),
    ).toMatchObject({ ok: false, error: expect.stringContaining('(limit)') });
    expect(
      store.dispatch({
        type: 'update-collection',
        payload: { scope: 'site', id: 'collection-1', changes: { config: { data: 'x' } } },
      }),
    ).toMatchObject({ ok: false, error: "A static collection's records must be a list." });
    expect(store.getState().doc).toBe(before);
  });
});
