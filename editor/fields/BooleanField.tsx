/** A toggle switch; each flip is one undo step. */
import type { FieldProps } from './types.ts';

export function BooleanField({ id, value, label, onChange, onCommit }: FieldProps) {
  const on = value === true || value === 'true';
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      className="field-switch"
      onClick={() => {
        onChange(!on);
        onCommit();
      }}
    >
      <span className="field-switch-knob" aria-hidden />
    </button>
  );
}
