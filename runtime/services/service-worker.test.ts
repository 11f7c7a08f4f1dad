import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, serviceWorkerUrl } from './service-worker.ts';

function fakeNavigator(registrations = 0) {
  const unregister = vi.fn(async () => true);
  const serviceWorker = {
    register: vi.fn(async (_url: string, _options: { scope: string }) => ({})),
    getRegistrations: vi.fn(async () =>
      Array.from({ length: registrations }, () => ({ unregister })),
    ),
  };
  return { navigator: { serviceWorker }, serviceWorker, unregister };
}

describe('registerServiceWorker', () => {
  it('registers sw.js from the base path with the cache version', async () => {
    const { navigator, serviceWorker } = fakeNavigator();
    await registerServiceWorker({ basePath: '/', cacheVersion: 102, enabled: true, navigator });
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js?v=102', { scope: '/' });
    await registerServiceWorker({ basePath: '/shop', cacheVersion: 7, enabled: true, navigator });
    expect(serviceWorker.register).toHaveBeenLastCalledWith('/shop/sw.js?v=7', { scope: '/shop/' });
    expect(serviceWorkerUrl('/a/', 102)).toBe('/a/sw.js?v=102');
  });

  it('unregisters every worker when the manifest is disabled', async () => {
    const { navigator, serviceWorker, unregister } = fakeNavigator(2);
    await registerServiceWorker({ basePath: '/', cacheVersion: 102, enabled: false, navigator });
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('only logs failures', async () => {
    const { navigator, serviceWorker } = fakeNavigator();
    const failure = new Error('SecurityError');
    serviceWorker.register.mockRejectedValueOnce(failure);
    const log = vi.fn();
    await registerServiceWorker({ basePath: '/', cacheVersion: 1, enabled: true, navigator, log });
    expect(log).toHaveBeenCalledWith('[baobab] service worker registration failed', failure);

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    serviceWorker.register.mockRejectedValueOnce(failure);
    await registerServiceWorker({ basePath: '/', cacheVersion: 1, enabled: true, navigator });
    expect(spy).toHaveBeenCalledWith('[baobab] service worker registration failed', failure);
    spy.mockRestore();
  });

  it('does nothing where service workers are unavailable', async () => {
    await expect(
      registerServiceWorker({ basePath: '/', cacheVersion: 1, enabled: true, navigator: {} }),
    ).resolves.toBeUndefined();
  });
});
