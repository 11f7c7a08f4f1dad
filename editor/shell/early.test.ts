import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openingFilesUrl } from '../app/load-site.ts';
import { frameSrc } from '../canvas/frame-element.ts';
import { fetchEarly } from './early.ts';

interface FakeFrame {
  src?: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/**
 * The inline script of the editor's page, run with this window, address and fetch, in a
 * browser that can move an iframe without reloading it (`moveBefore`) or not.
 */
function runPageScript(
  hash: string,
  fetch: (url: string) => Promise<Response>,
  { moveBefore = false } = {},
) {
  const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('editor/index.html has no inline script');
  const window: {
    __baobabEarly?: Record<string, Promise<Response> | undefined>;
  } = {};
  vi.stubGlobal('window', window);
  const frames: FakeFrame[] = [];
  const document = {
    createElement: (): FakeFrame => ({
      attributes: {},
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
    }),
    documentElement: { appendChild: (frame: FakeFrame) => frames.push(frame) },
  };
  const Element = { prototype: moveBefore ? { moveBefore() {} } : {} };
  new Function('window', 'location', 'fetch', 'document', 'Element', script)(
    window,
    { hash },
    fetch,
    document,
    Element,
  );
  return Object.assign(window, { frames });
}

const json = (body: unknown) => new Response(JSON.stringify(body));

afterEach(() => vi.unstubAllGlobals());

describe("the editor page's early requests", () => {
  it('asks for the list, the session and the files the editor opens, at the URLs the code reads', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/files') ? json({ files: [] }) : json({ sites: [] }),
    );
    const page = runPageScript('#/sites/cross%20border/edit', fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(Object.keys(page.__baobabEarly!)).toEqual([
      '/api/sites',
      '/api/session',
      openingFilesUrl('cross border'),
    ]);
    expect(page.frames).toEqual([]);
    const files = await fetchEarly(openingFilesUrl('cross border'), { cache: 'no-store' });
    await expect(files.json()).resolves.toEqual({ files: [] });
  });

  it('starts the canvas frame of the edited site where an iframe can be moved', () => {
    const fetch = vi.fn(async () => json({ files: [] }));
    const page = runPageScript('#/sites/cross%20border/edit', fetch, { moveBefore: true });
    expect(page.frames).toHaveLength(1);
    expect(page.frames[0]?.src).toBe(frameSrc('cross border'));
    expect(page.frames[0]?.attributes).toHaveProperty('data-early-canvas');
    expect(runPageScript('#/sites/demo', fetch, { moveBefore: true }).frames).toEqual([]);
  });

  it('answers each URL once, then fetches; never answers a write', async () => {
    const fetch = vi.fn(async () => json({ sites: [] }));
    runPageScript('#/sites/demo', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
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
