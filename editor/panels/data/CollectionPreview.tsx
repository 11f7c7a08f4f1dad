/**
 * The records a static collection gives with its filter, sort and paging, evaluated like the
 * formula preview (variables at their default values): what a bound list will show.
 */
import { useMemo } from 'react';
import { filterHasPattern } from '@shared/collections/index.ts';
import { useTranslation } from 'react-i18next';
import type { Collection } from '@shared/schema/logic.ts';
import { buildTestScope } from '../../fields/formula/test-scope.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { usePatternEngine } from './use-pattern-engine.ts';

/** Records listed in the preview; the count says how many more match. */
export const PREVIEW_RECORDS = 20;

interface State {
  data: unknown[];
  total: number;
  error: string | null;
}

export function CollectionPreview({
  collection,
  pageId,
}: {
  collection: Collection;
  pageId: string | null;
}) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const siteVariables = useEditor((s) => s.doc.site.variables);
  const pageVariables = useEditor((s) => (pageId ? s.doc.pages[pageId]?.variables : undefined));
  const patternsReady = usePatternEngine(filterHasPattern(collection.filter));
  const state = useMemo(() => {
    void [siteVariables, pageVariables, patternsReady]; // formula values read them; patterns
    const scope = buildTestScope({ doc: store.getState().doc, pageId });
    return (scope.collections as Record<string, State | undefined>)[collection.id] ?? null;
  }, [store, pageId, collection, siteVariables, pageVariables, patternsReady]);

  if (collection.mode !== 'static') {
    return <p className="data-muted">{t('data.preview.dynamic')}</p>;
  }
  const all = Array.isArray(collection.config.data) ? collection.config.data.length : 0;
  return (
    <section
      className="data-preview"
      data-testid="data-collection-preview"
      aria-label={t('data.preview')}
    >
      <h4>{t('data.preview')}</h4>
      {state?.error ? (
        <p className="data-error" role="alert">
          {t('data.preview.error', { message: state.error })}
        </p>
      ) : (
        <>
          <p className="data-muted" data-testid="data-preview-count">
            {t('data.preview.count', {
              shown: Math.min(state?.data.length ?? 0, PREVIEW_RECORDS),
              total: state?.total ?? 0,
              all,
            })}
          </p>
          <ol className="data-preview-records">
            {(state?.data ?? []).slice(0, PREVIEW_RECORDS).map((record, index) => (
              <li key={index} data-testid="data-preview-record">
                <code>{JSON.stringify(record)}</code>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
