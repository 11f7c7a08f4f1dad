import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormContext, type FormContextValue, type FormField } from '../form-container/context.ts';
import { coerceProp, defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { selectDefinition, type SelectProps } from './definition.ts';
import { clampLimit, Select } from './Select.tsx';
import { selectSeeds } from './seeds.ts';

sharedChecks(selectDefinition, Select, {
  seeds: selectSeeds,
  link: false,
  defaultText: { en: 'Select an option', fr: 'Sélectionnez une option' },
});

const base = defaultProps<SelectProps>(selectDefinition, 'en');
const many = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `Item ${i + 1}`, value: `item${i + 1}` }));

function show(overrides: Partial<SelectProps> = {}) {
  const emit = vi.fn();
  const publish = vi.fn();
  const props = { ...base, ...overrides };
  const result = render(<Select props={props} className="b-s" emit={emit} publish={publish} />);
  const rerender = (next: Partial<SelectProps>) =>
    result.rerender(
      <Select props={{ ...props, ...next }} className="b-s" emit={emit} publish={publish} />,
    );
  return { ...result, rerender, emit, publish, combobox: screen.getByRole('combobox') };
}
const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('Select', () => {
  afterEach(cleanup);

  it('select limit 10–50 default 20: clamped 10–50 (bound 5 → 10, 70 → 50)', () => {
    const limit = selectDefinition.properties.limit;
    expect(base.limit).toBe(20);
    expect(limit.bounds).toEqual({ min: 10, max: 50, step: 1 });
    expect(coerceProp(limit, 5, ['en'])).toBe(10);
    expect(coerceProp(limit, 70, ['en'])).toBe(50);
    expect(coerceProp(limit, '30', ['en'])).toBe(30);
    // The component clamps on its own too (props built by hand, as in stories).
    expect([clampLimit(5), clampLimit(70), clampLimit(Number.NaN), clampLimit(12.4)]).toEqual([
      10, 50, 20, 12,
    ]);
  });

  it('shows only `limit` options with limitedOptions', async () => {
    const { combobox, rerender } = show({ options: many(100), limitedOptions: true });
    await userEvent.click(combobox);
    expect(screen.getAllByRole('option')).toHaveLength(20);
    rerender({ limit: 12 });
    expect(screen.getAllByRole('option')).toHaveLength(12);
    rerender({ limit: 5 });
    expect(screen.getAllByRole('option')).toHaveLength(10);
    rerender({ limitedOptions: false });
    expect(screen.getAllByRole('option')).toHaveLength(100);
  });

  it('infinite scroll loads the next page of `limit` options as the list reaches its end', async () => {
    const { combobox } = show({ options: many(25), infiniteScroll: true, limit: 10 });
    await userEvent.click(combobox);
    const listbox = screen.getByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    fireEvent.scroll(listbox);
    expect(screen.getAllByRole('option')).toHaveLength(20);
    // From the keyboard: ArrowDown on the last option shown loads the next page.
    await userEvent.keyboard('{End}');
    expect(screen.getAllByRole('option')).toHaveLength(25);
    fireEvent.scroll(listbox);
    expect(screen.getAllByRole('option')).toHaveLength(25);
  });

  it('search filters the options and shows noResultsText when nothing matches', async () => {
    const { combobox } = show({
      searchable: true,
      options: [
        { label: 'Été', value: 'summer' },
        { label: 'Hiver', value: 'winter' },
        { label: 'Printemps', value: 'spring' },
      ],
    });
    expect(combobox.tagName).toBe('INPUT');
    expect(combobox.getAttribute('aria-autocomplete')).toBe('list');
    await userEvent.type(combobox, 'ete');
    expect(optionLabels()).toEqual(['Été']);
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option').getAttribute('id'),
    );
    await userEvent.keyboard('{Enter}');
    expect(combobox).toHaveProperty('value', 'Été');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('No results found')).toBeDefined();
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows noOptionsText when there are no options', async () => {
    const { combobox } = show({ options: [], noOptionsText: 'Nothing yet' });
    await userEvent.click(combobox);
    expect(screen.getByRole('status').textContent).toBe('Nothing yet');
    cleanup();
    const bound = show({ options: null });
    await userEvent.click(bound.combobox);
    expect(screen.getByText('The list is empty')).toBeDefined();
  });

  it('selects with the keyboard: arrows, Home/End, Enter, Escape', async () => {
    const { combobox, emit, publish } = show();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(combobox.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await userEvent.keyboard('{End}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await userEvent.keyboard('{Home}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(emit).toHaveBeenCalledWith('change', { value: 'option2' });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toBe('Option 2');
    expect(publish).toHaveBeenLastCalledWith({ value: 'option2', isOpen: false });
    // Reopens on the selected option; Escape closes without changing anything.
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getAllByRole('option')[1]!.id,
    );
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('skips disabled options and jumps by typing the start of a label', async () => {
    const { combobox } = show({
      options: [
        { label: 'Apple', value: 'a' },
        { label: 'Banana', value: 'b', disabled: true },
        { label: 'Cherry', value: 'c' },
      ],
    });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Cherry' }).id,
    );
    await userEvent.keyboard('a');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Apple' }).id,
    );
  });

  it('canDeselect: picking the selected option again (or clear) empties the value', async () => {
    const { combobox, emit } = show({ initialValue: 'option1' });
    expect(combobox.textContent).toBe('Option 1');
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Option 1' }));
    expect(emit).toHaveBeenLastCalledWith('change', { value: null });
    expect(combobox.textContent).toBe('Select an option');
    cleanup();

    const kept = show({ initialValue: 'option1', canDeselect: false });
    expect(screen.queryByRole('button', { name: 'Clear the selection' })).toBeNull();
    await userEvent.click(kept.combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Option 1' }));
    expect(kept.emit).not.toHaveBeenCalled();
    expect(kept.combobox.textContent).toBe('Option 1');
    cleanup();

    const cleared = show({ initialValue: 'option3' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(cleared.emit).toHaveBeenCalledWith('change', { value: null });
    expect(document.activeElement).toBe(cleared.combobox);
  });

  it('closeOnSelect: off keeps the list open after a pick', async () => {
    const { combobox } = show({ closeOnSelect: false });
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Option 2' }));
    expect(screen.getByRole('listbox')).toBeDefined();
    expect(screen.getByRole('option', { name: 'Option 2' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    cleanup();
    const closing = show();
    await userEvent.click(closing.combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Option 2' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('disabled and readonly refuse changes', async () => {
    for (const locked of [{ disabled: true }, { readonly: true }]) {
      const { combobox, emit, container } = show({ ...locked, initialValue: 'option1' });
      await userEvent.click(combobox);
      fireEvent.keyDown(combobox, { key: 'ArrowDown' });
      fireEvent.keyDown(combobox, { key: 'Enter' });
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(combobox.textContent).toBe('Option 1');
      expect(emit).not.toHaveBeenCalled();
      const root = container.querySelector('.b-s')!;
      if ('disabled' in locked) {
        expect(combobox.getAttribute('aria-disabled')).toBe('true');
        expect(combobox.getAttribute('tabindex')).toBe('-1');
        expect(root.hasAttribute('data-disabled')).toBe(true);
      } else {
        expect(combobox.getAttribute('aria-readonly')).toBe('true');
        expect(combobox.getAttribute('tabindex')).toBe('0');
        expect(root.hasAttribute('data-readonly')).toBe(true);
      }
      cleanup();
    }
    const search = show({ searchable: true, readonly: true });
    await userEvent.type(search.combobox, 'abc');
    expect(search.combobox).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('raises change on a pick and initValueChange when the initial value changes', async () => {
    const { combobox, emit, rerender } = show({ initialValue: 'option1' });
    expect(emit).not.toHaveBeenCalled();
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Option 3' }));
    expect(emit).toHaveBeenCalledWith('change', { value: 'option3' });
    rerender({ initialValue: 'option2' });
    await act(async () => undefined);
    expect(emit).toHaveBeenLastCalledWith('initValueChange', { value: 'option2' });
    expect(combobox.textContent).toBe('Option 2');
    // The same initial value again is not a change.
    rerender({ initialValue: 'option2', placeholder: 'Pick' });
    await act(async () => undefined);
    expect(emit.mock.calls.filter(([name]) => name === 'initValueChange')).toHaveLength(1);
  });

  it('reads bound records with labelField and valueField (nested paths), keeping value types', async () => {
    const records = [
      { id: 7, name: { en: 'Seven' }, photo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
      { id: 8, name: { en: 'Eight' } },
      null,
      ['junk'],
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { combobox, emit } = show({
      options: records,
      labelField: 'name.en',
      valueField: 'id',
      initialValue: '7',
    });
    expect(combobox.textContent).toBe('Seven');
    expect(warn).toHaveBeenCalledTimes(1);
    await userEvent.click(combobox);
    expect(optionLabels()).toEqual(['Seven', 'Eight']);
    await userEvent.click(screen.getByRole('option', { name: 'Eight' }));
    expect(emit).toHaveBeenCalledWith('change', { value: 8 });
    warn.mockRestore();
  });

  it('multiple mode: chips, toggling options, removing a chip', async () => {
    const { combobox, emit } = show({ multiple: true, initialValueMulti: ['option1'] });
    expect(screen.getByRole('button', { name: 'Remove Option 1' })).toBeDefined();
    await userEvent.click(combobox);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Option 3' }));
    expect(emit).toHaveBeenLastCalledWith('change', { value: ['option1', 'option3'] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Option 1' }));
    expect(emit).toHaveBeenLastCalledWith('change', { value: ['option3'] });
    expect(screen.queryByRole('button', { name: 'Remove Option 1' })).toBeNull();
  });

  it('works in a native form: hidden input named fieldName, required blocks the submit', async () => {
    const { container } = render(
      <form>
        <Select props={{ ...base, fieldName: 'colour', required: true }} className="b-s" />
      </form>,
    );
    const form = container.querySelector('form')!;
    const combobox = screen.getByRole('combobox');
    expect(combobox.getAttribute('aria-required')).toBe('true');
    expect(form.checkValidity()).toBe(false);
    expect(new FormData(form).getAll('colour')).toEqual([]);
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Option 2' }));
    expect(new FormData(form).getAll('colour')).toEqual(['option2']);
    expect(form.checkValidity()).toBe(true);
  });

  it('registers with a form container: value collected, required validated, reset', async () => {
    const fields: FormField[] = [];
    const form: FormContextValue = {
      register: (field) => {
        fields.push(field);
        return () => undefined;
      },
      changed: vi.fn(),
      validation: 'submit',
    };
    render(
      <FormContext.Provider value={form}>
        <Select
          props={{ ...base, fieldName: 'colour', required: true, initialValue: 'option1' }}
          className="b-s"
        />
      </FormContext.Provider>,
    );
    const field = fields[0]!;
    expect(field.fieldName).toBe('colour');
    expect(field.getValue()).toBe('option1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(form.changed).toHaveBeenCalledWith(field);
    expect(field.getValue()).toBeNull();
    act(() => void field.validate(true));
    expect(screen.getByText('Please select a value.')).toBeDefined();
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    act(() => field.reset());
    expect(field.getValue()).toBe('option1');
    expect(screen.getByRole('combobox').textContent).toBe('Option 1');
  });

  it('shows a loading ring in its colour (a blue by default) while options load', () => {
    const { container } = show({ loading: true, options: [] });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeDefined();
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--b-select-loading-color')).toBe('#1a73e8');
    cleanup();
    const red = show({ loading: true, loadingColor: 'red' }).container;
    expect(
      (red.firstElementChild as HTMLElement).style.getPropertyValue('--b-select-loading-color'),
    ).toBe('red');
  });

  it('closes on a press outside and names itself from label or placeholder (fr texts too)', async () => {
    const { combobox } = show({ label: 'Colour' });
    expect(combobox.getAttribute('aria-label')).toBe('Colour');
    await userEvent.click(combobox);
    expect(screen.getByRole('listbox')).toBeDefined();
    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    cleanup();
    render(
      <Select
        props={{ ...defaultProps<SelectProps>(selectDefinition, 'fr'), initialValue: 'option1' }}
        className="b-s"
        lang="fr"
      />,
    );
    expect(screen.getByRole('combobox').getAttribute('aria-label')).toBe('Sélectionnez une option');
    expect(screen.getByRole('button', { name: 'Effacer la sélection' })).toBeDefined();
  });

  it('renders odd bound props without throwing', async () => {
    const odd = {
      options: [{ label: { x: 1 } }, 'plain', 3, { value: 'v' }],
      limit: null,
      placeholder: null,
      labelField: 42,
      initialValue: { weird: true },
      initialValueMulti: 'not a list',
    } as unknown as Partial<SelectProps>;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { combobox } = show(odd);
    await userEvent.click(combobox);
    expect(optionLabels()).toEqual(['plain', '3', 'v']);
    cleanup();
    render(<Select props={{} as SelectProps} className="b-s" />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getByRole('combobox').getAttribute('aria-label')).toBe('Select');
    expect(screen.getByRole('status')).toBeDefined();
    warn.mockRestore();
  });

  it('has no axe violations while open, searchable and multiple', async () => {
    show({ searchable: true, multiple: true, initialValueMulti: ['option2'] });
    await userEvent.click(screen.getByRole('combobox'));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
