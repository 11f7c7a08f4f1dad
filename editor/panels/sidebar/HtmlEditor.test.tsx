import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { createEditorStore, type EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { Sidebar } from './Sidebar.tsx';
import { renderWithStore } from './testing.tsx';

vi.mock('../../fields/formula/FormulaField.tsx', () => import('./testing.tsx'));

afterEach(cleanup);

const title = (store: EditorStore) => store.getState().doc.pages.home?.elements.title;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const group = () => document.querySelector<HTMLElement>('[data-group="html"]')!;

describe('the sidebar’s HTML rows', { timeout: 20_000 }, () => {
  it('shows HTML id, classes and attributes from the descriptors, in English and French', () => {
    renderWithStore(testStore({ selection: 'title' }), <Sidebar />);
    expect(within(group()).getByRole('heading').textContent).toBe('HTML and accessibility');
    expect(input('HTML id')).toBeTruthy();
    expect(input('Extra classes')).toBeTruthy();
    expect(within(group()).getByText('HTML attributes')).toBeTruthy();
    cleanup();
    renderWithStore(testStore({ selection: 'title' }), <Sidebar />, 'fr');
    expect(within(group()).getByRole('heading').textContent).toBe('HTML et accessibilité');
    expect(input('Identifiant HTML')).toBeTruthy();
    expect(input('Classes supplémentaires')).toBeTruthy();
    expect(within(group()).getByRole('button', { name: 'Ajouter un attribut' })).toBeTruthy();
  });

  it('sets the id, the classes and an attribute once named; undo takes each back', () => {
    const store = testStore({ selection: 'title' });
    const before = store.getState().doc;
    renderWithStore(store, <Sidebar />);
    type('HTML id', 'welcome');
    fireEvent.blur(input('HTML id'));
    type('Extra classes', 'hero-title big');
    fireEvent.blur(input('Extra classes'));
    fireEvent.click(screen.getByRole('button', { name: 'Add an attribute' }));
    expect(title(store)).not.toHaveProperty('attributes');
    expect(screen.getByText('A row is saved once it has a name.')).toBeTruthy();
    type('Value of “#1”', 'alert');
    type('Name 1', 'role');
    fireEvent.blur(input('Name 1'));
    expect(title(store)).toMatchObject({
      htmlId: 'welcome',
      classes: 'hero-title big',
      attributes: [{ name: 'role', value: 'alert' }],
    });
    expect(screen.queryByText('A row is saved once it has a name.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove “role”' }));
    expect(title(store)).not.toHaveProperty('attributes');
    act(() => {
      for (let i = 0; i < 4; i++) store.undo();
    });
    expect(store.getState().doc).toEqual(before);
    expect(input('HTML id').value).toBe('');
  });

  it('keeps a refused value in its field with the schema’s words, unsaved, until it is fixed', () => {
    const store = testStore({ selection: 'title' });
    renderWithStore(store, <Sidebar />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an attribute' }));
    type('Name 1', 'onclick');
    expect(screen.getByRole('alert').textContent).toBe(
      'attribute "onclick" is an event handler, which could run script: use the element\'s workflows instead',
    );
    expect(input('Name 1').value).toBe('onclick');
    expect(title(store)).not.toHaveProperty('attributes');
    type('Name 1', 'data-step');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(title(store)?.attributes).toEqual([{ name: 'data-step', value: '' }]);

    type('HTML id', '1st');
    expect(screen.getByRole('alert').textContent).toContain('HTML id "1st" is not valid');
    expect(title(store)).not.toHaveProperty('htmlId');
    type('Extra classes', 'ok e-box');
    expect(screen.getAllByRole('alert')[1]?.textContent).toContain('class "e-box" starts with');
    type('HTML id', '');
    type('Extra classes', 'ok');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(title(store)).toMatchObject({ classes: 'ok' });
    expect(title(store)).not.toHaveProperty('htmlId');
  });

  it('says the refusal in French when the editor speaks French', () => {
    renderWithStore(testStore({ selection: 'title' }), <Sidebar />, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un attribut' }));
    type('Nom 1', 'style');
    expect(screen.getByRole('alert').textContent).toBe(
      'l’attribut « style » n’est pas permis : les styles ont leurs propres champs (onglet Style)',
    );
  });

  it('binds the id and an attribute’s value to formulas, and back', () => {
    const store = testStore({ selection: 'title' });
    renderWithStore(store, <Sidebar />);
    type('HTML id', 'order');
    fireEvent.click(screen.getByRole('switch', { name: 'Bind HTML id to a formula' }));
    expect(title(store)?.htmlId).toEqual({ $formula: '"order"' });
    type('Formula of HTML id', "'order-' + context.item.data.id");
    expect(title(store)?.htmlId).toEqual({ $formula: "'order-' + context.item.data.id" });

    fireEvent.click(screen.getByRole('button', { name: 'Add an attribute' }));
    type('Name 1', 'aria-label');
    type('Value of “aria-label”', 'Order');
    fireEvent.click(screen.getByRole('switch', { name: 'Bind “aria-label” to a formula' }));
    type('Formula of “aria-label”', "'Order ' + context.item.data.id");
    expect(title(store)?.attributes).toEqual([
      { name: 'aria-label', value: { $formula: "'Order ' + context.item.data.id" } },
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Bind “aria-label” to a formula' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Bind HTML id to a formula' }));
    expect(title(store)?.attributes).toEqual([{ name: 'aria-label', value: '' }]);
    expect(title(store)).not.toHaveProperty('htmlId');
  });

  it('binds a link’s query value to a formula', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.cta!.link = {
      type: 'page',
      pageId: 'faq',
      query: [{ name: 'order', value: 'A1' }],
    };
    const store = createEditorStore({
      siteId: 'demo',
      doc,
      ui: { pageId: 'home', selection: 'cta' },
    });
    const link = () => store.getState().doc.pages.home?.elements.cta?.link;
    renderWithStore(store, <Sidebar />);
    fireEvent.click(screen.getByRole('switch', { name: 'Bind “order” to a formula' }));
    expect(link()).toEqual({
      type: 'page',
      pageId: 'faq',
      query: [{ name: 'order', value: { $formula: '"A1"' } }],
    });
    type('Formula of “order”', 'context.item.data.id');
    fireEvent.click(screen.getByRole('button', { name: 'Add a query parameter' }));
    type('Name 2', 'from');
    type('Value of “from”', 'orders');
    expect(link()).toMatchObject({
      query: [
        { name: 'order', value: { $formula: 'context.item.data.id' } },
        { name: 'from', value: 'orders' },
      ],
    });
    // Typing in the new row is one step.
    act(() => store.undo());
    expect(link()).toMatchObject({
      query: [
        { name: 'order', value: { $formula: 'context.item.data.id' } },
        { name: '', value: '' },
      ],
    });
  });
});
