import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { testStore } from '../testing.ts';
import { commonPathParams } from './set-page-data-set.ts';

/** The fixture with a collection `recipes` and the faq page at `/recipes/{id:}/{part:}`. */
function recipesDoc() {
  const doc = fixtureSite();
  doc.site.collections.recipes = {
    id: 'recipes',
    name: 'Recipes',
    mode: 'static',
    config: { data: [] },
  };
  doc.site.pages[1]!.paths.en = '/recipes/{id:}/{part:}';
  return doc;
}

const faq = (store: ReturnType<typeof testStore>) => store.getState().doc.site.pages[1]!;

describe('set-page-data-set', () => {
  it('binds a page to a collection and a path parameter, and clears it; one undo step each', () => {
    const store = testStore({}, recipesDoc());
    const bind = (param: string) =>
      store.dispatch({
        type: 'set-page-data-set',
        payload: { pageId: 'faq', dataSet: { collectionId: 'recipes', param } },
      });
    expect(bind('id')).toMatchObject({ ok: true });
    expect(faq(store).cmsDataSetPath).toBe('recipes/{id}');
    bind('part');
    expect(faq(store).cmsDataSetPath).toBe('recipes/{part}');
    store.dispatch({ type: 'set-page-data-set', payload: { pageId: 'faq', dataSet: null } });
    expect(faq(store).cmsDataSetPath).toBeNull();
    store.undo();
    expect(faq(store).cmsDataSetPath).toBe('recipes/{part}');
    store.undo();
    expect(faq(store).cmsDataSetPath).toBe('recipes/{id}');
    store.undo();
    expect(faq(store).cmsDataSetPath).toBeNull();
    store.redo();
    expect(faq(store).cmsDataSetPath).toBe('recipes/{id}');
  });

  it('refuses a collection the site lacks and a parameter missing from a path', () => {
    const doc = recipesDoc();
    doc.site.langs.push({ lang: 'fr', default: false });
    doc.site.pages[1]!.langs.push('fr');
    doc.site.pages[1]!.paths.fr = '/recettes/{id:}';
    const store = testStore({}, doc);
    expect(
      store.dispatch({
        type: 'set-page-data-set',
        payload: { pageId: 'faq', dataSet: { collectionId: 'dishes', param: 'id' } },
      }),
    ).toMatchObject({ ok: false, error: 'There is no collection "dishes" in the site.' });
    expect(
      store.dispatch({
        type: 'set-page-data-set',
        payload: { pageId: 'faq', dataSet: { collectionId: 'recipes', param: 'part' } },
      }),
    ).toMatchObject({
      ok: false,
      error: 'The path "/recettes/{id:}" has no parameter "part" to read the record id from.',
    });
    expect(faq(store).cmsDataSetPath).toBeNull();
  });

  it('lists the parameters every path of the page has', () => {
    expect(
      commonPathParams({
        langs: ['en', 'fr'],
        paths: { en: '/r/{id:}/{part:}', fr: '/r/{part:}/{id:}/{x:}' },
      }),
    ).toEqual(['id', 'part']);
    expect(commonPathParams({ langs: ['en'], paths: { en: '/faq' } })).toEqual([]);
  });
});
