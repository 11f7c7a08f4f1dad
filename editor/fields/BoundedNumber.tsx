/**
 * A number box whose typing is checked (`useCheckedInput`, `checks.ts`): the number and length
 * fields give it their check. A text input with the spin button role rather than
 * `type="number"`, whose value the browser empties when it cannot read it (`1e309`, `-`), so the
 * field could neither say why nor keep what was typed. Arrow keys step by the bounds' step.
 */
import type { PropertyBounds } from '@catalogue/define.ts';
import { FieldNote, useCheckedInput } from './checked-input.tsx';
import { checkNumberText } from './checks.ts';

export interface BoundedNumberProps {
  id: string;
  bounds: PropertyBounds | undefined;
  /** The stored number, for the spin button's value and the arrow keys. */
  number: number | undefined;
  input: ReturnType<typeof useCheckedInput>;
  noteId: string;
  placeholder?: string;
  onCommit(): void;
}

export function BoundedNumber({
  id,
  bounds,
  number,
  input,
  noteId,
  placeholder,
  onCommit,
}: BoundedNumberProps) {
  return (
    <input
      id={id}
      className="field-input field-number"
      type="text"
      role="spinbutton"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      aria-valuemin={bounds?.min}
      aria-valuemax={bounds?.max}
      aria-valuenow={number}
      aria-invalid={input.invalid || undefined}
      aria-describedby={input.note ? noteId : undefined}
      value={input.text}
      placeholder={placeholder}
      onFocus={input.onFocus}
      onChange={(event) => input.onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const step = (bounds?.step ?? 1) * (event.key === 'ArrowUp' ? 1 : -1);
        input.onChange(String(Number(((number ?? 0) + step).toFixed(6))));
      }}
      onBlur={() => {
        input.onBlur();
        onCommit();
      }}
    />
  );
}

export interface NumberInputProps {
  id: string;
  label: string;
  bounds: PropertyBounds | undefined;
  value: number | undefined;
  placeholder?: string | undefined;
  /** The unit shown beside the box, when it is not `bounds.unit` (a translated "× size"). */
  unit?: string;
  onChange(next: number | undefined): void;
  onCommit(): void;
}

/** A checked number box with its unit and note: the number field, the site style's sizes. */
export function NumberInput({
  id,
  label,
  bounds,
  value,
  placeholder,
  unit = bounds?.unit,
  onChange,
  onCommit,
}: NumberInputProps) {
  const input = useCheckedInput(
    value,
    value === undefined ? '' : String(value),
    (text) => checkNumberText(text, bounds),
    onChange,
  );
  const noteId = `${id}-note`;
  return (
    <span className="field-checked">
      <span className="field-row">
        <BoundedNumber
          id={id}
          bounds={bounds}
          number={value}
          input={input}
          noteId={noteId}
          {...(placeholder === undefined ? {} : { placeholder })}
          onCommit={onCommit}
        />
        {unit && <span className="field-unit">{unit}</span>}
      </span>
      <FieldNote note={input.note} label={label} id={noteId} />
    </span>
  );
}
