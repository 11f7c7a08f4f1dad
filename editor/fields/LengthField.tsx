/**
 * A CSS length: a number and a unit chosen among the property's `units`, each unit with its own
 * bounds (switching unit clamps the number into the new one), or a keyword such as `auto` where
 * the CSS property takes one. A value the field cannot split (`calc(…)`) is edited as text.
 */
import { useTranslation } from 'react-i18next';
import { BoundedNumber } from './BoundedNumber.tsx';
import { boundsOf, clamp, formatLength, keywordsFor, parseLength } from './length.ts';
import type { FieldProps } from './types.ts';

const TEXT = '__text';

export function LengthField({
  id,
  name,
  property,
  value,
  label,
  placeholder,
  onChange,
  onCommit,
}: FieldProps) {
  const { t } = useTranslation();
  const units = property.units?.length ? property.units : [{ unit: 'px', min: -10000, max: 10000 }];
  const keywords = property.section === 'style' ? keywordsFor(name) : [];
  const parsed = parseLength(value, units, keywords);
  const unit = parsed.kind === 'length' ? parsed.unit : (units[0]!.unit ?? '');
  const bounds = boundsOf(units, unit);
  const choice = parsed.kind === 'keyword' ? parsed.keyword : parsed.kind === 'other' ? TEXT : unit;

  const unitSelect = (
    <select
      className="field-input field-unit-select"
      aria-label={t('field.unit', { label })}
      value={choice}
      onChange={(event) => {
        const next = event.target.value;
        if (keywords.includes(next)) onChange(next);
        else if (next !== TEXT) {
          const number = parsed.kind === 'length' ? parsed.number : 0;
          onChange(formatLength(clamp(number, boundsOf(units, next)), next));
        }
        onCommit();
      }}
    >
      {units.map((u) => (
        <option key={u.unit ?? ''} value={u.unit ?? ''}>
          {u.unit || '×'}
        </option>
      ))}
      {keywords.map((keyword) => (
        <option key={keyword} value={keyword}>
          {keyword}
        </option>
      ))}
      {parsed.kind === 'other' && <option value={TEXT}>CSS</option>}
    </select>
  );

  if (parsed.kind === 'other') {
    return (
      <span className="field-row">
        <input
          id={id}
          className="field-input"
          spellCheck={false}
          value={parsed.text}
          onChange={(event) => onChange(event.target.value || undefined)}
          onBlur={onCommit}
        />
        {unitSelect}
      </span>
    );
  }
  return (
    <span className="field-row">
      <BoundedNumber
        id={id}
        bounds={bounds}
        value={parsed.kind === 'length' ? parsed.number : undefined}
        placeholder={parsed.kind === 'keyword' ? parsed.keyword : placeholder}
        onNumber={(number) =>
          onChange(number === undefined ? undefined : formatLength(number, unit))
        }
        onCommit={onCommit}
      />
      {unitSelect}
    </span>
  );
}
