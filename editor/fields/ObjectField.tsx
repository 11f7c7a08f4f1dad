/**
 * An object with declared `fields` (or an array's item): each field with its own editor, labelled
 * in the editor language, with the fields' hidden conditions applied to the object's values.
 * Nested values are literals (no formula per field). An object without fields is typed as JSON.
 */
import { useTranslation } from 'react-i18next';
import type { PropertyDefinition } from '@catalogue/define.ts';
import { resolveLangValue } from '@catalogue/props.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { JsonField } from './JsonField.tsx';
import type { FieldProps } from './types.ts';

type Values = Readonly<Record<string, JsonValue>>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FieldSetProps {
  id: string;
  fields: Readonly<Record<string, PropertyDefinition>>;
  values: Values;
  onChange(next: Values): void;
  onCommit(): void;
}

/** The fields of one object, one labelled row each. */
export function FieldSet({ id, fields, values, onChange, onCommit }: FieldSetProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  return (
    <div className="field-set">
      {Object.entries(fields).map(([name, field]) => {
        if (field.hidden?.(values)) return null;
        const fieldId = `${id}-${name}`;
        const label = field.label[lang];
        const stored = Object.hasOwn(values, name) ? values[name] : undefined;
        return (
          <div key={name} className="field-set-row" data-item-field={name}>
            <label htmlFor={fieldId}>{label}</label>
            <FieldEditor
              id={fieldId}
              name={name}
              property={field}
              label={label}
              value={stored ?? resolveLangValue(field.default, [lang]) ?? undefined}
              onChange={(next) => {
                const copy: Record<string, JsonValue> = { ...values };
                if (next === undefined) delete copy[name];
                else copy[name] = next;
                onChange(copy);
              }}
              onCommit={onCommit}
            />
          </div>
        );
      })}
    </div>
  );
}

export function ObjectField(props: FieldProps) {
  const { id, property, value, onChange, onCommit } = props;
  if (!property.fields) return <JsonField {...props} />;
  return (
    <FieldSet
      id={id}
      fields={property.fields}
      values={isObject(value) ? value : {}}
      onChange={onChange}
      onCommit={onCommit}
    />
  );
}
