/** What the site's authors did, newest first (`GET …/audit`, owners only). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/dates.ts';
import { api } from '../shell/api.ts';
import { useRequest } from '../shell/use-request.ts';
import { activityText } from './activity.ts';
import { LoadFailed } from './LoadFailed.tsx';

export function ActivityList({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation();
  const load = useCallback(() => api.audit(siteId), [siteId]);
  const [state, reload] = useRequest(load);
  return (
    <section className="members-activity" aria-labelledby={`members-activity-${siteId}`}>
      <h3 id={`members-activity-${siteId}`}>{t('members.activity')}</h3>
      {state.status === 'loading' && <p>{t('members.activityLoading')}</p>}
      {state.status === 'done' && !state.result.ok && (
        <LoadFailed
          result={state.result}
          text={(message) => t('members.activityFailed', { message })}
          onRetry={reload}
        />
      )}
      {state.status === 'done' &&
        state.result.ok &&
        (state.result.value.entries.length === 0 ? (
          <p>{t('members.activityEmpty')}</p>
        ) : (
          <ol className="members-activity-list" data-testid="members-activity">
            {state.result.value.entries.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language, 'short')}</time>{' '}
                <strong>{entry.email ?? t('members.someone')}</strong> {activityText(entry, t)}
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
