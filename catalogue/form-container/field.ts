/**
 * What form inputs share (form input, mask input, checkbox; the selects register through it too):
 * registration with the form they are in, the error they show, and the debounced `change` event
 * and published `value`.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentEmit } from '../component.ts';
import { usePublishedState } from '../hooks.ts';
import { useFormContext, type FormField } from './context.ts';

/** A finite number within min–max; anything else gives the fallback. */
export function clampNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === null || value === '' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, number));
}

/** Debounce delay bounds (seeds: 1–5000 ms, default 500). */
/**
 * A field root's `data-state` (the states authors style: `invalid`, `readonly`), or undefined
 * when it has none: the page stylesheet writes an element's state as `[data-state~="<state>"]`.
 */
export function fieldStates(invalid: boolean, readonly: boolean): string | undefined {
  return (
    [invalid ? 'invalid' : '', readonly ? 'readonly' : ''].filter(Boolean).join(' ') || undefined
  );
}

export const DELAY = { min: 1, max: 5000, default: 500 } as const;

export interface FieldOptions<V> {
  fieldName: string;
  /** The value now, typed (number or null for numbers, text otherwise). */
  value: V;
  /** The error message for a value, or null when it is valid. */
  check: (value: V) => string | null;
  /** Focuses the control. */
  focus: () => void;
  /** Puts the control back to its initial value; returns that value. */
  reset: () => V;
  /** Delay the `change` event and the published value until typing pauses. */
  debounce: boolean;
  /** Milliseconds (1–5000) of the pause. */
  delay: number;
  emit?: ComponentEmit | undefined;
  publish?: ((state: Readonly<Record<string, unknown>>) => void) | undefined;
}

export interface FieldHandle<V> {
  /** The error shown on the field (after a validation), or null. */
  error: string | null;
  /** Call when the visitor changed the value. */
  edited: (value: V) => void;
}

/**
 * Registers the field with its form (if any) for as long as it is mounted, publishes `value` and
 * `error` (the message shown, or null) and raises `change` (after the debounce pause when it is on).
 */
export function useFormField<V>(options: FieldOptions<V>): FieldHandle<V> {
  const form = useFormContext();
  const [error, setError] = useState<string | null>(null);
  // While a debounced edit waits, formulas still see the value from before it.
  const [lagging, setLagging] = useState<{ value: V } | null>(null);
  const latest = useRef(options);
  const value = useRef(options.value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useLayoutEffect(() => {
    latest.current = options;
    value.current = options.value;
  });

  const [field] = useState<FormField>(() => ({
    get fieldName() {
      return latest.current.fieldName;
    },
    getValue: () => value.current,
    validate(show) {
      const message = latest.current.check(value.current);
      if (show) setError(message);
      return message;
    },
    focus: () => latest.current.focus(),
    reset() {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      setLagging(null);
      setError(null);
      value.current = latest.current.reset();
    },
  }));

  useEffect(() => (form ? form.register(field) : undefined), [form, field]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const fire = () => {
    timer.current = null;
    setLagging(null);
    latest.current.emit?.('change', { value: value.current });
  };

  const edited = (next: V) => {
    const previous = value.current;
    value.current = next;
    // With on-submit validation, an error is about the old value: it goes as soon as it changes.
    if (!form || form.validation === 'submit') setError(null);
    form?.changed(field);
    if (!options.debounce) {
      fire();
      return;
    }
    if (timer.current === null) setLagging({ value: previous });
    else clearTimeout(timer.current);
    timer.current = setTimeout(
      fire,
      clampNumber(options.delay, DELAY.min, DELAY.max, DELAY.default),
    );
  };

  usePublishedState(options.publish, {
    value: lagging ? lagging.value : options.value,
    error,
  });
  return { error, edited };
}
