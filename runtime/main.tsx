/**
 * Entry of the visitor runtime, kept small: the app itself (`start.tsx`, React and the runtime)
 * is imported from here. Over a page the server rendered, it is imported once the browser has
 * painted that page, with the page's scripts (listed by the server) preloaded then: on a slow
 * phone the page shows before scripts compete for the network and the processor.
 */
import { PRELOADS_ELEMENT_ID, RENDERED_ATTRIBUTE, ROOT_ELEMENT_ID } from './app/boot.ts';

const start = () => void import('./start.tsx');

/** The page's scripts the server listed, fetched in parallel (only the app's own addresses). */
function preloadScripts(): void {
  let urls: unknown;
  try {
    urls = JSON.parse(document.getElementById(PRELOADS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== 'string' || !/^\/_app\/[\w./-]+\.js$/.test(url)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

if (document.getElementById(ROOT_ELEMENT_ID)?.hasAttribute(RENDERED_ATTRIBUTE)) {
  // After the next frame; a tab in the background paints no frame, hence the timer.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    preloadScripts();
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
} else {
  start();
}
