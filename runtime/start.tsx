/**
 * The visitor runtime's start (imported by `main.tsx`): boot data from the page, then the app.
 * Over a page the server rendered (`#root` marked `data-baobab-rendered`), the first page is
 * loaded and entered first and React hydrates the server's HTML (`app/first-view.ts`); it stays
 * on screen meanwhile.
 */
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BootData } from '@shared/schema/compose.ts';
import { App } from './app/App.tsx';
import { provideIconChunks } from '@catalogue/icon/icon-chunks.ts';
import {
  BREAKPOINT_ATTRIBUTE,
  readBootData,
  readIconChunks,
  readRenderedCollections,
  RENDERED_ATTRIBUTE,
  ROOT_ELEMENT_ID,
} from './app/boot.ts';
import { takeEarlyTaps } from './app/early-taps.ts';
import { loadFirstView } from './app/first-view.ts';
import { nextTask } from './app/next-task.ts';
import { sessionFor } from './app/session.ts';
import { adoptRenderedStylesheet } from './render/PageView.tsx';

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error('[baobab] the page has no #root element');

const boot = readBootData();
provideIconChunks(readIconChunks());

const render = (app: ReactNode) => createRoot(container).render(<StrictMode>{app}</StrictMode>);

if (!boot) {
  render(
    <main
      role="alert"
      style={{ padding: '4rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>This site could not start.</h1>
      <p>Its configuration is missing from the page. Please reload.</p>
    </main>,
  );
} else if (container.hasAttribute(RENDERED_ATTRIBUTE)) {
  // This module was just evaluated (a long piece of work on a phone): the session is made in a
  // task of its own.
  void nextTask().then(() => hydrateRendered(boot, container));
} else {
  render(<App boot={boot} />);
}

/** Over a server render: the first page loaded and entered, then React hydrates the HTML. */
function hydrateRendered(boot: BootData, container: HTMLElement): void {
  const address = `${window.location.pathname}${window.location.search}`;
  // The server rendered the page as for a new visitor: stored variable values (a cart) and the
  // plugins (a signed-in user) come once the browser has hydrated it.
  let settle = () => {};
  const hydration = new Promise<void>((resolve) => (settle = resolve));
  const { runtime } = sessionFor(boot, undefined, hydration);
  const taps = takeEarlyTaps();
  const hydrated = () => {
    runtime.restoreStoredVariables();
    settle();
    // The buttons tapped before React's handlers were attached, now that they are.
    taps?.replay();
  };
  const breakpoint =
    container.getAttribute(BREAKPOINT_ATTRIBUTE) === 'mobile' ? 'mobile' : 'desktop';
  const collections = readRenderedCollections();
  // Making the session is a long piece of work on a phone: the page is loaded in a later task.
  void nextTask()
    .then(() => loadFirstView(boot, runtime, address, undefined, breakpoint, collections))
    .then((initial) => {
      if (initial) {
        adoptRenderedStylesheet(container, initial.data, boot.app, initial.lang);
        // A transition: React hydrates in slices and lets the browser handle input between them,
        // instead of one long task on a slow phone (Lighthouse's total blocking time).
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <App boot={boot} initial={initial} onMounted={hydrated} />
            </StrictMode>,
          );
        });
      } else {
        // The page cannot be entered as the server rendered it: the app starts as usual (the
        // taps were on buttons it replaces).
        taps?.stop();
        hydrated();
        container.removeAttribute(RENDERED_ATTRIBUTE);
        render(<App boot={boot} />);
      }
    });
}
