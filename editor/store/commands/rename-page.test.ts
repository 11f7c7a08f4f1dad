import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('rename-page', () => {
  it('renames, trimmed, and typing is one undo step until marked', () => {
    const store = testStore();
    for (const name of ['Q', 'Qu', 'Questions '])
      store.dispatch({ type: 'rename-page', payload: { pageId: 'faq', name } });
    expect(store.getState().doc.site.pages[1]!.name).toBe('Questions');
    store.mark();
    store.dispatch({ type: 'rename-page', payload: { pageId: 'faq', name: 'Help' } });
    store.undo();
    expect(store.getState().doc.site.pages[1]!.name).toBe('Questions');
    store.undo();
    expect(store.getState().doc.site.pages[1]!.name).toBe('faq');
  });

  it('refuses a blank name or an unknown page', () => {
    const store = testStore();
    expect(
      store.dispatch({ type: 'rename-page', payload: { pageId: 'faq', name: ' ' } }),
    ).toMatchObject({
      ok: false,
      error: 'A page needs a name.',
    });
    expect(
      store.dispatch({ type: 'rename-page', payload: { pageId: 'nope', name: 'X' } }),
    ).toMatchObject({
      ok: false,
      error: 'There is no page "nope".',
    });
  });
});
