/**
 * Starts the plugins a site enables (the app's session loads this with the plugin loader, as one
 * chunk; each plugin is a chunk of its own) with page paths in the shown language, navigation
 * through the router, the page's collections; and publishes their variables to the formula scope
 * (`plugins.<name>.<variable>`): the auth plugin's `user` (when `isAuthenticated`) is the user
 * page guards check. Resolves once every plugin started or failed.
 */
import type { AppData, Environment } from '@shared/schema/compose.ts';
import { langOfPath } from '@shared/routing/match-page.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { SiteRuntime } from '../state/site-runtime.ts';
import { pluginCollections } from './collections.ts';
import { loadPlugins } from './load.ts';

/** Through the router while the app runs; before it does, the History API. */
function goTo(runtime: SiteRuntime, path: string, options?: { replace?: boolean }): void {
  if (runtime.navigate) runtime.navigate(path, options);
  else if (options?.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}

export async function startSitePlugins(
  app: AppData,
  runtime: SiteRuntime,
  environment: Environment,
  siteId: string,
): Promise<void> {
  const defaultLang = defaultLangOf(app.site.langs);
  const loaded = await loadPlugins(Object.values(app.plugins), {
    environment,
    siteId,
    pagePath(pageId) {
      const page = app.site.pages.find((p) => p.id === pageId);
      if (!page) return null;
      const lang = langOfPath(window.location.pathname, app.site.langs);
      return pagePath(page, lang, defaultLang);
    },
    goTo: (path, options) => goTo(runtime, path, options),
    collections: pluginCollections(runtime.collections),
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
