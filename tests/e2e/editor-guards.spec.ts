/**
 * Issue 32 in a real Chromium, with the keyboard and the mouse: a workflow that executes itself
 * runs and shows as stopped by the loop guard (its message on the refused call, the call chain);
 * a 500-character element name is cut with an ellipsis, whole in its tooltip, and scrolls
 * nothing sideways; a keyboard drag in the navigator is announced in French with the
 * navigator's labels (dnd-kit's live region).
 *
 * It works on its own copy of the editor-lab site (`editor-guards`, made by the global setup).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, urls } from './env.ts';

const SITE = 'editor-guards';
const LOOP = 'Possible infinity loop detected! Workflow was stopped.';
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
}

/** The boxes around the element (not itself: it is the one cut) wider inside than outside. */
const scrollsSideways = (locator: Locator) =>
  locator.evaluate((node) => {
    const wide: string[] = [];
    for (let at: Element | null = node.parentElement; at; at = at.parentElement)
      if (at.scrollWidth > at.clientWidth + 1) wide.push(`${at.tagName}.${at.className}`);
    return wide;
  });

test('a workflow that executes itself shows as stopped by the loop guard', async ({ page }) => {
  const errors = collectErrors(page);
  await openEditor(page);
  await page.getByRole('tab', { name: 'Workflows', exact: true }).click();
  await page.getByRole('button', { name: 'Add workflow' }).first().click();
  const editor = page.getByTestId('workflow-editor');
  const id = await editor.getAttribute('data-workflow-id');
  await editor.getByTestId('workflow-name').fill('Again');
  await editor.getByRole('button', { name: 'Add action' }).first().click();
  const picker = editor.getByTestId('action-picker');
  await picker.getByRole('searchbox', { name: 'Search actions' }).fill('execute');
  await picker.locator('[data-action-type="execute-workflow"]').click();
  await editor.getByLabel('Workflow', { exact: true }).selectOption(id!);

  await editor.getByTestId('workflow-run').click();
  const results = page.getByTestId('workflow-run-results');
  const summary = results.getByTestId('workflow-run-summary');
  await expect(summary).toHaveAttribute('data-outcome', 'stopped');
  await expect(summary).toHaveText(`Stopped by the loop guard at "a1" of Again: ${LOOP}`);
  await expect(summary).not.toContainText('Finished');
  await expect(results.getByTestId('workflow-run-chain')).toHaveText(
    'Call chain: Again → Again → Again',
  );
  // The refused call (the 2nd run's) carries the message; the 1st run's was cut short by it.
  const entries = results.getByTestId('workflow-run-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toHaveAttribute('data-status', 'interrupted');
  await expect(entries.nth(1)).toHaveAttribute('data-status', 'stopped');
  await expect(entries.nth(1)).toContainText(LOOP);
  await expect(results.locator('[data-status="ok"]')).toHaveCount(0);
  await expect(editor.getByTestId('workflow-action-status')).toHaveText('stopped');
  await results.screenshot({ path: 'test-results/editor-guards-loop.png' });
  expect(errors).toEqual([]);
});

test('a 500-character name is cut with an ellipsis, whole in its tooltip', async ({ page }) => {
  await openEditor(page);
  const name = `Basket ${'of fresh produce '.repeat(40)}`.slice(0, 500);
  await page.getByRole('tab', { name: 'Navigator', exact: true }).click();
  const row = page.locator('[data-testid="navigator-row"][data-element-id="second"]');
  await row.locator('.navigator-name').dblclick();
  const rename = row.locator('.navigator-rename');
  await expect(rename).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  // rename-element keeps 200 characters (its own limit): still far wider than the panel.
  const stored = name.trim().slice(0, 200);

  const label = row.locator('.navigator-name');
  await expect(label).toHaveAttribute('title', stored);
  // Cut: the text is wider than its box, which ends with an ellipsis.
  expect(await label.evaluate((n) => n.scrollWidth > n.clientWidth)).toBe(true);
  expect(await label.evaluate((n) => getComputedStyle(n).textOverflow)).toBe('ellipsis');
  expect(await scrollsSideways(row)).toEqual([]);
  await row.click();
  const header = page.getByTestId('sidebar-element-name');
  await expect(header).toHaveAttribute('title', stored);
  expect(await header.evaluate((n) => n.scrollWidth > n.clientWidth)).toBe(true);
  expect(await scrollsSideways(header)).toEqual([]);
  // The tooltip shows on hover (the browser's own, from the title).
  await label.hover();
  await page.screenshot({ path: 'test-results/editor-guards-long-name.png' });
});

test('a keyboard drag in the navigator is announced in French, by the navigator labels', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByLabel('Editor language').selectOption('fr');
  await page.getByRole('tab', { name: 'Navigateur', exact: true }).click();
  const handle = page.locator(
    '[data-testid="navigator-row"][data-element-id="cta"] [data-testid="navigator-drag"]',
  );
  const live = page.locator('[id^="DndLiveRegion"]');
  // The instructions a screen reader reads on the handle.
  const described = await handle.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described}"]`)).toHaveText(/^Pour saisir un élément/);

  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live.filter({ hasText: '« Call to action » saisi.' })).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(live.filter({ hasText: /« Call to action » est sur « .+ »\./ })).toHaveCount(1);
  const over = await live.filter({ hasText: 'est sur' }).textContent();
  await page.keyboard.press('Space');
  const dropped = live.filter({ hasText: /« Call to action » a été déposé sur « .+ »\./ });
  await expect(dropped).toHaveCount(1);
  const text = (await dropped.textContent()) ?? '';
  // Labels, never ids (the ids here are cta, first, second, row).
  expect(text).not.toMatch(/\b(cta|first|second|row)\b/);
  expect(over).not.toMatch(/Draggable|droppable/);
  expect(text).toContain(over!.match(/sur (« .+ »)/)![1]);
  await page.screenshot({ path: 'test-results/editor-guards-dnd-fr.png' });
});
