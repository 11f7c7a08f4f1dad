/** Text, long text, URL and date fields: each keystroke is a change; leaving the field ends the undo step. */
import type { FieldProps } from './types.ts';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function TextField({ id, value, placeholder, onChange, onCommit, property }: FieldProps) {
  const type = property.type === 'url' ? 'url' : property.type === 'date' ? 'date' : 'text';
  return (
    <input
      id={id}
      className="field-input"
      type={type}
      value={text(value)}
      placeholder={placeholder}
      spellCheck={type === 'text'}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onCommit}
    />
  );
}

export function LongTextField({ id, value, placeholder, onChange, onCommit }: FieldProps) {
  return (
    <textarea
      id={id}
      className="field-input"
      rows={4}
      value={text(value)}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onCommit}
    />
  );
}
