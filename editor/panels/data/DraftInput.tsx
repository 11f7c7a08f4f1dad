/**
 * A text input that commits on blur or Enter, not on each key: names and keys are checked by
 * their command, and a half-typed one ("" while retyping) must not be refused at every key.
 * Escape puts the stored value back. Shows the command's refusal under the input.
 */
import { useState, type InputHTMLAttributes } from 'react';

interface DraftInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  value: string;
  /** Returns the refusal message, or null when the value was taken. */
  onCommit(next: string): string | null;
}

export function DraftInput({ value, onCommit, ...rest }: DraftInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null || draft === value) {
      setDraft(null);
      return;
    }
    const refused = onCommit(draft);
    setError(refused);
    if (!refused) setDraft(null);
  };
  return (
    <>
      <input
        {...rest}
        value={draft ?? value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') {
            setDraft(null);
            setError(null);
          }
        }}
      />
      {error && (
        <span className="data-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
