/**
 * The canvas shows what visitors would see: a page's data as on load (the storefront's
 * send-airtime page repeats its cards over the static collection `airtime-networks`, whose
 * records are in the site definition; the runtime lab's catalogue pages a dynamic collection,
 * fetched from the drafts through the editor API), and the selection in the state the sidebar
 * styles.
 */
import { expect, test } from '@playwright/test';
import type { CanvasBridge } from '../../editor/canvas/bridge.ts';
import { collectErrors, urls } from './env.ts';

test.beforeEach(async ({ page }) => {
  await page.goto(`${urls.editor}/#/sites/cross-border-shop/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
});

test('the canvas repeats over a static collection’s records', async ({ page }) => {
  const errors = collectErrors(page);
  await page
    .locator('.editor-toolbar')
    .getByLabel('Page', { exact: true })
    .selectOption('send-airtime');
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  for (const network of ['Econet', 'NetOne', 'Telecel'])
    await expect(frame.getByText(network, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the canvas shows the selection in the state being styled', async ({ page }) => {
  const errors = collectErrors(page);
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  // A navigation link: #1d2a1f, and #2f6b3b on hover (navigation-bar section).
  const link = frame.locator('.e-navigation-bar-link-4');
  const color = () => link.evaluate((node) => getComputedStyle(node).color);
  await link.click();
  await page.mouse.move(5, 5);
  await expect.poll(color).toBe('rgb(29, 42, 31)');
  await page.getByTestId('sidebar-tab-style').click();
  await page.getByTestId('sidebar-state').selectOption('hover');
  await expect.poll(color).toBe('rgb(47, 107, 59)');
  await page.getByTestId('sidebar-state').selectOption('');
  await expect.poll(color).toBe('rgb(29, 42, 31)');
  expect(errors).toEqual([]);
});

test('the canvas shows a dynamic collection’s first page, fetched from the drafts', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/runtime-lab/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const fetched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/sites/runtime-lab/collections/products/fetch') &&
      response.request().method() === 'POST',
  );
  await page
    .locator('.editor-toolbar')
    .getByLabel('Page', { exact: true })
    .selectOption('catalogue');
  expect((await fetched).status()).toBe(200);
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  // 30 products, 10 a page (offset `variables.page * 10`, page 0 by default), sorted by number.
  await expect(frame.getByText('Product 1', { exact: true })).toBeVisible();
  await expect(frame.getByText('Product 10', { exact: true })).toBeVisible();
  await expect(frame.getByText('Product 11', { exact: true })).toHaveCount(0);
  await expect(frame.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByTestId('canvas-problems')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/editor-canvas-dynamic.png' });

  // A changed definition shows once autosave has saved it: the server sorts, from the saved
  // drafts (the runtime sends only the variables, limit and offset).
  const savedSort = async () => {
    const response = await page.request.get(
      `${urls.editor}/api/sites/runtime-lab/files/pages/catalogue.json`,
    );
    const file = (await response.json()) as {
      collections: { products: { sort?: Array<{ direction: string }> } };
    };
    return file.collections.products.sort?.[0]?.direction;
  };
  const bridge = () => (window as unknown as Record<string, CanvasBridge>).__baobabCanvas!;
  await page.evaluate(`(${bridge.toString()})().dispatch({
    type: 'update-collection',
    payload: {
      scope: 'page',
      pageId: 'catalogue',
      id: 'products',
      changes: { sort: [{ key: 'number', direction: 'desc' }] },
    },
  })`);
  await expect.poll(savedSort, { timeout: 15_000 }).toBe('desc');
  await expect(frame.getByText('Product 30', { exact: true })).toBeVisible();
  await expect(frame.getByText('Product 21', { exact: true })).toBeVisible();
  await expect(frame.getByText('Product 1', { exact: true })).toHaveCount(0);
  // Back as it was, for the runtime lab's journeys.
  await page.evaluate(`(${bridge.toString()})().store.undo()`);
  await expect.poll(savedSort, { timeout: 15_000 }).toBe('asc');
  await expect(frame.getByText('Product 1', { exact: true })).toBeVisible();
  await expect(frame.getByText('Product 30', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a collection the canvas cannot fetch is shown as a problem of the page, in French too', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The data source is down: the editor API answers the canvas's fetch with a 502.
  const productsFetch = /\/api\/sites\/runtime-lab\/collections\/products\/fetch/;
  await page.route(productsFetch, (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The products database cannot be reached.' }),
    }),
  );
  await page.goto(`${urls.editor}/#/sites/runtime-lab/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await page
    .locator('.editor-toolbar')
    .getByLabel('Page', { exact: true })
    .selectOption('catalogue');
  const problems = page.getByTestId('canvas-problems');
  const toggle = problems.getByRole('button', { name: '1 problem on this page' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  // What the data source answered, not the route the runtime asked it on.
  await expect(problems.getByRole('listitem')).toHaveText(
    'Collection “products” could not be loaded: the data source answered 502: The products database cannot be reached.',
  );
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  await expect(frame.getByText('Product 1', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/editor-canvas-problems.png' });

  // The editor's language: the count and the reason's frame in French.
  await page.getByLabel('Editor language').selectOption('fr');
  await expect(problems.getByRole('button', { name: '1 problème sur cette page' })).toBeVisible();
  await expect(problems.getByRole('listitem')).toHaveText(
    'La collection « products » n’a pas pu être chargée : la source de données a répondu 502 : The products database cannot be reached.',
  );
  await page.getByLabel('Langue de l’éditeur').selectOption('en');

  // Another page has its own problems (none here).
  await page.locator('.editor-toolbar').getByLabel('Page', { exact: true }).selectOption('home');
  await expect(problems).toHaveCount(0);

  // The data source is back: the page fetches again when shown, and the problem is gone.
  await page.unroute(productsFetch);
  await page
    .locator('.editor-toolbar')
    .getByLabel('Page', { exact: true })
    .selectOption('catalogue');
  await expect(frame.getByText('Product 1', { exact: true })).toBeVisible();
  await expect(problems).toHaveCount(0);
  // Only the browser's own line about the 502 response reached the console as an error.
  expect(errors.filter((error) => !/status of 502/.test(error))).toEqual([]);
});

test('a formula that fails is a problem of its element until it is fixed', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/runtime-lab/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const problems = page.getByTestId('canvas-problems');
  await expect(page.locator('.editor-toolbar').getByLabel('Page', { exact: true })).toHaveValue(
    'home',
  );
  await expect(problems).toHaveCount(0);
  const bridge = () => (window as unknown as Record<string, CanvasBridge>).__baobabCanvas!;
  await page.evaluate(`(${bridge.toString()})().dispatch({
    type: 'set-property',
    payload: {
      pageId: 'home',
      elementId: 'home-intro',
      section: 'settings',
      name: 'text',
      value: { $formula: 'variables.cart.total' },
      lang: 'en',
    },
  })`);
  await problems.getByRole('button', { name: '1 problem on this page' }).click();
  await expect(problems.getByRole('listitem')).toHaveText(
    'Text, property "text": Unknown variable "cart"; its default is shownSelect',
  );
  await problems.getByRole('button', { name: 'Select' }).click();
  await expect(page.locator('.canvas-selection')).toHaveAttribute('data-element-id', 'home-intro');
  // Undone, the formula is gone and so is the problem; the site is saved as it was.
  await page.evaluate(`(${bridge.toString()})().store.undo()`);
  await expect(problems).toHaveCount(0);
  const savedText = async () => {
    const response = await page.request.get(
      `${urls.editor}/api/sites/runtime-lab/files/pages/home.json`,
    );
    const file = (await response.json()) as {
      elements: Record<string, { props?: { text?: unknown } }>;
    };
    return JSON.stringify(file.elements['home-intro']?.props?.text);
  };
  await expect.poll(savedText, { timeout: 15_000 }).not.toContain('$formula');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
});
