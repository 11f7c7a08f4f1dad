/**
 * The runtime's journeys on its own test site, `tests/fixtures/sites/runtime-lab` (copied in by
 * the global setup): routing (language prefix, path parameters, 404, hash scroll, guards),
 * dynamic collections (paging, cancellation), popups, theme and the service worker.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, siteUrl } from './env.ts';

/** `http://runtime-lab.preview.localhost:PORT` (Chromium resolves every `*.localhost` locally). */
const lab = () => siteUrl('runtime-lab');

const FETCH_PRODUCTS = '**/ww/cms_data_sets/products/fetch*';
const productNames = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Product ${from + i}`);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const nav = (page: Page) => page.locator('[data-section="lab-nav"]');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('runtime lab (preview)', () => {
  // A service worker would stand between the page and `page.route`; its own test is below.
  test.use({ serviceWorkers: 'block' });

  test('the page data is preloaded with the HTML and fetched once', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/data/home.json') dataRequests.push(request.url());
    });
    const response = await page.goto(`${lab()}/`);
    expect(await response!.text()).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/data/home.json?wwlang=en&#38;v=102">',
    );
    await expect(heading(page)).toHaveText('Runtime lab');
    // The runtime's fetch reuses the preload instead of asking a second time.
    expect(dataRequests).toEqual([`${lab()}/data/home.json?wwlang=en&v=102`]);
  });

  test('a language prefix shows the page in that language', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${lab()}/fr/`);
    await expect(heading(page)).toHaveText('Laboratoire du runtime');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await nav(page).getByRole('link', { name: 'Fenêtres', exact: true }).click();
    await expect(page).toHaveURL(`${lab()}/fr/fenetres`);
    await expect(heading(page)).toHaveText('Fenêtres');
    await page.goto(`${lab()}/popups`);
    await expect(heading(page)).toHaveText('Popups');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });

  test('path parameters take their default or the value in the path', async ({ page }) => {
    await page.goto(`${lab()}/product`);
    await expect(heading(page)).toHaveText('Product');
    await expect(page.getByText('featured', { exact: true })).toBeVisible();
    await page.goto(`${lab()}/fr/produit/7`);
    await expect(heading(page)).toHaveText('Produit');
    await expect(page.getByText('7', { exact: true })).toBeVisible();
    await page.goto(`${lab()}/`);
    await page.getByRole('link', { name: 'Product 42', exact: true }).click();
    await expect(page).toHaveURL(`${lab()}/product/42`);
    await expect(page.getByText('42', { exact: true })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto(`${lab()}/no-such-page`);
    expect(response!.status()).toBe(404);
    await expect(heading(page)).toHaveText('Page not found');
    await expect(page).toHaveURL(`${lab()}/no-such-page`);
  });

  test('a hash scrolls to its section, and a page change to the top', async ({ page }) => {
    await page.goto(`${lab()}/#opening-hours`);
    const hours = page.locator('#opening-hours');
    await expect(hours).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await hours.getByRole('link', { name: 'See the catalogue', exact: true }).click();
    await expect(page).toHaveURL(`${lab()}/catalogue`);
    await expect(heading(page)).toHaveText('Catalogue');
    await expect.poll(() => scrollY(page)).toBe(0);
    // A link to a section of another page: navigation, then the scroll.
    await nav(page).getByRole('link', { name: 'Opening hours', exact: true }).click();
    await expect(page).toHaveURL(`${lab()}/#opening-hours`);
    await expect(page.locator('#opening-hours')).toBeInViewport();
  });

  test('a restricted page sends a visitor who is not signed in to sign in, with _source', async ({
    page,
  }) => {
    const signInOf = async () => {
      const url = new URL(page.url());
      return { path: url.pathname, source: url.searchParams.get('_source') };
    };
    await page.goto(`${lab()}/members?tab=1`);
    await expect(heading(page)).toHaveText('Sign in');
    expect(await signInOf()).toEqual({ path: '/sign-in', source: '/members?tab=1' });
    await expect(page.getByText('Members only')).toHaveCount(0);

    await page.goto(`${lab()}/`);
    await nav(page).getByRole('link', { name: 'Members', exact: true }).click();
    await expect(heading(page)).toHaveText('Sign in');
    expect(await signInOf()).toEqual({ path: '/sign-in', source: '/members' });

    await page.goto(`${lab()}/fr/membres`);
    await expect(heading(page)).toHaveText('Connexion');
    expect(await signInOf()).toEqual({ path: '/fr/connexion', source: '/fr/membres' });
  });

  test("a dynamic collection's records stay on the server", async ({ page }) => {
    // From the browser: Node does not resolve `*.localhost` names.
    await page.goto(`${lab()}/`);
    const { pageData, fetched } = await page.evaluate(async () => {
      const data = await fetch('/data/catalogue.json?wwlang=en&v=102');
      const records = await fetch('/ww/cms_data_sets/products/fetch?limit=10&offset=20', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ variables: {} }),
      });
      return {
        pageData: (await data.json()) as { collections: Record<string, unknown> },
        fetched: { status: records.status, body: await records.json() },
      };
    });
    expect(pageData.collections.products).toMatchObject({ mode: 'dynamic', config: {} });
    expect(fetched.status).toBe(200);
    const body = fetched.body as { data: Array<{ name: string }>; total: number };
    expect(body.total).toBe(30);
    expect(body.data.map((r) => r.name)).toEqual(productNames(21, 30));
  });

  test('a dynamic collection pages through the server, ten records at a time', async ({ page }) => {
    const errors = collectErrors(page);
    const names = page.locator('.e-product-list').getByText(/^Product \d+$/);
    const firstFetch = page.waitForRequest(FETCH_PRODUCTS);
    await page.goto(`${lab()}/catalogue`);
    const first = await firstFetch;
    expect(new URL(first.url()).searchParams.get('limit')).toBe('10');
    expect(new URL(first.url()).searchParams.get('offset')).toBe('0');
    await expect(names).toHaveText(productNames(1, 10));
    await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();

    const nextFetch = page.waitForRequest(FETCH_PRODUCTS);
    await page.getByRole('button', { name: 'Next page', exact: true }).click();
    const next = await nextFetch;
    expect(next.method()).toBe('POST');
    expect(new URL(next.url()).searchParams.get('offset')).toBe('10');
    expect(next.postDataJSON()).toMatchObject({ variables: { 'catalogue-page': 1 } });
    await expect(names).toHaveText(productNames(11, 20));
    await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Previous page', exact: true }).click();
    await expect(names).toHaveText(productNames(1, 10));
    expect(errors).toEqual([]);
  });

  test('leaving a page cancels its collection fetch, quietly', async ({ page }) => {
    const errors = collectErrors(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the fetch on the server's doorstep until the visitor has left.
    await page.route(FETCH_PRODUCTS, async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page dropped it meanwhile
    });
    await page.goto(`${lab()}/`);
    await expect(heading(page)).toHaveText('Runtime lab');
    const started = page.waitForRequest(FETCH_PRODUCTS);
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/ww/cms_data_sets/products/fetch'),
    );
    await nav(page).getByRole('link', { name: 'Catalogue', exact: true }).click();
    await started;
    await page.goBack(); // before the records arrive
    await expect(heading(page)).toHaveText('Runtime lab');
    const request = await failed;
    expect(request.failure()?.errorText).toMatch(/ERR_ABORTED|cancel/i);
    release();
    await page.unroute(FETCH_PRODUCTS);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors.filter((e) => /abort|products|collection|fetch/i.test(e))).toEqual([]);
    // Coming back fetches again: the cancelled fetch did not count as fetched.
    await nav(page).getByRole('link', { name: 'Catalogue', exact: true }).click();
    await expect(page.locator('.e-product-list').getByText(/^Product \d+$/)).toHaveText(
      productNames(1, 10),
    );
  });

  test('popups open as dialogs and close from their button or their overlay', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${lab()}/popups`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the popup', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Popups open over the page.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('link', { name: 'Open the popup from a link', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Popups open over the page.')).toBeVisible();
    await expect(page).toHaveURL(`${lab()}/popups`);
    await page.mouse.click(5, 5); // the overlay, outside the popup's content
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the theme toggles to dark and stays dark after a reload', async ({ page }) => {
    const html = page.locator('html');
    await page.goto(`${lab()}/`);
    await expect(heading(page)).toHaveText('Runtime lab');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await nav(page).getByRole('button', { name: 'Toggle theme', exact: true }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await expect(heading(page)).toHaveText('Runtime lab');
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await nav(page).getByRole('button', { name: 'Toggle theme', exact: true }).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });
});

test.describe('runtime lab service worker', () => {
  test('is registered from the base path with the cache version in its URL', async ({ page }) => {
    await page.goto(`${lab()}/`);
    await expect(heading(page)).toHaveText('Runtime lab');
    const scriptUrl = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const registration = await navigator.serviceWorker.getRegistration();
      return { active: registration?.active?.scriptURL, scope: registration?.scope };
    });
    expect(scriptUrl.active).toBe(`${lab()}/sw.js?v=102`);
    expect(scriptUrl.scope).toBe(`${lab()}/`);
  });
});
