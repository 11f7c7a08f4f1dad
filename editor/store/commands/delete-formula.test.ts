import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('delete-formula', () => {
  it('removes a formula and refuses an unknown one', () => {
    const store = testStore();
    store.dispatch({ type: 'add-formula', payload: { scope: 'site', name: 'total' } });
    expect(
      store.dispatch({ type: 'delete-formula', payload: { scope: 'site', id: 'formula-1' } }),
    ).toEqual({
      ok: true,
      changed: true,
    });
    expect(store.getState().doc.site.formulas).toEqual({});
    expect(
      store.dispatch({ type: 'delete-formula', payload: { scope: 'site', id: 'formula-1' } }),
    ).toMatchObject({
      ok: false,
      error: 'There is no formula "formula-1" here.',
    });
  });
});
