/**
 * What lives as long as the page: the site's live state, the app services and the plugins
 * starting. One per boot data, made on first use outside React's own bookkeeping, so StrictMode's
 * double render and effect replay never create a second set or dispose the one in use.
 */
import type { BootData } from '@shared/schema/compose.ts';
import type { StorageLike } from '@shared/variables/store.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import type { Fetch } from './load-page.ts';
import { createServices, type AppServices, type ServicesWindow } from './services.ts';
import { safeStorage } from './storage.ts';

export interface Session {
  runtime: SiteRuntime;
  services: AppServices;
  /** Settles once every enabled plugin started or failed (guards wait for the auth plugin). */
  plugins: Promise<void>;
}

const sessions = new WeakMap<BootData, Session>();

/**
 * The session of this boot data, made on first call. `pluginsAfter` (first call only): the
 * plugins start once it settles — over a server-rendered page, after hydration, so that the
 * page hydrates in the state the server rendered (plugins not started).
 */
export function sessionFor(
  boot: BootData,
  fetch?: Fetch,
  pluginsAfter?: Promise<unknown>,
): Session {
  let session = sessions.get(boot);
  if (!session) {
    session = createSession(boot, { fetch, storage: safeStorage('local'), pluginsAfter });
    sessions.set(boot, session);
  }
  return session;
}

export interface SessionOptions {
  fetch?: Fetch | undefined;
  storage?: StorageLike | undefined;
  /** The browser's window by default; the server's rendering passes a stand-in (`ssr.tsx`). */
  window?: ServicesWindow;
  /** False on the server: its page is rendered as for a visitor whose plugins have not started. */
  startPlugins?: boolean;
  /** The plugins start once this settles (`sessionFor`). */
  pluginsAfter?: Promise<unknown> | undefined;
}

/** A new session: what `sessionFor` keeps per boot data, and what the server renders a page with. */
export function createSession(boot: BootData, options: SessionOptions = {}): Session {
  const runtime = new SiteRuntime(boot.app, {
    siteId: boot.siteId,
    fetch: options.fetch,
    storage: options.storage,
  });
  const services = createServices(boot, options.window);
  // Until their chunks have started, the site's plugins are known and publish nothing:
  // `plugins.auth.isAuthenticated` reads as unset (a signed-out visitor) instead of failing
  // with "Unknown plugin" while the page first renders.
  const enabled = Object.keys(boot.app.plugins);
  if (enabled.length > 0) runtime.setPlugins(Object.fromEntries(enabled.map((id) => [id, {}])));
  // The plugin loader is a chunk of its own: sites without plugins never download it.
  // Workflows calling plugin actions wait for it (`runtime.pluginsStarting`).
  const plugins =
    Object.keys(boot.app.plugins).length && options.startPlugins !== false
      ? (runtime.pluginsStarting = Promise.resolve(options.pluginsAfter)
          .catch(() => {})
          .then(() => import('../plugins/start.ts'))
          .then((m) => m.startSitePlugins(boot.app, runtime, services.environment, boot.siteId))
          .finally(() => (runtime.pluginsStarting = null)))
      : Promise.resolve();
  return { runtime, services, plugins };
}
