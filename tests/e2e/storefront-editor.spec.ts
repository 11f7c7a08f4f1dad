/**
 * Every storefront page opens in the editor with no problem listed, and the shop's pages and
 * shared sections (cart, sign-in dialogs, checkout, orders, staff) are editable in the canvas
 * like the others: an element is selected with a click and its settings open.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, urls } from './env.ts';
import { site } from './storefront-definition.ts';

test.use({ viewport: { width: 1600, height: 900 } });

/** Pages of the shop built for issue 27, with a text the canvas shows on each. */
const SHOP_PAGES = [
  'category-groceries',
  'product-detail',
  'payment-page',
  'order-confirmation-page',
  'my-orders',
  'update-personal-details',
  'staff-orders',
  'login-signup',
];

test('every storefront page opens in the canvas with no problem listed', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/cross-border-shop/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const choose = page.locator('.editor-toolbar').getByLabel('Page', { exact: true });
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  for (const { id } of site.pages) {
    await choose.selectOption(id);
    await expect(frame.locator('h1, h2').first(), id).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('canvas-problems'), id).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('the shop’s pages are editable in the canvas: a click selects an element', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${urls.editor}/#/sites/cross-border-shop/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const choose = page.locator('.editor-toolbar').getByLabel('Page', { exact: true });
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  for (const id of SHOP_PAGES) {
    await choose.selectOption(id);
    const heading = frame.locator('main h1, main h2, h1, h2').first();
    await expect(heading, id).toBeVisible({ timeout: 15_000 });
    await heading.click();
    await expect(page.getByTestId('selection-outline'), id).toBeVisible();
    await expect(page.getByTestId('sidebar-element-name'), id).not.toHaveText('');
    await page.screenshot({ path: `test-results/screenshots/editor-shop-${id}.png` });
  }
});
