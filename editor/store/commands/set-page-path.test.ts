import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-page-path', () => {
  it('sets a valid, unique path; typing is one step', () => {
    const store = testStore();
    store.dispatch({ type: 'set-page-path', payload: { pageId: 'faq', lang: 'en', path: '/h' } });
    store.dispatch({
      type: 'set-page-path',
      payload: { pageId: 'faq', lang: 'en', path: '/help' },
    });
    expect(store.getState().doc.site.pages[1]!.paths.en).toBe('/help');
    store.undo();
    expect(store.getState().doc.site.pages[1]!.paths.en).toBe('/faq');
  });

  it("refuses a path the schema rejects, with the schema's message", () => {
    const store = testStore();
    expect(
      store.dispatch({
        type: 'set-page-path',
        payload: { pageId: 'faq', lang: 'en', path: 'faq' },
      }),
    ).toMatchObject({
      ok: false,
      error:
        'The path must start with "/" and hold only URL-safe segments or parameters written {name:default}.',
    });
  });

  it('refuses dot segments, spaces and query parts with their own reasons, in both languages', () => {
    const store = testStore();
    const refused = (path: string) =>
      store.dispatch({ type: 'set-page-path', payload: { pageId: 'faq', lang: 'en', path } });
    expect(refused('/a/../home')).toMatchObject({
      ok: false,
      error: 'The path cannot hold a "." or ".." segment: the browser would go to another path.',
    });
    expect(refused('/../etc/passwd')).toMatchObject({ ok: false });
    expect(refused('/my page')).toMatchObject({
      ok: false,
      error: 'The path cannot hold spaces: write "-" between words.',
    });
    expect(refused('/x?y=1#z')).toMatchObject({
      ok: false,
      error:
        'The path cannot hold a query ("?…") or a fragment ("#…"): only the path of the address.',
    });
    expect(store.getState().doc.site.pages[1]!.paths.en).toBe('/faq');
  });

  it("refuses another page's path, parameters matching any segment", () => {
    const store = testStore();
    expect(
      store.dispatch({ type: 'set-page-path', payload: { pageId: 'faq', lang: 'en', path: '/' } }),
    ).toMatchObject({ ok: false, error: 'The path "/" (en) is already the path of page "home".' });
  });

  it('adds the language to the page when it lacked it; refuses other languages', () => {
    const store = testStore();
    store.load(
      produce(store.getState().doc, (d) => {
        d.site.langs.push({ lang: 'fr', default: false });
      }),
    );
    store.dispatch({
      type: 'set-page-path',
      payload: { pageId: 'faq', lang: 'fr', path: '/aide' },
    });
    expect(store.getState().doc.site.pages[1]).toMatchObject({
      paths: { en: '/faq', fr: '/aide' },
      langs: ['en', 'fr'],
    });
    expect(
      store.dispatch({ type: 'set-page-path', payload: { pageId: 'faq', lang: 'de', path: '/x' } }),
    ).toMatchObject({ ok: false, error: '"de" is not a language of the site.' });
  });
});
