/**
 * The editor's acceptance journey (issue 7) in a real Chromium, with real mouse drags: a Button
 * from the palette into a Flexbox, moved before its sibling in the canvas and in the navigator,
 * its label changed in French, its disabled state bound to a variable; every step undone and
 * redone; reloaded and found saved; a style overridden on mobile; the preview shows it all.
 *
 * It works on its own copy of the editor-lab site (`editor-journey`, made by the global setup).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, siteUrl, urls } from './env.ts';

const SITE = 'editor-journey';
test.use({ viewport: { width: 1600, height: 900 } });

type Json = Record<string, unknown>;
type Box = { x: number; y: number; width: number; height: number };

/** The editor store's state, through the canvas bridge of the editor window. */
function state<T>(page: Page, read: string): Promise<T> {
  return page.evaluate((body) => {
    const bridge = (window as unknown as Record<string, { store: { getState(): unknown } }>)
      .__baobabCanvas;
    return new Function('s', `return ${body}`)(bridge?.store.getState()) as T;
  }, read);
}

const rowOrder = (page: Page) =>
  state<string[]>(page, 's.doc.pages.home.elements.row.children.default');
const pageFile = (page: Page) => state<Json>(page, 'JSON.parse(JSON.stringify(s.doc.pages.home))');
const historyLength = (page: Page) => state<number>(page, 's.history.past.length');

/** A point just inside the start or the end of a box, along the flexbox's direction. */
function edge(box: Box, side: 'start' | 'end', vertical: boolean): { x: number; y: number } {
  if (vertical) {
    return { x: box.x + box.width / 2, y: side === 'start' ? box.y + 3 : box.y + box.height - 3 };
  }
  return { x: side === 'start' ? box.x + 3 : box.x + box.width - 3, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
}

const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 20_000,
  });

