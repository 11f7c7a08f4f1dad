import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('add-collection', () => {
  it('adds a static collection with its records and a dynamic one that fetches itself', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-collection',
      payload: { scope: 'site', name: 'Networks', mode: 'static', config: { data: [{ id: 'a' }] } },
    });
    store.dispatch({
      type: 'add-collection',
      payload: { scope: 'page', pageId: 'home', name: 'products', mode: 'dynamic' },
    });
    expect(store.getState().doc.site.collections['collection-1']).toEqual({
      id: 'collection-1',
      name: 'Networks',
      mode: 'static',
      config: { data: [{ id: 'a' }] },
    });
    expect(store.getState().doc.pages.home?.collections['collection-2']).toEqual({
      id: 'collection-2',
      name: 'products',
      mode: 'dynamic',
      config: {},
      autoFetch: true,
    });
  });

  it('refuses records that are not a list of objects, a bad mode and a taken name', () => {
    const store = testStore();
    const add = (payload: object) =>
      store.dispatch({
        type: 'add-collection',
        payload: { scope: 'site', name: 'c', mode: 'static', ...payload },
      });
    expect(add({ config: { data: {} } })).toMatchObject({
      ok: false,
      error: "A static collection's records must be a list.",
    });
    expect(add({ config: { data: [{}, 3] } })).toMatchObject({
      ok: false,
      error: 'Record 2 of the static collection is not an object.',
    });
    expect(add({ mode: 'live' })).toMatchObject({
      ok: false,
      error: 'A collection is "static" or "dynamic".',
    });
    add({});
    expect(add({})).toMatchObject({
      ok: false,
      error: 'The site already has a collection named "c".',
    });
  });
});
