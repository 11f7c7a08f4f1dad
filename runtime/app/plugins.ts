type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** In-app navigation for plugins: the router's once the app attaches it, else the History API. */
export class PluginNavigator {
  private navigate: Navigate | null = null;
  attach(navigate: Navigate | null): void {
    this.navigate = navigate;
  }
  goTo(path: string, options?: { replace?: boolean }): void {
    if (this.navigate) this.navigate(path, options);
    else if (options?.replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
  }
}

/**
 * Starts the plugins a site enables (each its own chunk) and publishes their variables to the
 * formula scope (`plugins.<name>.<variable>`); the auth plugin's `user` (when
 * `isAuthenticated`) is the user page guards check. Resolves once every plugin started or failed.
 */
import type { AppData } from '@shared/schema/compose.ts';
import { langOfPath } from '@shared/routing/match-page.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { Environment } from '../services/index.ts';
import type { SiteRuntime } from '../state/site-runtime.ts';

export async function startPlugins(
  app: AppData,
  runtime: SiteRuntime,
  environment: Environment,
  siteId: string,
  navigator: PluginNavigator = new PluginNavigator(),
): Promise<void> {
  const enabled = Object.values(app.plugins);
  if (enabled.length === 0) return;
  let ready = () => {};
  runtime.pluginsStarting = new Promise<void>((resolve) => (ready = resolve));
  try {
    await start(app, runtime, environment, siteId, navigator);
  } finally {
    runtime.pluginsStarting = null;
    ready();
  }
}

async function start(
  app: AppData,
  runtime: SiteRuntime,
  environment: Environment,
  siteId: string,
  navigator: PluginNavigator,
): Promise<void> {
  const enabled = Object.values(app.plugins);
  const { loadPlugins } = await import('../plugins/index.ts');
  const defaultLang = defaultLangOf(app.site.langs) ?? 'en';
  const loaded = await loadPlugins(enabled, {
    environment,
    siteId,
    pagePath(pageId) {
      const page = app.site.pages.find((p) => p.id === pageId);
      if (!page) return null;
      const lang = langOfPath(window.location.pathname, app.site.langs) ?? defaultLang;
      return pagePath(page, lang, defaultLang);
    },
    goTo: (path, options) => navigator.goTo(path, options),
    collections: {
      get: (idOrName) => runtime.collections.get(idOrName),
      syncRecord: (idOrName, kind, record) =>
        runtime.collections.syncRecord(idOrName, kind, record),
    },
  });
  runtime.pluginActions = loaded.actions;
  const publish = () => {
    const values = loaded.variables.get();
    runtime.setPlugins(values);
    const auth = values.auth;
    runtime.setUser(auth?.isAuthenticated === true ? (auth.user ?? null) : null);
  };
  publish();
  loaded.variables.subscribe(publish);
}
