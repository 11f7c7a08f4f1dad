/**
 * A page's data set (`cmsDataSetPath`): the site collection whose record the page shows, and the
 * path parameter holding the record's id. Choosing a collection binds the page with the first
 * parameter its paths share (another one can be chosen after); "None" unbinds it. One undo step
 * per choice (`set-page-data-set`). What `validateSite` would say about it (a collection deleted
 * since, a path that lost its parameter) shows under the field, in the editor's language.
 */
import { useTranslation } from 'react-i18next';
import { parseDataSetPath } from '@shared/routing/data-set.ts';
import { dataSetProblems } from '@shared/schema/data-set.ts';
import { problemText } from '@shared/schema/problem-texts.ts';
import type { Page } from '@shared/schema/site.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { commonPathParams } from '../../store/commands/set-page-data-set.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { uiLang } from '@shared/i18n/label.ts';

export function DataSetField({ page }: { page: Page }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const collections = useEditor((s) => s.doc.site.collections);
  const dataSet = parseDataSetPath(page.cmsDataSetPath);
  const params = commonPathParams(page);
  const problems = dataSetProblems({ collections }, page);
  const lang = uiLang(i18n.language);
  const bind = (collectionId: string, param: string | undefined) => {
    dispatch({
      type: 'set-page-data-set',
      payload: {
        pageId: page.id,
        dataSet: collectionId === '' ? null : { collectionId, param: param ?? '' },
      },
    });
    store.mark();
  };
  const listed = Object.values(collections);
  const missing = dataSet && !Object.hasOwn(collections, dataSet.collectionId);
  return (
    <fieldset className="pages-groups pages-data-set" data-field="cmsDataSetPath">
      <legend>{t('pages.dataSet')}</legend>
      <p className="pages-hint">{t('pages.dataSetHint')}</p>
      <label className="pages-site-row">
        <span>{t('pages.dataSetCollection')}</span>
        <select
          data-testid="pages-data-set-collection"
          value={dataSet?.collectionId ?? ''}
          disabled={!dataSet && params.length === 0}
          onChange={(event) => {
            const param =
              dataSet && params.includes(dataSet.param)
                ? dataSet.param
                : (params[0] ?? dataSet?.param);
            bind(event.target.value, param);
          }}
        >
          <option value="">{t('pages.dataSetNone')}</option>
          {listed.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
          {missing && <option value={dataSet.collectionId}>{dataSet.collectionId}</option>}
        </select>
      </label>
      {dataSet && (
        <label className="pages-site-row">
          <span>{t('pages.dataSetParam')}</span>
          <select
            data-testid="pages-data-set-param"
            value={dataSet.param}
            onChange={(event) => bind(dataSet.collectionId, event.target.value)}
          >
            {(params.includes(dataSet.param) ? params : [dataSet.param, ...params]).map((param) => (
              <option key={param} value={param}>
                {`{${param}}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {!dataSet && params.length === 0 && (
        <p className="pages-hint" data-testid="pages-data-set-needs-param">
          {t('pages.dataSetNeedsParam')}
        </p>
      )}
      {problems.map((problem) => (
        <p
          key={problem.code + JSON.stringify(problem.params)}
          className="pages-problem"
          data-testid="pages-problem"
        >
          {problemText(problem, lang)}
        </p>
      ))}
    </fieldset>
  );
}
