/**
 * A CSS length: a number and a unit chosen among the property's `units`, each unit with its own
 * bounds (switching unit clamps the number into the new one), or a keyword such as `auto` where
 * the CSS property takes one. A value the field cannot split (`calc(…)`) is edited as text.
 * Typing is checked (`checks.ts`): a number outside the unit's bounds is stored at the bound with
 * a note ("Font size is at least 1px — set to 1px"); what is no length is refused with the reason.
 */
import { useTranslation } from 'react-i18next';
import { ruleOf } from '@catalogue/properties/style-rules.ts';
import type { StyleRule } from '@shared/schema/css-values.ts';
import { BoundedNumber } from './BoundedNumber.tsx';
import { FieldNote, useCheckedInput } from './checked-input.tsx';
import { checkCssText, checkLengthNumber } from './checks.ts';
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
  const rule: StyleRule = ruleOf(name, { ...property, units }) ?? {
    kind: 'length',
    units,
    keywords,
  };
  const stored = value ?? undefined;
  const input = useCheckedInput(
    stored,
    parsed.kind === 'other' ? parsed.text : parsed.kind === 'length' ? String(parsed.number) : '',
    (text) =>
      parsed.kind === 'other' ? checkCssText(rule, text) : checkLengthNumber(text, units, unit),
    onChange,
  );
  const noteId = `${id}-note`;
  const note = <FieldNote note={input.note} label={label} id={noteId} />;

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
      <span className="field-checked">
        <span className="field-row">
          <input
            id={id}
            className="field-input"
            spellCheck={false}
            aria-invalid={input.invalid || undefined}
            aria-describedby={input.note ? noteId : undefined}
            value={input.text}
            onFocus={input.onFocus}
            onChange={(event) => input.onChange(event.target.value)}
            onBlur={() => {
              input.onBlur();
              onCommit();
            }}
          />
          {unitSelect}
        </span>
        {note}
      </span>
    );
  }
  return (
    <span className="field-checked">
      <span className="field-row">
        <BoundedNumber
          id={id}
          bounds={bounds}
          number={parsed.kind === 'length' ? parsed.number : undefined}
          input={input}
          noteId={noteId}
          placeholder={parsed.kind === 'keyword' ? parsed.keyword : placeholder}
          onCommit={onCommit}
        />
        {unitSelect}
      </span>
      {note}
    </span>
  );
}
