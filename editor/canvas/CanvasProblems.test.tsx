import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { EditorStoreContext } from '../store/hooks.ts';
import type { EditorStore } from '../store/store.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { testStore } from '../store/testing.ts';
import { CanvasProblems } from './CanvasProblems.tsx';
import type { CanvasProblem } from './problems.ts';

afterEach(cleanup);

function mount(store: EditorStore, problems: readonly CanvasProblem[], language: 'en' | 'fr') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <EditorStoreContext.Provider value={store}>
        <CanvasProblems problems={problems} />
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
}

const PROBLEMS: CanvasProblem[] = [
  { kind: 'collection', name: 'Products', reason: 'the data source answered 502' },
  {
    kind: 'element',
    elementId: 'title',
    message: '[baobab] element "title", property "text": x is not defined',
    level: 'warning',
  },
  {
    kind: 'element',
    elementId: 'gone',
    message: '[baobab] element "gone" is listed as a child but does not exist',
    level: 'error',
  },
];

describe('the canvas problems', () => {
  it('shows nothing while the page has none', () => {
    const { container } = mount(testStore(), [], 'en');
    expect(container.innerHTML).toBe('');
  });

  it('says how many, lists them on a click, and selects an element from its line', () => {
    const store = testStore();
    mount(store, PROBLEMS, 'en');
    const toggle = screen.getByRole('button', { name: '3 problems on this page' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Collection “Products” could not be loaded: the data source answered 502',
      // The element's label (the fixture's title has no name: its component's).
      'Text, property "text": x is not defined' + 'Select',
      // No element of that id on the page: its id, and nothing to select.
      'gone is listed as a child but does not exist',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(store.getState().ui.selection).toBe('title');
    fireEvent.click(toggle);
    expect(screen.queryByRole('list')).toBeNull();
    // Escape closes the list, gives the focus back to the toggle, and is not the editor's.
    fireEvent.click(toggle);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => void screen.getByRole('button', { name: 'Select' }).dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('offers to take out the children an element lists that do not exist', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.box!.children = { default: ['title', 'gone', 'cta'] };
    const store = testStore({}, doc);
    const problem: CanvasProblem = {
      kind: 'element',
      elementId: 'box',
      message: '[baobab] element "box" lists a child "gone" that does not exist',
      level: 'error',
    };
    mount(store, [problem], 'en');
    fireEvent.click(screen.getByRole('button', { name: '1 problem on this page' }));
    expect(screen.getByRole('listitem').textContent).toBe(
      'Flexbox lists a child "gone" that does not exist' + 'Select' + 'Remove the missing children',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the missing children' }));
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'title',
      'cta',
    ]);
    expect(store.getState().history.past).toHaveLength(1);
    // Fixed: the offer goes (the line itself goes once the canvas renders the box again).
    expect(screen.queryByRole('button', { name: 'Remove the missing children' })).toBeNull();
  });

  it('says what the data source answered, without the route it was asked on', () => {
    const answered: CanvasProblem = {
      kind: 'collection',
      name: 'Products',
      reason: 'The products database cannot be reached.',
      status: 502,
    };
    mount(testStore(), [answered], 'en');
    fireEvent.click(screen.getByRole('button', { name: '1 problem on this page' }));
    expect(screen.getByRole('listitem').textContent).toBe(
      'Collection “Products” could not be loaded: the data source answered 502: The products database cannot be reached.',
    );
    cleanup();
    mount(testStore(), [answered], 'fr');
    fireEvent.click(screen.getByRole('button', { name: '1 problème sur cette page' }));
    expect(screen.getByRole('listitem').textContent).toBe(
      'La collection « Products » n’a pas pu être chargée : la source de données a répondu 502 : The products database cannot be reached.',
    );
  });

  it('speaks French', () => {
    mount(testStore(), PROBLEMS.slice(0, 1), 'fr');
    fireEvent.click(screen.getByRole('button', { name: '1 problème sur cette page' }));
    expect(screen.getByRole('list', { name: 'Problèmes du canevas' }).textContent).toBe(
      'La collection « Products » n’a pas pu être chargée : the data source answered 502',
    );
  });
});
