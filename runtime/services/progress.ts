/**
 * Page-loading progress (seeds 000 §4, §9): starts at 10 %, every 300 ms moves one fifth of the
 * remaining distance toward 100, back to 0 when loading stops. It never reaches 100 by itself:
 * the bar shows that something is happening, not how much is left.
 */
import { createListeners, type Listener } from './listeners.ts';

export const PROGRESS_START = 10;
export const PROGRESS_TICK_MS = 300;
/** The share of the remaining distance covered at each tick. */
export const PROGRESS_STEP = 1 / 5;
export const PROGRESS_DEFAULT_COLOR = 'blue';

export interface ProgressOptions {
  onChange?: Listener<number>;
  /** Timers, global ones by default (tests pass fakes or use fake timers). */
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface Progress {
  /** Percent, 0 when idle. */
  get(): number;
  /** Loading started: 10 %, then ticks. Calling it while running keeps the current value. */
  start(): void;
  /** Loading stopped: back to 0. */
  stop(): void;
  subscribe(listener: Listener<number>): () => void;
}

export function createProgress(options: ProgressOptions = {}): Progress {
  const every =
    options.setInterval ??
    ((callback: () => void, ms: number) => globalThis.setInterval(callback, ms));
  const cancel =
    options.clearInterval ??
    ((handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  const listeners = createListeners<number>();
  if (options.onChange) listeners.add(options.onChange);
  let percent = 0;
  let timer: unknown = null;

  const set = (value: number) => {
    if (value === percent) return;
    percent = value;
    listeners.emit(percent);
  };

  return {
    get: () => percent,
    start() {
      if (timer !== null) return;
      set(PROGRESS_START);
      timer = every(() => set(percent + (100 - percent) * PROGRESS_STEP), PROGRESS_TICK_MS);
    },
    stop() {
      if (timer !== null) cancel(timer);
      timer = null;
      set(0);
    },
    subscribe: (listener) => listeners.add(listener),
  };
}