test('build with real drags, French text, a bound state, undo/redo, save, mobile style, preview', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await openEditor(page);
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  const toolbar = page.locator('.editor-toolbar');
  const first = frame.locator('.e-first');
  const firstBox = (await first.boundingBox())!;
  const secondBox = (await frame.locator('.e-second').boundingBox())!;
  const vertical = secondBox.y >= firstBox.y + firstBox.height / 2;

  // The page file after each user intent, by history length, to check undo and redo against.
  const files: Array<Json | undefined> = [await pageFile(page)];
  const step = async () => {
    await expect.poll(() => historyLength(page)).toBe(files.length);
    files.push(await pageFile(page));
  };

  // 1. A Button from the palette into the Flexbox, after the first text.
  await drag(
    page,
    page.locator('[data-testid="palette-item"][data-component-type="button"]'),
    edge(firstBox, 'end', vertical),
  );
  await expect.poll(() => rowOrder(page).then((ids) => ids.length)).toBe(4);
  const button = (await rowOrder(page))[1]!;
  expect(await rowOrder(page)).toEqual(['first', button, 'second', 'cta']);
  expect(await state(page, `s.doc.pages.home.elements['${button}'].type`)).toBe('button');
  await expect(page.getByTestId('selection-label')).toHaveText('Button');
  await step();

  // 2. Moved before its sibling in the canvas, with the selection's drag handle.
  await drag(page, page.getByTestId('selection-drag'), edge(firstBox, 'start', vertical));
  await expect.poll(() => rowOrder(page)).toEqual([button, 'first', 'second', 'cta']);
  await step();

  // 3. Moved before its sibling in the navigator: before the call to action.
  await page.getByRole('tab', { name: 'Navigator' }).click();
  const row = (id: string) =>
    page.locator(`[data-testid="navigator-row"][data-element-id="${id}"]`);
  const ctaRow = (await row('cta').boundingBox())!;
  await drag(page, row(button).getByTestId('navigator-drag'), {
    x: ctaRow.x + ctaRow.width / 2,
    y: ctaRow.y + 4,
  });
  await expect.poll(() => rowOrder(page)).toEqual(['first', 'second', button, 'cta']);
  await step();

  // 4. Its label in French: the content language, then typing (one undo step).
  await toolbar.getByLabel('Content language').selectOption('fr');
  const text = page.locator('[data-field="text"] input');
  await text.fill('');
  await text.pressSequentially('Acheter');
  await text.blur();
  await expect(frame.locator(`.e-${button}`)).toHaveText('Acheter');
  expect(
    await state(page, `s.doc.pages.home.elements['${button}'].props.text.$lang`),
  ).toMatchObject({ fr: 'Acheter' });
  await step();

  // 5. Its disabled state bound to the isBusy variable (disabled while not busy, to see it).
  await page.locator('[data-field="disabled"] [data-testid="bind-formula"]').click();
  const formula = page.locator('[data-field="disabled"] [data-testid="formula-field"]');
  await expect(formula).toBeVisible();
  // Monaco replaces the plain text area once its chunk has loaded: type into Monaco.
  const monaco = formula.locator('[data-editor="monaco"]');
  await expect(monaco).toBeVisible({ timeout: 30_000 });
  await monaco.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  // Inserted as one input (as a paste): Monaco's bracket and quote closing would double keys.
  await page.keyboard.insertText("!variables['isBusy']");
  await expect(formula.getByTestId('formula-preview')).toContainText('true');
  await page.locator('[data-field="text"] input').focus();
  await expect(frame.locator(`.e-${button}`)).toBeDisabled();
  expect(await state(page, `s.doc.pages.home.elements['${button}'].props.disabled`)).toEqual({
    $formula: "!variables['isBusy']",
  });
  // Binding, then typing the formula: one or two steps (the switch, the text).
  const end = await historyLength(page);
  expect(end - files.length).toBeLessThanOrEqual(1);
  files[end] = await pageFile(page);

  // Undo every step, then redo every step, checking the page file after each.
  const undo = toolbar.getByRole('button', { name: 'Undo' });
  const redo = toolbar.getByRole('button', { name: 'Redo' });
  for (let at = end - 1; at >= 0; at--) {
    await undo.click();
    await expect.poll(() => historyLength(page)).toBe(at);
    if (files[at]) expect(await pageFile(page)).toEqual(files[at]);
  }
  await expect(undo).toBeDisabled();
  await expect(frame.locator(`.e-${button}`)).toHaveCount(0);
  for (let at = 1; at <= end; at++) {
    await redo.click();
    await expect.poll(() => historyLength(page)).toBe(at);
    if (files[at]) expect(await pageFile(page)).toEqual(files[at]);
  }
  await expect(redo).toBeDisabled();
  await expect(frame.locator(`.e-${button}`)).toHaveText('Acheter');

  // Reload: everything was saved.
  await saved(page);
  await page.reload();
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  expect(await rowOrder(page)).toEqual(['first', 'second', button, 'cta']);
  expect(await state(page, `s.doc.pages.home.elements['${button}'].props`)).toEqual({
    text: { $lang: { en: 'Button', fr: 'Acheter' } },
    disabled: { $formula: "!variables['isBusy']" },
  });

  // Mobile: a background colour for the button on mobile only.
  await page.locator('[data-breakpoint="mobile"]').click();
  await frame.locator(`.e-${button}`).click({ force: true });
  await page.getByTestId('sidebar-tab-style').click();
  const colour = page.locator('[data-field="backgroundColor"] input').first();
  await colour.fill('#ff0000');
  await colour.blur();
  await expect(page.locator('[data-field="backgroundColor"]')).toHaveAttribute(
    'data-overridden',
    'true',
  );
  const background = () =>
    frame.locator(`.e-${button}`).evaluate((node) => getComputedStyle(node).backgroundColor);
  await expect.poll(background).toBe('rgb(255, 0, 0)');
  expect(
    await state(page, `s.doc.pages.home.elements['${button}'].overrides.mobile.styles`),
  ).toEqual({ backgroundColor: '#ff0000' });
  await page.screenshot({ path: 'test-results/screenshots/editor-journey-mobile.png' });
  await page.locator('[data-breakpoint="desktop"]').click();
  await expect.poll(background).not.toBe('rgb(255, 0, 0)');
  await saved(page);

  // The preview shows it: French on a phone, English on a desktop.
  const phone = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await phone.goto(`${siteUrl(SITE)}/fr`);
  const shown = phone.getByRole('button', { name: 'Acheter' });
  await expect(shown).toBeVisible();
  await expect(shown).toBeDisabled();
  expect(await shown.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
    'rgb(255, 0, 0)',
  );
  const order = await phone
    .locator('.e-row > *')
    .evaluateAll((nodes) => nodes.map((n) => n.className.split(' ')[0]));
  expect(order).toEqual(['e-first', 'e-second', `e-${button}`, 'e-cta']);
  await phone.close();
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await desktop.goto(siteUrl(SITE));
  const english = desktop.getByRole('button', { name: 'Button', exact: true });
  await expect(english).toBeDisabled();
  expect(await english.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(
    'rgb(255, 0, 0)',
  );
  await desktop.close();

  expect(errors).toEqual([]);
});
