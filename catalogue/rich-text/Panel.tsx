/**
 * The small form under the toolbar for what needs typing: a link's address, an image's address
 * and description, a formula's LaTeX. Enter applies, Escape cancels; either way the caret goes
 * back to the editor.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RichTextTexts } from './texts.ts';

export type PanelKind = 'link' | 'image' | 'inlineMath' | 'blockMath';

export interface PanelState {
  kind: PanelKind;
  values: Readonly<Record<string, string>>;
  /** Position of the formula being edited, when a formula was clicked. */
  pos?: number;
}

export interface PanelProps {
  panel: PanelState;
  texts: RichTextTexts;
  /** Values as typed; the caller runs the matching command. */
  onApply: (values: Record<string, string>) => void;
  onRemoveLink: () => void;
  onClose: () => void;
}

function fieldsOf(kind: PanelKind, texts: RichTextTexts): Array<[string, string]> {
  if (kind === 'link') return [['href', texts.linkAddress]];
  if (kind === 'image')
    return [
      ['src', texts.imageAddress],
      ['alt', texts.imageDescription],
    ];
  return [['latex', texts.formula]];
}

const TITLES = {
  link: 'link',
  image: 'image',
  inlineMath: 'inlineMath',
  blockMath: 'blockMath',
} as const satisfies Record<PanelKind, keyof RichTextTexts>;

export function Panel({ panel, texts, onApply, onRemoveLink, onClose }: PanelProps) {
  const id = useId();
  const fields = fieldsOf(panel.kind, texts);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...panel.values }));
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form
      className="b-rich-text-panel"
      aria-label={texts[TITLES[panel.kind]]}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      {fields.map(([name, label], i) => (
        <label key={name} className="b-rich-text-field" htmlFor={`${id}-${name}`}>
          <span>{label}</span>
          <input
            ref={i === 0 ? first : undefined}
            id={`${id}-${name}`}
            type="text"
            inputMode={name === 'latex' || name === 'alt' ? 'text' : 'url'}
            spellCheck={name === 'alt'}
            value={values[name] ?? ''}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        </label>
      ))}
      <button type="submit" className="b-rich-text-action">
        {texts.apply}
      </button>
      {panel.kind === 'link' && panel.values.href ? (
        <button type="button" className="b-rich-text-action" onClick={onRemoveLink}>
          {texts.removeLink}
        </button>
      ) : null}
      <button type="button" className="b-rich-text-action" onClick={onClose}>
        {texts.cancel}
      </button>
    </form>
  );
}
