/**
 * A repeated list of objects (`array` with `item` fields): add, remove and reorder items, each
 * with its fields. Every button is one undo step; typing in an item's field merges like any field.
 */
import { useTranslation } from 'react-i18next';
import type { PropertyDefinition } from '@catalogue/define.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { JsonField } from './JsonField.tsx';
import { FieldSet } from './ObjectField.tsx';
import type { FieldProps } from './types.ts';

type Item = Readonly<Record<string, JsonValue>>;

const asItem = (value: JsonValue): Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/** A new item: each field at its default (not-set fields left out). */
export function newItem(fields: Readonly<Record<string, PropertyDefinition>>): Item {
  const item: Record<string, JsonValue> = {};
  for (const [name, field] of Object.entries(fields))
    if (field.default !== null) item[name] = field.default as JsonValue;
  return item;
}

export function ArrayField(props: FieldProps) {
  const { t } = useTranslation();
  const { id, property, value, onChange, onCommit } = props;
  const fields = property.item;
  if (!fields) return <JsonField {...props} />;
  const items: readonly JsonValue[] = Array.isArray(value) ? value : [];
  const commit = (next: JsonValue[]) => {
    onChange(next);
    onCommit();
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    commit(next);
  };
  return (
    <div className="field-array" id={id}>
      {items.length === 0 && <p className="field-hint">{t('field.array.empty')}</p>}
      <ol className="field-array-items">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <li key={index} className="field-array-item" data-item={index}>
              <div className="field-array-head">
                <span>{t('field.array.item', { n })}</span>
                <button
                  type="button"
                  aria-label={t('field.array.up', { n })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={t('field.array.down', { n })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={t('field.array.remove', { n })}
                  onClick={() => commit(items.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </div>
              <FieldSet
                id={`${id}-${index}`}
                fields={fields}
                values={asItem(item)}
                onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
                onCommit={onCommit}
              />
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => commit([...items, newItem(fields)])}>
        {t('field.array.add')}
      </button>
    </div>
  );
}
