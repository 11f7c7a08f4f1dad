/**
 * A colour or a gradient (`colorOrGradient`): a switch between the colour field and a linear
 * gradient builder (angle and colour stops). A gradient the builder cannot read (radial, several
 * layers) is edited as CSS text.
 */
import { useTranslation } from 'react-i18next';
import { NumberInput } from './BoundedNumber.tsx';
import { ColorInput } from './ColorField.tsx';
import {
  formatLinearGradient,
  gradientFrom,
  isGradient,
  parseLinearGradient,
  type LinearGradient,
} from './gradient.ts';
import type { FieldProps } from './types.ts';

/** The angle of a linear gradient and the position of a colour stop. */
const ANGLE = { min: 0, max: 360, step: 1, unit: 'deg' } as const;
const POSITION = { min: 0, max: 100, step: 1, unit: '%' } as const;

export function ColorOrGradientField(props: FieldProps) {
  const { t } = useTranslation();
  const { id, value, label, onChange, onCommit } = props;
  const text = typeof value === 'string' ? value : '';
  const gradient = isGradient(text);
  return (
    <div className="field-stack">
      <div className="field-segmented" role="radiogroup" aria-label={t('field.gradient.mode')}>
        <button
          type="button"
          role="radio"
          aria-checked={!gradient}
          onClick={() => {
            if (!gradient) return;
            onChange(parseLinearGradient(text)?.stops[0]?.color ?? undefined);
            onCommit();
          }}
        >
          {t('field.gradient.color')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={gradient}
          onClick={() => {
            if (gradient) return;
            onChange(formatLinearGradient(gradientFrom(text)));
            onCommit();
          }}
        >
          {t('field.gradient.gradient')}
        </button>
      </div>
      {gradient ? (
        <GradientBuilder
          id={id}
          label={label}
          value={text}
          onChange={onChange}
          onCommit={onCommit}
        />
      ) : (
        <ColorInput
          id={id}
          label={label}
          value={text}
          placeholder={props.placeholder}
          onChange={onChange}
          onCommit={onCommit}
        />
      )}
    </div>
  );
}

interface BuilderProps {
  id: string;
  label: string;
  value: string;
  onChange(next: string | undefined): void;
  onCommit(): void;
}

function GradientBuilder({ id, label, value, onChange, onCommit }: BuilderProps) {
  const { t } = useTranslation();
  const parsed = parseLinearGradient(value);
  if (!parsed) {
    return (
      <input
        id={id}
        className="field-input"
        aria-label={t('field.gradient.text')}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value || undefined)}
        onBlur={onCommit}
      />
    );
  }
  const set = (next: LinearGradient) => onChange(formatLinearGradient(next));
  const { angle, stops } = parsed;
  return (
    <div className="field-gradient" aria-label={label} role="group">
      <div className="field-gradient-preview" style={{ background: value }} aria-hidden />
      <span className="field-inline">
        <label htmlFor={id}>{t('field.gradient.angle')}</label>
        <NumberInput
          id={id}
          label={t('field.gradient.angle')}
          bounds={ANGLE}
          unit=""
          value={angle}
          onChange={(next) => set({ angle: next ?? 0, stops })}
          onCommit={onCommit}
        />
      </span>
      <ol className="field-gradient-stops">
        {stops.map((stop, index) => {
          const n = index + 1;
          const update = (patch: Partial<typeof stop>) =>
            set({ angle, stops: stops.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
          return (
            <li key={index} className="field-row" aria-label={t('field.gradient.stop', { n })}>
              <ColorInput
                id={`${id}-stop-${n}`}
                label={t('field.gradient.stopColor', { n })}
                value={stop.color}
                onChange={(color) => update({ color: color ?? 'transparent' })}
                onCommit={onCommit}
              />
              <span className="field-inline">
                <label className="sr-only" htmlFor={`${id}-stop-${n}-position`}>
                  {t('field.gradient.stopPosition', { n })}
                </label>
                <NumberInput
                  id={`${id}-stop-${n}-position`}
                  label={t('field.gradient.stopPosition', { n })}
                  bounds={POSITION}
                  unit=""
                  value={stop.position ?? undefined}
                  onChange={(next) => update({ position: next ?? null })}
                  onCommit={onCommit}
                />
              </span>
              <button
                type="button"
                disabled={stops.length <= 2}
                aria-label={t('field.gradient.removeStop', { n })}
                onClick={() => {
                  set({ angle, stops: stops.filter((_, i) => i !== index) });
                  onCommit();
                }}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => {
          const last = stops[stops.length - 1]!;
          set({ angle, stops: [...stops, { color: last.color, position: 100 }] });
          onCommit();
        }}
      >
        {t('field.gradient.addStop')}
      </button>
    </div>
  );
}
