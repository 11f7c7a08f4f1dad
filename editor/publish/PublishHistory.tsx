/**
 * The publish history of a site, one environment at a time: each version's number, time, author,
 * message and page count, a link that opens it in the browser, and a rollback (after a
 * confirmation) that makes it the live one — offered only to who may publish there (staging:
 * editors; production: owners). Its parent gives it a new `key` after a publish, so
 * that it starts again with the environment published to.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/dates.ts';
import { useSiteAbilities } from '../authors/author-store.ts';
import { api, type PublishEnvironment, type PublishedVersion } from '../shell/api.ts';
import { useRequest } from '../shell/use-request.ts';
import './publish-history.css';

const ENVIRONMENTS: readonly PublishEnvironment[] = ['production', 'staging'];

type Rollback =
  | { status: 'confirming'; version: PublishedVersion }
  | { status: 'running'; version: PublishedVersion }
  | { status: 'done'; number: number; environment: PublishEnvironment }
  | { status: 'failed'; message: string };

export function PublishHistory({
  siteId,
  environment: first = 'production',
}: {
  siteId: string;
  /** The environment shown first (the one just published to). */
  environment?: PublishEnvironment;
}) {
  const { t, i18n } = useTranslation();
  const [environment, setEnvironment] = useState<PublishEnvironment>(first);
  const load = useCallback(() => api.publishHistory(siteId, environment), [siteId, environment]);
  const [history, reload] = useRequest(load);
  const [rollback, setRollback] = useState<Rollback | null>(null);
  const canRollBack = useSiteAbilities(siteId).publish[environment];

  async function rollBack(version: PublishedVersion) {
    setRollback({ status: 'running', version });
    const result = await api.rollback(siteId, environment, version.version);
    if (result.ok) {
      setRollback({ status: 'done', number: result.value.number, environment });
      reload();
    } else {
      setRollback({
        status: 'failed',
        message: result.kind === 'network' ? t('history.unreachable') : result.message,
      });
    }
  }

  const envName = (env: PublishEnvironment) => t(`history.name_${env}`);
  const versions = history.status === 'done' && history.result.ok ? history.result.value : null;
  return (
    <section className="publish-history" aria-labelledby={`publish-history-${siteId}`}>
      <div className="publish-history-head">
        <h3 id={`publish-history-${siteId}`}>{t('history.title')}</h3>
        <div role="group" aria-label={t('history.environment')} className="publish-history-envs">
          {ENVIRONMENTS.map((env) => (
            <button
              key={env}
              type="button"
              aria-pressed={env === environment}
              onClick={() => {
                setEnvironment(env);
                setRollback(null);
              }}
            >
              {t(`history.env_${env}`)}
            </button>
          ))}
        </div>
      </div>
      <div aria-live="polite">
        {history.status === 'loading' && <p>{t('history.loading')}</p>}
        {history.status === 'done' && !history.result.ok && (
          <p className="publish-history-error" role="alert">
            {t('history.loadFailed', {
              message:
                history.result.kind === 'network'
                  ? t('history.unreachable')
                  : history.result.message,
            })}{' '}
            <button type="button" onClick={reload}>
              {t('history.retry')}
            </button>
          </p>
        )}
        {rollback?.status === 'done' && (
          <p className="publish-history-ok" data-testid="rollback-result">
            {t('history.rolledBack', {
              environment: t(`history.env_${rollback.environment}`),
              number: rollback.number,
            })}
          </p>
        )}
        {rollback?.status === 'failed' && (
          <p className="publish-history-error" role="alert">
            {t('history.rollbackFailed', { message: rollback.message })}
          </p>
        )}
      </div>
      {versions && versions.versions.length === 0 && (
        <p>{t('history.empty', { environment: envName(environment) })}</p>
      )}
      {versions && versions.versions.length > 0 && (
        <>
          <table className="publish-history-table" data-testid="publish-history">
            <thead>
              <tr>
                <th scope="col">{t('history.version')}</th>
                <th scope="col">{t('history.published')}</th>
                <th scope="col">{t('history.author')}</th>
                <th scope="col">{t('history.message')}</th>
                <th scope="col">{t('history.pages')}</th>
                <th scope="col">
                  <span className="publish-history-hidden">{t('history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.versions.map((version) => (
                <tr
                  key={version.version}
                  data-version={version.version}
                  className={version.live ? 'publish-history-live' : undefined}
                >
                  <th scope="row">
                    {version.number}{' '}
                    {version.live && (
                      <span className="publish-history-badge">{t('history.live')}</span>
                    )}
                  </th>
                  <td data-label={t('history.published')}>
                    {formatDateTime(version.publishedAt, i18n.language, 'short')}
                  </td>
                  <td data-label={t('history.author')}>
                    {version.author ?? t('history.noAuthor')}
                  </td>
                  <td data-label={t('history.message')} className="publish-history-message">
                    {version.message ?? ''}
                  </td>
                  <td data-label={t('history.pages')}>{version.pages}</td>
                  <td className="publish-history-actions">
                    <a
                      href={version.url}
                      target="_blank"
                      rel="noreferrer"
                      title={t('history.openTitle', { number: version.number })}
                    >
                      {t('history.open')}
                    </a>
                    {!version.live && canRollBack && (
                      <button
                        type="button"
                        disabled={rollback?.status === 'running'}
                        onClick={() => setRollback({ status: 'confirming', version })}
                      >
                        {rollback?.status === 'running' && rollback.version === version
                          ? t('history.rollingBack')
                          : t('history.rollback')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rollback?.status === 'confirming' && (
            <div
              className="publish-history-confirm"
              role="group"
              aria-label={t('history.rollback')}
            >
              <p>
                {t('history.confirm', {
                  number: rollback.version.number,
                  environment: envName(environment),
                })}
              </p>
              <button
                type="button"
                className="primary"
                onClick={() => void rollBack(rollback.version)}
              >
                {t('history.confirmYes', { number: rollback.version.number })}
              </button>{' '}
              <button type="button" onClick={() => setRollback(null)}>
                {t('history.cancel')}
              </button>
            </div>
          )}
          <p className="publish-history-note">{t('history.kept', { count: versions.keep })}</p>
        </>
      )}
    </section>
  );
}
