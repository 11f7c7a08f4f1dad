/**
 * The runtime's server entry (built by `server/build.ts` with Vite's SSR build into
 * `dist/ssr/ssr.js`): a page rendered to HTML with the runtime's own renderer, as the browser
 * renders it first (`app/first-view.ts`): a new visitor (no stored variables, no user, plugins
 * not started), before any browser state is read. The browser hydrates it (`main.tsx`).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { BootData, PageData } from '@shared/schema/compose.ts';
import { App } from './app/App.tsx';
import { enterFirstView, settingWorkflows } from './app/first-view.ts';
import { createSession, type Session } from './app/session.ts';
import type { Fetch, RenderedCollection } from './state/collections.ts';

export interface RenderInput {
  boot: BootData;
  /** The request's address: path and query. */
  address: string;
  data: PageData;
  /** A bound page's record (`{ data }`); undefined for a page that is not bound. */
  record?: { data: unknown } | undefined;
  /** The breakpoint to render for (the browser hydrates with the same); desktop by default. */
  breakpoint?: 'mobile' | 'desktop' | undefined;
  /**
   * The site's own routes, called in-process (`runtime/server/render-fetch.ts`): the page's
   * collections are fetched with it before rendering, as for a new visitor. Without it they are
   * left to the browser.
   */
  fetch?: Fetch | undefined;
}

/** A rendered page: the inside of `#root`, and the collections it was rendered with. */
export interface RenderOutput {
  html: string;
  collections: RenderedCollection[];
}

/** Longest a render may take before it is given up (the browser then renders the page itself). */
const RENDER_TIMEOUT_MS = 5_000;

/** Longest the page's collections may take; those not fetched by then are left to the browser. */
const COLLECTIONS_TIMEOUT_MS = 2_000;

/** Without the site's routes, collections are fetched by the browser once the page is on screen. */
const noFetch = () => Promise.reject(new Error('no fetch while rendering on the server'));

/**
 * The HTML of the page at `address`, for the inside of `#root`, with the collections it shows;
 * null when the server does not render that page (a page with user groups, an unknown path or
 * record, a bound page without its record). Rejects when rendering fails.
 */
export type PageRenderer = (input: RenderInput) => Promise<RenderOutput | null>;

export const renderPage: PageRenderer = async (input) => {
  const { boot, address, data, record, breakpoint } = input;
  // The page is rendered before any browser state is read: the host plays no part (one render
  // serves every host name of the environment).
  const url = new URL(address, 'http://localhost');
  const location = { pathname: url.pathname, search: url.search, hash: '' };
  const noListeners = { addEventListener() {}, removeEventListener() {} };
  const session = createSession(boot, {
    fetch: input.fetch ?? noFetch,
    startPlugins: false,
    window: {
      location: { ...location, origin: url.origin, hostname: url.hostname },
      ...noListeners,
    },
  });
  const initial = await enterFirstView(boot, session.runtime, address, data, record, breakpoint);
  if (!initial) return null;
  if (input.fetch) await fetchCollections(session.runtime);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App boot={boot} initial={initial} session={session} location={location} />
      </StrictMode>,
      { signal: controller.signal, onError: (error) => console.error('[baobab] render', error) },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    const html = Buffer.concat(chunks).toString('utf8');
    return { html, collections: session.runtime.collections.rendered() };
  } finally {
    clearTimeout(timer);
    session.services.dispose();
  }
};

/**
 * The collections the page fetches when it loads (auto-fetch), but those fetched with the
 * visitor's token: the page renders with their records. One that fails or is slow is left to the
 * browser, which fetches it after hydrating as it would have. So are all of them where a
 * before-collection-fetch workflow does more than set variables (`settingWorkflows`; those that
 * only set them ran as the page was entered).
 */
async function fetchCollections(runtime: Session['runtime']): Promise<void> {
  if (settingWorkflows(runtime) === null) return;
  const { collections } = runtime;
  const ids = collections
    .autoFetchIds()
    .filter((id) => collections.definition(id)?.authenticated !== true);
  if (ids.length === 0) return;
  // A fetch that ignores the signal is not waited for either.
  const signal = AbortSignal.timeout(COLLECTIONS_TIMEOUT_MS);
  const late = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  await Promise.race([collections.fetch(ids, signal).catch(() => undefined), late]);
  // What failed renders as the browser first shows it (not fetched, no error): it hydrates that.
  collections.resetUnfetched();
}
