import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
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
