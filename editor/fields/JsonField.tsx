/**
 * A literal list (or an object without declared fields) typed as JSON. Lists are usually bound to a
 * formula (a collection's records); this is for a short fixed list. Text that does not parse
 * stays in the field with the reason, and the stored value does not change.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonValue } from '@shared/schema/values.ts';
import type { FieldProps } from './types.ts';

export function JsonField({ id, property, value, placeholder, onChange, onCommit }: FieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = property.type !== 'object';
  const shown =
    draft ?? (value === undefined || value === null ? '' : JSON.stringify(value, null, 1));
  return (
    <div className="field-stack">
      <textarea
        id={id}
        className="field-input field-code"
        rows={3}
        spellCheck={false}
        value={shown}
        placeholder={placeholder ?? (list ? '["…"]' : '{}')}
        aria-invalid={error !== null}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (text.trim() === '') {
            setError(null);
            return onChange(undefined);
          }
          let parsed: JsonValue;
          try {
            parsed = JSON.parse(text) as JsonValue;
          } catch (cause) {
            return setError(t('field.json.invalid', { reason: (cause as Error).message }));
          }
          const fits = list
            ? Array.isArray(parsed)
            : typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
          if (!fits) return setError(t(list ? 'field.json.notList' : 'field.json.notObject'));
          setError(null);
          onChange(parsed);
        }}
        onBlur={() => {
          if (error === null) setDraft(null);
          onCommit();
        }}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
