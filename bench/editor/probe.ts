/**
 * What the benchmark runs inside the pages (every function here is serialised by Playwright, so
 * each is self-contained). Times are all on the top window's clock (`top.performance.now()`,
 * navigation start = 0); the canvas frames are same-origin, so they read it too.
 *
 * - `installLoadProbe` (init script, top window): long tasks (PerformanceObserver, buffered) and
 *   the first frame where the editor is usable, taken after that frame painted
 *   (`requestAnimationFrame` then `setTimeout 0`).
 * - `armWatch` (in the frame that shows the page): one interaction — from its trigger
 *   (`keydown` or `pointerup`, in the top window or the frame) to the first paint, after a
 *   mutation of the page made since the trigger, where a condition holds (a text, an order,
 *   how many elements it shows).
 *   A drag's preview may show the new order before the drop: what counts is the drop's own
 *   change.
 */

export type ReadyKind = 'baobab' | 'puck' | 'plain';

export interface LoadProbe {
  longTasks: Array<[start: number, duration: number]>;
  ready: number | null;
}

export type Condition =
  | { kind: 'text'; id: string; expected: string }
  | { kind: 'order'; first: string; second: string }
  /** How many elements the page shows (`.e-<id>`): more than, or exactly, `count`. */
  | { kind: 'count'; compare: 'more' | 'equal'; count: number };

export interface WatchState {
  t0: number | null;
  first: number | null;
  /** Called once `first` is known (the benchmark waits on it instead of polling). */
  onFirst?: () => void;
}

declare global {
  interface Window {
    __benchLoad?: LoadProbe;
    __benchWatch?: WatchState & { stop(): void };
  }
}

export function installLoadProbe({ kind, last }: { kind: ReadyKind; last: string }): void {
  if (window.top !== window) return;
  const probe: LoadProbe = { longTasks: [], ready: null };
  window.__benchLoad = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task API: the load is then the usable frame alone.
  }
  const inFrame = (selector: string) => {
    const frame = document.querySelector<HTMLIFrameElement>(selector);
    return frame?.contentDocument?.querySelector(`.e-${last}`) ?? null;
  };
  const usable = (): boolean => {
    switch (kind) {
      case 'baobab':
        return (
          document.documentElement.dataset.editorReady === 'true' &&
          inFrame('iframe[data-testid="canvas-frame"]') !== null
        );
      case 'puck':
        return (
          inFrame('iframe#preview-frame') !== null &&
          document.querySelector('[class*="_PuckFields"]') !== null
        );
      case 'plain':
        return document.querySelector(`.e-${last}`) !== null;
    }
  };
  const tick = () => {
    if (usable()) setTimeout(() => (probe.ready = performance.now()), 0);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export function armWatch({
  condition,
  trigger,
  key,
}: {
  condition: Condition;
  trigger: 'keydown' | 'pointerup';
  /** For `keydown`: the key that starts the measure (`z` of Control+Z, not Control). */
  key?: string;
}): void {
  window.__benchWatch?.stop();
  const top = window.top ?? window;
  const now = () => top.performance.now();
  const holds = (): boolean => {
    if (condition.kind === 'text') {
      return document.querySelector(`.e-${condition.id}`)?.textContent === condition.expected;
    }
    if (condition.kind === 'count') {
      const shown = document.querySelectorAll('[class^="e-"], [class*=" e-"]').length;
      return condition.compare === 'more' ? shown > condition.count : shown === condition.count;
    }
    const first = document.querySelector(`.e-${condition.first}`);
    const second = document.querySelector(`.e-${condition.second}`);
    return (
      first !== null &&
      second !== null &&
      (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  };
  const state: WatchState & { stop(): void } = {
    t0: null,
    first: null,
    stop: () => {},
  };
  const afterPaint = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (state.first === null && holds()) {
          state.first = now();
          state.onFirst?.();
        }
      }, 0),
    );
  const onTrigger = (event: Event) => {
    if (state.t0 !== null) return;
    if (key !== undefined && (event as KeyboardEvent).key?.toLowerCase() !== key) return;
    state.t0 = now();
  };
  const windows = [...new Set([top, window])];
  for (const w of windows) w.addEventListener(trigger, onTrigger, true);
  const observer = new MutationObserver(() => {
    if (state.t0 !== null && state.first === null) afterPaint();
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  state.stop = () => {
    observer.disconnect();
    for (const w of windows) w.removeEventListener(trigger, onTrigger, true);
  };
  window.__benchWatch = state;
}
