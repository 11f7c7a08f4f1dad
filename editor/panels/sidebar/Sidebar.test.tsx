import { Profiler } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { createEditorStore, type EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { Sidebar } from './Sidebar.tsx';
import { renderWithStore } from './testing.tsx';

// Monaco loads lazily: a plain textarea with the same props stands in here.
vi.mock('../../fields/formula/FormulaField.tsx', () => import('./testing.tsx'));

afterEach(cleanup);

type Commit = { phase: string; actual: number; base: number };

function show(store: EditorStore, language: 'en' | 'fr' = 'en', commits: Commit[] = []) {
  renderWithStore(
    store,
    <Profiler
      id="sidebar"
      onRender={(_id, phase, actual, base) => commits.push({ phase, actual, base })}
    >
      <Sidebar />
    </Profiler>,
    language,
  );
}

const element = (store: EditorStore, id: string) => {
  const { doc } = store.getState();
  return doc.pages.home?.elements[id] ?? doc.sections.nav?.elements[id];
};
const row = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`);

/** A store over the fixture with French as a second language, workflows and a form. */
function richStore(ui: Parameters<typeof testStore>[0] = {}) {
  const doc = fixtureSite();
  doc.site.langs = [
    { lang: 'en', default: true },
    { lang: 'fr', default: false },
  ];
  doc.site.workflows = {
    send: { id: 'send', name: 'Send the form', trigger: 'element-event', actions: [] },
  };
  const home = doc.pages.home!;
  home.sections.hero!.children.push('form');
  home.elements.form = { id: 'form', type: 'form-container', children: { default: ['ok'] } };
  home.elements.ok = { id: 'ok', type: 'button', props: { text: 'OK' } };
  let count = 0;
  return createEditorStore({
    siteId: 'demo',
    doc,
    ui: { pageId: 'home', ...ui },
    newId: (prefix = 'el') => `${prefix}-${++count}`,
  });
}

// Rendering the whole style tab takes seconds in happy-dom on a busy machine.
describe('Sidebar', { timeout: 20_000 }, () => {
  it('explains what to do when nothing is selected', () => {
    show(testStore());
    expect(screen.getByTestId('sidebar-empty').textContent).toContain('Nothing selected');
  });

  it('finds an element of the page while nothing is selected, and opens its settings', () => {
    const store = testStore();
    show(store);
    const find = () => screen.getByTestId('sidebar-find');
    fireEvent.change(find(), { target: { value: 'butt' } });
    const results = screen.getByRole('list', { name: 'Elements found' });
    const found = within(results).getAllByRole('button');
    expect(found.map((button) => button.dataset.elementId)).toEqual(['cta']);
    fireEvent.click(found[0]!);
    expect(store.getState().ui.selection).toBe('cta');
    expect(screen.getByTestId('sidebar-element-name').textContent).toBe('Button');
    act(() => store.setUi({ selection: null }));
    fireEvent.change(find(), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No element matches “nothing like it”.')).toBeTruthy();
    // By the text it shows.
    fireEvent.change(find(), { target: { value: 'hell' } });
    expect(
      within(screen.getByRole('list', { name: 'Elements found' }))
        .getAllByRole('button')
        .map((button) => button.dataset.elementId),
    ).toEqual(['title']);
    // By id, in a shared section too; Enter takes the first match.
    fireEvent.change(find(), { target: { value: 'logo' } });
    fireEvent.keyDown(find(), { key: 'Enter' });
    expect(store.getState().ui.selection).toBe('logo');
  });

  it('shows the element, its component and its settings, labelled in the editor language', () => {
    show(testStore({ selection: 'cta' }), 'fr');
    expect(screen.getByTestId('sidebar-element-name').textContent).toBe('Bouton');
    expect(screen.getByRole('tab', { name: 'Réglages' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Type de bouton')).toBeTruthy();
    expect(row('text')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Icônes' })).toBeTruthy();
  });

  it('follows the selection', () => {
    const store = testStore({ selection: 'cta' });
    show(store);
    act(() => store.setUi({ selection: 'title' }));
    expect(screen.getByTestId('sidebar-element-name').textContent).toBe('Text');
    expect((screen.getByLabelText('HTML tag') as HTMLSelectElement).value).toBe('h1');
    // The tab chosen stays from one element to the next.
    fireEvent.click(screen.getByTestId('sidebar-tab-style'));
    act(() => store.setUi({ selection: 'cta' }));
    expect(screen.getByTestId('sidebar-tab-style').getAttribute('aria-selected')).toBe('true');
    act(() => store.setUi({ selection: null }));
    expect(screen.getByTestId('sidebar-empty')).toBeTruthy();
  });

  it('writes each keystroke, one undo step until the field is left', () => {
    const store = testStore({ selection: 'cta' });
    show(store);
    const input = within(row('text')!).getByLabelText('Text');
    fireEvent.change(input, { target: { value: 'Go!' } });
    fireEvent.change(input, { target: { value: 'Go!!' } });
    expect(element(store, 'cta')?.props?.text).toEqual({ $lang: { en: 'Go!!' } });
    expect((input as HTMLInputElement).value).toBe('Go!!');
    expect(store.getState().history.past).toHaveLength(1);
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: 'Buy' } });
    expect(store.getState().history.past).toHaveLength(2);
    act(() => void store.undo());
    expect((input as HTMLInputElement).value).toBe('Go!!');
  });

  it('edits the content language of a multi-language text, with the others as hints', () => {
    const store = richStore({ selection: 'cta' });
    show(store);
    act(() => store.setUi({ lang: 'fr' }));
    const text = row('text')!;
    expect(within(text).getByText('FR')).toBeTruthy();
    fireEvent.change(within(text).getByLabelText('Text'), { target: { value: 'Aller' } });
    expect(element(store, 'cta')?.props?.text).toEqual({ $lang: { en: 'Go', fr: 'Aller' } });
    expect(text.querySelector('[data-lang="en"]')?.textContent).toBe('EN: Go');
    act(() => store.setUi({ lang: 'en' }));
    expect((within(text).getByLabelText('Text') as HTMLInputElement).value).toBe('Go');
    expect(text.querySelector('[data-lang="fr"]')?.textContent).toBe('FR: Aller');
  });

  it('applies hidden conditions to the element’s current settings', () => {
    const store = testStore({ selection: 'cta' });
    show(store);
    expect(row('leftIconName')).toBeNull();
    fireEvent.click(within(row('leftIcon')!).getByRole('switch', { name: 'Left icon' }));
    expect(element(store, 'cta')?.props?.leftIcon).toBe(true);
    expect(row('leftIconName')).toBeTruthy();
  });

  it('offers an element the item fields of what lays it out: flex in a flex, grid in a grid', () => {
    const store = richStore({ selection: 'ok' });
    show(store);
    // The search keeps the style tab short (a test renders every row otherwise).
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'grow' } });
    expect(row('flexGrow')).toBeTruthy();
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'grid column' } });
    expect(row('gridColumn')).toBeNull();
    act(() => {
      store.dispatch({
        type: 'set-property',
        payload: {
          pageId: 'home',
          elementId: 'form',
          section: 'style',
          name: 'display',
          value: 'grid',
        },
      });
    });
    expect(row('gridColumn')).toBeTruthy();
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'grow' } });
    expect(row('flexGrow')).toBeNull();
  });

  it('binds a property to a formula and back to its literal', () => {
    const store = testStore({ selection: 'cta' });
    show(store);
    const disabled = row('disabled')!;
    fireEvent.click(within(disabled).getByTestId('bind-formula'));
    expect(element(store, 'cta')?.props?.disabled).toEqual({ $formula: 'false' });
    const formula = within(row('disabled')!).getByLabelText('Formula of Disabled');
    fireEvent.change(formula, { target: { value: 'variables.busy' } });
    expect(element(store, 'cta')?.props?.disabled).toEqual({ $formula: 'variables.busy' });
    expect(row('disabled')?.dataset.bound).toBe('true');
    fireEvent.click(within(row('disabled')!).getByTestId('bind-formula'));
    expect(element(store, 'cta')?.props).not.toHaveProperty('disabled');
    expect(within(row('disabled')!).getByRole('switch', { name: 'Disabled' })).toBeTruthy();
  });

  it('unbinds a formula inherited from desktop with a literal at the breakpoint', () => {
    const store = testStore({ selection: 'cta', breakpoint: 'tablet' });
    store.dispatch({
      type: 'set-property',
      payload: {
        pageId: 'home',
        elementId: 'cta',
        section: 'style',
        name: 'opacity',
        value: { $formula: 'variables.o' },
      },
    });
    show(store);
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'opacity' } });
    expect(row('opacity')?.dataset.inherited).toBe('desktop');
    expect(row('opacity')?.dataset.bound).toBe('true');
    fireEvent.click(within(row('opacity')!).getByTestId('bind-formula'));
    expect(element(store, 'cta')?.overrides?.tablet?.styles).toEqual({ opacity: null });
    expect(element(store, 'cta')?.styles?.opacity).toEqual({ $formula: 'variables.o' });
    expect(row('opacity')?.dataset.bound).toBeUndefined();
    expect(row('opacity')?.dataset.overridden).toBe('true');
  });

  it('restores the literal a property had before it was bound', () => {
    const store = testStore({ selection: 'title' });
    show(store);
    fireEvent.click(within(row('tag')!).getByTestId('bind-formula'));
    expect(element(store, 'title')?.props?.tag).toEqual({ $formula: '"h1"' });
    fireEvent.click(within(row('tag')!).getByTestId('bind-formula'));
    expect(element(store, 'title')?.props?.tag).toBe('h1');
  });

  it('overrides a style at a breakpoint, marks it, and resets it', () => {
    const store = testStore({ selection: 'cta' });
    show(store);
    // The search keeps the style tab short (a test renders every row otherwise).
    fireEvent.change(screen.getByTestId('sidebar-search'), {
      target: { value: 'background colour' },
    });
    const colour = () => within(row('backgroundColor')!).getByLabelText(/Background colour \(hex/);
    fireEvent.change(colour(), { target: { value: '#ff0000' } });
    expect(element(store, 'cta')?.styles?.backgroundColor).toBe('#ff0000');
    expect(row('backgroundColor')?.dataset.overridden).toBeUndefined();

    act(() => store.setUi({ breakpoint: 'mobile' }));
    expect(row('backgroundColor')?.dataset.inherited).toBe('desktop');
    expect((colour() as HTMLInputElement).value).toBe('#ff0000');
    fireEvent.change(colour(), { target: { value: '#00ff00' } });
    expect(element(store, 'cta')?.overrides?.mobile?.styles?.backgroundColor).toBe('#00ff00');
    expect(element(store, 'cta')?.styles?.backgroundColor).toBe('#ff0000');
    expect(row('backgroundColor')?.dataset.overridden).toBe('true');
    expect(row('backgroundColor')?.dataset.inherited).toBeUndefined();

    fireEvent.click(within(row('backgroundColor')!).getByTestId('reset-value'));
    expect(element(store, 'cta')?.overrides).toBeUndefined();
    expect(row('backgroundColor')?.dataset.overridden).toBeUndefined();
    expect((colour() as HTMLInputElement).value).toBe('#ff0000');
  });

  it('shows a mobile value inherited from tablet', () => {
    const store = testStore({ selection: 'box', breakpoint: 'tablet' });
    show(store);
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'margin top' } });
    fireEvent.change(within(row('marginTop')!).getByRole('spinbutton', { name: 'Margin top' }), {
      target: { value: '12' },
    });
    expect(element(store, 'box')?.overrides?.tablet?.styles?.marginTop).toBe('12px');
    act(() => store.setUi({ breakpoint: 'mobile' }));
    expect(row('marginTop')?.dataset.inherited).toBe('tablet');
    expect(within(row('marginTop')!).getByText('Inherited from tablet (991 px)')).toBeTruthy();
  });

  it('edits a state through the state picker', () => {
    const store = testStore({ selection: 'cta', breakpoint: 'tablet' });
    show(store);
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'opacity' } });
    const picker = screen.getByTestId('sidebar-state');
    expect([...(picker as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'hover',
      'focus',
      'disabled',
      'active',
    ]);
    fireEvent.change(picker, { target: { value: 'hover' } });
    expect(store.getState().ui.state).toBe('hover');
    fireEvent.change(within(row('opacity')!).getByLabelText('Opacity'), {
      target: { value: '0.5' },
    });
    expect(element(store, 'cta')?.overrides?.['tablet:hover']?.styles?.opacity).toBe(0.5);
    expect(row('opacity')?.dataset.overridden).toBe('true');
  });

  it('searches both tabs by English or French label, opening the tab with the hits', () => {
    show(testStore({ selection: 'cta' }));
    const search = screen.getByTestId('sidebar-search');
    fireEvent.change(search, { target: { value: 'fond' } });
    expect(screen.getByTestId('sidebar-tab-style').getAttribute('aria-selected')).toBe('true');
    expect(row('backgroundColor')).toBeTruthy();
    expect(row('marginTop')).toBeNull();
    fireEvent.change(search, { target: { value: 'disabled' } });
    expect(screen.getByTestId('sidebar-tab-settings').getAttribute('aria-selected')).toBe('true');
    expect(row('disabled')).toBeTruthy();
    expect(row('text')).toBeNull();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No property matches “zzz”.')).toBeTruthy();
  });

  it('shows the component’s editor warnings, and drops them once fixed', () => {
    const store = richStore({ selection: 'form' });
    show(store);
    const warning = screen.getByTestId('editor-warning');
    expect(warning.textContent).toContain('Submit button missing!');
    expect(warning.textContent).toContain('A form container require a button with type submit');
    act(() => {
      store.dispatch({
        type: 'set-property',
        payload: {
          pageId: 'home',
          elementId: 'ok',
          section: 'settings',
          name: 'buttonType',
          value: 'submit',
        },
      });
    });
    expect(screen.queryByTestId('editor-warning')).toBeNull();
  });

  it('shows the editor warnings in the editor’s language', () => {
    show(richStore({ selection: 'form' }), 'fr');
    const warning = screen.getByTestId('editor-warning');
    expect(warning.querySelector('strong')?.textContent).toBe('Bouton d’envoi manquant !');
    expect(warning.textContent).toContain('Un conteneur de formulaire a besoin d’un bouton');
    expect(warning.textContent).not.toContain('Submit button missing!');
  });

  it('edits the element’s link', () => {
    const store = testStore({ selection: 'cta' });
    show(store);
    expect((screen.getByLabelText('Link to') as HTMLSelectElement).value).toBe('page');
    expect((screen.getByLabelText('Page') as HTMLSelectElement).value).toBe('faq');
    fireEvent.change(screen.getByLabelText('Link to'), { target: { value: 'url' } });
    expect(element(store, 'cta')?.link).toEqual({ type: 'page', pageId: 'faq' });
    expect(screen.getByText('Fill in the address to save the link.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'https://x.test' } });
    expect(element(store, 'cta')?.link).toEqual({ type: 'url', href: 'https://x.test' });
    fireEvent.change(screen.getByLabelText('Link to'), { target: { value: '' } });
    expect(element(store, 'cta')?.link).toBeUndefined();
  });

  it('binds a link’s path parameter to a formula, and back', () => {
    const doc = fixtureSite();
    doc.site.pages.push({
      ...doc.site.pages[1]!,
      id: 'product',
      name: 'product',
      paths: { en: '/product/{id:}' },
    });
    doc.pages.product = { ...doc.pages.faq!, pageId: 'product' };
    doc.pages.home!.elements.cta!.link = {
      type: 'page',
      pageId: 'product',
      parameters: { id: 'rice' },
    };
    const store = createEditorStore({
      siteId: 'demo',
      doc,
      ui: { pageId: 'home', selection: 'cta' },
    });
    show(store);
    expect((screen.getByLabelText('Parameter “id”') as HTMLInputElement).value).toBe('rice');
    fireEvent.click(screen.getByTestId('link-parameter-bind-id'));
    expect(element(store, 'cta')?.link).toEqual({
      type: 'page',
      pageId: 'product',
      parameters: { id: { $formula: '"rice"' } },
    });
    fireEvent.change(screen.getByLabelText('Parameter “id”'), {
      target: { value: 'context.item.data.id' },
    });
    expect(element(store, 'cta')?.link).toMatchObject({
      parameters: { id: { $formula: 'context.item.data.id' } },
    });
    fireEvent.click(screen.getByTestId('link-parameter-bind-id'));
    expect(element(store, 'cta')?.link).toEqual({ type: 'page', pageId: 'product' });
  });

  it('runs workflows on the element’s triggers', () => {
    const store = richStore({ selection: 'form' });
    show(store);
    fireEvent.click(screen.getByRole('button', { name: 'Add a trigger' }));
    expect(element(store, 'form')?.events).toEqual([{ trigger: 'click', workflowId: 'send' }]);
    fireEvent.change(screen.getByLabelText('When'), { target: { value: 'submit' } });
    expect(element(store, 'form')?.events).toEqual([{ trigger: 'submit', workflowId: 'send' }]);
    expect(within(screen.getByLabelText('Run')).getByText('Send the form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove this trigger' }));
    expect(element(store, 'form')?.events).toBeUndefined();
  });

  it('re-renders only the field typed in', () => {
    const store = testStore({ selection: 'cta' });
    const commits: Commit[] = [];
    show(store, 'en', commits);
    fireEvent.click(screen.getByTestId('sidebar-tab-style'));
    const input = within(row('backgroundColor')!).getByLabelText(/Background colour \(hex/);
    commits.length = 0;
    fireEvent.change(input, { target: { value: '#123456' } });
    expect(commits).toHaveLength(1);
    // The whole style tab (every row) against what the keystroke re-rendered: one row.
    expect(commits[0]!.actual).toBeLessThan(commits[0]!.base / 10);
  });

  it('folds a group, and edits borders side by side', () => {
    const store = testStore({ selection: 'box' });
    show(store);
    fireEvent.click(screen.getByTestId('sidebar-tab-style'));
    const size = screen.getByRole('button', { name: 'Size' });
    expect(row('width')).toBeTruthy();
    fireEvent.click(size);
    expect(size.getAttribute('aria-expanded')).toBe('false');
    expect(row('width')).toBeNull();
    expect(row('borderTopWidth')).toBeTruthy();
    expect(row('borderLeftWidth')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Left' }));
    fireEvent.change(within(row('borderLeftStyle')!).getByLabelText('Left border style'), {
      target: { value: 'dashed' },
    });
    expect(element(store, 'box')?.styles?.borderLeftStyle).toBe('dashed');
  });

  it('says when a component is deprecated', () => {
    const store = richStore({ selection: 'ok' });
    act(() => {
      store.dispatch({
        type: 'insert-element',
        payload: {
          pageId: 'home',
          componentType: 'legacy-select',
          target: { kind: 'slot', parentId: 'box', slot: 'default', index: 0 },
        },
      });
    });
    show(store);
    expect(screen.getByText(/This select is deprecated/)).toBeTruthy();
  });
});
