import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

const del = (elementId: string) =>
  ({ type: 'delete-element', payload: { pageId: 'home', elementId } }) as const;

describe('delete-element', () => {
  it('removes the subtree and its place in the section, and undo restores it', () => {
    const store = testStore({ selection: 'box' });
    const before = store.getState().doc;
    store.dispatch(del('box'));
    const page = store.getState().doc.pages.home;
    expect(page?.sections.hero?.children).toEqual([]);
    expect(Object.keys(page?.elements ?? {})).toEqual([]);
    expect(store.getState().ui.selection).toBeNull();
    store.undo();
    expect(store.getState().doc).toEqual(before);
    expect(store.getState().ui.selection).toBe('box');
  });

  it('selects the next sibling, else the previous one, else the parent', () => {
    const store = testStore({ selection: 'title' });
    store.dispatch(del('title'));
    expect(store.getState().ui.selection).toBe('cta');
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual(['cta']);
    store.undo();
    store.dispatch(del('cta'));
    expect(store.getState().ui.selection).toBe('title');
    store.dispatch(del('title'));
    expect(store.getState().ui.selection).toBe('box');
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([]);
  });

  it('deletes from a shared section in its own file', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(del('logo'));
    expect(store.getState().doc.sections.nav?.section.children).toEqual([]);
    expect(store.getState().doc.sections.nav?.elements).toEqual({});
    expect(store.getState().doc.pages).toBe(before.pages);
  });

  it('refuses an unknown element', () => {
    const store = testStore();
    expect(store.dispatch(del('ghost'))).toMatchObject({
      ok: false,
      error: 'There is no element "ghost" on this page.',
    });
  });
});
