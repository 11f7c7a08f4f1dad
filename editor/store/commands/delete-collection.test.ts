import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('delete-collection', () => {
  it('removes a collection, undo restores it, an unknown one is refused', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-collection',
      payload: { scope: 'page', pageId: 'home', name: 'c', mode: 'static' },
    });
    store.dispatch({
      type: 'delete-collection',
      payload: { scope: 'page', pageId: 'home', id: 'collection-1' },
    });
    expect(store.getState().doc.pages.home?.collections).toEqual({});
    store.undo();
    expect(store.getState().doc.pages.home?.collections['collection-1']?.name).toBe('c');
    expect(
      store.dispatch({ type: 'delete-collection', payload: { scope: 'site', id: 'collection-1' } }),
    ).toMatchObject({ ok: false, error: 'There is no collection "collection-1" here.' });
  });
});
