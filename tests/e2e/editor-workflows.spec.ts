/**
 * Workflows from the editor to the visitor, in a real Chromium: a text bound to a variable, a
 * site workflow that changes the variable (its action picked from the searchable list), run and
 * inspected in the editor, bound to a button's click; the preview runs it on a real click.
 *
 * It works on its own copy of the editor-lab site (`editor-workflows`, made by the global setup).
 */
import { expect, test } from '@playwright/test';
import { typeFormula } from '../support/formula-field.ts';
import { collectErrors, siteUrl, urls } from './env.ts';

const SITE = 'editor-workflows';
test.use({ viewport: { width: 1440, height: 900 } });

test('a workflow built in the editor, run there, bound to a click and run by the preview', async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');

  // 1. The first text shows the isBusy variable.
  await frame.locator('.e-first').click();
  await page.locator('[data-field="text"] [data-testid="bind-formula"]').click();
  await typeFormula(page, 'text', "variables['isBusy'] ? 'Busy' : 'Idle'");
  await expect(page.locator('[data-field="text"] [data-testid="formula-preview"]')).toContainText(
    'Idle',
  );
  await expect(frame.locator('.e-first')).toHaveText('Idle');

  // 2. A site workflow, "Mark busy", with one action picked from the list.
  await page.getByRole('tab', { name: 'Workflows', exact: true }).click();
  await page.getByRole('button', { name: 'Add workflow' }).first().click();
  const editor = page.getByTestId('workflow-editor');
  await editor.getByTestId('workflow-name').fill('Mark busy');
  await editor.getByRole('button', { name: 'Add action' }).first().click();
  const picker = editor.getByTestId('action-picker');
  await expect(picker).toBeVisible();
  // The search and its Cancel both fit the panel (Cancel was pushed out of it).
  const [pickerBox, cancelBox] = await Promise.all([
    picker.boundingBox(),
    picker.getByRole('button', { name: 'Cancel' }).boundingBox(),
  ]);
  expect(cancelBox!.x + cancelBox!.width).toBeLessThanOrEqual(pickerBox!.x + pickerBox!.width);
  await picker.getByRole('searchbox', { name: 'Search actions' }).fill('variable');
  await expect(picker.getByTestId('action-type')).toHaveText([
    /Change variable value/,
    /Reset variables/,
  ]);
  await picker.locator('[data-action-type="set-variable"]').click();
  await editor.getByLabel('Variable', { exact: true }).selectOption('isBusy');
  const value = editor.getByLabel('New value', { exact: true });
  await value.fill('true');
  await value.blur();

  // 3. Run in the editor: the action's result and the variable's change are shown.
  await editor.getByTestId('workflow-run').click();
  const results = page.getByTestId('workflow-run-results');
  await expect(results.getByTestId('workflow-run-entry')).toHaveAttribute('data-status', 'ok');
  await expect(results.getByTestId('workflow-run-variables')).toHaveText('isBusy: false → true');
  // With its "ok" beside it, the action's title still shows whole (it read "Cha… vari… value").
  const title = editor.locator('.workflows-action-title').first();
  await expect(editor.getByTestId('workflow-action-status')).toHaveText('ok');
  expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  // The run changes nothing of the page the author is editing.
  await expect(frame.locator('.e-first')).toHaveText('Idle');

  // 4. The button runs it on click.
  await frame.locator('.e-cta').click();
  await page.getByTestId('sidebar-tab-settings').click();
  await page.getByRole('button', { name: 'Add a trigger' }).click();
  const trigger = page.locator('.sidebar-event').first();
  await expect(trigger.getByLabel('When', { exact: true })).toHaveValue('click');
  await expect(trigger.getByLabel('Run', { exact: true })).toHaveValue(
    await editor.getAttribute('data-workflow-id').then((id) => id!),
  );
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/screenshots/editor-workflows.png' });

  // 5. The preview runs it on a real click.
  const visitor = await browser.newPage();
  const visitorErrors = collectErrors(visitor);
  await visitor.goto(siteUrl(SITE));
  await expect(visitor.locator('.e-first')).toHaveText('Idle');
  await visitor.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(visitor.locator('.e-first')).toHaveText('Busy');
  await visitor.close();

  expect(errors).toEqual([]);
  expect(visitorErrors).toEqual([]);
});
