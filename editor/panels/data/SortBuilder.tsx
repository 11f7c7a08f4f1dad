/** The sort keys of a collection, in order: field and direction (stable, multi-key). */
import { useTranslation } from 'react-i18next';
import type { SortKey } from '@shared/collections/index.ts';
import { DraftInput } from './DraftInput.tsx';

interface SortBuilderProps {
  sort: readonly SortKey[] | undefined;
  onChange(next: SortKey[]): string | null;
  onCommit(): void;
  keys: readonly string[];
}

export function SortBuilder({ sort = [], onChange, onCommit, keys }: SortBuilderProps) {
  const { t } = useTranslation();
  const commit = (next: SortKey[]) => {
    const refused = onChange(next);
    onCommit();
    return refused;
  };
  const replace = (index: number, key: SortKey) =>
    commit(sort.map((k, i) => (i === index ? key : k)));
  return (
    <fieldset className="data-sort" data-testid="data-sort">
      <legend>{t('data.sort')}</legend>
      {sort.length === 0 && <p className="data-muted">{t('data.sort.none')}</p>}
      {sort.map((key, index) => (
        <div className="data-sort-key" key={index} data-testid="data-sort-key">
          <DraftInput
            aria-label={t('data.sort.key')}
            list="data-filter-keys"
            value={key.key}
            onCommit={(name) => replace(index, { ...key, key: name })}
          />
          <select
            aria-label={t('data.sort.direction')}
            value={key.direction}
            onChange={(event) =>
              replace(index, { ...key, direction: event.target.value as 'asc' | 'desc' })
            }
          >
            <option value="asc">{t('data.sort.asc')}</option>
            <option value="desc">{t('data.sort.desc')}</option>
          </select>
          <button
            type="button"
            aria-label={t('data.filter.remove')}
            onClick={() => commit(sort.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        data-testid="data-sort-add"
        onClick={() => commit([...sort, { key: keys[0] ?? 'id', direction: 'asc' }])}
      >
        {t('data.sort.add')}
      </button>
    </fieldset>
  );
}
