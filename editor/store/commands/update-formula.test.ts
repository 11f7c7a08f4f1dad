import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('update-formula', () => {
  it('typing the body is one undo step; parameters can be removed', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-formula',
      payload: { scope: 'site', name: 'total', parameters: ['a'] },
    });
    store.mark();
    for (const code of ['s', 'su', 'sum(a)']) {
      store.dispatch({
        type: 'update-formula',
        payload: { scope: 'site', id: 'formula-1', changes: { code } },
      });
    }
    expect(store.getState().history.past).toHaveLength(2);
    store.dispatch({
      type: 'update-formula',
      payload: { scope: 'site', id: 'formula-1', changes: { parameters: [] } },
    });
    expect(store.getState().doc.site.formulas['formula-1']).toEqual({
      id: 'formula-1',
      name: 'total',
      code: 'sum(a)',
    });
    store.undo();
    store.undo();
    expect(store.getState().doc.site.formulas['formula-1']?.code).toBe('');
  });

  it('refuses a blank name and an unknown formula', () => {
    const store = testStore();
    store.dispatch({ type: 'add-formula', payload: { scope: 'site', name: 'total' } });
    expect(
      store.dispatch({
        type: 'update-formula',
        payload: { scope: 'site', id: 'formula-1', changes: { name: ' ' } },
      }),
    ).toMatchObject({ ok: false, error: 'A formula needs a name.' });
    expect(
      store.dispatch({
        type: 'update-formula',
        payload: { scope: 'site', id: 'x', changes: { code: '1' } },
      }),
    ).toMatchObject({ ok: false, error: 'There is no formula "x" here.' });
  });
});
