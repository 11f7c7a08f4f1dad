/** One of the property's options, labelled in the editor language; "not set" when it has no default. */
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './types.ts';

export function SelectField({ id, property, value, onChange, onCommit }: FieldProps) {
  const { t, i18n } = useTranslation();
  const fr = i18n.language.startsWith('fr');
  const options = property.options ?? [];
  const current = typeof value === 'string' ? value : value == null ? '' : String(value);
  const known = current === '' || options.some((o) => o.value === current);
  return (
    <select
      id={id}
      className="field-input"
      value={current}
      onChange={(event) => {
        onChange(event.target.value === '' ? undefined : event.target.value);
        onCommit();
      }}
    >
      {(property.default === null || current === '') && (
        <option value="">{t('field.notSet')}</option>
      )}
      {!known && <option value={current}>{current}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {fr ? option.label.fr : option.label.en}
        </option>
      ))}
    </select>
  );
}
