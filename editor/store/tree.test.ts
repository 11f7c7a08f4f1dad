import { describe, expect, it } from 'vitest';
import { testStore } from './testing.ts';
import { pageSources, sameItems } from './tree.ts';

describe('pageSources', () => {
  it('stays the same through an edit elsewhere and changes with an edit of the page', () => {
    const store = testStore();
    const before = pageSources(store.getState().doc, 'home');
    expect(
      store.dispatch({ type: 'rename-page', payload: { pageId: 'faq', name: 'Questions' } }).ok,
    ).toBe(true);
    expect(sameItems(pageSources(store.getState().doc, 'home'), before)).toBe(true);
    expect(
      store.dispatch({
        type: 'rename-element',
        payload: { pageId: 'home', elementId: 'title', name: 'Heading' },
      }).ok,
    ).toBe(true);
    expect(sameItems(pageSources(store.getState().doc, 'home'), before)).toBe(false);
  });

  it('follows the shared sections the page shows', () => {
    const store = testStore();
    const { doc } = store.getState();
    expect(pageSources(doc, 'home')).toContain(doc.sections.nav);
    expect(pageSources(doc, 'nowhere')).toEqual([undefined, undefined, undefined]);
  });
});

describe('sameItems', () => {
  it('compares items by identity and order', () => {
    const a = {};
    expect(sameItems([a, 1], [a, 1])).toBe(true);
    expect(sameItems([a], [{}])).toBe(false);
    expect(sameItems([1, a], [a, 1])).toBe(false);
    expect(sameItems([a], [a, a])).toBe(false);
  });
});
