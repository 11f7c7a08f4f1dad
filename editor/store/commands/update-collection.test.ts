import { beforeAll, describe, expect, it } from 'vitest';
import { loadPatternEngine } from '@shared/collections/index.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
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

  describe('match patterns', () => {
    beforeAll(loadPatternEngine);
    const withPatterns = (...values: unknown[]) => ({
      type: 'group' as const,
      combinator: 'and' as const,
      conditions: values.map((value) => ({
        type: 'condition' as const,
        key: 'id',
        operator: 'match' as const,
        value: value as string,
      })),
    });
    const setFilter = (
      store: ReturnType<typeof testStore>,
      filter: ReturnType<typeof withPatterns>,
    ) =>
      store.dispatch({
        type: 'update-collection',
        payload: { scope: 'site', id: 'collection-1', changes: { filter } },
      });

    it('stores one the linear-time engine runs, (a+)+$ among them', () => {
      const store = withCollection();
      expect(setFilter(store, withPatterns('(a+)+$'))).toMatchObject({ ok: true });
      expect(collection(store)?.filter).toEqual(withPatterns('(a+)+$'));
    });

    it('refuses one it cannot run with the reason, and keeps the stored filter', () => {
      const store = withCollection();
      setFilter(store, withPatterns('^a'));
      expect(setFilter(store, withPatterns('(a)\\1'))).toMatchObject({
        ok: false,
        error: expect.stringMatching(
          /^The pattern \(a\)\\1 cannot run: backreferences and lookaround are not supported, .*`\\1`/,
        ),
      });
      expect(setFilter(store, withPatterns('(?<=a)b'))).toMatchObject({ ok: false });
      expect(setFilter(store, withPatterns('['))).toMatchObject({
        ok: false,
        error: expect.stringContaining('Invalid regular expression: /[/'),
      });
      expect(setFilter(store, withPatterns(12))).toMatchObject({
        ok: false,
        error: 'A pattern is a text, not 12.',
      });
      expect(collection(store)?.filter).toEqual(withPatterns('^a'));
    });

    it('lets other edits through beside a refused pattern the file already held', () => {
      const doc = fixtureSite();
      doc.site.collections['collection-1'] = {
        id: 'collection-1',
        name: 'Hand-edited',
        mode: 'static',
        config: { data: [] },
        filter: withPatterns('(a)\\1'),
      };
      const store = testStore({}, doc);
      expect(setFilter(store, withPatterns('(a)\\1', 'b'))).toMatchObject({ ok: true });
    });
  });
});
