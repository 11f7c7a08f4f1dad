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
import { enterFirstView } from './app/first-view.ts';
import { createSession } from './app/session.ts';

export interface RenderInput {
  boot: BootData;
  /** The request's address: path and query. */
  address: string;
  data: PageData;
  /** A bound page's record (`{ data }`); undefined for a page that is not bound. */
  record?: { data: unknown } | undefined;
  /** The breakpoint to render for (the browser hydrates with the same); desktop by default. */
  breakpoint?: 'mobile' | 'desktop' | undefined;
}

/** Longest a render may take before it is given up (the browser then renders the page itself). */
const RENDER_TIMEOUT_MS = 5_000;

/** No fetch on the server: collections are fetched by the browser once the page is on screen. */
const noFetch = () => Promise.reject(new Error('no fetch while rendering on the server'));

/**
 * The HTML of the page at `address`, for the inside of `#root`; null when the server does not
 * render that page (a page with user groups, an unknown path or record, a bound page without its
 * record). Rejects when rendering fails.
 */
export type PageRenderer = (input: RenderInput) => Promise<string | null>;

export const renderPage: PageRenderer = async (input) => {
  const { boot, address, data, record, breakpoint } = input;
  // The page is rendered before any browser state is read: the host plays no part (one render
  // serves every host name of the environment).
  const url = new URL(address, 'http://localhost');
  const location = { pathname: url.pathname, search: url.search, hash: '' };
  const noListeners = { addEventListener() {}, removeEventListener() {} };
  const session = createSession(boot, {
    fetch: noFetch,
    startPlugins: false,
    window: {
      location: { ...location, origin: url.origin, hostname: url.hostname },
      ...noListeners,
    },
  });
  const initial = await enterFirstView(boot, session.runtime, address, data, record, breakpoint);
  if (!initial) return null;
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
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
    session.services.dispose();
  }
};
