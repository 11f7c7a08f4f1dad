/**
 * The editor's canvas in a real Chromium: the page in its iframe, selection and hover outlines,
 * breakpoint widths, moving an element with a real mouse drag of the selection handle (DOM,
 * store and file), inline text editing and key forwarding (undo from inside the frame), and a
 * palette item dropped into an empty slot that is not the first (a tab's content); the element
 * menu of a right click (canvas and navigator) and of Shift+F10.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CanvasBridge } from '../../editor/canvas/bridge.ts';
import { collectErrors, urls } from './env.ts';

const SITE = 'editor-lab';
test.use({ viewport: { width: 1600, height: 900 } });

/** A value of the editor store (by its path), read through the canvas bridge of the editor window. */
function storeValue<T>(page: Page, path: string): Promise<T> {
  return page.evaluate((keys) => {
    const bridge = (window as unknown as Record<string, { store: { getState(): unknown } }>)
      .__baobabCanvas;
    let value: unknown = bridge?.store.getState();
    for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
    return value as T;
  }, path.split('.'));
}

const rowOrder = (page: Page) =>
  storeValue<string[]>(page, 'doc.pages.home.elements.row.children.default');

/** The home page's elements as the server has saved them. */
async function savedElements(
  page: Page,
): Promise<Record<string, { children?: Record<string, string[]> }>> {
  const response = await page.request.get(`${urls.editor}/api/sites/${SITE}/files/pages/home.json`);
  const file = (await response.json()) as {
    elements: Record<string, { children?: Record<string, string[]> }>;
  };
  return file.elements;
}

async function savedRowOrder(page: Page): Promise<string[]> {
  return (await savedElements(page)).row?.children?.default ?? [];
}

