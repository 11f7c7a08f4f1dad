/**
 * A box shadow (CSS text) with a builder: offsets, blur, spread, colour and inset of each shadow,
 * and the CSS itself, which the builder follows when it can read it.
 */
import { useTranslation } from 'react-i18next';
import { NumberInput } from './BoundedNumber.tsx';
import { ColorInput } from './ColorField.tsx';
import { DEFAULT_SHADOW, formatShadows, parseShadows, type Shadow } from './shadow.ts';
import type { FieldProps } from './types.ts';

const NUMBERS = [
  ['x', 'field.shadow.x', -200, 200],
  ['y', 'field.shadow.y', -200, 200],
  ['blur', 'field.shadow.blur', 0, 400],
  ['spread', 'field.shadow.spread', -200, 200],
] as const;

export function ShadowField({ id, value, label, placeholder, onChange, onCommit }: FieldProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const shadows = parseShadows(text);
  const set = (next: Shadow[]) => onChange(next.length ? formatShadows(next) : undefined);
  return (
    <div className="field-stack field-shadow">
      {shadows?.map((shadow, index) => {
        const update = (patch: Partial<Shadow>) =>
          set(shadows.map((s, i) => (i === index ? { ...s, ...patch } : s)));
        return (
          <fieldset key={index} className="field-shadow-item">
            <legend className="sr-only">{t('field.shadow.item', { n: index + 1 })}</legend>
            <div className="field-grid">
              {NUMBERS.map(([key, text, min, max]) => (
                <span key={key} className="field-inline">
                  <label htmlFor={`${id}-shadow-${index + 1}-${key}`}>{t(text)}</label>
                  <NumberInput
                    id={`${id}-shadow-${index + 1}-${key}`}
                    label={t(text)}
                    bounds={{ min, max, step: 1, unit: 'px' }}
                    value={shadow[key]}
                    onChange={(next) => update({ [key]: next ?? 0 })}
                    onCommit={onCommit}
                    unit=""
                  />
                </span>
              ))}
            </div>
            <ColorInput
              id={`${id}-color-${index}`}
              label={t('field.shadow.color')}
              value={shadow.color}
              onChange={(color) => update({ color: color ?? 'currentcolor' })}
              onCommit={onCommit}
            />
            <label className="field-inline">
              <input
                type="checkbox"
                checked={shadow.inset}
                onChange={(event) => {
                  update({ inset: event.target.checked });
                  onCommit();
                }}
              />
              {t('field.shadow.inset')}
            </label>
            <button
              type="button"
              onClick={() => {
                set(shadows.filter((_, i) => i !== index));
                onCommit();
              }}
            >
              {t('field.shadow.remove', { n: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      {shadows && (
        <button
          type="button"
          onClick={() => {
            set([...shadows, DEFAULT_SHADOW]);
            onCommit();
          }}
        >
          {t('field.shadow.add')}
        </button>
      )}
      <label className="field-inline field-css">
        {t('field.shadow.css')}
        <input
          id={id}
          className="field-input"
          spellCheck={false}
          aria-label={label}
          value={text}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value || undefined)}
          onBlur={onCommit}
        />
      </label>
    </div>
  );
}
