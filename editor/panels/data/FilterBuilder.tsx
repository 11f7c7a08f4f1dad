/**
 * The filter builder of a collection: a group of conditions combined with and/or, groups nested
 * to any depth, each condition a field, an operator of the seeds (`FILTER_OPERATORS`, semantics
 * in `shared/collections/operators`) and a value (literal or formula). Every edit hands the
 * whole new filter on; an empty top group means no filter. A `match`/`notMatch` value is a
 * pattern, kept as typed (never read as JSON) and checked by the linear-time engine before it is
 * stored (`update-collection`): one it cannot run is refused under the field, with the reason.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPlainPattern,
  loadPatternEngine,
  patternEngineLoaded,
  PATTERN_OPERATORS,
} from '@shared/collections/operators/pattern.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import {
  FILTER_OPERATORS,
  type FilterCondition,
  type FilterGroup,
  type FilterOperator,
} from '@shared/schema/logic.ts';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import { DraftInput } from './DraftInput.tsx';
import { usePatternEngine } from './use-pattern-engine.ts';

/** Operators that read no value. */
const NO_VALUE: ReadonlySet<FilterOperator> = new Set(['isEmpty', 'isNotEmpty']);

type Node = FilterCondition | FilterGroup;

interface BuilderProps {
  filter: FilterGroup | null | undefined;
  /** Returns the refusal message, or null. */
  onChange(next: FilterGroup): string | null;
  onCommit(): void;
  /** Field names seen in the records (suggested for keys). */
  keys: readonly string[];
  pageId: string | null;
}

const EMPTY: FilterGroup = { type: 'group', combinator: 'and', conditions: [] };

