/**
 * Publishing as versions (issue 28), in Chromium on the e2e server with its own site
 * `publish-lab` (a copy of editor-lab made by the global setup): publish twice, roll production
 * back to the first version from the editor's publish history, and the page shows the first
 * version; a version opens in the browser from its link. During a loop of publishes, visitors
 * (a tab reloading the page, another visitor fetching page and data) never get a 404 or a 500,
 * and a page's data is always its own version's.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_OWNER } from '../support/authors.ts';
import { collectErrors, csrf, urls } from './env.ts';

const SITE = 'publish-lab';
const SCREENSHOTS = 'test-results/screenshots';
const api = (path: string) => `${urls.editor}/api/sites/${SITE}${path}`;
const production = () => urls.production.replace('//production.', `//${SITE}.production.`);

/** Changes the home page's first text in the drafts (as the editor saves it, with its ETag). */
async function setText(request: APIRequestContext, text: string): Promise<void> {
  const file = await request.get(api('/files/pages/home.json'));
  const page = (await file.json()) as {
    elements: Record<string, { props: { text?: { $lang: Record<string, string> } } }>;
  };
  page.elements.first!.props.text = { $lang: { en: text, fr: text } };
  const saved = await request.put(api('/files/pages/home.json'), {
    headers: { ...csrf(), 'if-match': file.headers().etag!, 'content-type': 'application/json' },
    data: JSON.stringify(page),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function publish(request: APIRequestContext, message?: string) {
  const published = await request.post(api('/publish'), {
    headers: csrf(),
    data: { environment: 'production', ...(message ? { message } : {}) },
  });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as { version: string; number: number };
}

test.describe.configure({ mode: 'serial' });

test('publish twice, roll production back to the first version from the editor', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await setText(request, 'First edition');
  const first = await publish(request, 'The first edition');
  await setText(request, 'Second edition');
  const second = await publish(request);
  expect(second.number).toBe(first.number + 1);
  await page.goto(`${production()}/`);
  await expect(page.getByText('Second edition')).toBeVisible();

  // The publish history in the editor's Publish dialog: production first.
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await page.getByTestId('publish-open').click();
  const dialog = page.getByRole('dialog', { name: 'Publish the site' });
  const history = dialog.getByTestId('publish-history');
  const row = (version: string) => history.locator(`tr[data-version="${version}"]`);
  await expect(row(second.version)).toContainText(`${second.number} Live`);
  await expect(row(first.version)).toContainText('The first edition');
  await expect(row(first.version)).toContainText(E2E_OWNER.email); // who published it
  await dialog.getByLabel('Message (optional)').fill('What a visitor will not see');
  await page.screenshot({ path: `${SCREENSHOTS}/publish-history.png` });

  await row(first.version).getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog.getByText(`Make version ${first.number} live on production?`)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/publish-history-confirm.png` });
  await dialog.getByRole('button', { name: `Roll back to version ${first.number}` }).click();
  await expect(dialog.getByTestId('rollback-result')).toHaveText(
    `Production now shows version ${first.number}.`,
  );
  await expect(row(first.version)).toContainText(`${first.number} Live`);
  await page.screenshot({ path: `${SCREENSHOTS}/publish-history-rolled-back.png` });
  const link = await row(second.version).getByRole('link', { name: 'Open' }).getAttribute('href');

  // Visitors see the first version again.
  await page.goto(`${production()}/`);
  await expect(page.getByText('First edition')).toBeVisible();
  await expect(page.getByText('Second edition')).toHaveCount(0);

  // The second version, opened from its link: shown with a banner, until "Back to the live site".
  await page.goto(link!);
  await expect(page.getByText('Second edition')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'not the live version' });
  await expect(banner).toContainText(`Version ${second.number} of production`);
  await page.screenshot({ path: `${SCREENSHOTS}/publish-history-open-version.png` });
  await banner.getByRole('link', { name: 'Back to the live site' }).click();
  await expect(page.getByText('First edition')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The start page's Publish panel lists the same history, in French too.
  await page.goto(`${urls.editor}/#/sites/${SITE}`);
  const panel = page.getByTestId('publish-history');
  await expect(panel.locator(`tr[data-version="${first.version}"]`)).toContainText('Live');
  await page.getByRole('combobox', { name: /language|langue/i }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Historique des publications' })).toBeVisible();
  await expect(panel.locator(`tr[data-version="${first.version}"]`)).toContainText('En ligne');
  await page.getByRole('heading', { name: 'Historique des publications' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/publish-history-start-page-fr.png` });
  await page.getByRole('combobox', { name: /language|langue/i }).selectOption('en');
  expect(errors).toEqual([]);
});

test('in French, the publish message agrees with the page count and dates are day first', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { version, number } = await publish(request, 'Une édition');
  const site = (await (await request.get(api('/files/site.json'))).json()) as { pages: unknown[] };
  const pages = site.pages.length;
  const versions = await request.get(api('/publish/production/versions'));
  const { versions: list } = (await versions.json()) as {
    versions: Array<{ number: number; publishedAt: string }>;
  };
  const publishedAt = list.find((version) => version.number === number)!.publishedAt;

  await page.addInitScript(() => localStorage.setItem('baobab.editor.language', 'fr'));
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await page.getByTestId('publish-open').click();
  const dialog = page.getByRole('dialog', { name: 'Publier le site' });
  // The history's date, day first (27/11/2026 14:03), never the US 11/27/26, 2:03 PM.
  const row = dialog.getByTestId('publish-history').locator(`tr[data-version="${version}"]`);
  const shown = row.locator('td').first();
  const expected = await page.evaluate((iso) => {
    const date = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    const day = `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
    return `${day} ${two(date.getHours())}:${two(date.getMinutes())}`;
  }, publishedAt);
  await expect(shown).toHaveText(expected);

  await dialog.getByRole('button', { name: 'Publier en préproduction' }).click();
  // French "one" is 0 and 1: « 1 page publiée », « 2 pages publiées ».
  const counted = pages < 2 ? `${pages} page publiée` : `${pages} pages publiées`;
  await expect(dialog.getByTestId('publish-result')).toContainText(
    new RegExp(`^${counted} en préproduction à \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}\\.`),
  );
  await page.screenshot({ path: `${SCREENSHOTS}/publish-history-fr.png` });
  expect(errors).toEqual([]);
});

test('during a loop of publishes, visitors get no 404, no 500 and no mixed version', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const PUBLISHES = 40;
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const bad: string[] = [];
  page.on('response', (response) => {
    // The site has no icon: Chromium's own /favicon.ico is the site's 404 page, as it should be.
    if (new URL(response.url()).pathname === '/favicon.ico') return;
    count(response.status());
    if (response.status() >= 400) bad.push(`${response.status()} ${response.url()}`);
  });
  // Published once first: this test can run alone.
  await setText(request, 'Edition start');
  await publish(request);
  let publishing = true;
  const started = Date.now();
  const publishes = (async () => {
    try {
      for (let i = 0; i < PUBLISHES; i += 1) {
        await setText(request, `Edition ${i}`);
        await publish(request);
      }
    } finally {
      publishing = false;
    }
  })();
  // A browser reloading the page, and plain requests for the page and its data.
  const reloading = (async () => {
    let loads = 0;
    while (publishing) {
      await page.goto(`${production()}/`);
      await expect(page.getByText(/edition/i)).toBeVisible();
      loads += 1;
    }
    return loads;
  })();
  // Plain requests from another visitor (their own cookies; Node does not resolve *.localhost,
  // Chromium does): the page, then its data. The data must be the page's version even when a
  // publish came between the two (`baobab-seen`).
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(`${production()}/`);
  let compared = 0;
  const plain = (async () => {
    let answered = 0;
    while (publishing) {
      const answers = await visitor.evaluate(async () => {
        const edition = (text: string) => /Edition \d+/.exec(text)?.[0] ?? null;
        const html = await fetch('/', { cache: 'no-store' });
        const htmlText = await html.text();
        const data = await fetch('/data/home.json?wwlang=en', { cache: 'no-store' });
        const dataText = await data.text();
        return [
          { path: '/', status: html.status, edition: edition(htmlText) },
          { path: '/data/home.json', status: data.status, edition: edition(dataText) },
        ];
      });
      for (const { path, status } of answers) {
        count(status);
        answered += 1;
        if (status >= 400) bad.push(`${status} ${path}`);
      }
      // The page's edition is in its server-rendered HTML.
      const [shown, data] = answers.map((answer) => answer.edition);
      if (shown) {
        compared += 1;
        if (shown !== data) bad.push(`the page shows ${shown}, its data is ${data}`);
      }
    }
    return answered;
  })();
  const [, loads, answered] = await Promise.all([publishes, reloading, plain]);
  await other.close();
  // What was done, said only when an expectation fails (a passing run prints nothing).
  const summary =
    `${PUBLISHES} publishes in ${Date.now() - started} ms; ${loads} page loads in Chromium, ` +
    `${answered} plain requests (${compared} page/data pairs compared); ` +
    `statuses ${JSON.stringify(Object.fromEntries(statuses))}`;
  expect(loads, summary).toBeGreaterThan(0);
  expect(compared, summary).toBeGreaterThan(0);
  expect(bad, summary).toEqual([]);
  expect(statuses.get(500) ?? 0, summary).toBe(0);
});
