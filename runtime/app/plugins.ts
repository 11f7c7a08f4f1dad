/**
 * Starts the plugins a site enables (each its own chunk) and publishes their variables to the
 * formula scope (`plugins.<name>.<variable>`); the auth plugin's `user` (when
 * `isAuthenticated`) is the user page guards check. Resolves once every plugin started or failed.
 */
import type { AppData } from '@shared/schema/compose.ts';
import type { Environment } from '../services/index.ts';
import type { SiteRuntime } from '../state/site-runtime.ts';

export async function startPlugins(
  app: AppData,
  runtime: SiteRuntime,
  environment: Environment,
  siteId: string,
): Promise<void> {
  const enabled = Object.values(app.plugins);
  if (enabled.length === 0) return;
  const { loadPlugins } = await import('../plugins/index.ts');
  const loaded = await loadPlugins(enabled, { environment, siteId });
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
