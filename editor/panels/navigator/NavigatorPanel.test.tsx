import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { NoticeProvider } from '../../app/notices.tsx';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import { createEditorStore, type EditorStore } from '../../store/store.ts';
import type { EditorUi } from '../../store/state.ts';
import { ComponentIcon } from '../palette/icons.tsx';
import { NavigatorPanel } from './NavigatorPanel.tsx';
import { navigatorFixture, navigatorStore } from './testing.ts';

// Each element row draws its icon once per render: counting the calls counts row renders.
vi.mock('../palette/icons.tsx', async (original) => {
  const real = await original<{ ComponentIcon: typeof ComponentIcon }>();
  return { ComponentIcon: vi.fn(real.ComponentIcon) };
});

function show(store: EditorStore, language: 'en' | 'fr' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <EditorStoreContext.Provider value={store}>
        <NoticeProvider>
          <NavigatorPanel />
        </NoticeProvider>
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
}

function setup(ui: Partial<EditorUi> = {}, language: 'en' | 'fr' = 'en') {
  const store = navigatorStore(ui);
  show(store, language);
  return store;
}

const row = (id: string) =>
  document.querySelector<HTMLElement>(`[data-testid="navigator-row"][data-element-id="${id}"]`);
const inRow = (id: string, testId: string) =>
  row(id)?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null;
