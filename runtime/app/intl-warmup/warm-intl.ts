/**
 * Warms `Intl` on a worker thread as the page starts (`runtime/main.tsx`). The first
 * `Intl.NumberFormat` of a renderer process costs 20–55 ms of one task on this machine's
 * Chromium (ICU loading its data), and it fell in the hydration of every page with a price: on
 * a phone, several hundred milliseconds of blocking time. ICU's caches are the process's, so
 * after the worker's first use the main thread's costs ~0.2 ms (`bench/README.md`).
 *
 * The worker's code is inlined in the entry (Vite's `?worker&inline`: a `blob:` worker, which
 * the pages' policy allows): a file of its own would be one more request at the start of the
 * page, beside the page's own scripts, on a phone's slow network.
 *
 * Best effort: no `Worker`, a worker refused (a stricter policy of a host page) or failing
 * leaves the main thread to pay, as before. The worker is closed when done or after a while.
 */
import IntlWorker from './intl-worker.ts?worker&inline';

/** Longest the worker may live: it normally answers within tens of milliseconds. */
const WORKER_LIFETIME_MS = 10_000;

/** Starts the warm-up for `locales`; resolves to whether the worker said it was done. */
export function warmIntl(locales: readonly string[]): Promise<boolean> {
  if (typeof Worker === 'undefined') return Promise.resolve(false);
  let worker: Worker;
  try {
    worker = new IntlWorker({ name: 'baobab-intl-warmup' });
  } catch {
    return Promise.resolve(false);
  }
  return new Promise<boolean>((resolve) => {
    const done = (warm: boolean) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(warm);
    };
    const timer = setTimeout(() => done(false), WORKER_LIFETIME_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => done(event.data === 'warm');
    worker.onerror = () => done(false);
    worker.postMessage([...locales]);
  });
}
