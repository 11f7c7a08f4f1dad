/**
 * How the benchmark works each editor with a real mouse and keyboard: where the page shows, how
 * an element is selected, which sidebar field edits its text, how a card is dragged before its
 * sibling. Everything else (timing, conditions) is the same code for both (`measure.ts`).
 */
import type { Frame, Locator, Page } from 'playwright-core';
import type { ReadyKind } from './probe.ts';

export interface EditorDriver {
  name: string;
  kind: ReadyKind;
  url(size: number): string;
  /** The iframe that shows the page; null when the page is the top document (hand-written). */
  frameSelector: string | null;
  /** Selects an element by clicking it in the page; `corner` clicks its padding (a container). */
  select(page: Page, id: string, corner?: boolean): Promise<void>;
  /**
   * Scrolls the page to the element as selecting it does in an editor (Playwright's click
   * scrolls it into view), for a page where nothing is selected: the hand-written page then
   * paints around the typed title as the editors' canvases do, not around its top.
   */
  reveal?(page: Page, id: string): Promise<void>;
  /** The sidebar input of the selected element's `text` property. */
  textField(page: Page): Locator;
  /**
   * Drags the element `moved` (selected first with `select(…, true)`, outside the measure: its
   * click ends with a pointerup too) and drops it before `before`, with the real mouse.
   */
  dragBefore(page: Page, moved: string, before: string): Promise<void>;
  /**
   * Waits until what the page changed is stored where the next page loads it from (Baobab
   * saves to the server): a page opened before a save, or a save landing after the next page
   * loaded, would meet a conflict dialog over the canvas instead of the page.
   */
  settle?(page: Page): Promise<void>;
}

/** How long Baobab's autosave may take to store the last change (debounce, then the request). */
const SETTLE_TIMEOUT_MS = 15_000;

export async function contentFrame(page: Page, driver: EditorDriver): Promise<Frame> {
  if (driver.frameSelector === null) return page.mainFrame();
  const handle = await page.locator(driver.frameSelector).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`${driver.name}: no page frame (${driver.frameSelector})`);
  return frame;
}

/** The box of an element of the page frame, in the top page's coordinates. */
async function boxInPage(page: Page, driver: EditorDriver, id: string) {
  const box = await (driver.frameSelector === null ? page : page.frameLocator(driver.frameSelector))
    .locator(`.e-${id}`)
    .boundingBox();
  if (!box) throw new Error(`${driver.name}: element ${id} is not shown`);
  return box;
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** A pointer path in small steps, as a hand does (drag sensors need movement to start). */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await pause(page, 50);
  // A few pixels first, past the sensors' activation distance.
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await pause(page, 50);
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await pause(page, 150);
  await page.mouse.move(to.x + 1, to.y, { steps: 1 });
  await pause(page, 150);
  await page.mouse.up();
}

/**
 * Where Baobab drops before a card: inside its leading edge (the first 10 px along the row,
 * which the canvas reads as "before this element"; further in, the drop goes inside the card,
 * a container), mid-height.
 */
const edgeBefore = (box: { x: number; y: number; width: number; height: number }) => ({
  x: box.x + 3,
  y: box.y + box.height / 2,
});

export function baobabDriver(editorOrigin: string, siteId: (size: number) => string): EditorDriver {
  const frameSelector = 'iframe[data-testid="canvas-frame"]';
  const driver: EditorDriver = {
    name: 'Baobab',
    kind: 'baobab',
    url: (size) => `${editorOrigin}/#/sites/${siteId(size)}/edit`,
    frameSelector,
    async select(page, id, corner) {
      await page
        .frameLocator(frameSelector)
        .locator(`.e-${id}`)
        .click(corner ? { position: { x: 4, y: 4 } } : {});
      await page.locator('[data-testid="selection-outline"]').waitFor();
    },
    textField: (page) => page.locator('[data-field="text"]').locator('input, textarea').first(),
    async settle(page) {
      await page
        .locator('[data-testid="save-status"][data-state="saved"]')
        .waitFor({ timeout: SETTLE_TIMEOUT_MS });
    },
    async dragBefore(page, _moved, before) {
      const handle = await page.locator('[data-testid="selection-drag"]').boundingBox();
      if (!handle) throw new Error('Baobab: the selection has no drag handle');
      const target = await boxInPage(page, driver, before);
      await drag(
        page,
        { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
        edgeBefore(target),
      );
    },
  };
  return driver;
}

export function puckDriver(url: (size: number) => string): EditorDriver {
  const frameSelector = 'iframe#preview-frame';
  const driver: EditorDriver = {
    name: 'Puck',
    kind: 'puck',
    url,
    frameSelector,
    async select(page, id, corner) {
      await page
        .frameLocator(frameSelector)
        .locator(`.e-${id}`)
        .click(corner ? { position: { x: 4, y: 4 } } : {});
    },
    // Puck lays its fields out twice (desktop and mobile sidebars): the visible one.
    textField: (page) =>
      page.locator('[class*="_PuckFields_"] input[name="text"]').filter({ visible: true }),
    async dragBefore(page, moved, before) {
      // Puck drags a component from anywhere on it: its padding, for the card itself.
      const from = await boxInPage(page, driver, moved);
      const target = await boxInPage(page, driver, before);
      // Over the left quarter of the card: Puck places a card before or after the one under
      // the pointer by its half (the gap between cards is narrow at Puck's canvas zoom).
      await drag(
        page,
        { x: from.x + 4, y: from.y + 4 },
        { x: target.x + target.width / 4, y: target.y + target.height / 2 },
      );
    },
  };
  return driver;
}

/**
 * The hand-written page (`plain/`): its one text field edits the target title, nothing to
 * select and nothing to drag (keystrokes only: the floor of keystroke → paint).
 */
export function plainDriver(url: (size: number) => string): EditorDriver {
  return {
    name: 'hand-written',
    kind: 'plain',
    url,
    frameSelector: null,
    async select() {},
    async reveal(page, id) {
      await page.locator(`.e-${id}`).scrollIntoViewIfNeeded();
    },
    textField: (page) => page.locator('[data-bench-field="text"]'),
    dragBefore() {
      return Promise.reject(new Error('the hand-written page has no drag and drop'));
    },
  };
}
