/**
 * A number within the property's bounds (min, max, step, unit); empty removes the value. A number
 * outside the bounds is stored at the bound with a note saying so; a text that is no number, or
 * a number too large for one (`1e309`), is refused with the reason and stores nothing
 * (`NumberInput`, `checks.ts`).
 */
import { NumberInput } from './BoundedNumber.tsx';
import type { FieldProps } from './types.ts';

export function NumberField({
  id,
  property,
  value,
  label,
  placeholder,
  onChange,
  onCommit,
}: FieldProps) {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value !== ''
        ? Number(value)
        : NaN;
  return (
    <NumberInput
      id={id}
      label={label}
      bounds={property.bounds}
      value={Number.isFinite(number) ? number : undefined}
      placeholder={placeholder}
      onChange={onChange}
      onCommit={onCommit}
    />
  );
}
