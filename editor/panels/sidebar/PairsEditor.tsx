/**
 * A list of `{ name, value }` pairs whose values may be formulas: an element's HTML attributes
 * and a page link's query parameters. Each row has its name, its value (a text, or the formula
 * editor once its ƒx switch is on), and a remove button; a row's problem shows under it. Buttons
 * end the undo step at once; typing ends it when the field is left.
 */
import { useTranslation } from 'react-i18next';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { FormulaValue } from '@shared/schema/values.ts';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';

export interface Pair {
  name: string;
  value: string | FormulaValue;
}

export interface PairsEditorProps {
  /** `attributes` or `query`: the texts of the add button and of an empty list. */
  kind: 'attributes' | 'query';
  pairs: readonly Pair[];
  /** Why a row is refused, by row index, in the editor's language. */
  problems?: ReadonlyMap<number, string>;
  onChange(next: Pair[]): void;
  /** The author is done with an edit (a field left, a button pressed). */
  onCommit(): void;
  /** Where formulas run (the element in its page: `context.item` in a repeated list). */
  pageId: string;
  elementId: string;
}

export function PairsEditor({
  kind,
  pairs,
  problems,
  onChange,
  onCommit,
  pageId,
  elementId,
}: PairsEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, pair: Pair) =>
    onChange(pairs.map((old, i) => (i === index ? pair : old)));
  const now = (next: Pair[]) => {
    onChange(next);
    onCommit();
  };
  return (
    <div className="sidebar-pairs" data-kind={kind}>
      {pairs.length === 0 && <p className="field-hint">{t(`sidebar.pairs.empty.${kind}`)}</p>}
      <ol className="sidebar-pairs-list">
        {pairs.map((pair, index) => {
          const name = pair.name || `#${index + 1}`;
          const bound = isFormulaValue(pair.value);
          const problem = problems?.get(index);
          return (
            <li
              key={index}
              className="sidebar-pair"
              data-pair={index}
              data-bound={bound || undefined}
            >
              <input
                className="field-input"
                aria-label={t('sidebar.pairs.name', { n: index + 1 })}
                placeholder={t('sidebar.pairs.namePlaceholder')}
                spellCheck={false}
                aria-invalid={problem ? true : undefined}
                value={pair.name}
                onChange={(event) => update(index, { ...pair, name: event.target.value })}
                onBlur={onCommit}
              />
              {isFormulaValue(pair.value) ? (
                <FormulaField
                  label={t('sidebar.pairs.formula', { name })}
                  value={pair.value.$formula}
                  pageId={pageId}
                  elementId={elementId}
                  onChange={($formula) => update(index, { ...pair, value: { $formula } })}
                  onCommit={onCommit}
                />
              ) : (
                <input
                  className="field-input"
                  aria-label={t('sidebar.pairs.value', { name })}
                  placeholder={t('sidebar.pairs.valuePlaceholder')}
                  value={pair.value}
                  onChange={(event) => update(index, { ...pair, value: event.target.value })}
                  onBlur={onCommit}
                />
              )}
              <button
                type="button"
                role="switch"
                className="sidebar-bind"
                aria-checked={bound}
                aria-label={t('sidebar.pairs.bind', { name })}
                title={t('sidebar.pairs.bind', { name })}
                onClick={() => {
                  const value = isFormulaValue(pair.value)
                    ? ''
                    : { $formula: pair.value ? JSON.stringify(pair.value) : '' };
                  update(index, { ...pair, value });
                  onCommit();
                }}
              >
                ƒx
              </button>
              <button
                type="button"
                aria-label={t('sidebar.pairs.remove', { name })}
                title={t('sidebar.pairs.remove', { name })}
                onClick={() => now(pairs.filter((_, i) => i !== index))}
              >
                ×
              </button>
              {problem && (
                <p className="field-error" role="alert">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => now([...pairs, { name: '', value: '' }])}>
        {t(`sidebar.pairs.add.${kind}`)}
      </button>
    </div>
  );
}
