import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('rename-element', () => {
  it('names an element, and a blank name goes back to the label', () => {
    const store = testStore();
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'cta', name: ' Buy ' },
    });
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBe('Buy');
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'cta', name: '' },
    });
    expect(store.getState().doc.pages.home?.elements.cta).not.toHaveProperty('name');
  });

  it('renames an element of a shared section in the section file', () => {
    const store = testStore();
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'logo', name: 'Logo' },
    });
    expect(store.getState().doc.sections.nav?.elements.logo?.name).toBe('Logo');
  });

  it('refuses an unknown element and changes nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    const result = store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'nope', name: 'X' },
    });
    expect(result).toMatchObject({ ok: false, error: 'There is no element "nope" on this page.' });
    expect(store.getState().doc).toBe(before);
  });
});
