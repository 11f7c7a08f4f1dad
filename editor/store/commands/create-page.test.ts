import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('create-page', () => {
  it('adds the page, its file with one empty section, and shows it', () => {
    const store = testStore({ selection: 'title' });
    const result = store.dispatch({
      type: 'create-page',
      payload: { name: ' Our story ', folder: 'About', sectionTitle: 'Intro' },
    });
    expect(result).toEqual({ ok: true, changed: true });
    const { doc, ui } = store.getState();
    const page = doc.site.pages.at(-1)!;
    expect(page).toMatchObject({
      id: 'our-story',
      linkId: 'our-story',
      name: 'Our story',
      folder: 'About',
      paths: { en: '/our-story' },
      langs: ['en'],
      sections: ['section-1'],
      pageUserGroups: [],
      title: { en: 'Our story' },
      metaImage: null,
    });
    expect(doc.pages['our-story']).toMatchObject({
      pageId: 'our-story',
      sections: { 'section-1': { uid: 'section-1', sectionTitle: 'Intro', children: [] } },
      elements: {},
    });
    expect(ui).toMatchObject({ pageId: 'our-story', selection: null });
  });

  it('gives a path in every site language, unique, and a free id', () => {
    const store = testStore();
    const doc = store.getState().doc;
    store.load(
      produce(doc, (d) => {
        d.site.langs.push({ lang: 'fr', default: false });
        d.site.pages[1]!.paths.fr = '/faq';
        d.site.pages[1]!.langs.push('fr');
      }),
    );
    store.dispatch({ type: 'create-page', payload: { name: 'FAQ' } });
    const page = store.getState().doc.site.pages.at(-1)!;
    expect(page.id).toBe('faq-1');
    expect(page.paths).toEqual({ en: '/faq-2', fr: '/faq-2' });
    expect(page.langs).toEqual(['en', 'fr']);
    expect(page.title).toEqual({ en: 'FAQ', fr: 'FAQ' });
  });

  it('refuses a blank name; undo removes page and file', () => {
    const store = testStore();
    expect(store.dispatch({ type: 'create-page', payload: { name: '  ' } })).toMatchObject({
      ok: false,
      error: 'A page needs a name.',
    });
    store.dispatch({ type: 'create-page', payload: { name: 'New' } });
    store.undo();
    expect(store.getState().doc.site.pages.map((p) => p.id)).toEqual(['home', 'faq']);
    expect(store.getState().doc.pages.new).toBeUndefined();
  });

  it('reports the page file as a patch under pages/{id} for autosave', () => {
    const store = testStore();
    const paths: string[] = [];
    store.onChange((patches) => patches.forEach((p) => paths.push(p.path.join('/'))));
    store.dispatch({ type: 'create-page', payload: { name: 'New' } });
    expect(paths).toContain('pages/new');
  });
});
