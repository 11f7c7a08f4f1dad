import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteAbilities } from '../authors/author-store.ts';
import { api, type PublishEnvironment, type PublishSummary, type SiteSummary } from './api.ts';
import { PublishMessage } from '../publish/PublishMessage.tsx';
import { PublishHistory } from '../publish/PublishHistory.tsx';
import { PublishConfirm, useConfirmedPublish } from '../publish/PublishConfirm.tsx';
import { formatDateTime } from '../i18n/dates.ts';
import { ProblemList } from './ProblemList.tsx';
import { useRequest } from './use-request.ts';
import type { Problem } from '@shared/schema/index.ts';

type Outcome =
  | { kind: 'published'; summary: PublishSummary }
  | { kind: 'refused'; problems: Problem[] }
  | { kind: 'failed'; message: string };

const ENVIRONMENTS: readonly PublishEnvironment[] = ['staging', 'production'];

/** Publish buttons per environment the author may publish to, with what happened. */
export function PublishPanel({ site }: { site: SiteSummary }) {
  const { t, i18n } = useTranslation();
  const abilities = useSiteAbilities(site.id);
  const environments = ENVIRONMENTS.filter((env) => abilities.publish[env]);
  const loadStatus = useCallback(() => api.publishStatus(site.id), [site.id]);
  const [status, reloadStatus] = useRequest(loadStatus);
  const [busy, setBusy] = useState<PublishEnvironment | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [published, setPublished] = useState(0);
  const [message, setMessage] = useState('');

  async function publish(environment: PublishEnvironment) {
    setBusy(environment);
    setOutcome(null);
    const result = await api.publish(site.id, environment, message.trim() || undefined);
    setBusy(null);
    if (result.ok) {
      setOutcome({ kind: 'published', summary: result.value });
      setPublished((n) => n + 1);
      setMessage('');
      reloadStatus();
    } else if (result.kind === 'http' && result.problems.length > 0) {
      setOutcome({ kind: 'refused', problems: result.problems });
    } else {
      setOutcome({
        kind: 'failed',
        message: result.kind === 'network' ? t('unreachable') : result.message,
      });
    }
  }

  // Production asks first, with what it changes (`PublishConfirm`); staging publishes at once.
  const { confirming, buttons, choose, cancel, confirm } = useConfirmedPublish(
    (env) => void publish(env),
  );

  const stamps = status.status === 'done' && status.result.ok ? status.result.value : null;
  return (
    <section className="panel" aria-labelledby="publish-title">
      <h2 id="publish-title">{t('publish')}</h2>
      {environments.length === 0 && abilities.role !== 'loading' && (
        <p>{t('authors.cannotPublish')}</p>
      )}
      {environments.length > 0 && <PublishMessage value={message} onChange={setMessage} />}
      {confirming ? (
        <PublishConfirm
          siteId={site.id}
          environment={confirming}
          onCancel={cancel}
          onConfirm={confirm}
        />
      ) : (
        <div className="publish-buttons" ref={buttons}>
          {environments.map((env) => (
            <div key={env} className="publish-env">
              <button
                type="button"
                data-environment={env}
                onClick={() => choose(env)}
                disabled={busy !== null}
              >
                {busy === env ? t('publishing') : t(`publishTo_${env}`)}
              </button>
              <small>
                {stamps?.[env]
                  ? t('lastPublished', {
                      date: formatDateTime(stamps[env].publishedAt, i18n.language),
                    })
                  : stamps
                    ? t('neverPublished')
                    : ''}
              </small>
            </div>
          ))}
        </div>
      )}
      <div aria-live="polite" className="publish-outcome">
        {outcome?.kind === 'published' && (
          <p className="ok">
            {t('published', {
              count: outcome.summary.pages,
              environment: t(`environment_${outcome.summary.environment}`),
            })}{' '}
            <a href={site.urls[outcome.summary.environment]} target="_blank" rel="noreferrer">
              {t('openEnvironment', {
                environment: t(`environment_${outcome.summary.environment}`),
              })}
            </a>
          </p>
        )}
        {outcome?.kind === 'refused' && (
          <>
            <p className="error">{t('publishRefused')}</p>
            <ProblemList problems={outcome.problems} />
          </>
        )}
        {outcome?.kind === 'failed' && (
          <p className="error">{t('publishFailed', { message: outcome.message })}</p>
        )}
      </div>
      <PublishHistory
        siteId={site.id}
        key={published}
        {...(outcome?.kind === 'published' ? { environment: outcome.summary.environment } : {})}
      />
    </section>
  );
}
