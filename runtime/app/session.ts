/**
 * What lives as long as the page: the site's live state, the app services and the plugins
 * starting. One per boot data, made on first use outside React's own bookkeeping, so StrictMode's
 * double render and effect replay never create a second set or dispose the one in use.
 */
import type { BootData } from '@shared/schema/compose.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import type { Fetch } from './load-page.ts';
import { createServices, type AppServices } from './services.ts';
import { safeStorage } from './storage.ts';

export interface Session {
  runtime: SiteRuntime;
  services: AppServices;
  /** Settles once every enabled plugin started or failed (guards wait for the auth plugin). */
  plugins: Promise<void>;
}

const sessions = new WeakMap<BootData, Session>();

export function sessionFor(boot: BootData, fetch?: Fetch): Session {
  let session = sessions.get(boot);
  if (!session) {
    const runtime = new SiteRuntime(boot.app, {
      siteId: boot.siteId,
      fetch,
      storage: safeStorage('local'),
    });
    const services = createServices(boot);
    // Until their chunks have started, the site's plugins are known and publish nothing:
    // `plugins.auth.isAuthenticated` reads as unset (a signed-out visitor) instead of failing
    // with "Unknown plugin" while the page first renders.
    const enabled = Object.keys(boot.app.plugins);
    if (enabled.length > 0) runtime.setPlugins(Object.fromEntries(enabled.map((id) => [id, {}])));
    // The plugin loader is a chunk of its own: sites without plugins never download it.
    // Workflows calling plugin actions wait for it (`runtime.pluginsStarting`).
    const plugins = Object.keys(boot.app.plugins).length
      ? (runtime.pluginsStarting = import('../plugins/start.ts')
          .then((m) => m.startSitePlugins(boot.app, runtime, services.environment, boot.siteId))
          .finally(() => (runtime.pluginsStarting = null)))
      : Promise.resolve();
    sessions.set(boot, (session = { runtime, services, plugins }));
  }
  return session;
}
