/**
 * The REST plugin in the browser, on its lab site `tests/fixtures/sites/rest-lab`: workflows
 * calling `rest:api-request` directly (JSON, form-urlencoded, multipart) against the server's
 * echo service, an event stream appended to a variable until [DONE], and the server proxy
 * refusing a loopback address (the workflow's error branch shows why).
 */
import { expect, test } from '@playwright/test';
import { collectErrors, siteUrl } from './env.ts';

const lab = () => siteUrl('rest-lab');

test.describe('REST plugin (rest-lab)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a workflow sends JSON, form and multipart requests and shows the results', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const sent: Array<{ method: string; url: string; type: string | null; body: string | null }> =
      [];
    page.on('request', (request) => {
      if (request.url().includes('/rest-echo/echo'))
        sent.push({
          method: request.method(),
          url: request.url(),
          type: request.headers()['content-type'] ?? null,
          body: request.postData(),
        });
    });
    await page.goto(`${lab()}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('REST lab');
    await page.getByRole('button', { name: 'Ask the echo' }).click();
    await expect(page.getByText('JSON: Hello from the lab')).toBeVisible();
    await expect(page.getByText('Form: Ada Lovelace, Harare')).toBeVisible();
    await expect(
      page.getByText('Multipart: Quarterly report (12 pages, multipart/form-data)'),
    ).toBeVisible();
    expect(sent.map(({ method, url, type }) => [method, new URL(url).search, type])).toEqual([
      ['POST', '?from=lab', 'application/json'],
      ['POST', '', 'application/x-www-form-urlencoded;charset=UTF-8'],
      ['PUT', '', expect.stringMatching(/^multipart\/form-data; boundary=/)],
    ]);
    expect(sent[0]!.body).toBe('{"greeting":"Hello from the lab"}');
    expect(sent[1]!.body).toBe('name=Ada+Lovelace&city=Harare');
    expect(errors).toEqual([]);
  });

  test('a streamed answer grows in a variable on the page until [DONE]', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${lab()}/`);
    const text = page.getByText(/^Stream: /);
    await expect(text).toHaveText('Stream: ');
    // Every text the element shows, recorded in the page (a poll could miss a 300 ms state).
    await text.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { streamTexts: string[] }).streamTexts = seen;
      new MutationObserver(() => {
        const value = element.textContent ?? '';
        if (seen.at(-1) !== value) seen.push(value);
      }).observe(element, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Stream the answer' }).click();
    await expect(page.getByText('Stream status: streaming')).toBeVisible();
    await expect(text).toHaveText('Stream: Streaming works in the browser');
    await expect(page.getByText('Stream status: done after 5 events')).toBeVisible();
    // The words arrive 300 ms apart: the page showed the text growing, not only the end (a
    // very busy browser may paint two words at once, hence "at least 3").
    const shown = await page.evaluate(
      () => (window as unknown as { streamTexts: string[] }).streamTexts,
    );
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown[0]).toMatch(/^Stream: Streaming/);
    expect(shown.at(-1)).toBe('Stream: Streaming works in the browser');
    for (const [i, value] of shown.slice(1).entries())
      expect(value.startsWith(shown[i]!) && value !== shown[i]).toBe(true);
    // The server sends one more event after [DONE] and holds the connection: never read.
    await page.waitForTimeout(1200);
    await expect(text).toHaveText('Stream: Streaming works in the browser');
    await page.screenshot({ path: 'test-results/e2e/plugin-rest.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the server proxy refuses 127.0.0.1 and the error branch shows why', async ({ page }) => {
    await page.goto(`${lab()}/`);
    await expect(page.getByText('Proxy: not called')).toBeVisible();
    const answer = page.waitForResponse('**/plugins/designs/rest-lab/rest-api/request');
    await page.getByRole('button', { name: 'Call 127.0.0.1 through the server' }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      error:
        'Refused: 127.0.0.1 is a loopback address (127.0.0.1). Set BAOBAB_REST_ALLOW_PRIVATE=1 or list the host in BAOBAB_REST_ALLOWED_HOSTS to allow it.',
    });
    await expect(
      page.getByText(
        /^Proxy: error: Refused: 127\.0\.0\.1 is a loopback address \(127\.0\.0\.1\)\./,
      ),
    ).toBeVisible();
  });
});
