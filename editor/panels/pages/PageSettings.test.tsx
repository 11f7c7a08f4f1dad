import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { PageSettings } from './PageSettings.tsx';

afterEach(cleanup);

function show(store: EditorStore, language: 'en' | 'fr' = 'en') {
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <PageSettings pageId="home" onBack={() => {}} />
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
}

const options = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options, (option) => option.textContent ?? '');

describe('PageSettings sections', () => {
  it("lists the page's sections in order, sets a landmark and Automatic removes it", () => {
    const store = testStore();
    show(store);
    const rows = screen.getAllByTestId('pages-section');
    expect(rows.map((row) => row.dataset.sectionUid)).toEqual(['nav', 'hero']);
    expect(within(rows[0]!).getByText(/every page that shows it/)).toBeTruthy();
    expect(within(rows[1]!).queryByText(/every page that shows it/)).toBeNull();
    const nav = screen.getByRole('combobox', { name: 'Landmark of Navigation' });
    expect(options(nav).join(' | ')).toBe(
      'Automatic (Navigation) | Header | Navigation | Main content | Aside | Footer | Plain section',
    );
    const hero = screen.getByRole('combobox', { name: 'Landmark of Hero' });
    expect((hero as HTMLSelectElement).value).toBe('');
    expect(options(hero)[0]).toBe('Automatic (Main content)');
    fireEvent.change(hero, { target: { value: 'aside' } });
    expect(store.getState().doc.pages.home?.sections.hero?.tag).toBe('aside');
    expect((hero as HTMLSelectElement).value).toBe('aside');
    fireEvent.change(hero, { target: { value: '' } });
    expect(store.getState().doc.pages.home?.sections.hero).not.toHaveProperty('tag');
    fireEvent.change(nav, { target: { value: 'header' } });
    expect(store.getState().doc.sections.nav?.section.tag).toBe('header');
    act(() => store.undo());
    expect(store.getState().doc.sections.nav?.section).not.toHaveProperty('tag');
    expect((nav as HTMLSelectElement).value).toBe('');
  });

  it('speaks French', () => {
    show(testStore(), 'fr');
    const hero = screen.getByRole('combobox', { name: 'Repère de « Hero »' });
    expect(options(hero).join(' | ')).toBe(
      'Automatique (Contenu principal) | En-tête | Navigation | Contenu principal | ' +
        'Contenu annexe | Pied de page | Section simple',
    );
    expect(screen.getAllByText('Repère')).toHaveLength(2);
    expect(screen.getByText(/sur chaque page qui l’affiche/)).toBeTruthy();
  });
});

/** The fixture with home bound to a static collection of recipes. */
function boundStore() {
  const doc = fixtureSite();
  doc.site.collections.recipes = {
    id: 'recipes',
    name: 'Recipes',
    mode: 'static',
    config: { data: [{ id: 'r1', name: 'Sadza', cents: 450 }] },
  };
  const home = doc.site.pages.find((p) => p.id === 'home')!;
  home.paths = { en: '/{id:}' };
  home.cmsDataSetPath = 'recipes/{id}';
  return testStore({}, doc);
}

const problemOf = (field: string) =>
  document.querySelector(`[data-field="${field}"] [data-testid="pages-problem"]`)?.textContent;

describe('PageSettings meta formulas', () => {
  it("names the bound record's fields, and checks the formulas and the JSON they make", () => {
    const store = boundStore();
    show(store);
    const hint = screen.getByTestId('pages-record-fields').textContent;
    expect(hint).toContain('{{ context.page.data?.Name }}');
    expect(hint).toContain('Its fields: id, cents, name.');
    const type = (field: string, value: string) =>
      fireEvent.change(document.querySelector(`[data-field="${field}"] :is(input, textarea)`)!, {
        target: { value },
      });
    type('title-en', '{{ context.page.data.name }} | Shop');
    expect(problemOf('title-en')).toBeUndefined();
    expect(store.getState().doc.site.pages[0]?.title.en).toBe(
      '{{ context.page.data.name }} | Shop',
    );
    type('title-en', '{{ context.page.data. }}');
    expect(problemOf('title-en')).toMatch(/^\{\{ context\.page\.data\. \}\} is not a formula: /);
    type('desc-en', 'A {{ context.page.data.name');
    expect(problemOf('desc-en')).toBe('{{ context.page.data.name has no closing "}}"');
    // Structured data: a formula stands for a value, in a string or not.
    type(
      'structuredData-en',
      '{"name": "{{ context.page.data.name }}", "cents": {{ context.page.data.cents }}}',
    );
    expect(problemOf('structuredData-en')).toBeUndefined();
    type('structuredData-en', '{"name": {{ 1 }} {{ 2 }}}');
    expect(problemOf('structuredData-en')).toMatch(/^Not valid JSON: /);
  });

  it('speaks French', () => {
    show(boundStore(), 'fr');
    expect(screen.getByTestId('pages-record-fields').textContent).toContain(
      'Ses champs : id, cents, name.',
    );
  });
});
