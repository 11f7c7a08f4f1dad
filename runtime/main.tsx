/**
 * Entry of the visitor runtime, kept small: the app itself (`start.tsx`, React and the runtime)
 * is imported from here. Over a page the server rendered, it is imported once the browser has
 * painted that page, with the page's scripts (listed by the server) preloaded then: on a slow
 * phone the page shows before scripts compete for the network and the processor.
 */
import { PRELOADS_ELEMENT_ID, RENDERED_ATTRIBUTE, ROOT_ELEMENT_ID } from './app/boot.ts';
import { keepEarlyTaps, listenForEarlyTaps } from './app/early-taps.ts';
import { warmIntl } from './app/intl-warmup/warm-intl.ts';
import { nextTask } from './app/next-task.ts';

// First, while the page paints: ICU's data for the page's language, loaded by a worker thread
// instead of the first price the hydration formats (app/intl-warmup/).
void warmIntl([document.documentElement.lang]);

const start = () => void import('./start.tsx');

/**
 * Over a server-rendered page (on screen already), the app's code is evaluated in two tasks
 * instead of one: React DOM (its modules run once, when first imported), then the app.
 */
const startInSteps = async () => {
  try {
    await import('react-dom/client');
    await nextTask();
  } finally {
    start();
  }
};

/** Links added per task: each costs the main thread 1-2 ms (4-8 on a slow phone). */
const PRELOADS_PER_TASK = 2;

/**
 * The page's scripts the server listed, fetched in parallel (only the app's own addresses), a
 * few links per task so that no task is long.
 */
function preloadScripts(): void {
  let urls: unknown;
  try {
    urls = JSON.parse(document.getElementById(PRELOADS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  const valid = urls.filter(
    (url): url is string => typeof url === 'string' && /^\/_app\/[\w./-]+\.js$/.test(url),
  );
  // The page's nonce (server/csp/html.ts): a script preload needs it under the page's policy.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
  const batch = (from: number) => {
    for (const url of valid.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      if (nonce) link.nonce = nonce;
      link.href = url;
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < valid.length) setTimeout(() => batch(from + PRELOADS_PER_TASK));
  };
  batch(0);
}

const root = document.getElementById(ROOT_ELEMENT_ID);
if (root?.hasAttribute(RENDERED_ATTRIBUTE)) {
  // A tap on a button before React hydrated the page is done once it has (app/early-taps.ts).
  keepEarlyTaps(listenForEarlyTaps(root));
  // After the next frame; a tab in the background paints no frame, hence the timer.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    void startInSteps();
    preloadScripts();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
} else {
  start();
}
