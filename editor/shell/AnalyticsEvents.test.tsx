import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { createI18n } from '../i18n/index.ts';
import {
  AnalyticsEvents,
  REFRESH_MS,
  usesAnalytics,
  type CollectedEvent,
} from './AnalyticsEvents.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = (over: Partial<CollectedEvent>): CollectedEvent => ({
  id: '1',
  messageId: 'm1',
  type: 'track',
  event: null,
  name: null,
  userId: null,
  anonymousId: 'anon-7',
  groupId: null,
  previousId: null,
  properties: null,
  traits: null,
  timestamp: null,
  receivedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

function stub(answers: Array<() => Response>) {
  let call = 0;
  const fetch = vi.fn(async (url: string) => {
    expect(url).toBe('/api/sites/lab/analytics/events?limit=50');
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = (language: 'en' | 'fr' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <AnalyticsEvents siteId="lab" />
    </I18nextProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('analytics events panel', () => {
  it('is shown for sites enabling the analytics plugin', () => {
    const { site } = fixtureSite();
    expect(usesAnalytics(site)).toBe(false);
    site.plugins = {
      stats: { id: 'stats', plugin: 'analytics', publicSettings: { writeKey: 'k' } },
    };
    expect(usesAnalytics(site)).toBe(true);
  });

  it('lists type, event, user, properties and time, newest first', async () => {
    stub([
      () =>
        json({
          writeKey: 'wk_lab',
          events: [
            event({
              id: '2',
              type: 'identify',
              userId: 'shopper-1',
              traits: { plan: 'pro' },
            }),
            event({ id: '1', event: 'Added to cart', properties: { sku: 'maize' } }),
          ],
        }),
    ]);
    show();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ReceivedTypeEventUserProperties / traits',
      expect.stringContaining('identifyshopper-1{"plan":"pro"}'),
      expect.stringContaining('trackAdded to cartanonymous anon-7{"sku":"maize"}'),
    ]);
    expect(screen.getByText('Write key wk_lab ·')).toBeTruthy();
  });

  it('refreshes by itself and on demand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stub([
      () => json({ writeKey: 'wk_lab', events: [] }),
      () => json({ writeKey: 'wk_lab', events: [event({ event: 'Later' })] }),
      () =>
        json({
          writeKey: 'wk_lab',
          events: [event({ event: 'Later' }), event({ id: '3', event: 'Clicked' })],
        }),
    ]);
    show();
    expect(
      await screen.findByText('No events yet: they appear here as visitors use the site.'),
    ).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
    });
    expect(await screen.findByText('Later')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Clicked')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('speaks French and says why nothing is listed', async () => {
    stub([() => json({ writeKey: null, events: [] })]);
    show('fr');
    expect(await screen.findByText(/n’a pas de clé d’écriture/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Événements statistiques' })).toBeTruthy();
  });

  it('shows a failed load with the server’s message', async () => {
    stub([() => json({ message: 'There is no site "lab".' }, 404)]);
    show();
    expect(
      await screen.findByText('The events could not be loaded: There is no site "lab".'),
    ).toBeTruthy();
  });
});
