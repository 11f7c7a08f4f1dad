/**
 * The sort keys of a collection, in order: field and direction (stable, multi-key). A key bound
 * with ƒ takes its field and direction from formulas, evaluated before each fetch (the visitor's
 * choice of sort, kept in a variable).
 */
import { useTranslation } from 'react-i18next';
import type { SortKey } from '@shared/collections/index.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import { DraftInput } from './DraftInput.tsx';

interface SortBuilderProps {
  sort: readonly SortKey[] | undefined;
  onChange(next: SortKey[]): string | null;
  onCommit(): void;
  keys: readonly string[];
  pageId?: string | null;
}

/** A literal key as the formula that gives it, and back (a formula's text when it is a literal). */
const asFormula = (key: SortKey): SortKey => ({
  key: isFormulaValue(key.key) ? key.key : { $formula: JSON.stringify(key.key) },
  direction: isFormulaValue(key.direction)
    ? key.direction
    : { $formula: JSON.stringify(key.direction) },
});
function asLiteral(key: SortKey, fallback: string): SortKey {
  const literal = (value: SortKey['key']): unknown => {
    if (!isFormulaValue(value)) return value;
    try {
      return JSON.parse(value.$formula) as unknown;
    } catch {
      return undefined;
    }
  };
  const field = literal(key.key);
  const direction = literal(key.direction);
  return {
    key: typeof field === 'string' && field ? field : fallback,
    direction: direction === 'desc' ? 'desc' : 'asc',
  };
}

export function SortBuilder({ sort = [], onChange, onCommit, keys, pageId }: SortBuilderProps) {
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
      {sort.map((key, index) => {
        const bound = isFormulaValue(key.key) || isFormulaValue(key.direction);
        const formula = asFormula(key);
        return (
          <div className="data-sort-key" key={index} data-testid="data-sort-key">
            {bound ? (
              <>
                <FormulaField
                  label={t('data.sort.keyFormula')}
                  value={isFormulaValue(formula.key) ? formula.key.$formula : ''}
                  pageId={pageId ?? null}
                  onChange={($formula) =>
                    void onChange(
                      sort.map((k, i) => (i === index ? { ...formula, key: { $formula } } : k)),
                    )
                  }
                  onCommit={onCommit}
                />
                <FormulaField
                  label={t('data.sort.directionFormula')}
                  value={isFormulaValue(formula.direction) ? formula.direction.$formula : ''}
                  pageId={pageId ?? null}
                  onChange={($formula) =>
                    void onChange(
                      sort.map((k, i) =>
                        i === index ? { ...formula, direction: { $formula } } : k,
                      ),
                    )
                  }
                  onCommit={onCommit}
                />
              </>
            ) : (
              <>
                <DraftInput
                  aria-label={t('data.sort.key')}
                  list="data-filter-keys"
                  value={typeof key.key === 'string' ? key.key : ''}
                  onCommit={(name) => replace(index, { ...key, key: name })}
                />
                <select
                  aria-label={t('data.sort.direction')}
                  value={typeof key.direction === 'string' ? key.direction : 'asc'}
                  onChange={(event) =>
                    replace(index, { ...key, direction: event.target.value as 'asc' | 'desc' })
                  }
                >
                  <option value="asc">{t('data.sort.asc')}</option>
                  <option value="desc">{t('data.sort.desc')}</option>
                </select>
              </>
            )}
            <button
              type="button"
              aria-pressed={bound}
              data-testid="data-sort-bind"
              title={t('data.sort.bind')}
              onClick={() =>
                replace(index, bound ? asLiteral(key, keys[0] ?? 'id') : asFormula(key))
              }
            >
              ƒ
            </button>
            <button
              type="button"
              aria-label={t('data.filter.remove')}
              onClick={() => commit(sort.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </div>
        );
      })}
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
