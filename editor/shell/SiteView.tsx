import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AnalyticsEvents, usesAnalytics } from './AnalyticsEvents.tsx';
import { api, type SiteSummary } from './api.ts';
import { PageList } from './PageList.tsx';
import { ProblemList } from './ProblemList.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { Loading, RequestFailure } from './Status.tsx';
import { useRequest } from './use-request.ts';

/** One site: its pages, its problems and publishing. */
export function SiteView({ summary }: { summary: SiteSummary }) {
  const { t } = useTranslation();
  const load = useCallback(() => api.getSite(summary.id), [summary.id]);
  const [state, reload] = useRequest(load);
  if (state.status === 'loading') return <Loading />;
  if (!state.result.ok) return <RequestFailure result={state.result} onRetry={reload} />;
  const { site, problems } = state.result.value;
  const broken = problems.some((p) => p.severity === 'error');
  return (
    <div className="site-view">
      <header className="site-header">
        <h1>{site?.name ?? summary.name}</h1>
        <Link className="open-editor" to={`/sites/${encodeURIComponent(summary.id)}/edit`}>
          {t('openEditor')}
        </Link>
        <a href={summary.urls.preview} target="_blank" rel="noreferrer">
          {t('openPreview')}
        </a>
      </header>
      {!site && <p className="error">{t('siteUnreadable')}</p>}
      {broken && <ProblemList problems={problems} />}
      <div className="columns">
        {site && <PageList site={site} previewUrl={summary.urls.preview} />}
        <div className="side">
          <PublishPanel site={summary} />
          {!broken && <ProblemList problems={problems} />}
        </div>
      </div>
      {site && usesAnalytics(site) && <AnalyticsEvents siteId={summary.id} />}
    </div>
  );
}
