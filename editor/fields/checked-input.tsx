/**
 * The typing side of a field that checks what it stores (`checks.ts`): each keystroke stores a
 * valid value (clamped ones with a note saying so and to what), and an invalid text stores
 * nothing — the value goes back to what it was when the field was focused, so no prefix of the
 * text stays written (`-1` of `-1e309`). The text stays as typed, with the reason under it, until
 * it is fixed or the stored value changes from elsewhere (undo).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '@shared/schema/problem-texts.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { Verdict } from './checks.ts';

type Note = Exclude<Verdict<unknown>, { kind: 'ok' } | { kind: 'empty' }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useCheckedInput<V extends JsonValue>(
  stored: V | undefined,
  shown: string,
  check: (text: string) => Verdict<V>,
  store: (next: V | undefined) => void,
) {
  // The author's text and note, over the stored value they leave (else the stored value shows).
  const [draft, setDraft] = useState<{ text: string; over: unknown; note: Note | null } | null>(
    null,
  );
  const before = useRef<{ value: V | undefined } | null>(null);
  const current = draft && same(draft.over, stored) ? draft : null;

  const change = (text: string) => {
    const verdict = check(text);
    // The value before this edit: what the field held when focused (or now, if not focused).
    const origin = before.current ?? { value: stored };
    let over: V | undefined = stored;
    if (verdict.kind === 'refused') over = origin.value;
    else if (verdict.kind === 'empty') over = undefined;
    else over = verdict.value;
    if (!same(over, stored)) store(over);
    const note = verdict.kind === 'refused' || verdict.kind === 'clamped' ? verdict : null;
    setDraft({ text, over, note });
  };
  return {
    text: current?.text ?? shown,
    note: current?.note ?? null,
    invalid: current?.note?.kind === 'refused',
    onFocus() {
      before.current = { value: stored };
    },
    onChange: change,
    /** Leaving the field: a valid text shows the stored value again; a refused one stays. */
    onBlur() {
      before.current = null;
      if (current && current.note?.kind !== 'refused')
        setDraft({ text: shown, over: current.over, note: current.note });
    },
  };
}

/** The note under a field: why its text is refused, or that it was clamped and to what. */
export function FieldNote({ note, label, id }: { note: Note | null; label: string; id: string }) {
  const { t, i18n } = useTranslation();
  if (!note) return null;
  if (note.kind === 'clamped')
    return (
      <p className="field-note" role="status" id={id}>
        {t(note.limit === 'min' ? 'field.clampedMin' : 'field.clampedMax', {
          label,
          bound: note.bound,
        })}
      </p>
    );
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  return (
    <p className="field-error" role="alert" id={id}>
      {t('field.refused', { label, reason: problemText(note.reason, lang) })}
    </p>
  );
}