const lines = () =>
  [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')].map(
    (el) => `${el.getAttribute('aria-level')}:${el.querySelector('.navigator-name')?.textContent}`,
  );

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('NavigatorPanel', () => {
  it('shows the page tree: sections, elements, labelled slot groups', () => {
    setup();
    expect(lines()).toEqual([
      '1:Navigation',
      '2:Text',
      '1:Hero',
      '2:Flexbox',
      '3:Text',
      '3:Button',
      '2:Dropdown',
      '3:Trigger',
      '4:Button',
      '3:Dropdown',
      '4:Menu text',
      '2:Tabs',
      '3:Headers',
      '3:Contents',
      '4:Flexbox',
    ]);
    expect(screen.getByText('shared')).toBeTruthy();
  });

  it('speaks French: component and slot labels', () => {
    setup({}, 'fr');
    expect(lines()).toContain('3:Déclencheur');
    expect(lines()).toContain('3:En-têtes');
    expect(lines()).toContain('2:Menu déroulant');
    expect(screen.getByRole('tree', { name: 'Éléments de la page' })).toBeTruthy();
  });

  it('selects on click and sets the hover on pointer enter', () => {
    const store = setup();
    fireEvent.click(row('cta') as HTMLElement);
    expect(store.getState().ui.selection).toBe('cta');
    expect(row('cta')?.getAttribute('aria-selected')).toBe('true');
    fireEvent.pointerEnter(row('title') as HTMLElement);
    expect(store.getState().ui.hover).toBe('title');
    fireEvent.pointerLeave(row('title') as HTMLElement);
    expect(store.getState().ui.hover).toBeNull();
  });

  it('shows an unnamed element’s own words after its label, and a named one’s name only', () => {
    const store = setup();
    const words = (id: string) => inRow(id, 'navigator-words')?.textContent ?? null;
    expect(words('title')).toBe('Hello');
    expect(words('cta')).toBe('Go');
    expect(words('box')).toBeNull();
    act(() => {
      store.dispatch({
        type: 'rename-element',
        payload: { pageId: 'home', elementId: 'cta', name: 'Buy button' },
      });
    });
    expect(words('cta')).toBeNull();
    expect(row('cta')?.querySelector('.navigator-name')?.textContent).toBe('Buy button');
  });

  it('renames on double-click: Enter keeps it as one step, Escape cancels', () => {
    const store = setup();
    fireEvent.doubleClick(row('cta') as HTMLElement);
    const input = screen.getByRole('textbox', { name: 'Name of Button' });
    fireEvent.change(input, { target: { value: 'Buy now' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBe('Buy now');
    expect(row('cta')?.textContent).toContain('Buy now');
    expect(store.getState().history.past).toHaveLength(1);
    expect(store.getState().history.marked).toBe(true);

    fireEvent.doubleClick(row('cta') as HTMLElement);
    const again = screen.getByRole('textbox', { name: 'Name of Buy now' });
    fireEvent.change(again, { target: { value: 'Nope' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBe('Buy now');
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('hides and shows an element at the current breakpoint', () => {
    const store = setup({ breakpoint: 'tablet' });
    const eye = inRow('title', 'navigator-hide') as HTMLElement;
    expect(eye.getAttribute('aria-label')).toBe('Hide Text on tablet');
    fireEvent.click(eye);
    const title = () => store.getState().doc.pages.home?.elements.title;
    expect(title()?.overrides?.tablet?.styles?.display).toBe('none');
    expect(title()?.styles?.display).toBeUndefined();
    expect(row('title')?.dataset.hidden).toBe('true');
    expect(inRow('title', 'navigator-hide')?.getAttribute('aria-pressed')).toBe('true');
    act(() => store.setUi({ breakpoint: 'desktop' }));
    expect(row('title')?.dataset.hidden).toBeUndefined();
    act(() => store.setUi({ breakpoint: 'tablet' }));
    fireEvent.click(inRow('title', 'navigator-hide') as HTMLElement);
    expect(title()?.overrides?.tablet).toBeUndefined();
    expect(store.getState().ui.selection).toBeNull();
  });

  it('collapses and expands a row, and remembers it for the page', () => {
    const store = setup();
    fireEvent.click(inRow('box', 'navigator-collapse') as HTMLElement);
    expect(row('title')).toBeNull();
    expect(row('box')?.getAttribute('aria-expanded')).toBe('false');
    cleanup();
    show(store);
    expect(row('title')).toBeNull();
    fireEvent.click(inRow('box', 'navigator-collapse') as HTMLElement);
    expect(row('title')).not.toBeNull();
    expect(JSON.stringify(store.getState().doc)).not.toContain('collapsed');
  });

  it('follows a selection made elsewhere: opens its ancestors and scrolls to it', () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const store = setup();
    fireEvent.click(inRow('menu', 'navigator-collapse') as HTMLElement);
    fireEvent.click(
      document.querySelector(
        '[data-section-uid="hero"] [data-testid="navigator-collapse"]',
      ) as HTMLElement,
    );
    expect(row('menu')).toBeNull();
    act(() => store.setUi({ selection: 'menuText' }));
    expect(row('menuText')?.getAttribute('aria-selected')).toBe('true');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(row('menuText'));
  });

  it('walks the tree with the arrow keys', () => {
    const store = setup({ selection: 'title' });
    fireEvent.keyDown(row('title') as HTMLElement, { key: 'ArrowDown' });
    expect(store.getState().ui.selection).toBe('cta');
    fireEvent.keyDown(row('cta') as HTMLElement, { key: 'ArrowDown' });
    expect(store.getState().ui.selection).toBe('menu');
    fireEvent.keyDown(row('menu') as HTMLElement, { key: 'ArrowLeft' });
    expect(row('menuButton')).toBeNull();
    fireEvent.keyDown(row('menu') as HTMLElement, { key: 'ArrowRight' });
    expect(row('menuButton')).not.toBeNull();
  });

  it('re-renders only the edited row when a property changes', () => {
    const store = setup();
    const renders = vi.mocked(ComponentIcon);
    renders.mockClear();
    act(() => {
      store.dispatch({
        type: 'set-property',
        payload: {
          pageId: 'home',
          elementId: 'cta',
          section: 'settings',
          name: 'text',
          value: 'B',
        },
      });
    });
    expect(renders.mock.calls.map(([props]) => props.type)).toEqual(['button']);
    renders.mockClear();
    act(() => store.setUi({ selection: 'title' }));
    // The first row (the Tab stop while nothing is selected) and the selected one.
    expect(renders.mock.calls.map(([props]) => props.type).sort()).toEqual(['text', 'text']);
    renders.mockClear();
    act(() => store.setUi({ selection: 'cta' }));
    expect(renders.mock.calls.map(([props]) => props.type).sort()).toEqual(['button', 'text']);
    renders.mockClear();
    act(() => store.setUi({ hover: 'menu' }));
    expect(renders.mock.calls.map(([props]) => props.type).sort()).toEqual(['dropdown']);
  });

  it(
    'opens a big page on its outline; a property edit re-renders that row only',
    { timeout: 30_000 },
    () => {
      const doc = navigatorFixture();
      const home = doc.pages.home;
      if (!home?.sections.hero) throw new Error('fixture without hero');
      for (let i = 0; i < 80; i += 1) {
        const ids = [1, 2, 3, 4].map((n) => `item${i}x${n}`);
        home.elements[`group${i}`] = {
          id: `group${i}`,
          type: 'flexbox',
          children: { default: ids },
        };
        for (const id of ids) home.elements[id] = { id, type: 'text', props: { text: id } };
        home.sections.hero.children.push(`group${i}`);
      }
      const store = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
      show(store);
      // Containers start closed on a big page (over 300 elements): the roots show, not every row.
      expect(document.querySelectorAll('[data-testid="navigator-row"]').length).toBe(84);
      expect(row('item7x2')).toBeNull();
      act(() => store.setUi({ selection: 'item7x2' }));
      expect(row('item7x2')?.getAttribute('aria-selected')).toBe('true');
      expect(row('item8x2')).toBeNull();
      const renders = vi.mocked(ComponentIcon);
      renders.mockClear();
      act(() => {
        store.dispatch({
          type: 'set-property',
          payload: {
            pageId: 'home',
            elementId: 'item7x2',
            section: 'settings',
            name: 'text',
            value: 'B',
          },
        });
      });
      expect(renders).toHaveBeenCalledTimes(1);
    },
  );

  it('moves an element by dragging its handle above another row', () => {
    const store = setup();
    const target = row('title') as HTMLElement;
    target.getBoundingClientRect = () => new DOMRect(0, 100, 280, 26);
    const original = document.elementFromPoint.bind(document);
    document.elementFromPoint = () => target;
    onTestFinished(() => {
      document.elementFromPoint = original;
    });
    const handle = inRow('cta', 'navigator-drag') as HTMLElement;
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 140, isPrimary: true, button: 0 });
    fireEvent.pointerMove(document, { clientX: 10, clientY: 120, isPrimary: true });
    fireEvent.pointerMove(document, { clientX: 10, clientY: 103, isPrimary: true });
    expect(target.dataset.drop).toBe('before');
    fireEvent.pointerUp(document, { clientX: 10, clientY: 103, isPrimary: true });
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'cta',
      'title',
    ]);
    expect(store.getState().ui.selection).toBe('cta');
    expect(target.dataset.drop).toBeUndefined();
  });

  it('moves an element with the keyboard: Space, arrows, Space', async () => {
    const original = Element.prototype.getBoundingClientRect;
    // Rows stacked 26 px apart, as in the browser; the drag overlay starts on the dragged row.
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const all = [...document.querySelectorAll('[data-row-key]')];
      const own = this.closest('[data-row-key]') ?? document.querySelector('[data-dragging]');
      const index = own ? all.indexOf(own) : 0;
      return new DOMRect(0, index * 26, 280, 26);
    };
    onTestFinished(() => {
      Element.prototype.getBoundingClientRect = original;
    });
    const store = setup({ selection: 'title' });
    const handle = inRow('title', 'navigator-drag') as HTMLElement;
    expect(handle.tabIndex).toBe(0);
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(row('cta')?.dataset.drop).toBe('after');
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'cta',
      'title',
    ]);
  });

  it('says so when no page is shown', () => {
    setup({ pageId: null });
    expect(screen.getByText('No page is open.')).toBeTruthy();
  });
});
