/**
 * What lives as long as the page: the site's live state, the app services and the plugins
 * starting. One per boot data, made on first use outside React's own bookkeeping, so StrictMode's
 * double render and effect replay never create a second set or dispose the one in use.
 */
import type { BootData } from '@shared/schema/compose.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import type { Fetch } from './load-page.ts';
import { PluginNavigator, startPlugins } from './plugins.ts';
import { createServices, type AppServices } from './services.ts';
import { safeStorage } from './storage.ts';

export interface Session {
  runtime: SiteRuntime;
  services: AppServices;
  /** Settles once every enabled plugin started or failed (guards wait for the auth plugin). */
  plugins: Promise<void>;
  /** Plugins navigate through the router once the app sets it. */
  navigator: PluginNavigator;
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
    const navigator = new PluginNavigator();
    const plugins = startPlugins(boot.app, runtime, services.environment, boot.siteId, navigator);
    sessions.set(boot, (session = { runtime, services, plugins, navigator }));
  }
  return session;
}
