import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeProvider } from '../../app/notices.tsx';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import { testStore } from '../../store/testing.ts';
import { DataPanel } from './DataPanel.tsx';
import { literalValue } from './FilterBuilder.tsx';

afterEach(cleanup);

function show(language: 'en' | 'fr' = 'en') {
  const store = testStore();
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <NoticeProvider>
          <DataPanel />
        </NoticeProvider>
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
  return store;
}

function add(name: string) {
  fireEvent.change(screen.getByTestId('data-new-name'), { target: { value: name } });
  fireEvent.click(screen.getByTestId('data-add'));
}

const editor = () => screen.getByTestId('data-editor');
const field = (name: string) =>
  editor().querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[data-field="${name}"] input, [data-field="${name}"] select, [data-field="${name}"] textarea`,
  )!;
function type(input: Element, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('DataPanel', () => {
  it('adds a site variable, opens it, checks its default value against its type', () => {
    const store = show();
    add('count');
    const variable = () => store.getState().doc.site.variables['variable-1'];
    expect(variable()).toMatchObject({ name: 'count', type: 'string', defaultValue: '' });
    fireEvent.change(field('type'), { target: { value: 'number' } });
    expect(variable()).toMatchObject({ type: 'number', defaultValue: 0 });
    type(field('defaultValue'), 'abc');
    expect(within(editor()).getByRole('alert').textContent).toBe(
      'Default value: value must be a number.',
    );
    type(field('defaultValue'), '5');
    expect(variable()?.defaultValue).toBe(5);
    fireEvent.click(field('persistent'));
    expect(variable()?.persistent).toBe(true);
    fireEvent.change(field('type'), { target: { value: 'array' } });
    fireEvent.change(field('defaultValue'), { target: { value: '[1, 2' } });
    expect(within(editor()).getByRole('alert').textContent).toContain('Not valid JSON');
    fireEvent.change(field('defaultValue'), { target: { value: '[1, 2]' } });
    expect(variable()?.defaultValue).toEqual([1, 2]);
  });

  it('says when a type change drops the default, in one undo step with it', () => {
    for (const language of ['en', 'fr'] as const) {
      const store = show(language);
      add('cart');
      const variable = () => store.getState().doc.site.variables['variable-1'];
      fireEvent.change(field('type'), { target: { value: 'object' } });
      // An empty default is not worth a word.
      expect(screen.queryByTestId('data-variable-reset')).toBeNull();
      fireEvent.change(field('defaultValue'), { target: { value: '{"items": [1]}' } });
      expect(variable()?.defaultValue).toEqual({ items: [1] });
      fireEvent.change(field('type'), { target: { value: 'number' } });
      expect(variable()).toMatchObject({ type: 'number', defaultValue: 0 });
      expect(screen.getByTestId('data-variable-reset').textContent).toBe(
        language === 'en'
          ? 'The default {"items":[1]} is not a valid Number value: reset to 0. Undo brings it back.'
          : 'La valeur par défaut {"items":[1]} n’est pas une valeur de type Nombre valable : remise à 0. Annuler la rétablit.',
      );
      act(() => void store.undo());
      expect(variable()).toMatchObject({ type: 'object', defaultValue: { items: [1] } });
      expect(screen.queryByTestId('data-variable-reset')).toBeNull();
      cleanup();
    }
  });

  it('says each row’s type or mode in the editor’s language', () => {
    const store = show('fr');
    add('count');
    const rows = () => [...document.querySelectorAll('.data-row-name')].map((b) => b.textContent);
    const summary = () => rows()[0];
    expect(summary()).toBe('countTexte');
    fireEvent.change(field('type'), { target: { value: 'number' } });
    expect(summary()).toBe('countNombre');
    fireEvent.click(screen.getByTestId('data-tab-collections'));
    add('products');
    expect(rows()).toEqual(['productsstatique']);
    expect(store.getState().doc.site.collections['collection-2']?.mode).toBe('static');
  });

  it('refuses a duplicate name with a clear message', () => {
    show();
    add('cart');
    add('cart');
    expect(
      screen
        .getAllByRole('alert')
        .some((a) => a.textContent === 'The site already has a variable named "cart".'),
    ).toBe(true);
  });

  it('puts page data in the shown page', () => {
    const store = show();
    fireEvent.click(screen.getByTestId('data-scope-page'));
    add('open');
    expect(store.getState().doc.pages.home?.variables['variable-1']?.name).toBe('open');
    expect(store.getState().doc.site.variables).toEqual({});
    fireEvent.click(screen.getByTestId('data-delete'));
    expect(store.getState().doc.pages.home?.variables).toEqual({});
  });

  it('edits a formula: parameters and body with its live preview', () => {
    const store = show();
    fireEvent.click(screen.getByTestId('data-tab-formulas'));
    add('double');
    type(field('parameters'), 'n, m');
    expect(store.getState().doc.site.formulas['formula-1']?.parameters).toEqual(['n', 'm']);
    fireEvent.change(screen.getByLabelText('Formula'), { target: { value: '(n ?? 21) * 2' } });
    expect(store.getState().doc.site.formulas['formula-1']?.code).toBe('(n ?? 21) * 2');
    expect(screen.getByTestId('formula-preview').textContent).toContain('42');
  });

  it('edits a static collection’s records as JSON, filters and sorts them with a preview', () => {
    const store = show();
    fireEvent.click(screen.getByTestId('data-tab-collections'));
    add('products');
    const records = [
      { name: 'B', price: 5 },
      { name: 'A', price: 3 },
      { name: 'C', price: 9 },
    ];
    fireEvent.change(field('records'), { target: { value: JSON.stringify(records) } });
    const collection = () => store.getState().doc.site.collections['collection-1'];
    expect(collection()?.config.data).toEqual(records);
    expect(screen.getByTestId('data-preview-count').textContent).toBe(
      '3 shown of 3 matching (3 records)',
    );

    fireEvent.click(screen.getByTestId('data-filter-add-condition'));
    const condition = screen.getByTestId('data-filter-condition');
    expect(collection()?.filter?.conditions[0]).toMatchObject({ key: 'name', operator: 'equals' });
    type(within(condition).getByLabelText('Field'), 'price');
    fireEvent.change(within(condition).getByLabelText('Operator'), {
      target: { value: 'lessThan' },
    });
    type(within(condition).getByLabelText('Value'), '6');
    expect(collection()?.filter).toEqual({
      type: 'group',
      combinator: 'and',
      conditions: [{ type: 'condition', key: 'price', operator: 'lessThan', value: 6 }],
    });
    fireEvent.click(screen.getByTestId('data-sort-add'));
    expect(collection()?.sort).toEqual([{ key: 'name', direction: 'asc' }]);
    expect(screen.getAllByTestId('data-preview-record').map((r) => r.textContent)).toEqual([
      '{"name":"A","price":3}',
      '{"name":"B","price":5}',
    ]);
    act(() => {
      store.undo();
    });
    expect(collection()?.sort).toBeUndefined();
  });

  it('binds a sort key’s field and direction to formulas, and back', () => {
    const store = show();
    fireEvent.click(screen.getByTestId('data-tab-collections'));
    add('products');
    const records = [
      { name: 'B', price: 5 },
      { name: 'A', price: 3 },
    ];
    fireEvent.change(field('records'), { target: { value: JSON.stringify(records) } });
    const collection = () => store.getState().doc.site.collections['collection-1'];
    fireEvent.click(screen.getByTestId('data-sort-add'));
    fireEvent.click(screen.getByTestId('data-sort-bind'));
    expect(collection()?.sort).toEqual([
      { key: { $formula: '"name"' }, direction: { $formula: '"asc"' } },
    ]);
    fireEvent.change(screen.getByLabelText('Direction (formula: "asc" or "desc")'), {
      target: { value: '"desc"' },
    });
    expect(collection()?.sort?.[0]?.direction).toEqual({ $formula: '"desc"' });
    expect(screen.getAllByTestId('data-preview-record').map((r) => r.textContent)).toEqual([
      '{"name":"B","price":5}',
      '{"name":"A","price":3}',
    ]);
    fireEvent.click(screen.getByTestId('data-sort-bind'));
    expect(collection()?.sort).toEqual([{ key: 'name', direction: 'desc' }]);
  });

  it('shows a dynamic collection’s data source checks', () => {
    const store = show();
    fireEvent.click(screen.getByTestId('data-tab-collections'));
    add('notes');
    fireEvent.change(field('mode'), { target: { value: 'dynamic' } });
    expect(screen.getByTestId('data-source-problems').textContent).toContain('No base defined.');
    type(field('base'), 'appX');
    type(field('table'), 'Notes');
    type(field('view'), 'Grid view');
    expect(store.getState().doc.site.collections['collection-1']?.config).toEqual({
      base: 'appX',
      table: 'Notes',
      view: 'Grid view',
    });
    expect(screen.queryByTestId('data-source-problems')).toBeNull();
  });

  it('reads filter values as JSON when they look like JSON', () => {
    expect(literalValue('12')).toBe(12);
    expect(literalValue('["a"]')).toEqual(['a']);
    expect(literalValue('hello')).toBe('hello');
    expect(literalValue('12 apples')).toBe('12 apples');
  });

  it('previews a match filter on the linear-time engine: (a+)+$ against 40 × "a" + "!"', async () => {
    show();
    fireEvent.click(screen.getByTestId('data-tab-collections'));
    add('names');
    const records = [{ name: `${'a'.repeat(40)}!` }, { name: 'aaa' }];
    fireEvent.change(field('records'), { target: { value: JSON.stringify(records) } });
    fireEvent.click(screen.getByTestId('data-filter-add-condition'));
    const condition = screen.getByTestId('data-filter-condition');
    fireEvent.change(within(condition).getByLabelText('Operator'), { target: { value: 'match' } });
    type(within(condition).getByLabelText('Value'), '(a+)+$');
    // With RegExp this froze the editor; the engine arrives in its own chunk, then the preview.
    await waitFor(() =>
      expect(screen.getByTestId('data-preview-count').textContent).toBe(
        '1 shown of 1 matching (2 records)',
      ),
    );
    expect(screen.getByTestId('data-preview-record').textContent).toBe('{"name":"aaa"}');
  });

  it('refuses a pattern the engine cannot run under the field, and keeps the stored one', async () => {
    const store = show('fr');
    fireEvent.click(screen.getByTestId('data-tab-collections'));
    add('names');
    fireEvent.click(screen.getByTestId('data-filter-add-condition'));
    const condition = screen.getByTestId('data-filter-condition');
    fireEvent.change(within(condition).getByLabelText('Opérateur'), {
      target: { value: 'match' },
    });
    const value = () => within(condition).getByLabelText('Valeur') as HTMLInputElement;
    const stored = () => store.getState().doc.site.collections['collection-1']?.filter;
    // A pattern stays a text, even one that reads as JSON.
    type(value(), '12');
    await waitFor(() => expect(stored()?.conditions[0]).toMatchObject({ value: '12' }));
    type(value(), '(a)\\1');
    const refusal = await within(condition).findByRole('alert');
    expect(refusal.textContent).toMatch(
      /^Le motif \(a\)\\1 ne peut pas s’exécuter : backreferences and lookaround are not supported/,
    );
    expect(value().value).toBe('(a)\\1');
    expect(value().getAttribute('aria-invalid')).toBe('true');
    expect(stored()?.conditions[0]).toMatchObject({ operator: 'match', value: '12' });
  });
});
