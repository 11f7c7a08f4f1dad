import { describe, expect, it, vi } from 'vitest';
import type { AppData, BootData, PageData } from '@shared/schema/compose.ts';
import type { ServerContext } from '@server/contract.ts';
import type { PageRenderer } from '@runtime/ssr.tsx';
import {
  renderedPage,
  splitHoisted,
  withRendered,
  RECORD_TTL_MS,
  type RenderRequest,
} from './render.ts';
import { requestBreakpoint } from '@runtime/app/boot.ts';
import type { SiteSource } from './site-source.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title></title></head><body><div id="root"></div><script type="module" src="/_app/index.js"></script></body></html>';

const output = (html: string) => ({ html, collections: [] });

function setup(
  render: PageRenderer | null = async ({ address }) => output(`<main>${address}</main>`),
) {
  const renderer = vi.fn(render ?? (async () => null));
  const context = {
    frontEnd: { renderer: async () => (render ? renderer : null) },
  } as unknown as ServerContext;
  let version: string | null = '2026-11-27T10:00:00.000Z';
  const source = {
    siteId: 'shop',
    environment: 'production',
    version: async () => version,
    page: async (id: string) => ({ page: { id } }) as unknown as PageData,
  } as unknown as SiteSource;
  const request = (extra: Partial<RenderRequest> = {}): RenderRequest => ({
    boot: { environment: 'production', siteId: 'shop', app: {} as AppData } as BootData,
    source,
    address: '/',
    pageId: 'home',
    lang: 'en',
    ...extra,
  });
  return { context, renderer, source, request, publish: (v: string) => (version = v) };
}

describe('renderedPage', () => {
  it('renders a page once per publish, language and record', async () => {
    const { context, renderer, request, publish } = setup();
    expect(await renderedPage(context, request())).toEqual({
      head: '',
      body: '<main>/</main>',
      breakpoint: 'desktop',
      collections: [],
    });
    await renderedPage(context, request({ address: '/?utm=1' }));
    expect(renderer).toHaveBeenCalledTimes(1);
    await renderedPage(context, request({ lang: 'fr' }));
    expect(renderer).toHaveBeenCalledTimes(2);
    const phone = await renderedPage(context, request({ breakpoint: 'mobile' }));
    expect(phone?.breakpoint).toBe('mobile');
    expect(renderer).toHaveBeenCalledTimes(3);
    expect(renderer.mock.calls[2]![0].breakpoint).toBe('mobile');
    publish('2026-11-27T11:00:00.000Z');
    await renderedPage(context, request());
    expect(renderer).toHaveBeenCalledTimes(4);
  });

  it('renders a bound page again once its record may have changed', async () => {
    const { context, renderer, request } = setup();
    const product = request({ pageId: 'product', record: { id: 'rec1', data: { name: 'Sugar' } } });
    await renderedPage(context, product, 1_000);
    await renderedPage(context, product, 1_000 + RECORD_TTL_MS - 1);
    expect(renderer).toHaveBeenCalledTimes(1);
    await renderedPage(context, product, 1_000 + RECORD_TTL_MS);
    expect(renderer).toHaveBeenCalledTimes(2);
    expect(renderer.mock.calls[0]![0].record).toEqual({ data: { name: 'Sugar' } });
  });

  it('renders a page showing records again once they may have changed', async () => {
    const products = [{ id: 'c-products', key: '[12,0,{}]', data: [{ name: 'Sugar' }], total: 1 }];
    const { context, renderer, request } = setup(async () => ({
      html: '<main>aisle</main>',
      collections: products,
    }));
    const aisle = request({ pageId: 'aisle', address: '/aisle' });
    expect(await renderedPage(context, aisle, 1_000)).toMatchObject({ collections: products });
    await renderedPage(context, aisle, 1_000 + RECORD_TTL_MS - 1);
    expect(renderer).toHaveBeenCalledTimes(1);
    await renderedPage(context, aisle, 1_000 + RECORD_TTL_MS);
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for preview, without a renderer or a publish stamp', async () => {
    const preview = setup();
    const draft = { ...preview.source, environment: 'preview' } as SiteSource;
    expect(await renderedPage(preview.context, preview.request({ source: draft }))).toBeNull();
    const none = setup(null);
    expect(await renderedPage(none.context, none.request())).toBeNull();
    const unstamped = setup();
    unstamped.publish(null as unknown as string);
    expect(await renderedPage(unstamped.context, unstamped.request())).toBeNull();
  });

  it('gives null for a failed render (logged), and tries again on the next request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { context, renderer, request } = setup(async () => {
      if (fail) throw new Error('boom');
      return output('<p>ok</p>');
    });
    expect(await renderedPage(context, request())).toBeNull();
    expect(error).toHaveBeenCalledWith(
      '[baobab] server rendering of page "home" failed',
      expect.any(Error),
    );
    fail = false;
    expect(await renderedPage(context, request())).toMatchObject({ body: '<p>ok</p>' });
    expect(renderer).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('withRendered', () => {
  it('puts the page in #root, marked for hydration; what React hoisted is split off', () => {
    const rendered = splitHoisted(
      '<link rel="preload" as="image" href="/assets/hero.svg"/><main>Hello $& $\' $1</main>',
    );
    expect(rendered.head).toBe('<link rel="preload" as="image" href="/assets/hero.svg"/>');
    const html = withRendered(TEMPLATE, rendered, 'home');
    expect(html).toContain(
      '<div id="root" data-baobab-rendered="home" data-baobab-breakpoint="desktop"><main>Hello $& $\' $1</main></div>',
    );
    expect(html).not.toContain('hero.svg');
  });

  it('writes the collections the page was rendered with after #root, as inert JSON', () => {
    const html = withRendered(
      TEMPLATE,
      {
        head: '',
        body: '<main>aisle</main>',
        collections: [
          { id: 'c', key: 'k', data: [{ name: '</script><script>alert(1)' }], total: 1 },
        ],
      },
      'aisle',
    );
    expect(html).toContain(
      '<main>aisle</main></div><script id="baobab-collections" type="application/json">[{"id":"c","key":"k","data":[{"name":"\\u003c/script>\\u003cscript>alert(1)"}],"total":1}]</script>',
    );
    expect(withRendered(TEMPLATE, { head: '', body: '<p/>', collections: [] }, 'x')).not.toContain(
      'baobab-collections',
    );
  });

  it('leaves a template without an empty #root as it is', () => {
    const html = '<html><body><div id="app"></div></body></html>';
    expect(withRendered(html, { head: '', body: '<p>x</p>' }, 'home')).toBe(html);
  });
});

describe('requestBreakpoint', () => {
  it('takes a phone for one from its client hint or user agent', () => {
    const moto =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
    expect(requestBreakpoint({ 'user-agent': moto })).toBe('mobile');
    expect(requestBreakpoint({ 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
    expect(requestBreakpoint({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11)' })).toBe(
      'desktop',
    );
    expect(requestBreakpoint({})).toBe('desktop');
  });
});
