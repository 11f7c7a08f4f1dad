/**
 * What a native `<form>` sees of a select: hidden inputs named `fieldName` (one per value, as a
 * native `<select multiple>` sends them) and, when required or invalid, a visually hidden input
 * the browser validates: an empty required select blocks the submit, and the browser's
 * "focus the invalid field" lands on the combobox.
 */
import { useEffect, useRef } from 'react';
import { valueKey } from './options.ts';
import './FormFields.css';

export interface FormFieldsProps {
  /** `fieldName`; empty: nothing is submitted. */
  name: string;
  values: readonly unknown[];
  required: boolean;
  disabled: boolean;
  /** A custom validation's message; empty when valid. */
  invalidMessage?: string;
  /** Moves focus to the combobox (the browser focuses the proxy on an invalid submit). */
  onFocusProxy: () => void;
}

const ignore = () => undefined;

export function FormFields(p: FormFieldsProps) {
  const proxy = useRef<HTMLInputElement | null>(null);
  const message = p.invalidMessage ?? '';
  const validated = !p.disabled && (p.required || message !== '');
  useEffect(() => {
    proxy.current?.setCustomValidity?.(message);
  }, [message, validated]);
  return (
    <>
      {p.name !== '' &&
        !p.disabled &&
        p.values.map((value, index) => (
          <input key={index} type="hidden" name={p.name} value={valueKey(value)} />
        ))}
      {validated && (
        <input
          ref={proxy}
          className="b-select-validity"
          tabIndex={-1}
          aria-hidden="true"
          autoComplete="off"
          required={p.required}
          value={p.values.length > 0 ? 'selected' : ''}
          onChange={ignore}
          onFocus={p.onFocusProxy}
        />
      )}
    </>
  );
}
