import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-page-meta', () => {
  it('sets each meta field per language, one undo step per field', () => {
    const store = testStore();
    store.dispatch({
      type: 'set-page-meta',
      payload: { pageId: 'faq', field: 'desc', lang: 'en', value: 'Q' },
    });
    store.dispatch({
      type: 'set-page-meta',
      payload: { pageId: 'faq', field: 'desc', lang: 'en', value: 'Questions' },
    });
    store.dispatch({
      type: 'set-page-meta',
      payload: { pageId: 'faq', field: 'structuredData', lang: 'en', value: '{}' },
    });
    const meta = () => store.getState().doc.site.pages[1]!.meta;
    expect(meta().desc).toEqual({ en: 'Questions' });
    expect(meta().structuredData).toEqual({ en: '{}' });
    store.undo();
    expect(meta().structuredData).toEqual({ en: '' });
    expect(meta().desc).toEqual({ en: 'Questions' });
    store.undo();
    expect(meta().desc).toEqual({ en: '' });
  });

  it('sets and clears the sharing image', () => {
    const store = testStore();
    store.dispatch({
      type: 'set-page-meta',
      payload: { pageId: 'faq', field: 'metaImage', value: '/assets/faq.png' },
    });
    expect(store.getState().doc.site.pages[1]!.metaImage).toBe('/assets/faq.png');
    store.dispatch({
      type: 'set-page-meta',
      payload: { pageId: 'faq', field: 'metaImage', value: ' ' },
    });
    expect(store.getState().doc.site.pages[1]!.metaImage).toBeNull();
  });

  it('refuses a language the site lacks', () => {
    const store = testStore();
    expect(
      store.dispatch({
        type: 'set-page-meta',
        payload: { pageId: 'faq', field: 'keywords', lang: 'de', value: 'x' },
      }),
    ).toMatchObject({ ok: false, error: '"de" is not a language of the site.' });
  });
});
