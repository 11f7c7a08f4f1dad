/**
 * The Data panel (left tab "Data"): the site's or the shown page's variables, formulas and
 * collections. A list per kind with an add form; a row opens its editor below it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../store/hooks.ts';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';
import { DataList } from './DataList.tsx';
import type { DataTab } from './use-data.ts';
import './data.css';

const TABS: readonly DataTab[] = ['variables', 'formulas', 'collections'];

export function DataPanel() {
  const { t } = useTranslation();
  const pageId = useEditor((s) => s.ui.pageId);
  const pageName = useEditor((s) => s.doc.site.pages.find((p) => p.id === s.ui.pageId)?.name);
  const [where, setWhere] = useState<'site' | 'page'>('site');
  const [tab, setTab] = useState<DataTab>('variables');
  const scope: DataScopePayload =
    where === 'page' && pageId ? { scope: 'page', pageId } : { scope: 'site' };

  return (
    <div className="data-panel" data-testid="data-panel">
      <div className="data-scope" role="radiogroup" aria-label={t('data.scope')}>
        {(['site', 'page'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={scope.scope === option}
            data-testid={`data-scope-${option}`}
            disabled={option === 'page' && !pageId}
            onClick={() => setWhere(option)}
          >
            {option === 'site'
              ? t('data.scope.site')
              : t('data.scope.page', { page: pageName ?? '' })}
          </button>
        ))}
      </div>
      {!pageId && <p className="data-muted">{t('data.noPage')}</p>}
      <div className="data-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`data-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="data-tabpanel"
            data-testid={`data-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`data.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="data-tabpanel" aria-labelledby={`data-tab-${tab}`}>
        <DataList key={`${tab}:${scope.scope}:${scope.pageId ?? ''}`} kind={tab} scope={scope} />
      </div>
    </div>
  );
}
