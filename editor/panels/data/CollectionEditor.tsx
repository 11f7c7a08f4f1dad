/**
 * A collection's editor: name and mode; a static one's records as JSON, a dynamic one's data
 * source (base, table, view, with the datasource's checks); fetching, paging; the filter and
 * sort builders; and for a static one the records they let through.
 */
import { useTranslation } from 'react-i18next';
import { collectionProblems } from '@plugins/datasource/validate.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { Collection } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';
import type { CollectionChanges } from '../../store/commands/update-collection.ts';
import { useEditor } from '../../store/hooks.ts';
import { CollectionPreview } from './CollectionPreview.tsx';
import { DraftInput } from './DraftInput.tsx';
import { FilterBuilder } from './FilterBuilder.tsx';
import { JsonInput } from './JsonInput.tsx';
import { SortBuilder } from './SortBuilder.tsx';
import { useDefinitionUpdate, useDefinitions } from './use-data.ts';

/** Field names of the first records (for filter and sort keys). */
function recordKeys(collection: Collection): string[] {
  const data = collection.config.data;
  if (!Array.isArray(data)) return [];
  const keys = new Set<string>();
  for (const record of data.slice(0, 50)) {
    if (record && typeof record === 'object' && !Array.isArray(record)) {
      for (const key of Object.keys(record)) keys.add(key);
    }
  }
  return [...keys];
}

const SOURCE_KEYS = ['base', 'table', 'view'] as const;

export function CollectionEditor({ scope, id }: { scope: DataScopePayload; id: string }) {
  const { t } = useTranslation();
  const { update, commit, mark } = useDefinitionUpdate('update-collection', scope, id);
  const shownPage = useEditor((s) => s.ui.pageId);
  const collection = useDefinitions(scope, 'collections')[id];
  if (!collection) return null;
  const pageId = scope.scope === 'page' ? (scope.pageId ?? null) : shownPage;
  const config = collection.config;
  const keys = recordKeys(collection);
  const problems = collection.mode === 'dynamic' ? collectionProblems(config) : [];

  return (
    <div className="data-fields" data-collection-mode={collection.mode}>
      <label className="data-field" data-field="name">
        <span>{t('data.name')}</span>
        <DraftInput value={collection.name} onCommit={(name) => commit({ name })} />
      </label>
      <p className="data-muted">{t('data.id', { id: collection.id })}</p>
      <label className="data-field" data-field="mode">
        <span>{t('data.collection.mode')}</span>
        <select
          value={collection.mode}
          onChange={(event) => commit({ mode: event.target.value as Collection['mode'] })}
        >
          <option value="static">{t('data.collection.mode.static')}</option>
          <option value="dynamic">{t('data.collection.mode.dynamic')}</option>
        </select>
      </label>
      {collection.mode === 'static' ? (
        <div className="data-field" data-field="records">
          <span>{t('data.collection.records')}</span>
          <JsonInput
            label={t('data.collection.records')}
            lines={10}
            value={config.data ?? []}
            onChange={(data) =>
              Array.isArray(data)
                ? update({ config: { ...config, data: data as JsonValue[] } })
                : t('data.collection.recordsNotList')
            }
            onCommit={mark}
          />
        </div>
      ) : (
        <fieldset className="data-source" data-testid="data-source">
          <legend>{t('data.collection.source')}</legend>
          {SOURCE_KEYS.map((key) => (
            <label className="data-field" data-field={key} key={key}>
              <span>{t(`data.collection.${key}`)}</span>
              <DraftInput
                value={typeof config[key] === 'string' ? config[key] : ''}
                onCommit={(text) => {
                  const next = { ...config };
                  if (text.trim() === '') delete next[key];
                  else next[key] = text.trim();
                  return commit({ config: next });
                }}
              />
            </label>
          ))}
          <label className="data-check" data-field="allowAnonymousWrites">
            <input
              type="checkbox"
              checked={config.allowAnonymousWrites === true}
              onChange={(event) => {
                const next = { ...config };
                if (event.target.checked) next.allowAnonymousWrites = true;
                else delete next.allowAnonymousWrites;
                commit({ config: next });
              }}
            />
            {t('data.collection.anonymousWrites')}
          </label>
          {problems.length > 0 && (
            <ul className="data-problems" data-testid="data-source-problems">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      {collection.mode === 'dynamic' && (
        <label className="data-check" data-field="autoFetch">
          <input
            type="checkbox"
            // On unless set to false (the runtime's default): unticked writes false.
            checked={collection.autoFetch !== false}
            onChange={(event) => commit({ autoFetch: event.target.checked })}
          />
          {t('data.collection.autoFetch')}
        </label>
      )}
      {collection.mode === 'dynamic' && (
        <label className="data-check" data-field="authenticated">
          <input
            type="checkbox"
            checked={collection.authenticated === true}
            onChange={(event) => commit({ authenticated: event.target.checked ? true : null })}
          />
          {t('data.collection.authenticated')}
        </label>
      )}
      <label className="data-check" data-field="persistent">
        <input
          type="checkbox"
          checked={collection.persistent === true}
          onChange={(event) => commit({ persistent: event.target.checked ? true : null })}
        />
        {t('data.collection.persistent')}
      </label>
      <Paging
        name="limit"
        value={collection.limit}
        pageId={pageId}
        update={update}
        commit={commit}
        mark={mark}
      />
      <Paging
        name="offset"
        value={collection.offset}
        pageId={pageId}
        update={update}
        commit={commit}
        mark={mark}
      />
      <FilterBuilder
        filter={collection.filter}
        keys={keys}
        pageId={pageId}
        onChange={(filter) => update({ filter })}
        onCommit={mark}
      />
      <SortBuilder
        sort={collection.sort}
        keys={keys}
        pageId={pageId}
        onChange={(sort) => update({ sort })}
        onCommit={mark}
      />
      <CollectionPreview collection={collection} pageId={pageId} />
    </div>
  );
}

interface PagingProps {
  name: 'limit' | 'offset';
  value: Collection['limit'] | Collection['offset'];
  pageId: string | null;
  update(changes: CollectionChanges): string | null;
  commit(changes: CollectionChanges): string | null;
  mark(): void;
}

/** Records per fetch or records skipped: a whole number, or a formula evaluated before each fetch. */
function Paging({ name, value, pageId, update, commit, mark }: PagingProps) {
  const { t } = useTranslation();
  const label = t(`data.collection.${name}`);
  const bound = isFormulaValue(value);
  return (
    <div className="data-field data-paging" data-field={name}>
      <span>{label}</span>
      {bound ? (
        <FormulaField
          label={label}
          value={value.$formula}
          pageId={pageId}
          expected="number"
          onChange={($formula) => void update({ [name]: { $formula } })}
          onCommit={mark}
        />
      ) : (
        <DraftInput
          aria-label={label}
          inputMode="numeric"
          placeholder={name === 'limit' ? t('data.collection.noLimit') : '0'}
          value={typeof value === 'number' ? String(value) : ''}
          onCommit={(text) =>
            commit({
              [name]:
                text.trim() === '' ? null : Number.isInteger(Number(text)) ? Number(text) : text,
            } as CollectionChanges)
          }
        />
      )}
      <button
        type="button"
        data-testid={`data-${name}-bind`}
        aria-pressed={bound}
        onClick={() =>
          commit({
            [name]: bound ? null : { $formula: typeof value === 'number' ? String(value) : '' },
          })
        }
      >
        {bound ? t('data.collection.unbind') : t('data.collection.bind')}
      </button>
    </div>
  );
}
