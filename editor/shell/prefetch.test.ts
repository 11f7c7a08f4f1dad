import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  editingFromHash,
  prefetchFromAddress,
  siteFromHash,
  siteKey,
  SITES_KEY,
  takePrefetched,
} from './prefetch.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('requests started from the address', () => {
  it('reads the site and the editing mode from the hash', () => {
    expect(siteFromHash('#/sites/cross%20border/edit')).toBe('cross border');
    expect(siteFromHash('#/sites/demo')).toBe('demo');
    expect(siteFromHash('')).toBeNull();
    expect(editingFromHash('#/sites/demo/edit')).toBe(true);
    expect(editingFromHash('#/sites/demo')).toBe(false);
  });

  it('starts the list and the edited site at once, and each answer is taken once', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/sites'
        ? json({ sites: [], defaultSiteId: null })
        : url.endsWith('/files')
          ? json({ files: [{ path: 'site.json', etag: '"e"', value: { pages: [] } }] })
          : json({}),
    );
    vi.stubGlobal('fetch', fetch);
    prefetchFromAddress('#/sites/demo/edit');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/sites', '/api/sites/demo/files']);
    const later = vi.fn(() => Promise.resolve('asked again'));
    await expect(takePrefetched(SITES_KEY, later)).resolves.toMatchObject({ ok: true });
    await expect(takePrefetched(siteKey('demo'), later)).resolves.toMatchObject({ ok: true });
    expect(later).not.toHaveBeenCalled();
    // Taken: a retry asks the server again.
    await expect(takePrefetched(SITES_KEY, later)).resolves.toBe('asked again');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('starts only the list when the address does not open the editor', async () => {
    const fetch = vi.fn(async () => json({ sites: [], defaultSiteId: null }));
    vi.stubGlobal('fetch', fetch);
    prefetchFromAddress('#/sites/demo');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takePrefetched(siteKey('demo'), () => Promise.resolve('fresh'))).resolves.toBe(
      'fresh',
    );
    await takePrefetched(SITES_KEY, () => Promise.resolve(null));
  });
});
