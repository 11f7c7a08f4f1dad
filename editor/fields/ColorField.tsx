/**
 * A colour: a swatch opening react-colorful's picker, and the CSS text beside it. Dragging in the
 * picker changes the value continuously (merged into one undo step); releasing the pointer or
 * closing the picker ends the step. Under the picker, the site's colours (`site.colors`, from
 * the field environment): one click sets `var(--color-<name>)`, which follows the colour when
 * the site changes it; the swatch then shows the colour it stands for.
 */
import { useEffect, useRef, useState } from 'react';
import { HexAlphaColorPicker } from 'react-colorful';
import { useTranslation } from 'react-i18next';
import { colorTokenVariable } from '@shared/schema/constants.ts';
import { colorTokenOf } from '@shared/schema/css-color.ts';
import type { ColorToken } from '@shared/schema/site-style.ts';
import { FieldNote, useCheckedInput } from './checked-input.tsx';
import { checkCssText } from './checks.ts';
import { toHex } from './colors.ts';
import { useFieldEnvironment } from './environment.ts';
import type { FieldProps } from './types.ts';

const NO_COLORS: readonly ColorToken[] = [];
const COLOR_RULE = { kind: 'color' } as const;

export interface ColorInputProps {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  /**
   * What a site colour's swatch sets: a reference, `var(--color-<name>)` (default), or its
   * colour, for values that must be literal (the page colour, which the web manifest takes).
   */
  tokens?: 'reference' | 'value';
  /** False where the caller checks the text itself and shows its own reason (the site style). */
  checked?: boolean;
  onChange(next: string | undefined): void;
  onCommit(): void;
}

export function ColorInput({
  id,
  label,
  value,
  placeholder,
  tokens = 'reference',
  checked = true,
  onChange,
  onCommit,
}: ColorInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const colors = useFieldEnvironment().colors ?? NO_COLORS;
  const token = colorTokenOf(value);
  // A token shows (and the picker starts from) the colour it stands for.
  const shown = colors.find((c) => c.name === token)?.value ?? value;
  const input = useCheckedInput(
    value === '' ? undefined : value,
    value,
    (text) =>
      checked
        ? checkCssText(COLOR_RULE, text)
        : { kind: text === '' ? 'empty' : 'ok', value: text },
    onChange,
  );
  const noteId = `${id}-note`;

  useEffect(() => {
    if (!open) return;
    const release = () => onCommit();
    const outside = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) {
        setOpen(false);
        onCommit();
      }
    };
    // The picker follows the pointer outside itself while dragging: listen on the window.
    window.addEventListener('pointerup', release);
    window.addEventListener('mouseup', release);
    window.addEventListener('touchend', release);
    document.addEventListener('pointerdown', outside);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('mouseup', release);
      window.removeEventListener('touchend', release);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open, onCommit]);

  return (
    <>
      <span className="field-color" ref={box}>
        <button
          type="button"
          className="field-swatch"
          style={{ background: shown || 'transparent' }}
          aria-label={t('field.color.open', { label })}
          aria-expanded={open}
          onClick={() => {
            if (open) onCommit();
            setOpen(!open);
          }}
        />
        <input
          id={id}
          className="field-input"
          type="text"
          spellCheck={false}
          aria-label={t('field.color.text', { label })}
          aria-invalid={input.invalid || undefined}
          aria-describedby={input.note ? noteId : undefined}
          value={input.text}
          placeholder={placeholder ?? '#000000'}
          onFocus={input.onFocus}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={() => {
            input.onBlur();
            onCommit();
          }}
        />
        {open && (
          <div
            className="field-popover"
            role="dialog"
            aria-label={t('field.color.picker')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setOpen(false);
                onCommit();
              }
            }}
          >
            <HexAlphaColorPicker color={toHex(shown) ?? '#000000'} onChange={onChange} />
            {colors.length > 0 && (
              <div className="field-tokens" role="group" aria-label={t('field.color.tokens')}>
                {colors.map((color) => (
                  <button
                    key={color.name}
                    type="button"
                    className="field-token"
                    data-token={color.name}
                    aria-pressed={tokens === 'value' ? color.value === value : color.name === token}
                    aria-label={t('field.color.token', { name: color.name, value: color.value })}
                    title={t('field.color.token', { name: color.name, value: color.value })}
                    style={{ background: color.value }}
                    onClick={() => {
                      onChange(
                        tokens === 'value' ? color.value : `var(${colorTokenVariable(color.name)})`,
                      );
                      onCommit();
                      setOpen(false);
                    }}
                  />
                ))}
              </div>
            )}
          </div>
        )}
      </span>
      <FieldNote note={input.note} label={label} id={noteId} />
    </>
  );
}

export function ColorField({ id, label, value, placeholder, onChange, onCommit }: FieldProps) {
  return (
    <ColorInput
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      onChange={onChange}
      onCommit={onCommit}
    />
  );
}
