import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredEvent } from '@plugins/analytics/events.ts';
import type { SiteFile } from '@shared/schema/index.ts';
import { editorFetch } from '../authors/request.ts';
import { formatDateTime } from '../i18n/dates.ts';

/**
 * An event of the embedded collector, as `GET /api/sites/{id}/analytics/events` lists it: the
 * collector's stored event (the panel does not show its context).
 */
export type CollectedEvent = Omit<StoredEvent, 'context'>;

interface EventList {
  writeKey: string | null;
  events: CollectedEvent[];
}

/** How often the list refreshes itself while shown. */
export const REFRESH_MS = 5000;

/** Whether the site enables the analytics plugin (the panel is shown only then). */
export function usesAnalytics(site: SiteFile): boolean {
  return Object.values(site.plugins).some((entry) => entry.plugin === 'analytics');
}

type Loaded = { ok: true; list: EventList } | { ok: false; message: string | null };

async function loadEvents(siteId: string): Promise<Loaded> {
  try {
    const response = await editorFetch(
      `/api/sites/${encodeURIComponent(siteId)}/analytics/events?limit=50`,
    );
    const body = (await response.json().catch(() => null)) as
      (EventList & { message?: string }) | null;
    if (response.ok && body) return { ok: true, list: body };
    return { ok: false, message: body?.message ?? `HTTP ${response.status}` };
  } catch {
    return { ok: false, message: null };
  }
}

/** What the event is about: the event name, the page or screen, the group, the new id. */
function subject(event: CollectedEvent): string {
  switch (event.type) {
    case 'track':
      return event.event ?? '';
    case 'page':
    case 'screen':
      return event.name ?? '';
    case 'group':
      return event.groupId ?? '';
    case 'alias':
      return event.previousId
        ? `${event.previousId} → ${event.userId ?? ''}`
        : (event.userId ?? '');
    default:
      return '';
  }
}

const cell: CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid #e4e4e4',
  textAlign: 'left',
  verticalAlign: 'top',
};
const code: CSSProperties = {
  ...cell,
  fontFamily: 'ui-monospace, monospace',
  fontSize: '12px',
  maxWidth: '360px',
  overflowWrap: 'anywhere',
};

/**
 * The latest events the embedded collector stored for the site's write key (newest first),
 * refreshed every few seconds and on demand.
 */
export function AnalyticsEvents({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    const result = await loadEvents(siteId);
    setLoaded(result);
    setRefreshing(false);
  }, [siteId]);

  useEffect(() => {
    let live = true;
    const tick = async () => {
      const result = await loadEvents(siteId);
      if (live) setLoaded(result);
    };
    void tick();
    const timer = setInterval(() => void tick(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [siteId]);

  const list = loaded?.ok ? loaded.list : null;
  return (
    <section className="panel analytics-events" aria-labelledby="analytics-events-title">
      <h2 id="analytics-events-title">{t('analyticsEvents')}</h2>
      <p>
        {list?.writeKey ? (
          <small>{t('analyticsWriteKey', { writeKey: list.writeKey })} · </small>
        ) : null}
        <small>{t('analyticsRefreshEvery', { seconds: REFRESH_MS / 1000 })}</small>{' '}
        <button type="button" onClick={() => void refresh()} disabled={refreshing}>
          {t('analyticsRefresh')}
        </button>
      </p>
      {loaded === null && <p>{t('loading')}</p>}
      {loaded && !loaded.ok && (
        <p className="error">
          {loaded.message === null
            ? t('unreachable')
            : t('analyticsLoadFailed', { message: loaded.message })}
        </p>
      )}
      {list && !list.writeKey && <p>{t('analyticsNoWriteKey')}</p>}
      {list?.writeKey && list.events.length === 0 && <p>{t('analyticsNoEvents')}</p>}
      {list && list.events.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={cell}>{t('analyticsTime')}</th>
                <th style={cell}>{t('analyticsType')}</th>
                <th style={cell}>{t('analyticsEvent')}</th>
                <th style={cell}>{t('analyticsUser')}</th>
                <th style={cell}>{t('analyticsData')}</th>
              </tr>
            </thead>
            <tbody>
              {list.events.map((event) => {
                const data =
                  event.type === 'identify' || event.type === 'group'
                    ? event.traits
                    : event.properties;
                return (
                  <tr key={event.id} data-message-id={event.messageId}>
                    <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                      <time dateTime={event.receivedAt}>
                        {formatDateTime(event.receivedAt, i18n.language)}
                      </time>
                    </td>
                    <td style={cell}>{event.type}</td>
                    <td style={cell}>{subject(event)}</td>
                    <td style={cell}>
                      {event.userId ??
                        (event.anonymousId
                          ? t('analyticsAnonymous', { id: event.anonymousId })
                          : '')}
                    </td>
                    <td style={code}>
                      {data && Object.keys(data).length > 0 ? JSON.stringify(data) : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
