import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFilePath, SITE_FILE } from '@shared/schema/files.ts';
import { filesUrl } from '../app/load-site.ts';
import { fetchEarly } from './early.ts';

/** The inline script of the editor's page, run with this window, address and fetch. */
function runPageScript(hash: string, fetch: (url: string) => Promise<Response>) {
  const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('editor/index.html has no inline script');
  const window: { __baobabEarly?: Record<string, Promise<Response> | undefined> } = {};
  vi.stubGlobal('window', window);
  new Function('window', 'location', 'fetch', script)(window, { hash }, fetch);
  return window;
}

const json = (body: unknown) => new Response(JSON.stringify(body));

afterEach(() => vi.unstubAllGlobals());

describe("the editor page's early requests", () => {
  it('asks for the list, the site file and its page files, at the URLs the code reads', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith(SITE_FILE) ? json({ pages: [{ id: 'home' }, { id: 'basket' }] }) : json({}),
    );
    const page = runPageScript('#/sites/cross%20border/edit', fetch);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(Object.keys(page.__baobabEarly!)).toEqual([
      '/api/sites',
      filesUrl('cross border', SITE_FILE),
      filesUrl('cross border', pageFilePath('home')),
      filesUrl('cross border', pageFilePath('basket')),
    ]);
    // The site file's body is still whole for the code that takes it.
    const site = await fetchEarly(filesUrl('cross border', SITE_FILE), { cache: 'no-store' });
    await expect(site.json()).resolves.toEqual({ pages: [{ id: 'home' }, { id: 'basket' }] });
  });

  it('answers each URL once, then fetches; never answers a write', async () => {
    const fetch = vi.fn(async () => json({ sites: [] }));
    runPageScript('#/sites/demo', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    const later = vi.fn(async () => json({ sites: ['fresh'] }));
    vi.stubGlobal('fetch', later);
    await fetchEarly('/api/sites');
    expect(later).not.toHaveBeenCalled();
    await fetchEarly('/api/sites');
    expect(later).toHaveBeenCalledTimes(1);
    runPageScript('#/sites/demo', fetch);
    await fetchEarly('/api/sites', { method: 'POST' });
    expect(later).toHaveBeenCalledTimes(2);
  });
});
