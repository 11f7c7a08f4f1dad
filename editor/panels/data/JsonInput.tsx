/**
 * A JSON value edited as text in the code editor: the text is the author's while it is not valid
 * JSON (with the parse error shown), and every valid text is handed on as its value.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../fields/formula/CodeEditor.tsx';

interface JsonInputProps {
  value: unknown;
  label: string;
  lines?: number;
  /** A parsed value; returns a refusal message to show, or null. */
  onChange(next: unknown): string | null;
  onCommit?(): void;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

function parsesTo(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

export function JsonInput({ value, label, lines = 6, onChange, onCommit }: JsonInputProps) {
  const { t } = useTranslation();
  // The author's text and the value it was typed over.
  const [typed, setTyped] = useState<{ text: string; over: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Their text stays while it is theirs (invalid, refused, or the stored value); a change from
  // elsewhere (undo, another field) shows the stored value again.
  const shown =
    typed && (typed.over === value || parsesTo(typed.text, value)) ? typed.text : pretty(value);
  return (
    <div className="data-json">
      <CodeEditor
        value={shown}
        label={label}
        language="json"
        lines={lines}
        onChange={(next) => {
          setTyped({ text: next, over: value });
          let parsed: unknown;
          try {
            parsed = JSON.parse(next);
          } catch (problem) {
            return setError(t('data.json.invalid', { message: (problem as Error).message }));
          }
          setError(onChange(parsed));
        }}
        {...(onCommit ? { onCommit } : {})}
      />
      {error && (
        <span className="data-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
