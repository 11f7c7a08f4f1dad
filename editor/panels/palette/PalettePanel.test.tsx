import {
  DndContext,
  KeyboardSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
} from '@dnd-kit/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../app/notices.tsx';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorUi } from '../../store/state.ts';
import { testStore } from '../../store/testing.ts';
import { PalettePanel } from './PalettePanel.tsx';

function renderPalette(ui: Partial<EditorUi> = {}, language: 'en' | 'fr' = 'en') {
  const store = testStore(ui);
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <EditorStoreContext.Provider value={store}>
        <NoticeProvider>
          <PalettePanel />
        </NoticeProvider>
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
  return store;
}

const item = (type: string) =>
  document.querySelector<HTMLElement>(
    `[data-testid="palette-item"][data-component-type="${type}"]`,
  );
const types = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="palette-item"]')].map(
    (el) => el.dataset.componentType,
  );

afterEach(cleanup);

describe('PalettePanel', () => {
  it('shows the components by category, without the deprecated ones', () => {
    renderPalette();
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Navigation' })).toBeTruthy();
    const basic = screen.getByRole('heading', { name: 'Basic' }).closest('section');
    expect(basic && within(basic).getByRole('button', { name: 'Add Text' })).toBeTruthy();
    expect(types()).toContain('dropdown');
    expect(types()).not.toContain('legacy-select');
    expect(types()).not.toContain('rich-text');
  });

  it('filters with the search field (label in either language, or type)', () => {
    renderPalette();
    const search = screen.getByRole('searchbox', { name: 'Search components' });
    fireEvent.change(search, { target: { value: 'bouton' } });
    expect(types()).toEqual(['button']);
    fireEvent.change(search, { target: { value: 'mask' } });
    expect(types()).toEqual(['mask-input']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(types()).toEqual([]);
    expect(screen.getByText('No component matches “nothing like it”.')).toBeTruthy();
  });

  it('speaks French when the editor does', () => {
    renderPalette({}, 'fr');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un composant' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mise en page' })).toBeTruthy();
    expect(item('tabs')?.textContent).toBe('Onglets');
    expect(item('tabs')?.getAttribute('aria-label')).toBe('Ajouter Onglets');
  });

  it('adds into the selected container on click, and selects the new element', () => {
    const store = renderPalette({ selection: 'box' });
    fireEvent.click(item('image') as HTMLElement);
    const { doc, ui } = store.getState();
    const box = doc.pages.home?.elements.box;
    expect(box?.children?.default).toHaveLength(3);
    const added = box?.children?.default?.[2] ?? '';
    expect(doc.pages.home?.elements[added]?.type).toBe('image');
    expect(ui.selection).toBe(added);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('adds right after a selected leaf with Enter', () => {
    const store = renderPalette({ selection: 'title' });
    fireEvent.keyDown(item('text') as HTMLElement, { key: 'Enter', code: 'Enter' });
    const ids = store.getState().doc.pages.home?.elements.box?.children?.default ?? [];
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('title');
    expect(store.getState().doc.pages.home?.elements[ids[1] ?? '']?.type).toBe('text');
    expect(ids[2]).toBe('cta');
  });

  it('adds at the end of the first section without a selection', () => {
    const store = renderPalette();
    fireEvent.click(item('button') as HTMLElement);
    const nav = store.getState().doc.sections.nav;
    expect(nav?.section.children).toHaveLength(2);
    expect(nav?.elements[nav.section.children[1] ?? '']?.type).toBe('button');
  });

  it('tells the author when the page has no section', () => {
    const store = testStore({ pageId: 'faq' });
    store.load({
      ...store.getState().doc,
      site: {
        ...store.getState().doc.site,
        pages: store
          .getState()
          .doc.site.pages.map((p) => (p.id === 'faq' ? { ...p, sections: [] } : p)),
      },
    });
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <EditorStoreContext.Provider value={store}>
          <NoticeProvider>
            <PalettePanel />
          </NoticeProvider>
        </EditorStoreContext.Provider>
      </I18nextProvider>,
    );
    fireEvent.click(item('text') as HTMLElement);
    expect(screen.getByRole('alert').textContent).toContain('no section');
  });

  it('makes each item a dnd-kit draggable with the new-component data', () => {
    const onDragStart = vi.fn();
    function KeyboardDnd({ children }: { children: ReactNode }) {
      const sensors = useSensors(useSensor(KeyboardSensor));
      return (
        <DndContext sensors={sensors} onDragStart={onDragStart}>
          {children}
        </DndContext>
      );
    }
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <EditorStoreContext.Provider value={testStore()}>
          <KeyboardDnd>
            <PalettePanel />
          </KeyboardDnd>
        </EditorStoreContext.Provider>
      </I18nextProvider>,
    );
    const button = item('flexbox') as HTMLElement;
    expect(button.getAttribute('aria-roledescription')).toBe('draggable');
    expect(button.getAttribute('aria-describedby')).toMatch(/palette-hint/);
    act(() => {
      button.focus();
      fireEvent.keyDown(button, { key: ' ', code: 'Space' });
    });
    const event = onDragStart.mock.calls[0]?.[0] as DragStartEvent | undefined;
    expect(event?.active.id).toBe('palette:flexbox');
    expect(event?.active.data.current).toEqual({ kind: 'new', componentType: 'flexbox' });
  });
});