export function FilterBuilder({ filter, onChange, onCommit, keys, pageId }: BuilderProps) {
  const { t } = useTranslation();
  const listId = 'data-filter-keys';
  return (
    <fieldset className="data-filter" data-testid="data-filter">
      <legend>{t('data.filter')}</legend>
      <datalist id={listId}>
        {keys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <GroupEditor
        group={filter ?? EMPTY}
        onChange={onChange}
        onCommit={onCommit}
        firstKey={keys[0] ?? 'id'}
        listId={listId}
        pageId={pageId}
        path="0"
      />
      {(filter?.conditions.length ?? 0) === 0 && (
        <p className="data-muted">{t('data.filter.none')}</p>
      )}
    </fieldset>
  );
}

interface GroupProps {
  group: FilterGroup;
  onChange(next: FilterGroup): string | null;
  onCommit(): void;
  onRemove?(): void;
  firstKey: string;
  listId: string;
  pageId: string | null;
  path: string;
}

function GroupEditor({
  group,
  onChange,
  onCommit,
  onRemove,
  firstKey,
  listId,
  pageId,
  path,
}: GroupProps) {
  const { t } = useTranslation();
  const set = (conditions: Node[]) => onChange({ ...group, conditions });
  const replace = (index: number, node: Node) =>
    set(group.conditions.map((c, i) => (i === index ? node : c)));
  const remove = (index: number) => {
    set(group.conditions.filter((_, i) => i !== index));
    onCommit();
  };
  const newCondition: FilterCondition = {
    type: 'condition',
    key: firstKey,
    operator: 'equals',
    value: '',
  };

  return (
    <div className="data-filter-group" data-testid="data-filter-group" data-path={path}>
      <div className="data-filter-bar">
        <label>
          <span className="data-sr">{t('data.filter.combinator')}</span>
          <select
            aria-label={t('data.filter.combinator')}
            value={group.combinator}
            onChange={(event) => {
              onChange({ ...group, combinator: event.target.value as 'and' | 'or' });
              onCommit();
            }}
          >
            <option value="and">{t('data.filter.and')}</option>
            <option value="or">{t('data.filter.or')}</option>
          </select>
        </label>
        <button
          type="button"
          data-testid="data-filter-add-condition"
          onClick={() => {
            set([...group.conditions, newCondition]);
            onCommit();
          }}
        >
          {t('data.filter.addCondition')}
        </button>
        <button
          type="button"
          data-testid="data-filter-add-group"
          onClick={() => {
            set([
              ...group.conditions,
              { type: 'group', combinator: 'or', conditions: [newCondition] },
            ]);
            onCommit();
          }}
        >
          {t('data.filter.addGroup')}
        </button>
        {onRemove && (
          <button type="button" onClick={onRemove}>
            {t('data.filter.remove')}
          </button>
        )}
      </div>
      {group.conditions.map((node, index) =>
        node.type === 'group' ? (
          <GroupEditor
            key={`${path}.${index}`}
            group={node}
            onChange={(next) => replace(index, next)}
            onCommit={onCommit}
            onRemove={() => remove(index)}
            firstKey={firstKey}
            listId={listId}
            pageId={pageId}
            path={`${path}.${index}`}
          />
        ) : (
          <ConditionEditor
            key={`${path}.${index}`}
            condition={node}
            onChange={(next) => replace(index, next)}
            onCommit={onCommit}
            onRemove={() => remove(index)}
            listId={listId}
            pageId={pageId}
          />
        ),
      )}
    </div>
  );
}

/** A literal as the value input shows it: texts as they are, anything else as JSON. */
function literalText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What the author typed: JSON when it reads as JSON (12, true, ["a"]), else the text. */
export function literalValue(text: string): JsonValue {
  const trimmed = text.trim();
  if (/^(-?\d|true$|false$|null$|\[|\{|")/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as JsonValue;
    } catch {
      return text;
    }
  }
  return text;
}

interface ConditionProps {
  condition: FilterCondition;
  onChange(next: FilterCondition): string | null;
  onCommit(): void;
  onRemove(): void;
  listId: string;
  pageId: string | null;
}

function ConditionEditor({
  condition,
  onChange,
  onCommit,
  onRemove,
  listId,
  pageId,
}: ConditionProps) {
  const { t } = useTranslation();
  const pattern = PATTERN_OPERATORS.has(condition.operator);
  // Loaded as soon as a pattern field shows, so the typed pattern can be checked on Enter.
  usePatternEngine(pattern);
  const [operatorRefusal, setOperatorRefusal] = useState<string | null>(null);
  const commit = (next: FilterCondition) => {
    const refused = onChange(next);
    onCommit();
    return refused;
  };
  const bound = isFormulaValue(condition.value);
  /** A pattern is checked by the engine: when its chunk is not here yet, after it arrives. */
  const commitChecked = (next: FilterCondition): string | null | Promise<string | null> => {
    const { operator, value } = next;
    const plain = typeof value !== 'string' || isPlainPattern(value);
    if (!PATTERN_OPERATORS.has(operator) || plain || patternEngineLoaded()) return commit(next);
    const check = () => commit(next); // offline: the command says it could not check
    return loadPatternEngine().then(check, check);
  };
  return (
    <div className="data-filter-condition" data-testid="data-filter-condition">
      <DraftInput
        aria-label={t('data.filter.key')}
        placeholder={t('data.filter.key')}
        list={listId}
        value={condition.key}
        onCommit={(key) => commit({ ...condition, key })}
      />
      <select
        aria-label={t('data.filter.operator')}
        value={condition.operator}
        onChange={(event) => {
          const operator = event.target.value as FilterOperator;
          const next: FilterCondition = { ...condition, operator };
          if (NO_VALUE.has(operator)) delete next.value;
          // A pattern is a text: 12 or true typed for another operator become "12", "true".
          else if (PATTERN_OPERATORS.has(operator) && !bound)
            next.value = literalText(condition.value);
          void Promise.resolve(commitChecked(next)).then(setOperatorRefusal);
        }}
      >
        {FILTER_OPERATORS.map((operator) => (
          <option key={operator} value={operator}>
            {t(`data.op.${operator}`)}
          </option>
        ))}
      </select>
      {!NO_VALUE.has(condition.operator) &&
        (bound ? (
          <FormulaField
            label={t('data.filter.formula')}
            value={isFormulaValue(condition.value) ? condition.value.$formula : ''}
            pageId={pageId}
            onChange={($formula) => void onChange({ ...condition, value: { $formula } })}
            onCommit={onCommit}
          />
        ) : (
          <DraftInput
            aria-label={t('data.filter.value')}
            placeholder={t(pattern ? 'data.filter.patternHint' : 'data.filter.valueHint')}
            value={literalText(condition.value)}
            onCommit={(text) =>
              commitChecked({ ...condition, value: pattern ? text : literalValue(text) })
            }
          />
        ))}
      {operatorRefusal && (
        <span className="data-error" role="alert">
          {operatorRefusal}
        </span>
      )}
      {!NO_VALUE.has(condition.operator) && (
        <button
          type="button"
          aria-pressed={bound}
          data-testid="data-filter-bind"
          title={t('data.filter.formula')}
          onClick={() =>
            commit({
              ...condition,
              value: bound
                ? ''
                : {
                    $formula: condition.value === undefined ? '' : JSON.stringify(condition.value),
                  },
            })
          }
        >
          ƒ
        </button>
      )}
      <button type="button" aria-label={t('data.filter.remove')} onClick={onRemove}>
        ×
      </button>
    </div>
  );
}
