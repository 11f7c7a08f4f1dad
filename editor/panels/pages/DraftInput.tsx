/**
 * A text field bound to the store: every keystroke that passes `check` is committed (the
 * command's merge key makes the typing one undo step, `store.mark()` on blur ends it); a text
 * that does not pass stays in the field with the problem shown under it, and the store holds
 * the value it had when the field was focused — not the last valid prefix (`draft-commit.ts`).
 * Shared by the pages and plugins panels.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useEditorStore } from '../../store/hooks.ts';
import { draftCommit } from './draft-commit.ts';
import './fields.css';

export interface DraftInputProps {
  label: string;
  /** The stored value. */
  value: string;
  /**
   * Called with each text that passes `check` (and differs from the stored value), and with the
   * value from before the typing when the text stops passing.
   */
  onCommit(text: string): void;
  /** Why the text cannot be stored (shown in place, nothing committed), or null. */
  check?(text: string): string | null;
  /** A remark on a stored text (shown in place, still committed), or null. */
  warn?(text: string): string | null;
  multiline?: boolean;
  type?: 'text' | 'password' | 'url';
  placeholder?: string | undefined;
  hint?: string | undefined;
  /** `data-field` of the wrapper, for tests and e2e. */
  field?: string;
  list?: string;
  required?: boolean;
  /** Class prefix of the owning panel (`pages`, `plugins`). */
  area?: string;
  /** Problems from elsewhere (a plugin's validation), shown under the field. */
  problems?: readonly string[];
}

export function DraftInput(props: DraftInputProps) {
  const { label, value, onCommit, check, warn, multiline, type = 'text', area = 'pages' } = props;
  const store = useEditorStore();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const focused = useRef(false);
  /** The stored value when the author started typing here. */
  const base = useRef<string | null>(null);

  // A change from elsewhere (undo, another field) replaces a draft left behind.
  useEffect(() => {
    if (!focused.current) {
      setDraft(null);
      setProblem(null);
    }
  }, [value]);

  const shown = draft ?? value;
  const change = (text: string) => {
    setDraft(text);
    const found = check?.(text) ?? null;
    setProblem(found);
    base.current ??= value;
    const commit = draftCommit({ text, problem: found, stored: value, base: base.current });
    if (commit !== null) onCommit(commit);
  };
  const remark = problem ?? warn?.(shown) ?? null;
  const messages = [...(remark ? [remark] : []), ...(props.problems ?? [])];
  const describedBy = messages.length > 0 || props.hint ? `${id}-note` : undefined;
  const common = {
    id,
    value: shown,
    placeholder: props.placeholder,
    'aria-invalid': problem !== null || (props.problems?.length ?? 0) > 0 ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': props.required || undefined,
    onFocus: () => {
      focused.current = true;
      base.current = value;
      if (draft === null) setDraft(value);
    },
    onBlur: () => {
      focused.current = false;
      base.current = null;
      if (problem === null) setDraft(null);
      store.mark();
    },
  };
  return (
    <div className={`${area}-field`} data-field={props.field}>
      <label htmlFor={id}>
        {label}
        {props.required && <span className={`${area}-required`}> *</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          list={props.list}
          autoComplete="off"
          onChange={(e) => change(e.target.value)}
        />
      )}
      {describedBy && (
        <div id={`${id}-note`}>
          {props.hint && <p className={`${area}-hint`}>{props.hint}</p>}
          {messages.map((message) => (
            <p key={message} className={`${area}-problem`} data-testid={`${area}-problem`}>
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
