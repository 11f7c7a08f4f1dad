/**
 * The analytics plugin against the embedded collector, in Chromium with the real
 * `@segment/analytics-next`: the lab site (`tests/fixtures/sites/analytics-lab`) fires identify,
 * track, page, screen, group and alias from buttons; events arrive in batches of up to 10 on
 * `/segment/v1/b` and are read back through the editor API. A rate-limited write key gives a 429
 * the client waits out before sending the same batch again. The editor lists the events.
 */
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { csrf, siteUrl, urls } from './env.ts';

const SITE = 'analytics-lab';
const lab = () => siteUrl(SITE);

interface Listed {
  messageId: string;
  type: string;
  event: string | null;
  name: string | null;
  userId: string | null;
  anonymousId: string | null;
  groupId: string | null;
  properties: Record<string, unknown> | null;
  traits: Record<string, unknown> | null;
  context: Record<string, unknown> | null;
}

interface SentBatch {
  request: Request;
  at: number;
  messageIds: string[];
  types: string[];
}

/** The batches the page posts to the collector, in order. */
interface BatchFetch {
  calledAt: number;
  resolvedAt: number | null;
  status: number;
}
type LabWindow = Window & { __batchFetches: BatchFetch[] };

function watchBatches(page: Page): SentBatch[] {
  const batches: SentBatch[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/segment/v1/b')) return;
    const body = request.postDataJSON() as { batch: Array<{ messageId: string; type: string }> };
    batches.push({
      request,
      at: Date.now(),
      messageIds: body.batch.map((e) => e.messageId),
      types: body.batch.map((e) => e.type),
    });
  });
  return batches;
}

async function stored(request: APIRequestContext): Promise<Listed[]> {
  const response = await request.get(`${urls.editor}/api/sites/${SITE}/analytics/events?limit=500`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { events: Listed[] }).events;
}

