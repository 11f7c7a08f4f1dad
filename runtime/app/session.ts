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
import { lazyStorage } from './storage.ts';

export interface Session {
  runtime: SiteRuntime;
  services: AppServices;
  /** Settles once every enabled plugin started or failed (guards wait for the auth plugin). */
  plugins: Promise<void>;
}

const sessions = new WeakMap<BootData, Session>();

/**
 * The session of this boot data, made on first call. `hydrated` (first call only): over a
 * server-rendered page, settled once the page is hydrated (`SessionOptions.hydrated`).
 */
export function sessionFor(boot: BootData, fetch?: Fetch, hydrated?: Promise<unknown>): Session {
  let session = sessions.get(boot);
  if (!session) {
    session = createSession(boot, { fetch, storage: lazyStorage('local'), hydrated });
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
  /**
   * Over a server-rendered page, settled once it is hydrated: until then stored variable values
   * wait (`restoreStoredVariables`, called by the app's start) and the plugins do not start.
   */
  hydrated?: Promise<unknown> | undefined;
}

/** A new session: what `sessionFor` keeps per boot data, and what the server renders a page with. */
export function createSession(boot: BootData, options: SessionOptions = {}): Session {
  const runtime = new SiteRuntime(boot.app, {
    siteId: boot.siteId,
    fetch: options.fetch,
    storage: options.storage,
    deferStored: options.hydrated !== undefined,
  });
  const services = createServices(boot, options.window);
  // Until their chunks have started, the site's plugins are known and publish nothing:
  // `plugins.auth.isAuthenticated` reads as unset (a signed-out visitor) instead of failing
  // with "Unknown plugin" while the page first renders.
  const enabled = Object.keys(boot.app.plugins);
  if (enabled.length > 0) runtime.setPlugins(Object.fromEntries(enabled.map((id) => [id, {}])));
  // The plugin loader is a chunk of its own: sites without plugins never download it.
  // Workflows calling plugin actions wait for it (`runtime.pluginsStarting`).
  const start = () =>
    import('../plugins/start.ts').then((m) =>
      m.startSitePlugins(boot.app, runtime, services.environment, boot.siteId),
    );
  const { hydrated } = options;
  const plugins =
    Object.keys(boot.app.plugins).length && options.startPlugins !== false
      ? (runtime.pluginsStarting = (
          hydrated ? hydrated.catch(() => {}).then(start) : start()
        ).finally(() => (runtime.pluginsStarting = null)))
      : Promise.resolve();
  return { runtime, services, plugins };
}
