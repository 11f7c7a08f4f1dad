import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-site-page', () => {
  it('chooses the home page and the pages visitors are sent to, one undo step each', () => {
    const store = testStore();
    const site = () => store.getState().doc.site;
    expect(
      store.dispatch({ type: 'set-site-page', payload: { role: 'homePageId', pageId: 'faq' } }),
    ).toEqual({ ok: true, changed: true });
    store.dispatch({
      type: 'set-site-page',
      payload: { role: 'notFoundPageId', pageId: 'home' },
    });
    expect(site().homePageId).toBe('faq');
    expect(site().notFoundPageId).toBe('home');
    store.dispatch({ type: 'set-site-page', payload: { role: 'notFoundPageId', pageId: null } });
    expect(site().notFoundPageId).toBeNull();
    store.undo();
    expect(site().notFoundPageId).toBe('home');
    store.undo();
    store.undo();
    expect(site().homePageId).toBe('home');
  });

  it('the chosen page cannot be deleted', () => {
    const store = testStore();
    store.dispatch({
      type: 'set-site-page',
      payload: { role: 'unauthorizedPageId', pageId: 'faq' },
    });
    expect(store.dispatch({ type: 'delete-page', payload: { pageId: 'faq' } }).ok).toBe(false);
  });

  it('refuses an unknown page, and no home page, changing nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    expect(
      store.dispatch({ type: 'set-site-page', payload: { role: 'homePageId', pageId: null } }),
    ).toMatchObject({ ok: false, error: 'The site needs a home page.' });
    expect(
      store.dispatch({
        type: 'set-site-page',
        payload: { role: 'unauthenticatedPageId', pageId: 'nope' },
      }),
    ).toMatchObject({ ok: false, error: 'There is no page "nope".' });
    expect(store.getState().doc).toBe(before);
  });
});
