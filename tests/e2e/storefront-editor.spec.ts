/**
 * Every storefront page opens in the editor with no problem listed, and the shop's pages and
 * shared sections (cart, sign-in dialogs, checkout, orders, staff) are editable in the canvas
 * like the others: an element is selected with a click and its settings open.
 */
import { expect, test, type FrameLocator } from '@playwright/test';
import { collectErrors, urls } from './env.ts';
import { site } from './storefront-definition.ts';

/**
 * A text of the page's own sections the canvas shows. Parts shown only with data (an order, a
 * signed-in shopper) are hidden in the canvas, where plugins do not run: the first visible one.
 */
const visibleText = (frame: FrameLocator) =>
  frame
    .locator('[data-section]:not([data-section="navigation-bar"]) :is(h1, h2, h3, p)')
    .filter({ visible: true })
    .first();

test.use({ viewport: { width: 1600, height: 900 } });

/** Pages of the shop built for issue 27. */
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
  // The picker groups the pages by folder, under the names the author gave them (issue 30).
  const picker = await choose.evaluate((select) =>
    [...select.children].map((child) =>
      child instanceof HTMLOptGroupElement
        ? [child.label, [...child.children].map((option) => option.textContent)]
        : child.textContent,
    ),
  );
  expect(picker.slice(0, 2)).toEqual(['Home', 'Page not found (404)']);
  expect(picker.slice(2).map((group) => group[0])).toEqual([
    'About',
    'Account',
    'Categories',
    'Checkout',
    'Policies',
    'Services',
    'Shop',
    'Staff',
  ]);
  expect(picker).toContainEqual(['Shop', ['Product', 'All products']]);
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  for (const { id } of site.pages) {
    await choose.selectOption(id);
    await expect(visibleText(frame), id).toBeVisible({ timeout: 15_000 });
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
    const heading = visibleText(frame);
    await expect(heading, id).toBeVisible({ timeout: 15_000 });
    await heading.click();
    await expect(page.getByTestId('selection-outline'), id).toBeVisible();
    await expect(page.getByTestId('sidebar-element-name'), id).not.toHaveText('');
    await page.screenshot({ path: `test-results/screenshots/editor-shop-${id}.png` });
  }
});
