/**
 * The editor benchmark's measures, the same code for Baobab, Puck and the hand-written page
 * (`drivers.ts` says how each is worked): load to the first usable frame with long tasks and
 * total blocking time, heap, keystroke → canvas paint, drag-reorder → drop paint, undo → paint.
 */
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { contentFrame, type EditorDriver } from './drivers.ts';
import {
  armWatch,
  installLoadProbe,
  type Condition,
  type LoadProbe,
  type ReadyKind,
} from './probe.ts';

export const VIEWPORT = { width: 1440, height: 900 };
/** The load is over when this long has passed without a long task after the usable frame. */
const QUIET_MS = 1_000;
const LOAD_TIMEOUT_MS = 120_000;

/**
 * A call of a probe function as script text. The bundler that runs this file (tsx/esbuild) may
 * wrap inner functions in a `__name` helper that does not exist in the page: define it there.
 */
function callScript<T>(fn: (arg: T) => void, arg: T): string {
  return `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}

export interface LoadRun {
  /** Navigation start → the first frame where the editor (or page) is usable, painted. */
  ready: number;
  /** The later of `ready` and the end of the last long task: the first *usable* frame. */
  usable: number;
  /** Sum over long tasks of their time past 50 ms, until quiet. */
  tbt: number;
  longTasks: number;
  /** JS heap after a garbage collection (bytes). */
  heap: number;
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export async function openPage(
  browser: Browser,
  url: string,
  probe: { kind: ReadyKind; last: string },
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Opened> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await prepare?.(context);
  await context.addInitScript({ content: callScript(installLoadProbe, probe) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page, errors };
}

/** Waits for the usable frame, then for quiet; reads the timings and the heap. */
export async function measureLoad({ page, context, errors }: Opened): Promise<LoadRun> {
  await page
    .waitForFunction(() => window.__benchLoad?.ready != null, undefined, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 100,
    })
    .catch((error: unknown) => {
      throw new Error(
        `${page.url()} was not usable within ${LOAD_TIMEOUT_MS / 1000} s` +
          (errors.length ? `; page errors: ${errors.join('; ')}` : '') +
          `\n${error instanceof Error ? error.message : String(error)}`,
      );
    });
  let probe: LoadProbe & { now: number };
  for (;;) {
    probe = await page.evaluate(() => ({ ...window.__benchLoad!, now: performance.now() }));
    const lastEnd = Math.max(0, ...probe.longTasks.map(([start, duration]) => start + duration));
    if (probe.now - Math.max(probe.ready!, lastEnd) >= QUIET_MS) break;
    if (probe.now > LOAD_TIMEOUT_MS) {
      throw new Error(
        `${page.url()} still had long tasks ${LOAD_TIMEOUT_MS / 1000} s after it started`,
      );
    }
    await page.waitForTimeout(200);
  }
  const ready = probe.ready!;
  const lastEnd = Math.max(0, ...probe.longTasks.map(([start, duration]) => start + duration));
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return {
    ready,
    usable: Math.max(ready, lastEnd),
    tbt: probe.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longTasks: probe.longTasks.length,
    heap: usedSize,
  };
}

const WATCH_TIMEOUT_MS = 15_000;

async function arm(
  frame: Frame,
  condition: Condition,
  trigger: 'keydown' | 'pointerup',
  key?: string,
): Promise<void> {
  await frame.evaluate(callScript(armWatch, { condition, trigger, key }));
}

/**
 * Trigger → the first painted frame, after a change of the page, where the condition holds (ms).
 * The page tells when it has the time (`onFirst`): polling it on every animation frame
 * (`waitForFunction` with `polling: 'raf'`) ran Playwright's script inside the very frames
 * being measured, ~1 ms each.
 */
async function firstPaint(frame: Frame, what: string): Promise<number> {
  const ms = await frame.evaluate(
    (timeout) =>
      new Promise<number | null>((resolve) => {
        // No named inner functions: the bundler running this file would wrap them in a helper
        // the page does not have (see `callScript`).
        const watch = window.__benchWatch;
        if (!watch) return resolve(null);
        if (watch.t0 !== null && watch.first !== null) return resolve(watch.first - watch.t0);
        const timer = setTimeout(() => resolve(null), timeout);
        watch.onFirst = () => {
          clearTimeout(timer);
          resolve(watch.t0 !== null && watch.first !== null ? watch.first - watch.t0 : null);
        };
      }),
    WATCH_TIMEOUT_MS,
  );
  if (ms === null) {
    throw new Error(
      `${what}: the page did not show the change within ${WATCH_TIMEOUT_MS / 1000} s`,
    );
  }
  return ms;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

async function textOf(frame: Frame, id: string): Promise<string> {
  return frame.locator(`.e-${id}`).evaluate((element) => element.textContent ?? '');
}

/** Focuses the sidebar's text field of `id` (selected by clicking it), caret at the end. */
async function focusTextField(page: Page, driver: EditorDriver, id: string): Promise<void> {
  const field = driver.textField(page);
  if (!(await field.isVisible())) await driver.select(page, id);
  await driver.reveal?.(page, id);
  await field.click();
  await page.keyboard.press('End');
}

async function blur(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Keystrokes in the sidebar's text field → the canvas text painted (ms each, warm-up left out). */
export async function measureKeystrokes(
  page: Page,
  driver: EditorDriver,
  id: string,
  { count = 30, warmup = 3 } = {},
): Promise<number[]> {
  const frame = await contentFrame(page, driver);
  await focusTextField(page, driver, id);
  let text = await textOf(frame, id);
  const out: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const key = LETTERS[i % LETTERS.length]!;
    text += key;
    await arm(frame, { kind: 'text', id, expected: text }, 'keydown', key);
    await page.keyboard.press(key);
    const ms = await firstPaint(frame, `${driver.name}, keystroke ${i + 1}`);
    if (i >= warmup) out.push(ms);
    await page.waitForTimeout(40);
  }
  await blur(page);
  return out;
}

/** One change (a letter typed, the field left), then Control+Z → the canvas painted without it. */
export async function measureUndo(
  page: Page,
  driver: EditorDriver,
  id: string,
  { runs = 5 } = {},
): Promise<number[]> {
  const frame = await contentFrame(page, driver);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Past history debouncing before the change too: a change typed within Puck's 250 ms of
    // the keystrokes measured just before joins their step, and Control+Z then takes them all
    // away (the 500-element runs timed out on it).
    await page.waitForTimeout(700);
    await focusTextField(page, driver, id);
    const before = await textOf(frame, id);
    await arm(frame, { kind: 'text', id, expected: `${before}x` }, 'keydown', 'x');
    await page.keyboard.press('x');
    await firstPaint(frame, `${driver.name}, the change before undo ${i + 1}`);
    await blur(page);
    // Past history debouncing (Puck records a step 250 ms after the last change).
    await page.waitForTimeout(700);
    await arm(frame, { kind: 'text', id, expected: before }, 'keydown', 'z');
    await page.keyboard.press('Control+z');
    out.push(await firstPaint(frame, `${driver.name}, undo ${i + 1}`));
    await page.waitForTimeout(300);
  }
  return out;
}

/**
 * Drags one card before its sibling with the mouse, back and forth: mouseup → the paint of the
 * drop's change with the new order (ms each).
 */
export async function measureDrag(
  page: Page,
  driver: EditorDriver,
  targets: { moved: string; before: string },
  { runs = 5 } = {},
): Promise<number[]> {
  const frame = await contentFrame(page, driver);
  const out: number[] = [];
  let [moved, before] = [targets.moved, targets.before];
  for (let i = 0; i < runs; i++) {
    await driver.select(page, moved, true);
    await arm(frame, { kind: 'order', first: moved, second: before }, 'pointerup');
    await driver.dragBefore(page, moved, before);
    out.push(await firstPaint(frame, `${driver.name}, drag ${i + 1}`));
    await page.waitForTimeout(300);
    [moved, before] = [before, moved];
  }
  return out;
}

export interface StructureRuns {
  duplicate: number[];
  remove: number[];
  undo: number[];
}

const shownCount = (frame: Frame) =>
  frame.evaluate(() => document.querySelectorAll('[class^="e-"], [class*=" e-"]').length);

/**
 * Structural commands on a card with its children (Baobab's shortcuts): Control+D → the copy
 * painted; Delete (the copy, selected) → painted without it; Control+Z → the copy painted back.
 * A second Control+Z takes the copy away again, so each run starts from the page as generated.
 */
export async function measureStructure(
  page: Page,
  driver: EditorDriver,
  id: string,
  { runs = 10 } = {},
): Promise<StructureRuns> {
  const frame = await contentFrame(page, driver);
  const out: StructureRuns = { duplicate: [], remove: [], undo: [] };
  const step = async (
    condition: { compare: 'more' | 'equal'; count: number },
    key: string,
    press: string,
    what: string,
  ) => {
    await arm(frame, { kind: 'count', ...condition }, 'keydown', key);
    await page.keyboard.press(press);
    const ms = await firstPaint(frame, `${driver.name}, ${what}`);
    await page.waitForTimeout(300);
    return ms;
  };
  for (let i = 0; i < runs; i++) {
    await driver.select(page, id, true);
    await blur(page);
    const before = await shownCount(frame);
    out.duplicate.push(
      await step({ compare: 'more', count: before }, 'd', 'Control+d', `duplicate ${i + 1}`),
    );
    out.remove.push(
      await step({ compare: 'equal', count: before }, 'delete', 'Delete', `delete ${i + 1}`),
    );
    out.undo.push(
      await step({ compare: 'more', count: before }, 'z', 'Control+z', `undo ${i + 1}`),
    );
    await arm(frame, { kind: 'count', compare: 'equal', count: before }, 'keydown', 'z');
    await page.keyboard.press('Control+z');
    await firstPaint(frame, `${driver.name}, undoing duplicate ${i + 1}`);
    await page.waitForTimeout(300);
  }
  return out;
}