test('the canvas selects, resizes per breakpoint, moves by dragging and edits text in place', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const iframe = page.locator('iframe[data-testid="canvas-frame"]');
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  await expect(frame.locator('.e-first')).toHaveText('First text');

  // Hover, then click: outlines drawn by the editor over the frame, with the element's name.
  await frame.locator('.e-second').hover();
  await expect(page.getByTestId('hover-outline')).toBeVisible();
  await expect(page.getByTestId('hover-label')).toHaveText('Second');
  await frame.locator('.e-second').click();
  await expect(page.getByTestId('selection-outline')).toBeVisible();
  await expect(page.getByTestId('selection-label')).toHaveText('Second');
  expect(await storeValue<string>(page, 'ui.selection')).toBe('second');
  const outline = (await page.getByTestId('selection-outline').boundingBox())!;
  const element = (await frame.locator('.e-second').boundingBox())!;
  expect(Math.abs(outline.x - element.x)).toBeLessThan(2);
  expect(Math.abs(outline.width - element.width)).toBeLessThan(2);
  await page.screenshot({ path: 'test-results/screenshots/editor-canvas-selection.png' });

  // Breakpoints: the iframe takes the breakpoint's width.
  await page.locator('[data-breakpoint="mobile"]').click();
  await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(767);
  await page.locator('[data-breakpoint="tablet"]').click();
  await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(991);
  await page.locator('[data-breakpoint="desktop"]').click();
  await expect.poll(async () => (await iframe.boundingBox())?.width).toBeGreaterThan(991);

  // Move the call to action before the first text with a real mouse drag of the handle.
  expect(await rowOrder(page)).toEqual(['first', 'second', 'cta']);
  await frame.locator('.e-cta').click();
  await expect(page.getByTestId('selection-label')).toHaveText('Call to action');
  const handle = (await page.getByTestId('selection-drag').boundingBox())!;
  const first = (await frame.locator('.e-first').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(first.x + 4, first.y + 4, { steps: 12 });
  await expect(page.getByTestId('drop-indicator')).toBeVisible();
  await expect(page.getByTestId('drag-overlay')).toHaveText('Call to action');
  await page.screenshot({ path: 'test-results/screenshots/editor-canvas-drag.png' });
  await page.mouse.up();
  await expect(page.getByTestId('drop-indicator')).toHaveCount(0);
  const classes = () =>
    frame.locator('.e-row > *').evaluateAll((nodes) => nodes.map((n) => n.className.split(' ')[0]));
  await expect.poll(classes).toEqual(['e-cta', 'e-first', 'e-second']);
  expect(await rowOrder(page)).toEqual(['cta', 'first', 'second']);
  await expect
    .poll(() => savedRowOrder(page), { timeout: 15_000 })
    .toEqual(['cta', 'first', 'second']);

  // Undo from inside the frame: the key press is forwarded to the editor's shortcuts.
  await frame.locator('.e-second').click();
  await page.keyboard.press('Control+z');
  await expect.poll(classes).toEqual(['e-first', 'e-second', 'e-cta']);

  // Double-click edits the text in place; Enter commits it for the content language.
  await frame.locator('.e-second').dblclick();
  await expect(frame.locator('.e-second[contenteditable]')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Second, edited');
  await page.keyboard.press('Enter');
  await expect(frame.locator('.e-second')).toHaveText('Second, edited');
  await expect(frame.locator('.e-second[contenteditable]')).toHaveCount(0);
  // The outline followed the element as it grew: a moved box is written to the outline's node.
  const grown = (await frame.locator('.e-second').boundingBox())!;
  expect(grown.width).toBeGreaterThan(element.width + 10);
  await expect
    .poll(async () => {
      const box = (await page.getByTestId('selection-outline').boundingBox())!;
      const now = (await frame.locator('.e-second').boundingBox())!;
      return Math.abs(box.x - now.x) + Math.abs(box.width - now.width) < 2;
    })
    .toBe(true);
  expect(await storeValue<string>(page, 'doc.pages.home.elements.second.props.text.$lang.en')).toBe(
    'Second, edited',
  );
  // Escape cancels an edit.
  await frame.locator('.e-second').dblclick();
  await page.keyboard.type('Nope');
  await page.keyboard.press('Escape');
  await expect(frame.locator('.e-second')).toHaveText('Second, edited');
  await page.keyboard.press('Control+z');
  await expect(frame.locator('.e-second')).toHaveText('Second text');
  await expect
    .poll(() => savedRowOrder(page), { timeout: 15_000 })
    .toEqual(['first', 'second', 'cta']);

  // A palette item dropped after the second text inserts a new text there, selected.
  await page.getByRole('tab', { name: 'Add' }).click();
  const item = page.locator('[data-testid="palette-item"][data-component-type="text"]');
  const from = (await item.boundingBox())!;
  const second = (await frame.locator('.e-second').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(second.x + second.width - 3, second.y + second.height / 2, { steps: 15 });
  await expect(page.getByTestId('drop-indicator')).toBeVisible();
  await page.mouse.up();
  await expect.poll(() => rowOrder(page).then((ids) => ids.length)).toBe(4);
  const inserted = (await rowOrder(page))[2]!;
  expect(await rowOrder(page)).toEqual(['first', 'second', inserted, 'cta']);
  expect(await storeValue<string>(page, 'ui.selection')).toBe(inserted);
  await expect(frame.locator(`.e-${inserted}`)).toBeVisible();
  await expect(page.getByTestId('selection-outline')).toBeVisible();
  await frame.locator('.e-first').click();
  await page.keyboard.press('Control+z');
  await expect.poll(() => rowOrder(page)).toEqual(['first', 'second', 'cta']);
  await expect(frame.locator(`.e-${inserted}`)).toHaveCount(0);

  // An empty slot that is not the first: tabs whose contents are gone. While a palette item is
  // dragged, the shown empty panel opens up as a drop area and takes the drop.
  const tabs = await page.evaluate(() => {
    const { store, dispatch } = (window as unknown as Record<string, CanvasBridge>).__baobabCanvas!;
    dispatch({
      type: 'insert-element',
      payload: {
        pageId: 'home',
        componentType: 'tabs',
        target: { kind: 'section', sectionUid: 'main', index: 1 },
      },
    });
    const id = store.getState().ui.selection!;
    const contents = store.getState().doc.pages.home!.elements[id]!.children!.tabsContent!;
    for (const elementId of contents)
      dispatch({ type: 'delete-element', payload: { pageId: 'home', elementId } });
    return id;
  });
  const panel = frame.locator(`.e-${tabs} .b-tabs-panel:not([hidden])`);
  await expect(panel).toBeAttached();
  expect((await panel.boundingBox())?.height ?? 0).toBeLessThan(1);
  const headers = (await frame.locator(`.e-${tabs} .b-tabs-list`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(headers.x + headers.width / 2, headers.y + headers.height / 2, {
    steps: 10,
  });
  await expect.poll(async () => (await panel.boundingBox())?.height).toBeGreaterThan(40);
  const area = (await panel.boundingBox())!;
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2, { steps: 5 });
  const indicator = page.getByTestId('drop-indicator');
  await expect(indicator).toHaveAttribute('data-kind', 'box');
  const shown = (await indicator.boundingBox())!;
  expect(Math.abs(shown.y - area.y)).toBeLessThan(2);
  expect(Math.abs(shown.height - area.height)).toBeLessThan(2);
  await page.screenshot({ path: 'test-results/screenshots/editor-canvas-empty-slot.png' });
  await page.mouse.up();
  const tabsContent = () =>
    storeValue<string[]>(page, `doc.pages.home.elements.${tabs}.children.tabsContent`);
  await expect.poll(() => tabsContent().then((ids) => ids.length)).toBe(1);
  const dropped = (await tabsContent())[0]!;
  await expect(panel.locator(`.e-${dropped}`)).toBeVisible();

  // The third tab shown (its `value`): its panel is empty, past the one content. A drop there
  // lands in it, the second tab's place filled with an empty flexbox; the first keeps its own.
  await page.evaluate((elementId) => {
    const { dispatch } = (window as unknown as Record<string, CanvasBridge>).__baobabCanvas!;
    dispatch({
      type: 'set-property',
      payload: { pageId: 'home', elementId, section: 'settings', name: 'value', value: 2 },
    });
  }, tabs);
  const third = frame.locator(`.e-${tabs} .b-tabs-panel`).nth(2);
  await expect(third).not.toHaveAttribute('hidden');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(headers.x + headers.width / 2, headers.y + headers.height / 2, {
    steps: 10,
  });
  await expect.poll(async () => (await third.boundingBox())?.height).toBeGreaterThan(40);
  const thirdArea = (await third.boundingBox())!;
  await page.mouse.move(thirdArea.x + thirdArea.width / 2, thirdArea.y + thirdArea.height / 2, {
    steps: 5,
  });
  await expect(indicator).toHaveAttribute('data-kind', 'box');
  await page.mouse.up();
  await expect.poll(() => tabsContent().then((ids) => ids.length)).toBe(3);
  const [kept, filled, last] = await tabsContent();
  expect(kept).toBe(dropped);
  expect(await storeValue<string>(page, `doc.pages.home.elements.${filled}.type`)).toBe('flexbox');
  await expect(third.locator(`.e-${last}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/editor-canvas-third-tab.png' });
  // The drop areas are the editor's while dragging only.
  await expect(frame.locator('style[data-canvas-drop-areas]')).toHaveCount(0);
  await page.evaluate((elementId) => {
    const { dispatch } = (window as unknown as Record<string, CanvasBridge>).__baobabCanvas!;
    dispatch({ type: 'delete-element', payload: { pageId: 'home', elementId } });
  }, tabs);
  await expect(frame.locator(`.e-${tabs}`)).toHaveCount(0);
  // Saved as it was, for the journeys after this one.
  await expect
    .poll(async () => Object.keys(await savedElements(page)).sort(), { timeout: 15_000 })
    .toEqual(['cta', 'first', 'row', 'second']);

  expect(errors).toEqual([]);
});

test('the element menu: a right click in the canvas or the navigator, each entry one undo step', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  const menu = page.getByRole('menu', { name: 'Element actions' });

  // A right click on the second text selects it and opens the menu under the pointer.
  const second = (await frame.locator('.e-second').boundingBox())!;
  await page.mouse.click(second.x + 10, second.y + 5, { button: 'right' });
  await expect(menu).toBeVisible();
  expect(await storeValue<string>(page, 'ui.selection')).toBe('second');
  const box = (await menu.boundingBox())!;
  expect(Math.abs(box.x - (second.x + 10))).toBeLessThan(2);
  expect(Math.abs(box.y - (second.y + 5))).toBeLessThan(2);
  await expect(menu.getByRole('menuitem', { name: /^Paste after/ })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screenshots/editor-element-menu.png' });
  await menu.getByRole('menuitem', { name: /^Duplicate/ }).click();
  await expect(menu).toHaveCount(0);
  await expect.poll(() => rowOrder(page).then((ids) => ids.length)).toBe(4);
  const copy = (await rowOrder(page))[2]!;
  expect(await rowOrder(page)).toEqual(['first', 'second', copy, 'cta']);
  await expect(frame.locator(`.e-${copy}`)).toHaveText('Second text');

  // In the navigator: the copy's row, Delete.
  await page.getByRole('tab', { name: 'Navigator' }).click();
  await page
    .locator(`[data-testid="navigator-row"][data-element-id="${copy}"]`)
    .click({ button: 'right' });
  await expect(menu).toBeVisible();
  expect(await storeValue<string>(page, 'ui.selection')).toBe(copy);
  await menu.getByRole('menuitem', { name: /^Delete/ }).click();
  await expect.poll(() => rowOrder(page)).toEqual(['first', 'second', 'cta']);
  await expect(frame.locator(`.e-${copy}`)).toHaveCount(0);

  // From the keyboard, Escape closes it; a press on the canvas too.
  await frame.locator('.e-first').click();
  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Copy/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  expect(await storeValue<string>(page, 'ui.selection')).toBe('first');
  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  // The press only closes the menu: it does not reach the page under it.
  const cta = (await frame.locator('.e-cta').boundingBox())!;
  await page.mouse.click(cta.x + 5, cta.y + 5);
  await expect(menu).toHaveCount(0);
  expect(await storeValue<string>(page, 'ui.selection')).toBe('first');

  // Two undo steps: the delete, then the duplicate.
  await page.keyboard.press('Control+z');
  await expect.poll(() => rowOrder(page).then((ids) => ids.length)).toBe(4);
  await page.keyboard.press('Control+z');
  await expect.poll(() => rowOrder(page)).toEqual(['first', 'second', 'cta']);
  await expect
    .poll(async () => Object.keys(await savedElements(page)).sort(), { timeout: 15_000 })
    .toEqual(['cta', 'first', 'row', 'second']);
  expect(errors).toEqual([]);
});

test('far from the view the canvas skips rendering a root, which keeps its place and size', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/canvas-lab/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const frame = (await page.locator('iframe[data-testid="canvas-frame"]').elementHandle())!;
  const canvas = (await frame.contentFrame())!;
  // Each root of the page (24 bands): held or not, its computed content-visibility, its box in
  // the page's coordinates.
  const roots = () =>
    canvas.evaluate(() =>
      [...document.querySelectorAll('#root > section[data-section] > *')].map((root) => {
        const box = root.getBoundingClientRect();
        return {
          id: /\be-([\w-]+)/.exec(root.className)![1]!,
          far: root.hasAttribute('data-canvas-far'),
          visibility: getComputedStyle(root).contentVisibility,
          top: Math.round(box.top + scrollY),
          height: Math.round(box.height),
          shown: box.bottom > 0 && box.top < innerHeight,
        };
      }),
    );
  const held = async () => (await roots()).filter((r) => r.far).map((r) => r.id);

  // At the top: the last band is far, so it is held; what is shown is not, nor band 13 with
  // its fixed cart button, which stays in the viewport's corner.
  await expect.poll(async () => (await held()).includes('band23')).toBe(true);
  const atTop = await roots();
  expect(atTop.filter((r) => r.shown && r.far)).toEqual([]);
  expect(atTop.find((r) => r.id === 'band12')!.far).toBe(false);
  expect(atTop.filter((r) => r.far).every((r) => r.visibility === 'auto')).toBe(true);
  expect(atTop.filter((r) => !r.far).every((r) => r.visibility === 'visible')).toBe(true);
  expect(atTop.filter((r) => r.far).length).toBeGreaterThan(12);
  await expect(
    page.frameLocator('iframe[data-testid="canvas-frame"]').locator('.e-cart'),
  ).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('canvas-far-top.png') });

  // At the bottom: the first bands are held, the last ones render, and every band is where it
  // was and as tall as it was, held or not (its held size is the one it had).
  await canvas.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await held()).includes('band0')).toBe(true);
  const atBottom = await roots();
  expect(atBottom.find((r) => r.id === 'band23')!.far).toBe(false);
  expect(atBottom.map(({ id, top, height }) => ({ id, top, height }))).toEqual(
    atTop.map(({ id, top, height }) => ({ id, top, height })),
  );
  await page.screenshot({ path: test.info().outputPath('canvas-far-bottom.png') });

  // Selected from the navigator, far away, its band renders in full (the overlay measures it).
  await page.getByRole('tab', { name: 'Navigator' }).click();
  await page.locator('[data-testid="navigator-row"][data-element-id="heading0"]').click();
  await expect(page.getByTestId('selection-label')).toHaveText('Heading 1');
  await expect.poll(async () => (await held()).includes('band0')).toBe(false);
  expect((await roots()).find((r) => r.id === 'band0')!.top).toBe(atTop[0]!.top);

  // On a phone the bands are taller (their text wraps more): held bands are measured again, so
  // they still keep their places and heights from one end of the page to the other.
  await page.locator('[data-breakpoint="mobile"]').click();
  await expect.poll(() => canvas.evaluate(() => innerWidth)).toBe(767);
  await canvas.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await held()).includes('band23')).toBe(false);
  const phoneBottom = await roots();
  expect(phoneBottom.find((r) => r.id === 'band1')!.far).toBe(true);
  const total = (list: Array<{ height: number }>) => list.reduce((sum, r) => sum + r.height, 0);
  expect(total(phoneBottom)).toBeGreaterThan(total(atTop));
  await canvas.evaluate(() => scrollTo(0, 0));
  await expect.poll(async () => (await held()).includes('band23')).toBe(true);
  const phoneTop = await roots();
  expect(phoneTop.filter((r) => r.shown && r.far)).toEqual([]);
  expect(phoneTop.find((r) => r.id === 'band1')!.far).toBe(false);
  expect(phoneTop.map(({ id, top, height }) => ({ id, top, height }))).toEqual(
    phoneBottom.map(({ id, top, height }) => ({ id, top, height })),
  );
  expect(errors).toEqual([]);
});

test.describe('in a window too narrow for the desktop page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the canvas is scaled to fit: the whole page, outlines on their elements, drops and menus under the pointer', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The stage's scale in every frame the page painted, from the first one that showed it.
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const scales: string[] = [];
      (window as Window & { __scales?: string[] }).__scales = scales;
      const tick = () => {
        const stage = document.querySelector<HTMLElement>('.canvas-stage');
        if (stage && scales.length < 600) scales.push(stage.dataset.scale ?? '');
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
    await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
    const area = page.locator('.canvas');
    const iframe = page.locator('iframe[data-testid="canvas-frame"]');
    const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
    await expect(frame.locator('.e-first')).toHaveText('First text');

    // The page is laid out at 992 px (desktop) and shown at the canvas area's width, which
    // does not scroll sideways.
    const areaBox = (await area.boundingBox())!;
    expect(areaBox.width).toBeLessThan(992);
    expect(Math.abs((await iframe.boundingBox())!.width - areaBox.width)).toBeLessThan(1);
    expect(await frame.locator('html').evaluate((html) => html.clientWidth)).toBe(992);
    expect(await area.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
    // Scaled from its first frame: it never showed at full size, cut off, before it was measured.
    const scales = await page.evaluate(
      () => (window as Window & { __scales?: string[] }).__scales ?? [],
    );
    const shown = await page.locator('.canvas-stage').getAttribute('data-scale');
    expect(Number(shown)).toBeLessThan(1);
    expect(scales.length).toBeGreaterThan(0);
    expect(new Set(scales)).toEqual(new Set([shown]));

    // Outlines drawn on the shown element, at the label's full size.
    await frame.locator('.e-second').click();
    const outline = (await page.getByTestId('selection-outline').boundingBox())!;
    const element = (await frame.locator('.e-second').boundingBox())!;
    expect(Math.abs(outline.x - element.x)).toBeLessThan(2);
    expect(Math.abs(outline.y - element.y)).toBeLessThan(2);
    expect(Math.abs(outline.width - element.width)).toBeLessThan(2);
    expect(Math.abs(outline.height - element.height)).toBeLessThan(2);
    await page.screenshot({ path: 'test-results/screenshots/editor-canvas-scaled.png' });

    // A right click opens the element menu under the pointer.
    const menu = page.getByRole('menu', { name: 'Element actions' });
    await page.mouse.click(element.x + 30, element.y + 5, { button: 'right' });
    await expect(menu).toBeVisible();
    const menuBox = (await menu.boundingBox())!;
    expect(Math.abs(menuBox.x - (element.x + 30))).toBeLessThan(2);
    expect(Math.abs(menuBox.y - (element.y + 5))).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    // A palette item dropped on the right half of the second text goes after it. The drop
    // indicator is drawn on the shown page: a line between the second text and the call to
    // action, as tall as their row.
    await page.getByRole('tab', { name: 'Add' }).click();
    const item = page.locator('[data-testid="palette-item"][data-component-type="text"]');
    const from = (await item.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(element.x + element.width - 3, element.y + element.height / 2, {
      steps: 15,
    });
    const indicator = (await page.getByTestId('drop-indicator').boundingBox())!;
    const row = (await frame.locator('.e-row').boundingBox())!;
    const cta = (await frame.locator('.e-cta').boundingBox())!;
    expect(indicator.x).toBeGreaterThanOrEqual(element.x + element.width - 2);
    expect(indicator.x + indicator.width).toBeLessThanOrEqual(cta.x + 2);
    expect(Math.abs(indicator.y - row.y)).toBeLessThan(2);
    expect(Math.abs(indicator.height - row.height)).toBeLessThan(2);
    await page.mouse.up();
    await expect.poll(() => rowOrder(page).then((ids) => ids.length)).toBe(4);
    const inserted = (await rowOrder(page))[2]!;
    expect(await rowOrder(page)).toEqual(['first', 'second', inserted, 'cta']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => rowOrder(page)).toEqual(['first', 'second', 'cta']);
    await expect
      .poll(() => savedRowOrder(page), { timeout: 15_000 })
      .toEqual(['first', 'second', 'cta']);

    // Tablet (991 px) does not fit either: laid out at 991, shown at the area's width.
    await page.locator('[data-breakpoint="tablet"]').click();
    await expect.poll(() => frame.locator('html').evaluate((html) => html.clientWidth)).toBe(991);
    expect(Math.abs((await iframe.boundingBox())!.width - areaBox.width)).toBeLessThan(1);
    expect(errors).toEqual([]);
  });
});
