import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormContainer } from '../form-container/FormContainer.tsx';
import { coerceProp, defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { maskInputDefinition, type MaskInputProps } from './definition.ts';
import { DEFAULT_PATTERN, maskSettings, resolveTyped } from './mask.ts';
import { animation, isNumericPattern, MaskInput } from './MaskInput.tsx';
import { maskInputSeeds } from './seeds.ts';

sharedChecks(maskInputDefinition, MaskInput, { seeds: maskInputSeeds, link: false });

const base: MaskInputProps = {
  ...defaultProps<MaskInputProps>(maskInputDefinition, 'en'),
  placeholder: 'Member number',
};
const show = (props: Partial<MaskInputProps>, extra: Record<string, unknown> = {}) =>
  render(<MaskInput props={{ ...base, ...props }} className="b-mask" {...extra} />).container;
const field = () => screen.getByRole('textbox') as HTMLInputElement;
/** Typing as the browser reports it: the new text, then an input event (what imask listens to). */
const type = (value: string) =>
  act(() => {
    const input = field();
    input.value = value;
    input.setSelectionRange(value.length, value.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('mask and currency formatting: mask input', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('the default pattern {8}000000 is a fixed 8 then six digits: 12345678 → 8123456', () => {
    // imask inserts the fixed 8, takes 1–6 as the six digits and drops the rest.
    const settings = maskSettings({ pattern: DEFAULT_PATTERN });
    expect(resolveTyped(settings, '12345678')).toEqual({
      masked: '8123456',
      unmasked: '8123456',
      complete: true,
    });
    expect(resolveTyped(settings, '812')).toEqual({
      masked: '812',
      unmasked: '812',
      complete: false,
    });
    expect(resolveTyped(settings, 'abc').unmasked).toBe('8');
  });

  it('formats what the visitor types and publishes the unmasked value', () => {
    const emit = vi.fn();
    const publish = vi.fn();
    show({ pattern: '+{33} 0 00 00 00 00' }, { emit, publish });
    type('612345678');
    expect(field().value).toBe('+33 6 12 34 56 78');
    expect(emit).toHaveBeenLastCalledWith('change', { value: '33612345678' });
    expect(publish).toHaveBeenLastCalledWith({ value: '33612345678', error: null });
  });

  it('shows the initial value in its mask', () => {
    show({ value: '123456' });
    expect(field().value).toBe('8123456');
  });

  it('shows placeholder characters when placeholderVisible is on', () => {
    show({ placeholderVisible: true, placeholderChar: '#' });
    expect(field().value).toBe('8######');
    type('812');
    expect(field().value).toBe('812####');
    cleanup();
    show({ placeholderVisible: false });
    expect(field().value).toBe('');
  });

  it('publishes an empty value when nothing was typed, even with fixed characters showing', () => {
    const publish = vi.fn();
    show({ placeholderVisible: true }, { publish });
    expect(field().value).toBe('8______');
    expect(publish).toHaveBeenLastCalledWith({ value: '', error: null });
  });

  it('debounces by 500 ms by default', () => {
    const emit = vi.fn();
    show({ debounce: true }, { emit });
    expect(base.delay).toBe(500);
    type('81');
    type('812');
    act(() => void vi.advanceTimersByTime(499));
    expect(emit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(emit.mock.calls).toEqual([['change', { value: '812' }]]);
  });

  it('clamps the delay to 1–5000 ms', () => {
    const { delay } = maskInputDefinition.properties;
    expect(coerceProp(delay, 0, ['en'])).toBe(1);
    expect(coerceProp(delay, 9000, ['en'])).toBe(5000);
    const emit = vi.fn();
    show({ debounce: true, delay: 60000 }, { emit });
    type('81');
    act(() => void vi.advanceTimersByTime(5000));
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('registers with the form: required, complete pattern, then submit with the unmasked value', async () => {
    const emit = vi.fn();
    render(
      <FormContainer
        props={{ validation: 'submit', debounceDelay: 500, autocomplete: true }}
        className="b-f"
        emit={emit}
      >
        <MaskInput props={{ ...base, fieldName: 'member' }} className="b-m" />
        <button type="submit">Send</button>
      </FormContainer>,
    );
    const send = () =>
      act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await send();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required.',
    );
    type('812');
    await send();
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Complete this field in the expected format.',
    );
    type('8123456');
    await send();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(emit).toHaveBeenCalledWith('submit', { fields: { member: '8123456' }, isValid: true });
  });

  it('is not required when required is off; custom validation adds its message', async () => {
    const emit = vi.fn();
    render(
      <FormContainer
        props={{ validation: 'submit', debounceDelay: 500, autocomplete: true }}
        className="b-f"
        emit={emit}
      >
        <MaskInput props={{ ...base, fieldName: 'a', required: false }} className="b-a" />
        <MaskInput
          props={{
            ...base,
            fieldName: 'b',
            customValidation: true,
            validation: 'Taken',
            value: '8123456',
          }}
          className="b-b"
        />
      </FormContainer>,
    );
    await act(async () => void fireEvent.submit(document.querySelector('form')!));
    const [a, b] = screen.getAllByRole('textbox');
    expect(a?.getAttribute('aria-invalid')).toBeNull();
    expect(b?.getAttribute('aria-invalid')).toBe('true');
    expect(emit).toHaveBeenCalledWith('invalid', {
      fields: { a: '', b: '8123456' },
      errors: { b: 'Taken' },
    });
  });

  it('animated placeholder: a label that moves on focus, with its settings as CSS variables', () => {
    const container = show({
      advancedPlaceholder: true,
      animatedPlaceholder: { trigger: 'focus', position: 'outside', scaling: 3, transition: 250 },
    });
    const root = container.firstElementChild as HTMLElement;
    expect(screen.getByLabelText('Member number')).toBe(field());
    expect(field().hasAttribute('placeholder')).toBe(false);
    expect(root.getAttribute('data-animated')).toBe('outside');
    expect(root.hasAttribute('data-floated')).toBe(false);
    fireEvent.focus(field());
    expect(root.hasAttribute('data-floated')).toBe(true);
    fireEvent.blur(field());
    expect(root.hasAttribute('data-floated')).toBe(false);
    expect(root.style.getPropertyValue('--b-mask-input-scaling')).toBe('1');
    expect(root.style.getPropertyValue('--b-mask-input-transition')).toBe('250ms');
    expect(root.style.getPropertyValue('--b-mask-input-timing')).toBe('ease');
  });

  it('animated placeholder on input: moves only once there is a value', () => {
    const container = show({
      advancedPlaceholder: true,
      animatedPlaceholder: { trigger: 'input' },
    });
    const root = container.firstElementChild as HTMLElement;
    fireEvent.focus(field());
    expect(root.hasAttribute('data-floated')).toBe(false);
    type('81');
    expect(root.hasAttribute('data-floated')).toBe(true);
    expect(animation(null)).toEqual({
      trigger: 'focus',
      position: 'inside',
      scaling: 0.8,
      margin: '4px',
      transition: 400,
      timingFunction: 'ease',
    });
  });

  it('offers the numeric keyboard for digit-only patterns; names itself in French', () => {
    expect(isNumericPattern('{8}000000')).toBe(true);
    expect(isNumericPattern('aa-000')).toBe(false);
    show({ placeholder: '', fieldName: '' }, { lang: 'fr' });
    expect(field().getAttribute('aria-label')).toBe('Saisie formatée');
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });

  it('a blank pattern accepts any text', () => {
    const emit = vi.fn();
    show({ pattern: '' }, { emit });
    type('anything 42');
    expect(emit).toHaveBeenLastCalledWith('change', { value: 'anything 42' });
  });
});
