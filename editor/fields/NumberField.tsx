/** A number within the property's bounds (min, max, step, unit); empty removes the value. */
import { BoundedNumber } from './BoundedNumber.tsx';
import type { FieldProps } from './types.ts';

export function NumberField({ id, property, value, placeholder, onChange, onCommit }: FieldProps) {
  const bounds = property.bounds;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value !== ''
        ? Number(value)
        : NaN;
  return (
    <span className="field-row">
      <BoundedNumber
        id={id}
        bounds={bounds}
        value={Number.isFinite(number) ? number : undefined}
        placeholder={placeholder}
        onNumber={onChange}
        onCommit={onCommit}
      />
      {bounds?.unit && <span className="field-unit">{bounds.unit}</span>}
    </span>
  );
}
