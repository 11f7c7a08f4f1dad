/**
 * A number input kept within bounds: out-of-bounds input is clamped as it is typed, an empty
 * input is "no value". While the author types, the text stays as typed ("1." or "-") and shows
 * the stored value again on blur. Shared by the number and length fields.
 */
import { useState } from 'react';
import type { PropertyBounds } from '@catalogue/define.ts';
import { clamp } from './length.ts';

export interface BoundedNumberProps {
  id: string;
  bounds: PropertyBounds | undefined;
  value: number | undefined;
  placeholder?: string;
  onNumber(next: number | undefined): void;
  onCommit(): void;
}

export function BoundedNumber({
  id,
  bounds,
  value,
  placeholder,
  onNumber,
  onCommit,
}: BoundedNumberProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      id={id}
      className="field-input field-number"
      type="number"
      inputMode="decimal"
      min={bounds?.min}
      max={bounds?.max}
      step={bounds?.step ?? 'any'}
      value={draft ?? (value === undefined ? '' : String(value))}
      placeholder={placeholder}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (text.trim() === '') return onNumber(undefined);
        const number = Number(text);
        if (!Number.isFinite(number)) return;
        const fitted = clamp(number, bounds);
        if (fitted !== number) setDraft(String(fitted));
        onNumber(fitted);
      }}
      onBlur={() => {
        setDraft(null);
        onCommit();
      }}
    />
  );
}
