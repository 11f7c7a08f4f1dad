import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { validateSite } from '@shared/schema/validate.ts';
import { testStore } from '../testing.ts';

describe('duplicate-page', () => {
  it('copies the page with new element ids and section uids, right after it, and shows it', () => {
    const store = testStore({ selection: 'title' });
    store.load(
      produce(store.getState().doc, (d) => {
        const cta = d.pages.home!.elements.cta!;
        cta.link = { type: 'page', pageId: 'home', sectionId: 'hero' };
      }),
    );
    store.dispatch({ type: 'duplicate-page', payload: { pageId: 'home', name: 'Home B' } });
    const { doc, ui } = store.getState();
    expect(doc.site.pages.map((p) => p.id)).toEqual(['home', 'home-b', 'faq']);
    const copy = doc.site.pages[1]!;
    expect(copy).toMatchObject({ name: 'Home B', linkId: 'home-b', paths: { en: '/home-b' } });
    // The shared section stays shared; the page's own section is copied under a new uid.
    expect(copy.sections[0]).toBe('nav');
    const uid = copy.sections[1]!;
    expect(uid).not.toBe('hero');
    const file = doc.pages['home-b']!;
    expect(file.pageId).toBe('home-b');
    const [boxId] = file.sections[uid]!.children;
    const box = file.elements[boxId!]!;
    expect(box.type).toBe('flexbox');
    expect(boxId).not.toBe('box');
    const [titleId, ctaId] = box.children!.default!;
    expect(file.elements[titleId!]).toMatchObject({ type: 'text', props: { tag: 'h1' } });
    expect(file.elements[ctaId!]!.link).toEqual({ type: 'page', pageId: 'home-b', sectionId: uid });
    // The source is untouched and the whole site stays valid (unique ids, paths, references).
    expect(doc.pages.home!.elements.box!.children).toEqual({ default: ['title', 'cta'] });
    expect(validateSite(doc).filter((p) => p.severity === 'error')).toEqual([]);
    expect(ui).toMatchObject({ pageId: 'home-b', selection: null });
  });

  it('names the copy after the page by default and makes its path unique', () => {
    const store = testStore();
    store.dispatch({ type: 'duplicate-page', payload: { pageId: 'faq' } });
    store.dispatch({ type: 'duplicate-page', payload: { pageId: 'faq' } });
    const pages = store.getState().doc.site.pages;
    expect(pages.map((p) => [p.name, p.paths.en])).toEqual([
      ['home', '/'],
      ['faq', '/faq'],
      ['faq copy', '/faq-3'],
      ['faq copy', '/faq-2'],
    ]);
    expect(new Set(pages.map((p) => p.id)).size).toBe(4);
  });

  it('undo removes the copy and its file', () => {
    const store = testStore();
    store.dispatch({ type: 'duplicate-page', payload: { pageId: 'faq' } });
    store.undo();
    expect(Object.keys(store.getState().doc.pages)).toEqual(['home', 'faq']);
  });

  it('refuses an unknown page', () => {
    const store = testStore();
    expect(store.dispatch({ type: 'duplicate-page', payload: { pageId: 'x' } })).toMatchObject({
      ok: false,
      error: 'There is no page "x".',
    });
  });
});
