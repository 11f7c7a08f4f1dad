/**
 * The canvas shows a page's data as visitors see it on load: the storefront's send-airtime page
 * repeats its cards over the static collection `airtime-networks`, whose records are in the
 * site definition; the canvas lists them without fetching anything.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, urls } from './env.ts';

test('the canvas repeats over a static collection’s records', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/cross-border-shop/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await page
    .locator('.editor-toolbar')
    .getByLabel('Page', { exact: true })
    .selectOption('send-airtime');
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  for (const network of ['Econet', 'NetOne', 'Telecel'])
    await expect(frame.getByText(network, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
