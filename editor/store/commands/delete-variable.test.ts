import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('delete-variable', () => {
  it('removes a page variable, undo brings it back', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-variable',
      payload: { scope: 'page', pageId: 'home', name: 'open', type: 'boolean' },
    });
    store.dispatch({
      type: 'delete-variable',
      payload: { scope: 'page', pageId: 'home', id: 'variable-1' },
    });
    expect(store.getState().doc.pages.home?.variables).toEqual({});
    store.undo();
    expect(store.getState().doc.pages.home?.variables['variable-1']?.name).toBe('open');
  });

  it('refuses an unknown variable', () => {
    const store = testStore();
    expect(
      store.dispatch({ type: 'delete-variable', payload: { scope: 'site', id: 'nope' } }),
    ).toMatchObject({
      ok: false,
      error: 'There is no variable "nope" here.',
    });
  });
});
