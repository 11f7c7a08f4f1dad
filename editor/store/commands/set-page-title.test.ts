import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-page-title', () => {
  it('sets the title in a language; typing is one undo step', () => {
    const store = testStore();
    store.dispatch({ type: 'set-page-title', payload: { pageId: 'faq', lang: 'en', title: 'F' } });
    store.dispatch({
      type: 'set-page-title',
      payload: { pageId: 'faq', lang: 'en', title: 'FAQ' },
    });
    expect(store.getState().doc.site.pages[1]!.title).toEqual({ en: 'FAQ' });
    store.undo();
    expect(store.getState().doc.site.pages[1]!.title).toEqual({ en: 'faq' });
  });

  it('refuses a language the site lacks', () => {
    const store = testStore();
    expect(
      store.dispatch({
        type: 'set-page-title',
        payload: { pageId: 'faq', lang: 'fr', title: 'x' },
      }),
    ).toMatchObject({ ok: false, error: '"fr" is not a language of the site.' });
  });
});
