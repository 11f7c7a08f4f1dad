import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentActionHandler } from '../component.ts';
import type { FormContainerProps } from '../form-container/definition.ts';
import { FormContainer } from '../form-container/FormContainer.tsx';
import { coerceProp, defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { boxSize, Checkbox } from './Checkbox.tsx';
import { checkboxDefinition, type CheckboxProps } from './definition.ts';
import { checkboxSeeds } from './seeds.ts';

sharedChecks(checkboxDefinition, Checkbox, {
  seeds: checkboxSeeds,
  link: false,
  defaultText: { en: 'I agree', fr: 'J’accepte' },
});

const en = defaultProps<CheckboxProps>(checkboxDefinition, 'en');
const fr = defaultProps<CheckboxProps>(checkboxDefinition, 'fr');

function show(props: Partial<CheckboxProps> = {}, extra: { lang?: string } = {}) {
  const emit = vi.fn();
  const publish = vi.fn();
  const all = { ...en, ...props };
  const result = render(
    <Checkbox props={all} className="e-terms" emit={emit} publish={publish} {...extra} />,
  );
  const rerender = (next: Partial<CheckboxProps>) =>
    result.rerender(
      <Checkbox
        props={{ ...all, ...next }}
        className="e-terms"
        emit={emit}
        publish={publish}
        {...extra}
      />,
    );
  return { ...result, rerender, emit, publish, box: screen.getByRole('checkbox') };
}

const changes = (emit: ReturnType<typeof vi.fn>) =>
  emit.mock.calls.filter(([event]) => event === 'change');
const lastPublished = (publish: ReturnType<typeof vi.fn>) => publish.mock.lastCall?.[0] as unknown;

/** A form container with the checkbox, a named text field's stand-in and a submit button. */
function showForm(
  props: Partial<CheckboxProps>,
  form: Partial<FormContainerProps> = {},
  lang = 'en',
) {
  const emit = vi.fn();
  const publish = vi.fn();
  let actions: Readonly<Record<string, ComponentActionHandler>> = {};
  const formProps = { validation: 'submit', debounceDelay: 500, autocomplete: true, ...form };
  render(
    <FormContainer
      props={formProps as FormContainerProps}
      className="e-form"
      emit={emit}
      registerActions={(handlers) => {
        actions = handlers;
        return () => undefined;
      }}
    >
      <Checkbox
        props={{ ...(lang === 'fr' ? fr : en), fieldName: 'terms', ...props }}
        className="e-terms"
        lang={lang}
        publish={publish}
      />
      <button type="submit">Send</button>
    </FormContainer>,
  );
  const send = () =>
    act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  return { emit, publish, send, actions: () => actions, box: screen.getByRole('checkbox') };
}

const messageOf = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;

describe('Checkbox', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders a native checkbox named by its label, unchecked, 18 px, publishing false', () => {
    const { box, publish, container } = show();
    expect(box).toBeInstanceOf(HTMLInputElement);
    expect((box as HTMLInputElement).type).toBe('checkbox');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBe(box);
    expect(box.closest('label')?.textContent).toBe('I agree');
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('e-terms b-checkbox');
    expect(root.style.getPropertyValue('--b-checkbox-size')).toBe('18px');
    expect(root.style.getPropertyValue('--b-checkbox-accent')).toBe('#1a5fb4');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('required')).toBe(false);
    expect(lastPublished(publish)).toEqual({ value: false, error: null });
  });

  it('labels the box in English and French, and names a box without text', () => {
    render(<Checkbox props={fr} className="e-fr" lang="fr" />);
    expect(screen.getByRole('checkbox', { name: 'J’accepte' })).toBeDefined();
    cleanup();
    show({ label: '', fieldName: 'newsletter' });
    expect(screen.getByRole('checkbox', { name: 'newsletter' })).toBeDefined();
    cleanup();
    show({ label: '  ' }, { lang: 'fr' });
    expect(screen.getByRole('checkbox', { name: 'Case à cocher' })).toBeDefined();
    cleanup();
    show({ label: '' });
    expect(screen.getByRole('checkbox', { name: 'Checkbox' })).toBeDefined();
  });

  it('toggles on a click of the box or of its text, emitting change and publishing value', async () => {
    const { box, emit, publish } = show();
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(emit).toHaveBeenLastCalledWith('change', { value: true });
    expect(lastPublished(publish)).toEqual({ value: true, error: null });
    await userEvent.click(screen.getByText('I agree'));
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(changes(emit)).toEqual([
      ['change', { value: true }],
      ['change', { value: false }],
    ]);
    expect(lastPublished(publish)).toEqual({ value: false, error: null });
  });

  it('is reached with Tab and toggled with Space, raising focus and blur', async () => {
    const user = userEvent.setup();
    const { box, emit } = show();
    await user.tab();
    expect(document.activeElement).toBe(box);
    expect(emit).toHaveBeenLastCalledWith('focus');
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(emit).toHaveBeenLastCalledWith('change', { value: true });
    await user.tab();
    expect(emit).toHaveBeenLastCalledWith('blur');
  });

  it('runs the element’s click workflows once per toggle, even for a click on the text', async () => {
    const onClick = vi.fn();
    render(<Checkbox props={en} className="e-terms" attributes={{ onClick }} />);
    await userEvent.click(screen.getByText('I agree'));
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('read only: keeps its state and the focus, no change', async () => {
    const user = userEvent.setup();
    const { box, emit, container } = show({ readonly: true, value: true });
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(container.firstElementChild?.hasAttribute('data-readonly')).toBe(true);
    await user.click(box);
    await user.click(screen.getByText('I agree'));
    await user.keyboard(' ');
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(changes(emit)).toEqual([]);
  });

  it('disabled: cannot be focused or changed', async () => {
    const user = userEvent.setup();
    const { box, emit, container } = show({ disabled: true });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(container.firstElementChild?.hasAttribute('data-disabled')).toBe(true);
    await user.click(screen.getByText('I agree'));
    await user.tab();
    expect(document.activeElement).not.toBe(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(changes(emit)).toEqual([]);
  });

  it('takes a bound value’s new result as its state, without a change event', async () => {
    const { box, emit, publish, rerender } = show({ value: false });
    rerender({ value: true });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(lastPublished(publish)).toEqual({ value: true, error: null });
    // The visitor unticks; the formula's next result wins again.
    await userEvent.click(box);
    expect(lastPublished(publish)).toEqual({ value: false, error: null });
    rerender({ value: false });
    rerender({ value: true });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(changes(emit)).toEqual([['change', { value: false }]]);
    // A formula's "true"/"false" text is read as a boolean; anything else is the default, off.
    const value = checkboxDefinition.properties.value;
    expect(coerceProp(value, 'true', ['en'])).toBe(true);
    expect(coerceProp(value, 'false', ['en'])).toBe(false);
    const warn = vi.fn();
    expect(coerceProp(value, 'yes', ['en'], warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('sizes and colours the box from its settings, within 12–48 px', () => {
    const { container } = show({ boxSize: 30, accentColor: 'rebeccapurple' });
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--b-checkbox-size')).toBe('30px');
    expect(root.style.getPropertyValue('--b-checkbox-accent')).toBe('rebeccapurple');
    expect([boxSize(4), boxSize(100), boxSize('x'), boxSize(null), boxSize(20.4)]).toEqual([
      12, 48, 18, 18, 20,
    ]);
    const { boxSize: size } = checkboxDefinition.properties;
    expect(coerceProp(size, 60, ['en'])).toBe(48);
  });

  describe('in a form container', () => {
    it('a required box blocks the submit with its message until ticked', async () => {
      const { emit, send, box } = showForm({ required: true });
      expect(box.hasAttribute('required')).toBe(true);
      await send();
      expect(emit).not.toHaveBeenCalledWith('submit', expect.anything());
      expect(emit).toHaveBeenCalledWith('invalid', {
        fields: { terms: false },
        errors: { terms: 'This box must be ticked.' },
      });
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(box)).toBe('This box must be ticked.');
      expect(screen.getByText('This box must be ticked.')).toBeDefined();
      expect(document.activeElement).toBe(box);

      // Ticking clears the error at once (submit timing); the form then sends `terms: true`.
      await userEvent.click(box);
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      await send();
      expect(emit).toHaveBeenCalledWith('submit', { fields: { terms: true }, isValid: true });
    });

    it('says the required message in French, or the author’s own', async () => {
      const french = showForm({ required: true }, {}, 'fr');
      await french.send();
      expect(messageOf(french.box)).toBe('Cette case doit être cochée.');
      cleanup();
      const own = showForm({ required: true, requiredMessage: 'Please accept the terms.' });
      await own.send();
      expect(messageOf(own.box)).toBe('Please accept the terms.');
      cleanup();
      // An emptied message falls back on the built-in one: an error is never blank.
      const blank = showForm({ required: true, requiredMessage: ' ' });
      await blank.send();
      expect(messageOf(blank.box)).toBe('This box must be ticked.');
    });

    it('sends its value under its field name; an optional unticked box sends false', async () => {
      const { emit, send, box } = showForm({ fieldName: 'newsletter' });
      await send();
      expect(emit).toHaveBeenCalledWith('submit', { fields: { newsletter: false }, isValid: true });
      expect(box.getAttribute('name')).toBe('newsletter');
    });

    it('validates debounceDelay ms after a change with change timing', async () => {
      vi.useFakeTimers();
      const { box, publish } = showForm({ required: true, value: true }, { validation: 'change' });
      fireEvent.click(box);
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      act(() => void vi.advanceTimersByTime(499));
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      act(() => void vi.advanceTimersByTime(1));
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(lastPublished(publish)).toEqual({ value: false, error: 'This box must be ticked.' });
      fireEvent.click(box);
      act(() => void vi.advanceTimersByTime(500));
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      expect(lastPublished(publish)).toEqual({ value: true, error: null });
    });

    it('uses the custom validation formula’s text as the error', async () => {
      const invalid = showForm({ customValidation: true, validation: 'Tick it for a receipt' });
      await invalid.send();
      expect(messageOf(invalid.box)).toBe('Tick it for a receipt');
      expect(invalid.emit).not.toHaveBeenCalledWith('submit', expect.anything());
      cleanup();
      const valid = showForm({ customValidation: true, validation: '' });
      await valid.send();
      expect(valid.emit).toHaveBeenCalledWith('submit', expect.objectContaining({ isValid: true }));
      cleanup();
      // Off: the formula's text is ignored.
      const off = showForm({ customValidation: false, validation: 'Ignored' });
      await off.send();
      expect(off.emit).toHaveBeenCalledWith('submit', expect.objectContaining({ isValid: true }));
    });

    it('a disabled box is never invalid: the form submits its value', async () => {
      const { emit, send, box } = showForm({ required: true, disabled: true });
      await send();
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      expect(emit).toHaveBeenCalledWith('submit', { fields: { terms: false }, isValid: true });
    });

    it('goes back to its initial state on the form’s reset', async () => {
      const { box, actions, publish } = showForm({ value: true });
      await userEvent.click(box);
      expect((box as HTMLInputElement).checked).toBe(false);
      act(() => void actions().reset?.({}));
      expect((box as HTMLInputElement).checked).toBe(true);
      expect(lastPublished(publish)).toEqual({ value: true, error: null });
    });
  });
});
