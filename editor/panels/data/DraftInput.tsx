/**
 * A text input that commits on blur or Enter, not on each key: names and keys are checked by
 * their command, and a half-typed one ("" while retyping) must not be refused at every key.
 * Escape puts the stored value back. Shows the command's refusal under the input. A check that
 * must wait (the pattern engine's chunk) answers with a promise: the draft stays until it settles.
 */
import { useState, type InputHTMLAttributes } from 'react';

interface DraftInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  value: string;
  /** Returns the refusal message, or null when the value was taken (or a promise of either). */
  onCommit(next: string): string | null | Promise<string | null>;
}

export function DraftInput({ value, onCommit, ...rest }: DraftInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null || draft === value) {
      setDraft(null);
      return;
    }
    const answer = (refused: string | null) => {
      setError(refused);
      if (!refused) setDraft((current) => (current === draft ? null : current));
    };
    const refused = onCommit(draft);
    if (refused instanceof Promise) void refused.then(answer);
    else answer(refused);
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
