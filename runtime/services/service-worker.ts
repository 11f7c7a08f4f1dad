/**
 * The service worker (seeds 000 §2, §9): registered from the base path with the cache version in
 * its address (a new version is a new script, so browsers install it and drop old caches), or,
 * when the site's manifest is disabled, every existing registration is removed so that a
 * worker installed earlier stops serving cached pages. Failures are only logged: a site works
 * without its worker.
 */

export interface ServiceWorkerNavigator {
  serviceWorker?: {
    register(url: string, options: { scope: string }): Promise<unknown>;
    getRegistrations(): Promise<ReadonlyArray<{ unregister(): Promise<boolean> }>>;
  };
}

export interface RegisterServiceWorkerOptions {
  /** The path the site is served under, e.g. `/`. */
  basePath: string;
  cacheVersion: number | string;
  /** False when the site's `manifest` is false. */
  enabled: boolean;
  /** `navigator` by default. */
  navigator?: ServiceWorkerNavigator;
  /** `console.error` by default. */
  log?: (message: string, error: unknown) => void;
}

export const serviceWorkerUrl = (basePath: string, cacheVersion: number | string) =>
  `${basePath.endsWith('/') ? basePath : `${basePath}/`}sw.js?v=${encodeURIComponent(cacheVersion)}`;

/** Call once the first page is on screen, so the worker's downloads do not compete with it. */
export async function registerServiceWorker(options: RegisterServiceWorkerOptions): Promise<void> {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const container = (options.navigator ?? globalThis.navigator)?.serviceWorker;
  // Absent outside secure contexts and in some embedded browsers: nothing to do.
  if (!container) return;
  const scope = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;
  if (options.enabled) {
    try {
      await container.register(serviceWorkerUrl(scope, options.cacheVersion), { scope });
    } catch (error) {
      log('[baobab] service worker registration failed', error);
    }
    return;
  }
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    log('[baobab] service worker unregistration failed', error);
  }
}
