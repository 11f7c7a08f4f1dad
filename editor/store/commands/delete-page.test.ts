import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('delete-page', () => {
  it('deletes the page and its file, showing the home page when it was shown', () => {
    const store = testStore({ pageId: 'faq' });
    const paths: string[] = [];
    store.onChange((patches) => patches.forEach((p) => paths.push(`${p.op} ${p.path.join('/')}`)));
    expect(store.dispatch({ type: 'delete-page', payload: { pageId: 'faq' } })).toEqual({
      ok: true,
      changed: true,
    });
    const { doc, ui } = store.getState();
    expect(doc.site.pages.map((p) => p.id)).toEqual(['home']);
    expect(doc.pages.faq).toBeUndefined();
    expect(paths).toContain('remove pages/faq');
    expect(ui.pageId).toBe('home');
    store.undo();
    expect(store.getState().doc.site.pages.map((p) => p.id)).toEqual(['home', 'faq']);
    expect(store.getState().doc.pages.faq?.pageId).toBe('faq');
  });

  it('refuses the home page', () => {
    const store = testStore();
    expect(store.dispatch({ type: 'delete-page', payload: { pageId: 'home' } })).toMatchObject({
      ok: false,
      error: 'The home page cannot be deleted: make another page the home page first.',
    });
  });

  it.each([
    ['notFoundPageId', 'the not-found page'],
    ['unauthenticatedPageId', 'the unauthenticated page'],
    ['unauthorizedPageId', 'the unauthorized page'],
  ] as const)('refuses the page named as %s', (key, words) => {
    const store = testStore();
    store.load(
      produce(store.getState().doc, (d) => {
        d.site[key] = 'faq';
      }),
    );
    const result = store.dispatch({ type: 'delete-page', payload: { pageId: 'faq' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(words);
    expect(store.getState().doc.pages.faq).toBeDefined();
  });
});
