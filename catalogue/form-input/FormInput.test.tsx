import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormContainer } from '../form-container/FormContainer.tsx';
import { coerceProp, defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { checkValue, EMAIL_PATTERN, inputTexts } from './check.ts';
import { FORM_INPUT_TYPES, formInputDefinition, type FormInputProps } from './definition.ts';
import { FormInput } from './FormInput.tsx';
import { formInputSeeds } from './seeds.ts';

sharedChecks(formInputDefinition, FormInput, { seeds: formInputSeeds, link: false });

const base: FormInputProps = {
  ...defaultProps<FormInputProps>(formInputDefinition, 'en'),
  placeholder: 'Field',
};
const show = (props: Partial<FormInputProps>, extra: Record<string, unknown> = {}) =>
  render(<FormInput props={{ ...base, ...props }} className="b-in" {...extra} />).container;
const control = (container: HTMLElement) =>
  container.querySelector('.b-form-input-control') as HTMLInputElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('mask and currency formatting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('currency', () => {
    const currency: Partial<FormInputProps> = { type: 'currency', value: '1234567.891' };

    it('shows 1234567.891 as $1,234,567.89 (symbol before), the plain number while editing', () => {
      const container = show(currency);
      const input = control(container);
      const root = container.firstElementChild!;
      expect(input.value).toBe('1,234,567.89');
      expect(root.firstElementChild?.textContent).toBe('$');
      expect(root.textContent).toBe('$');
      expect(input.getAttribute('inputmode')).toBe('decimal');
      fireEvent.focus(input);
      expect(input.value).toBe('1234567.89');
      fireEvent.blur(input);
      expect(input.value).toBe('1,234,567.89');
    });

    it('shows 1.234.567,89 € with the symbol after, dot and comma', () => {
      const container = show({
        ...currency,
        symbol: '€',
        symbolPosition: 'suffix',
        thousandsSeparator: 'dot',
        decimalSeparator: 'comma',
      });
      const input = control(container);
      expect(input.value).toBe('1.234.567,89');
      expect(input.nextElementSibling?.textContent).toBe('€');
      expect(container.firstElementChild?.getAttribute('data-symbol')).toBe('suffix');
    });

    it('uses space and apostrophe separators, and 0 decimals', () => {
      expect(control(show({ ...currency, thousandsSeparator: 'space' })).value).toBe(
        '1 234 567.89',
      );
      cleanup();
      expect(control(show({ ...currency, thousandsSeparator: 'apostrophe' })).value).toBe(
        "1'234'567.89",
      );
      cleanup();
      expect(control(show({ ...currency, decimalPlaces: 0 })).value).toBe('1,234,568');
    });

    it('stores the number: change sends it, rounded to the decimal places', () => {
      const emit = vi.fn();
      const publish = vi.fn();
      const input = control(
        show(
          { ...currency, value: '', decimalSeparator: 'comma', thousandsSeparator: 'space' },
          { emit, publish },
        ),
      );
      fireEvent.focus(input);
      type(input, '2500,456');
      expect(emit).toHaveBeenLastCalledWith('change', { value: 2500.46 });
      expect(publish).toHaveBeenLastCalledWith({ value: 2500.46, error: null });
      fireEvent.blur(input);
      expect(input.value).toBe('2 500,46');
    });

    it('hides the symbol when showSymbol is off; styles it from symbolStyle', () => {
      expect(show({ ...currency, showSymbol: false }).textContent).toBe('');
      cleanup();
      const root = show({
        ...currency,
        symbolStyle: { color: 'red', size: '20px', padding: 'bad;value' },
      }).firstElementChild as HTMLElement;
      expect(root.style.getPropertyValue('--b-form-input-symbol-color')).toBe('red');
      expect(root.style.getPropertyValue('--b-form-input-symbol-size')).toBe('20px');
      expect(root.style.getPropertyValue('--b-form-input-symbol-padding')).toBe('');
    });
  });

  describe('number and decimal', () => {
    it('clamps to min and max; the bounds of min and max clamp too', () => {
      const emit = vi.fn();
      const input = control(show({ type: 'number', min: 10, max: 20 }, { emit }));
      expect(input.type).toBe('number');
      expect([input.min, input.max]).toEqual(['10', '20']);
      type(input, '50');
      expect(emit).toHaveBeenLastCalledWith('change', { value: 20 });
      fireEvent.blur(input);
      expect(input.value).toBe('20');
      type(input, '3');
      expect(emit).toHaveBeenLastCalledWith('change', { value: 10 });
      // The settings' own bounds: min 0–100, max 0–10000.
      const { min, max } = formInputDefinition.properties;
      expect(coerceProp(min, 150, ['en'])).toBe(100);
      expect(coerceProp(max, 20000, ['en'])).toBe(10000);
      expect(coerceProp(max, -5, ['en'])).toBe(0);
      cleanup();
      // Out-of-bounds props given directly are clamped by the component as well.
      const wild = control(show({ type: 'number', min: -50, max: 99999, value: '123456' }));
      expect([wild.min, wild.max, wild.value]).toEqual(['0', '10000', '10000']);
    });

    it('rounds a decimal to its precision', () => {
      const emit = vi.fn();
      const input = control(show({ type: 'decimal', decimalPrecision: '0.001' }, { emit }));
      expect(input.getAttribute('inputmode')).toBe('decimal');
      type(input, '3.14159');
      expect(emit).toHaveBeenLastCalledWith('change', { value: 3.142 });
    });

    it('publishes null for an empty number', () => {
      const publish = vi.fn();
      show({ type: 'number', value: '' }, { publish });
      expect(publish).toHaveBeenLastCalledWith({ value: null, error: null });
    });
  });

  describe('validation', () => {
    const en = inputTexts('en');
    const check = (props: Partial<FormInputProps>, value: string | number | null) =>
      checkValue(props.type ?? 'text', { ...base, ...props }, value, en);

    it('checks email addresses (WHATWG pattern with a dotted domain)', () => {
      for (const good of ['ana@example.com', 'a.b+c@mail.example.co.uk', "o'neil@x.io"])
        expect(EMAIL_PATTERN.test(good), good).toBe(true);
      for (const bad of ['ana', 'ana@', '@example.com', 'ana@example', 'a b@x.io', 'ana@-x.io'])
        expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
      expect(check({ type: 'email' }, 'ana@example')).toBe('Enter a valid email address.');
      expect(check({ type: 'email' }, 'ana@example.com')).toBeNull();
    });

    it('requires a value when required (the default), not otherwise', () => {
      expect(check({}, '')).toBe('This field is required.');
      expect(check({ type: 'number' }, null)).toBe('This field is required.');
      expect(check({ required: false }, '')).toBeNull();
      expect(checkValue('text', base, '', inputTexts('fr'))).toBe('Ce champ est obligatoire.');
    });

    it('keeps dates between minDate and maxDate', () => {
      const range = { type: 'date' as const, minDate: '2025-01-01', maxDate: '2025-12-31' };
      expect(check(range, '2024-12-31')).toBe('Choose a date on or after 2025-01-01.');
      expect(check(range, '2026-01-01')).toBe('Choose a date on or before 2025-12-31.');
      expect(check(range, '2025-06-15')).toBeNull();
      const input = control(show(range));
      expect([input.type, input.min, input.max]).toEqual(['date', '2025-01-01', '2025-12-31']);
    });

    it('uses the custom validation text as the error', () => {
      expect(check({ customValidation: true, validation: 'Too short' }, 'ab')).toBe('Too short');
      expect(check({ customValidation: true, validation: '' }, 'ab')).toBeNull();
      expect(check({ customValidation: false, validation: 'Too short' }, 'ab')).toBeNull();
    });
  });

  it('turns the time precision into the step attribute', () => {
    for (const [precision, step] of [
      ['3600', '3600'],
      ['60', '60'],
      ['1', '1'],
      ['0.1', '0.1'],
    ] as const) {
      const input = control(show({ type: 'time', precision }));
      expect([input.type, input.step]).toEqual(['time', step]);
      cleanup();
    }
  });

  it('clamps textarea rows to 1–25', () => {
    const rows = (value: number) => {
      const area = show({ type: 'textarea', rows: value }).querySelector('textarea');
      const result = area?.getAttribute('rows');
      cleanup();
      return result;
    };
    expect([rows(4), rows(0), rows(40)]).toEqual(['4', '1', '25']);
    expect(coerceProp(formInputDefinition.properties.rows, 40, ['en'])).toBe(25);
    const area = show({ type: 'textarea', resize: 'none' }).querySelector('textarea');
    expect(area?.style.resize).toBe('none');
  });

  it('debounces change and the published value by the delay', () => {
    const emit = vi.fn();
    const publish = vi.fn();
    const input = control(show({ debounce: true, delay: 300 }, { emit, publish }));
    type(input, 'a');
    type(input, 'ab');
    act(() => void vi.advanceTimersByTime(299));
    expect(emit).not.toHaveBeenCalled();
    expect(publish).toHaveBeenLastCalledWith({ value: '', error: null });
    act(() => void vi.advanceTimersByTime(1));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenLastCalledWith('change', { value: 'ab' });
    expect(publish).toHaveBeenLastCalledWith({ value: 'ab', error: null });
  });

  it('sends change on every edit without debounce', () => {
    const emit = vi.fn();
    const input = control(show({}, { emit }));
    type(input, 'a');
    type(input, 'ab');
    expect(emit.mock.calls).toEqual([
      ['change', { value: 'a' }],
      ['change', { value: 'ab' }],
    ]);
  });

  it('registers with the form container under its field name', async () => {
    const emit = vi.fn();
    render(
      <FormContainer
        props={{ validation: 'submit', debounceDelay: 500, autocomplete: true }}
        className="b-f"
        emit={emit}
      >
        <FormInput props={{ ...base, type: 'number', fieldName: 'age' }} className="b-age" />
        <FormInput
          props={{ ...base, type: 'currency', fieldName: 'price', value: '9.5' }}
          className="b-p"
        />
        <button type="submit">Send</button>
      </FormContainer>,
    );
    const age = screen.getByRole('spinbutton');
    expect(age.getAttribute('name')).toBe('age');
    type(age, '42');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(emit).toHaveBeenCalledWith('submit', { fields: { age: 42, price: 9.5 }, isValid: true });
  });

  it('shows a validation error accessibly once the form validated it', async () => {
    render(
      <FormContainer
        props={{ validation: 'submit', debounceDelay: 500, autocomplete: true }}
        className="b-f"
      >
        <FormInput props={{ ...base, fieldName: 'name' }} className="b-name" />
      </FormContainer>,
    );
    const input = screen.getByRole('textbox');
    await act(async () => void fireEvent.submit(input.closest('form')!));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('This field is required.');
    expect(input.parentElement?.hasAttribute('data-invalid')).toBe(true);
    // The state authors style (`overrides.invalid`: `[data-state~="invalid"]`).
    expect(input.parentElement?.getAttribute('data-state')).toBe('invalid');
  });

  it('hides a trap for bots from people, keyboards and screen readers, and sends its value', async () => {
    const emit = vi.fn();
    render(
      <FormContainer
        props={{ validation: 'submit', debounceDelay: 500, autocomplete: true }}
        className="b-f"
        emit={emit}
      >
        <FormInput props={{ ...base, fieldName: 'name', required: false }} className="b-name" />
        <FormInput
          props={{ ...base, fieldName: 'website', honeypot: true, required: true }}
          className="b-trap"
        />
        <button type="submit">Send</button>
      </FormContainer>,
    );
    const trap = document.querySelector('.b-trap')!;
    const input = trap.querySelector('input')!;
    expect(trap.getAttribute('aria-hidden')).toBe('true');
    expect(trap.classList.contains('b-form-input--honeypot')).toBe(true);
    expect(input.tabIndex).toBe(-1);
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.required).toBe(false);
    // Only the visible field is a textbox people reach.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(emit).toHaveBeenLastCalledWith('submit', {
      fields: { name: '', website: '' },
      isValid: true,
    });
    type(input, 'http://spam.example');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(emit).toHaveBeenLastCalledWith('submit', {
      fields: { name: '', website: 'http://spam.example' },
      isValid: true,
    });
  });

  it('renders each of the twelve types', () => {
    const expected: Record<string, string> = {
      textarea: 'TEXTAREA',
      decimal: 'number',
      currency: 'text',
    };
    for (const kind of FORM_INPUT_TYPES) {
      const element = control(show({ type: kind }));
      expect(element.tagName === 'TEXTAREA' ? 'TEXTAREA' : element.type, kind).toBe(
        expected[kind] ?? kind,
      );
      cleanup();
    }
  });

  it('offers a show/hide password button named in the page language', () => {
    const container = show({ type: 'password' }, { lang: 'fr' });
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(control(container).type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    cleanup();
    show({ type: 'password' });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDefined();
    cleanup();
    expect(show({ type: 'password', displayPassword: false }).querySelector('button')).toBeNull();
  });

  it('is read only when asked, and takes a new initial value from a formula', () => {
    const { rerender, container } = render(
      <FormInput props={{ ...base, readonly: true, value: 'one' }} className="b-in" />,
    );
    const input = control(container);
    expect(input.readOnly).toBe(true);
    expect(container.firstElementChild?.hasAttribute('data-readonly')).toBe(true);
    rerender(<FormInput props={{ ...base, readonly: true, value: 'two' }} className="b-in" />);
    expect(input.value).toBe('two');
  });

  it('falls back to text for an unknown type, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const input = control(show({ type: 'hologram' as never }));
    expect(input.type).toBe('text');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('hides type-specific settings for other types', () => {
    const { properties } = formInputDefinition;
    expect(properties.rows.hidden({ type: 'text' })).toBe(true);
    expect(properties.rows.hidden({ type: 'textarea' })).toBe(false);
    expect(properties.min.hidden({ type: 'decimal' })).toBe(false);
    expect(properties.decimalPrecision.hidden({ type: 'number' })).toBe(true);
    expect(properties.symbol.hidden({ type: 'currency', showSymbol: false })).toBe(true);
    expect(properties.precision.hidden({ type: 'time' })).toBe(false);
    expect(properties.validation.hidden({ customValidation: true })).toBe(false);
  });
});