/** Opens the lab and waits until analytics-next has loaded its settings. */
async function openLab(page: Page) {
  const settings = page.waitForResponse((r) => r.url().includes('/segment/v1/projects/'));
  await page.goto(`${lab()}/`);
  expect((await settings).status()).toBe(200);
  await expect(page.getByText(/^Anonymous id: .+/)).toBeVisible();
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('analytics plugin', () => {
  test.use({ serviceWorkers: 'block' });

  // The server opens and migrates its database on first use (seconds on a busy machine): do it
  // before measuring how events flow.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await stored(request);
  });

  test('events land in the collector in batches of 10, with the seeds’ fields', async ({
    page,
    request,
  }) => {
    const batches = watchBatches(page);
    await openLab(page);
    await button(page, 'Identify the shopper').click();
    await expect(page.getByText('identify sent')).toBeVisible();
    for (let i = 0; i < 9; i++) await button(page, 'Add to cart').click();
    // The tenth event fills the batch: it is sent at once, as one request.
    await expect.poll(() => batches.length).toBe(1);
    expect(batches[0]!.types).toEqual(['identify', ...Array<string>(9).fill('track')]);
    const first = batches[0]!.messageIds;
    await expect
      .poll(async () => (await stored(request)).filter((e) => first.includes(e.messageId)).length)
      .toBe(10);
    const events = (await stored(request)).filter((e) => first.includes(e.messageId));
    const identify = events.find((e) => e.type === 'identify')!;
    expect(identify).toMatchObject({ userId: 'shopper-1', traits: { plan: 'pro', country: 'ZW' } });
    const track = events.find((e) => e.type === 'track')!;
    expect(track).toMatchObject({
      event: 'Added to cart',
      userId: 'shopper-1',
      properties: { sku: 'maize-10kg', price: 110 },
    });
    expect(track.anonymousId).toBeTruthy();
    // The seeds' browser context travels with each event.
    expect(track.context?.browser).toMatchObject({
      path: '/',
      environment: 'preview',
      domain: `${SITE}.preview.localhost`,
    });
    // The identity cookie lasts 365 days.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ajs_user_id');
    expect(cookie).toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  test('screen, group and alias wait for the batch timeout, then reach the collector', async ({
    page,
    request,
  }) => {
    const batches = watchBatches(page);
    await openLab(page);
    // Fewer than 10 events wait for the batch timeout (5 s), then go together.
    const clicked = Date.now();
    for (const name of ['Screen view', 'Join the group', 'Alias the shopper']) {
      await button(page, name).click();
    }
    await expect(page.getByText('alias sent')).toBeVisible();
    await expect.poll(() => batches.length, { timeout: 15_000 }).toBe(1);
    expect(batches[0]!.at - clicked).toBeGreaterThan(4500);
    expect(batches[0]!.types).toEqual(['screen', 'group', 'alias']);
    const ids = batches[0]!.messageIds;
    await expect
      .poll(async () => (await stored(request)).filter((e) => ids.includes(e.messageId)).length)
      .toBe(3);
    const events = (await stored(request)).filter((e) => ids.includes(e.messageId));
    expect(events.find((e) => e.type === 'screen')).toMatchObject({ name: 'Checkout' });
    expect(events.find((e) => e.type === 'group')).toMatchObject({
      groupId: 'harare-family',
      traits: { members: 4 },
    });
    expect(events.find((e) => e.type === 'alias')).toMatchObject({ userId: 'shopper-1-new' });
  });

  test('calls breaking the seeds’ rules fail with a clear message and send nothing', async ({
    page,
  }) => {
    const batches = watchBatches(page);
    await openLab(page);
    await button(page, 'Track without a name').click();
    await expect(page.getByText('Track needs a string event name.')).toBeVisible();
    await button(page, 'Identify with text traits').click();
    await expect(page.getByText('Identify needs an object of traits.')).toBeVisible();
    await page.waitForTimeout(6000);
    expect(batches).toEqual([]);
  });

  test('a 429 is waited out until the reset, then the same batch is sent again', async ({
    page,
    request,
  }) => {
    // The lab's write key, limited to ten events per 8 s window (the site's private settings).
    // The first batch (ten events, sent at once when full) opens the window and uses it up; the
    // next five events go when the 5 s batch timer started by the first click fires, inside the
    // window: the 429.
    // The 429'd batch must be that timer's own flush: analytics-next schedules its Retry-After
    // wait only if no flush timer is pending, so a batch filled while a timer runs is retried when
    // that timer fires, whatever the Retry-After says (a wait of 2,951 ms for 3 s was read so).
    const file = `${urls.editor}/api/sites/${SITE}/files/site.json`;
    const original = await request.get(file);
    const etag = original.headers()['etag']!;
    const site = (await original.json()) as {
      plugins: { analytics: { privateSettings: Record<string, number> } };
    };
    site.plugins.analytics.privateSettings = { collectorRateLimit: 10, collectorRateWindow: 8 };
    const put = await request.put(file, {
      headers: { ...csrf(), 'if-match': etag, 'content-type': 'application/json' },
      data: JSON.stringify(site),
    });
    expect(put.status()).toBe(200);
    try {
      await page.addInitScript(() => {
        // Times each batch request as analytics-next sees it: it calls the global `fetch`.
        const lab = window as unknown as LabWindow;
        const original = window.fetch.bind(window);
        lab.__batchFetches = [];
        window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
          const url =
            typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          if (!url.endsWith('/segment/v1/b')) return original(input, init);
          const call: BatchFetch = { calledAt: performance.now(), resolvedAt: null, status: 0 };
          lab.__batchFetches.push(call);
          return original(input, init).then((response) => {
            call.resolvedAt = performance.now();
            call.status = response.status;
            return response;
          });
        };
      });
      const batches = watchBatches(page);
      const answers: Array<{ status: number; retryAfter: string | null }> = [];
      page.on('response', (response) => {
        if (!response.url().endsWith('/segment/v1/b')) return;
        answers.push({
          status: response.status(),
          retryAfter: response.headers()['retry-after'] ?? null,
        });
      });
      await openLab(page);
      for (let i = 0; i < 10; i++) await button(page, 'Add to cart').click();
      await expect.poll(() => answers.length).toBe(1);
      for (let i = 0; i < 5; i++) await button(page, 'Add to cart').click();
      await expect.poll(() => answers.length, { timeout: 20_000 }).toBe(3);
      expect(answers.map((a) => a.status)).toEqual([200, 429, 200]);
      const retryAfter = Number(answers[1]!.retryAfter);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      // The client waited for the reset before sending the same ten events again, timed in the
      // page itself (its monotonic clock) from when its `fetch` of the 429 resolved to when it
      // called `fetch` again.
      const calls = await page.evaluate(() => (window as unknown as LabWindow).__batchFetches);
      expect(calls.map((c) => c.status)).toEqual([200, 429, 200]);
      const waited = calls[2]!.calledAt - calls[1]!.resolvedAt!;
      expect(waited).toBeGreaterThanOrEqual(retryAfter * 1000 - 5);
      expect(waited).toBeLessThan(retryAfter * 1000 + 500);
      expect(batches[1]!.messageIds).toHaveLength(5);
      expect(batches[2]!.messageIds).toEqual(batches[1]!.messageIds);
      expect(batches[2]!.request.headers()['x-retry-count']).toBe('1');
      const all = [...batches[0]!.messageIds, ...batches[1]!.messageIds];
      await expect
        .poll(async () => (await stored(request)).filter((e) => all.includes(e.messageId)).length)
        .toBe(15);
    } finally {
      const now = await request.get(file);
      const restored = (await now.json()) as typeof site;
      restored.plugins.analytics.privateSettings = {
        collectorRateLimit: 0,
        collectorRateWindow: 3,
      };
      await request.put(file, {
        headers: {
          ...csrf(),
          'if-match': now.headers()['etag']!,
          'content-type': 'application/json',
        },
        data: JSON.stringify(restored),
      });
    }
  });

  test('the editor lists the recent events, in English and French', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`${urls.editor}/#/sites/${SITE}`);
    const panel = page.locator('section.analytics-events');
    await expect(panel.getByRole('heading', { name: 'Analytics events' })).toBeVisible();
    await expect(panel.getByText('Write key wk_analytics_lab ·')).toBeVisible();
    const rows = panel.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(panel.getByRole('cell', { name: 'Added to cart' }).first()).toBeVisible();
    await expect(panel.getByRole('cell', { name: 'shopper-1', exact: true }).first()).toBeVisible();
    await expect(
      panel.getByRole('cell', { name: '{"sku":"maize-10kg","price":110}' }).first(),
    ).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('analytics-events-en.png'),
      fullPage: true,
    });

    // New events appear without reloading the editor.
    const count = await rows.count();
    const visitor = await page.context().newPage();
    await openLab(visitor);
    await button(visitor, 'Page view').click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(count);
    await visitor.close();

    await page.getByRole('combobox').selectOption('fr');
    await expect(panel.getByRole('heading', { name: 'Événements statistiques' })).toBeVisible();
    await expect(
      panel.getByRole('columnheader', { name: 'Propriétés / caractéristiques' }),
    ).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('analytics-events-fr.png'),
      fullPage: true,
    });
  });
});
