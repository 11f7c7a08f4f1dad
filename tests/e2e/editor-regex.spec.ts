/**
 * Issue 32, item 1: a `match` filter with `(a+)+$` over a record of 40 × "a" + "!" hung the editor
 * tab (RegExp backtracks), then the editor again on opening the site, and the preview page. Here,
 * with the real keyboard in Chromium: the filter builder answers with the right records on the
 * linear-time engine, the editor stays responsive (another click answers within 1 s), reopening
 * the site and the preview page do too; a pattern the engine cannot run (a backreference) is
 * refused under the field, and the saved filter keeps the pattern it had.
 *
 * It works on its own copy of the editor-lab site (`editor-regex`, made by the global setup).
 */
import { expect, test, type Page } from '@playwright/test';
import { typeFormula } from '../support/formula-field.ts';
import { collectErrors, siteUrl, urls } from './env.ts';

const SITE = 'editor-regex';
const RECORDS = [{ name: `${'a'.repeat(40)}!` }, { name: 'aaa' }];
test.use({ viewport: { width: 1440, height: 900 } });

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
}

/** The editor answers: a click on another Data tab shows it within a second. */
async function stillResponsive(page: Page): Promise<void> {
  const started = Date.now();
  await page.getByTestId('data-tab-variables').click({ timeout: 1_000 });
  await expect(page.getByTestId('data-tab-variables')).toHaveAttribute('aria-selected', 'true', {
    timeout: 1_000,
  });
  expect(Date.now() - started).toBeLessThan(1_000);
  await page.getByTestId('data-tab-collections').click();
}

/** The site's collections, in the Data panel. */
async function openCollection(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Data', exact: true }).click();
  await page.getByTestId('data-scope-site').click();
  await page.getByTestId('data-tab-collections').click();
}

test('a match filter runs in linear time in the editor and the preview, and a refused pattern says why', async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  await openEditor(page);
  await openCollection(page);

  // A static collection with the record that made RegExp backtrack, and one that matches.
  await page.getByTestId('data-new-name').fill('names');
  await page.getByTestId('data-add').click();
  const editor = page.getByTestId('data-editor');
  const records = editor.locator('[data-field="records"] [data-editor="monaco"]');
  await expect(records).toBeVisible({ timeout: 30_000 });
  await records.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  // One input: Monaco's bracket and quote closing would double typed keys.
  await page.keyboard.insertText(JSON.stringify(RECORDS));
  await expect(editor.getByTestId('data-preview-count')).toHaveText(
    '2 shown of 2 matching (2 records)',
  );

  // The filter: name match (a+)+$, typed key by key, then Enter.
  await editor.getByTestId('data-filter-add-condition').click();
  const condition = editor.getByTestId('data-filter-condition');
  await condition.getByLabel('Field', { exact: true }).fill('name');
  await condition.getByLabel('Field', { exact: true }).press('Enter');
  await condition.getByLabel('Operator').selectOption('match');
  const value = condition.getByLabel('Value', { exact: true });
  await expect(value).toHaveAttribute('placeholder', 'Regular expression, such as ^Har');
  await value.click();
  await page.keyboard.type('(a+)+$', { delay: 30 });
  await page.keyboard.press('Enter');
  await expect(editor.getByTestId('data-preview-count')).toHaveText(
    '1 shown of 1 matching (2 records)',
  );
  await expect(editor.getByTestId('data-preview-record')).toHaveText('{"name":"aaa"}');
  await stillResponsive(page);
  await page.screenshot({ path: 'test-results/screenshots/editor-regex-result.png' });

  // A backreference cannot run in linear time: refused under the field, the filter unchanged.
  await page.getByTestId('data-row').filter({ hasText: 'names' }).click();
  await value.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('(a)\\1', { delay: 30 });
  await page.keyboard.press('Enter');
  const refusal = condition.getByRole('alert');
  await expect(refusal).toContainText(
    'The pattern (a)\\1 cannot run: backreferences and lookaround are not supported',
  );
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByTestId('data-preview-count')).toHaveText(
    '1 shown of 1 matching (2 records)',
  );
  await page.screenshot({ path: 'test-results/screenshots/editor-regex-refused.png' });
  await page.keyboard.press('Escape');
  await expect(value).toHaveValue('(a+)+$');

  // The page's first text lists the collection's names: the canvas filters as the site does.
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  await frame.locator('.e-first').click();
  await page.locator('[data-field="text"] [data-testid="bind-formula"]').click();
  await typeFormula(page, 'text', "join(map(collections.names.data, n => n.name), ',')");
  await expect(frame.locator('.e-first')).toHaveText('aaa');

  // Saved with (a+)+$: the site reopens and answers, and so does the preview page.
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await openEditor(page);
  await expect(frame.locator('.e-first')).toHaveText('aaa');
  await openCollection(page);
  await page.getByTestId('data-row').filter({ hasText: 'names' }).click();
  await expect(page.getByTestId('data-preview-count')).toHaveText(
    '1 shown of 1 matching (2 records)',
  );
  await stillResponsive(page);

  const preview = await browser.newPage();
  const previewErrors = collectErrors(preview);
  await preview.goto(siteUrl(SITE));
  await expect(preview.locator('.e-first')).toHaveText('aaa');
  const started = Date.now();
  expect(await preview.evaluate(() => document.readyState)).toBe('complete');
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(previewErrors).toEqual([]);
  await preview.close();
  expect(errors).toEqual([]);
});
