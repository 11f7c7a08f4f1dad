/**
 * Text, long text, URL and date fields: each keystroke is a change; leaving the field ends the
 * undo step. A text with a CSS grammar (`cssSyntax`: a transform, a ratio) is checked as typed
 * (`checks.ts`): what the browser would drop is refused with the reason and stores nothing.
 */
import { ruleOf } from '@catalogue/properties/style-rules.ts';
import type { StyleRule } from '@shared/schema/css-values.ts';
import { FieldNote, useCheckedInput } from './checked-input.tsx';
import { checkCssText } from './checks.ts';
import type { FieldProps } from './types.ts';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function TextField(props: FieldProps) {
  const rule = props.property.cssSyntax ? ruleOf(props.name, props.property) : null;
  return rule ? <CssTextField {...props} rule={rule} /> : <PlainTextField {...props} />;
}

function CssTextField({
  id,
  label,
  value,
  placeholder,
  onChange,
  onCommit,
  rule,
}: FieldProps & { rule: StyleRule }) {
  const stored = typeof value === 'string' || typeof value === 'number' ? value : undefined;
  const input = useCheckedInput(
    stored,
    text(value),
    (typed) => checkCssText(rule, typed),
    onChange,
  );
  const noteId = `${id}-note`;
  return (
    <span className="field-checked">
      <input
        id={id}
        className="field-input"
        type="text"
        value={input.text}
        placeholder={placeholder}
        spellCheck={false}
        aria-invalid={input.invalid || undefined}
        aria-describedby={input.note ? noteId : undefined}
        onFocus={input.onFocus}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => {
          input.onBlur();
          onCommit();
        }}
      />
      <FieldNote note={input.note} label={label} id={noteId} />
    </span>
  );
}

function PlainTextField({ id, value, placeholder, onChange, onCommit, property }: FieldProps) {
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
