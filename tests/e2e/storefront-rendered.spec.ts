/**
 * Pages arrive rendered (server rendering, `runtime/ssr.tsx`): the published storefront in
 * Chromium with JavaScript off shows its content, and with JavaScript on the page is hydrated
 * without a warning and works.
 */
import { expect, test, type ConsoleMessage, type Request } from '@playwright/test';
import { csrf, urls } from './env.ts';
import { headlineOf } from './storefront-definition.ts';

const SITE = 'cross-border-shop';
const PHONE = { width: 390, height: 844 };
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** Pages of each kind: home, an aisle, a product (bound to its record), plain text, sign-in. */
const PAGES = [
  { path: '/', headline: headlineOf('home') },
  { path: '/category-groceries', headline: headlineOf('category-groceries') },
  { path: '/product/recSugarWhite10kg', headline: 'White sugar' },
  { path: '/faq', headline: headlineOf('faq') },
  { path: '/author?_source=/orders', headline: headlineOf('login-signup') },
];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const published = await request.post(`${urls.editor}/api/sites/${SITE}/publish`, {
    headers: csrf(),
    data: { environment: 'production' },
  });
  expect(published.status(), await published.text()).toBe(200);
});

test('with JavaScript off, published pages show their content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  for (const { path, headline } of PAGES) {
    const response = await page.goto(`${urls.production}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#root[data-baobab-rendered]'), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headline);
  }
  // The product page: its record's brand, size, price and picture, drawn by the server.
  await page.goto(`${urls.production}/product/recSugarWhite10kg`);
  await expect(page.getByText('Huletts', { exact: true })).toBeVisible();
  await expect(page.getByText('R 189,99')).toBeVisible();
  await expect(page.locator('img[src="/assets/products/sugar.svg"]')).toBeVisible();
  // Links work as plain links.
  await page.getByRole('link', { name: 'Groceries', exact: true }).first().click();
  await expect(page).toHaveURL(`${urls.production}/category-groceries`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    headlineOf('category-groceries'),
  );
  // The aisle's products, fetched by the server from the record store: the first page of them.
  await expect(page.locator('[class*="-product-card"]')).toHaveCount(12);
  await expect(page.getByText('Super maize meal', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/rendered-no-js.png' });
  await context.close();
});

test('with JavaScript on, each page hydrates without a warning and works', async ({ browser }) => {
  // A phone's browser: the server renders for the mobile breakpoint, and the page hydrates so.
  const context = await browser.newContext({
    viewport: PHONE,
    userAgent: PHONE_AGENT,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const messages: string[] = [];
  const keep = (message: ConsoleMessage) => {
    // Playwright's own remark on the service workers this context blocks.
    if (message.text().startsWith('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', keep);
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  // The components' CSS arrives inline with the HTML: no page fetches a stylesheet to show it.
  const stylesheets: string[] = [];
  const css = (request: Request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  };
  page.on('request', css);
  // Hydration keeps the server's elements: none is dropped and drawn again (React does that to
  // a part it could not hydrate, such as an icon that suspended; it costs a phone a long task).
  await page.addInitScript(() => {
    const dropped: string[] = [];
    (window as unknown as { dropped: string[] }).dropped = dropped;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('#root')) continue;
        for (const node of record.removedNodes)
          if (node instanceof Element) dropped.push(node.outerHTML.slice(0, 120));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const { path, headline } of PAGES) {
    await page.goto(`${urls.production}${path}`, { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-baobab-breakpoint="mobile"]'), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headline);
    expect(messages, path).toEqual([]);
    expect(stylesheets, path).toEqual([]);
    const dropped = await page.evaluate(() => (window as unknown as { dropped: string[] }).dropped);
    expect(dropped, path).toEqual([]);
  }
  page.off('request', css);
  // Yet the styles apply: the aisle's search control fills its field (catalogue/form-field.css).
  await page.goto(`${urls.production}/category-groceries`, { waitUntil: 'networkidle' });
  const search = page.getByPlaceholder('Search groceries…');
  expect(await search.evaluate((el) => getComputedStyle(el).flexGrow)).toBe('1');
  // Hydrated: the product page's buttons run their workflows.
  // Collections rendered with the page (the product's related products, an aisle's products)
  // come with its HTML: the browser hydrates them without fetching them.
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ww/cms_data_sets/')) fetches.push(request.url());
  });
  await page.goto(`${urls.production}/product/recSugarWhite10kg`, { waitUntil: 'networkidle' });
  await expect(page.locator('.e-cart-count')).toHaveText('0');
  const related = page.locator('section, div').filter({
    has: page.getByRole('heading', { name: 'More in this aisle' }),
  });
  await expect(related.last().getByRole('heading', { level: 3 })).toHaveCount(4);
  expect(fetches).toEqual([]);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.locator('.e-cart-count')).toHaveText('1');
  await page.goto(`${urls.production}/category-groceries`, { waitUntil: 'networkidle' });
  await expect(page.locator('[class*="-product-card"]')).toHaveCount(12);
  expect(fetches).toEqual([]);
  // Searching asks the record store again, as before.
  await page.getByPlaceholder('Search groceries…').fill('rice');
  const cards = page.locator('[class*="-product-card"]');
  await expect(cards.filter({ hasNotText: /rice/i })).toHaveCount(0);
  await expect(cards.filter({ hasText: /rice/i }).first()).toBeVisible();
  expect(fetches.length).toBeGreaterThan(0);
  // The page navigates without a reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('[class*="-product-card"] a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    headlineOf('category-groceries'),
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(messages).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/rendered-hydrated.png' });
  await context.close();
});

test("the page's language is warmed on a worker thread, which closes when done", async ({
  browser,
}) => {
  // runtime/app/intl-warmup/: ICU's first use costs the main thread 20–55 ms; a worker pays it.
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // It answers and is closed (terminated by the page), under the page's content security policy.
  const closed = new Promise<string>((resolve) => {
    page.once('worker', (worker) => worker.once('close', () => resolve(worker.url())));
  });
  await page.goto(`${urls.production}/category-groceries`);
  // Its code comes with the entry (a blob: worker): no request of its own at the page's start.
  expect(await closed).toMatch(/^blob:http:\/\/production\.localhost:\d+\//);
  await expect(page.getByText('R 189,99').first()).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a tap on a button before the page is hydrated is done once it is', async ({ browser }) => {
  // runtime/app/early-taps.ts: on a slow phone the rendered page is on screen seconds before its
  // scripts ran. Here every script but the entry waits 1.5 s, and "Menu" is tapped meanwhile.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The page's HTML names its entry (Node's resolver does not know *.localhost: the Host header).
  const home = new URL(`${urls.production}/`);
  const answer = await page.request.get(`http://127.0.0.1:${home.port}/`, {
    headers: { host: home.host },
  });
  const html = await answer.text();
  // A cached page starts it from its loader (server/csp/hashes.ts), else a module script.
  const entry =
    /<script id="baobab-loader">[^<]*?u="([^"]+)"/.exec(html)?.[1] ??
    (html.match(/<script\b[^>]*>/g) ?? [])
      .filter((tag) => /\btype="module"/.test(tag))
      .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
      .find(Boolean);
  expect(entry, `the entry script of the page (${answer.status()})`).toBeTruthy();
  let held = 0;
  await page.route(/\/_app\/.+\.js$/, async (route) => {
    if (!route.request().url().endsWith(entry!)) {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.continue();
  });
  await page.goto(`${urls.production}/`);
  const menu = page
    .locator('[data-section="navigation-bar"]')
    .getByRole('button', { name: 'Menu', exact: true });
  await menu.tap();
  // Not hydrated when tapped: the runtime sets the button's aria-expanded, the server does not.
  expect(await menu.getAttribute('aria-expanded')).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(held).toBeGreaterThan(0);
  await context.close();
});
