import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { produce } from 'immer';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { PagesPanel } from './PagesPanel.tsx';

afterEach(cleanup);

/** The fixture with two collections; the faq page at `path`. */
function storeWith(path: string): EditorStore {
  const doc = fixtureSite();
  for (const [id, name] of [
    ['recipes', 'Recipes'],
    ['drinks', 'Drinks'],
  ] as const)
    doc.site.collections[id] = { id, name, mode: 'static', config: { data: [] } };
  doc.site.pages[1]!.paths.en = path;
  return testStore({}, doc);
}

function showSettings(store: EditorStore, language: 'en' | 'fr' = 'en') {
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <PagesPanel />
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
  const settings = language === 'en' ? 'Settings of faq' : 'Réglages de faq';
  fireEvent.click(screen.getByRole('button', { name: settings }));
}

const select = (testId: string) => screen.queryByTestId(testId) as HTMLSelectElement | null;
const dataSet = (store: EditorStore) => store.getState().doc.site.pages[1]!.cmsDataSetPath;
const fieldText = () => document.querySelector('[data-field="cmsDataSetPath"]')!.textContent;

describe('the data set field of the page settings', () => {
  it('binds the page to a collection and a path parameter, clears it, one undo step each', () => {
    const store = storeWith('/recipes/{id:}/{part:}');
    showSettings(store);
    expect(fieldText()).toContain('Data set');
    const collection = select('pages-data-set-collection')!;
    expect([...collection.options].map((o) => o.textContent)).toEqual([
      'None (not bound)',
      'Recipes',
      'Drinks',
    ]);
    expect(select('pages-data-set-param')).toBeNull();
    fireEvent.change(collection, { target: { value: 'recipes' } });
    expect(dataSet(store)).toBe('recipes/{id}');
    const param = select('pages-data-set-param')!;
    expect([...param.options].map((o) => o.value)).toEqual(['id', 'part']);
    fireEvent.change(param, { target: { value: 'part' } });
    expect(dataSet(store)).toBe('recipes/{part}');
    // Another collection keeps the parameter chosen.
    fireEvent.change(select('pages-data-set-collection')!, { target: { value: 'drinks' } });
    expect(dataSet(store)).toBe('drinks/{part}');
    fireEvent.change(select('pages-data-set-collection')!, { target: { value: '' } });
    expect(dataSet(store)).toBeNull();
    expect(select('pages-data-set-param')).toBeNull();
    act(() => void store.undo());
    expect(dataSet(store)).toBe('drinks/{part}');
    expect(select('pages-data-set-collection')!.value).toBe('drinks');
    act(() => void store.undo());
    expect(dataSet(store)).toBe('recipes/{part}');
    act(() => void store.undo());
    act(() => void store.undo());
    expect(dataSet(store)).toBeNull();
  });

  it('asks for a path parameter first when the path has none', () => {
    const store = storeWith('/faq');
    showSettings(store);
    expect(select('pages-data-set-collection')!.disabled).toBe(true);
    expect(screen.getByTestId('pages-data-set-needs-param').textContent).toContain(
      'Give the page path a parameter such as {id:}',
    );
  });

  it('says in French what is wrong once the collection is gone or the path lost its parameter', () => {
    const store = storeWith('/recettes/{id:}');
    store.dispatch({
      type: 'set-page-data-set',
      payload: { pageId: 'faq', dataSet: { collectionId: 'recipes', param: 'id' } },
    });
    store.load(
      produce(store.getState().doc, (d) => {
        delete d.site.collections.recipes;
        d.site.pages[1]!.paths.en = '/recettes';
      }),
    );
    showSettings(store, 'fr');
    expect(fieldText()).toContain('Jeu de données');
    const problems = screen.getAllByTestId('pages-problem').map((p) => p.textContent);
    expect(problems).toEqual([
      'le jeu de données « recipes » n’est pas une collection du site',
      'le jeu de données lit l’identifiant de l’enregistrement dans « id », qui n’est pas un paramètre du chemin « /recettes » (en)',
    ]);
    // The missing collection and parameter still show as chosen, and "Aucun" unbinds.
    expect(select('pages-data-set-collection')!.value).toBe('recipes');
    expect(select('pages-data-set-param')!.value).toBe('id');
    fireEvent.change(select('pages-data-set-collection')!, { target: { value: '' } });
    expect(dataSet(store)).toBeNull();
    expect(screen.queryAllByTestId('pages-problem')).toEqual([]);
  });
});
