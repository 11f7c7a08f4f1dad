import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { composeAppData, composePageData, type SiteBundle } from '@shared/schema/index.ts';
import type { BootData } from '@shared/schema/compose.ts';
import { loadSiteDir } from '../tests/support/load-site.ts';
import { renderPage } from './ssr.tsx';

let bundle: SiteBundle;
let boot: BootData;
beforeAll(async () => {
  ({ bundle } = await loadSiteDir('sites/cross-border-shop'));
  boot = { environment: 'production', siteId: 'cross-border-shop', app: composeAppData(bundle) };
});

const pageData = (id: string) => composePageData(bundle, id, 'en')!;

/** The seeded products as the record store gives them: each record's fields flattened. */
async function seededProducts(): Promise<Array<Record<string, unknown> & { id: string }>> {
  const base = JSON.parse(
    await readFile('sites/cross-border-shop/datasource/appBaobabBasket01.json', 'utf8'),
  ) as { tables: Array<{ records: Array<{ id: string; fields: Record<string, unknown> }> }> };
  return base.tables[0]!.records.map((r) => ({ id: r.id, ...r.fields }));
}

describe('renderPage (the storefront, as a new visitor sees it)', () => {
  it('renders the home page whole: sections, texts, pictures, the page stylesheet', async () => {
    const { html } = (await renderPage({ boot, address: '/', data: pageData('home') }))!;
    expect(html).toContain('<style data-baobab-page="home">');
    expect(html).toContain('<section id=');
    expect(html).toContain('Baobab Basket');
    expect(html).toContain('src="/assets/logo.svg"');
    // Signed-in links stay out for a visitor whose sign-in state is not known yet.
    expect(html).toContain('Sign in');
    expect(html).not.toContain('My orders');
    expect(html).not.toContain('Staff orders');
  });

  it('renders a product page with its record, icons drawn', async () => {
    const record = (await seededProducts()).find((r) => r.id === 'recSugarWhite10kg')!;
    // The related products of its aisle: the record store answers what the browser would get.
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
      const data = url.includes('product-detail-related')
        ? [{ id: 'recSugarBrown2kg', Name: 'Brown sugar' }]
        : [];
      return new Response(JSON.stringify({ data, total: data.length }));
    });
    const { html, collections } = (await renderPage({
      boot,
      address: '/product/recSugarWhite10kg',
      data: pageData('product-detail'),
      record: { data: record },
      fetch,
    }))!;
    expect(html).toContain('White sugar');
    expect(html).toContain('R 189,99'.replace(' ', '\u00a0'));
    expect(html).toContain('/assets/products/sugar.svg');
    // The quantity buttons' icons (named as text) are in the HTML, not an empty box.
    expect(html).toMatch(/data-icon="plus" data-state="ready"[^>]*><svg/);
    // Its before-collection-fetch workflow only sets variables (the record's aisle): it ran
    // first, so the related products were fetched for that aisle and are in the page.
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/ww/cms_data_sets/product-detail-related/fetch?offset=0&limit=4',
    );
    expect(bodies).toContainEqual({
      variables: expect.objectContaining({ 'product-detail-category': 'groceries' }),
    });
    expect(html).toContain('Brown sugar');
    expect(collections.map((c) => c.id)).toContain('product-detail-related');
  });

  it("renders an aisle with its products, fetched through the site's routes", async () => {
    const groceries = (await seededProducts()).filter((p) => p['Category'] === 'groceries');
    const calls: string[] = [];
    const fetch = async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const data = url.includes('/ww/cms_data_sets/') ? groceries.slice(0, 12) : [];
      return new Response(JSON.stringify({ data, total: groceries.length }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const output = (await renderPage({
      boot,
      address: '/category-groceries',
      data: pageData('category-groceries'),
      fetch,
    }))!;
    expect(calls).toContain(
      'POST /ww/cms_data_sets/category-groceries-products/fetch?offset=0&limit=12',
    );
    expect(output.html).toContain(String(groceries[0]!['Name']));
    const products = output.collections.find((c) => c.id === 'category-groceries-products');
    expect(products).toMatchObject({ total: groceries.length, key: expect.any(String) });
    expect(products?.data).toHaveLength(12);
  });

  it('renders an aisle whose products cannot be fetched as the browser first shows it', async () => {
    const fetch = () => Promise.resolve(new Response('{"error":"down"}', { status: 503 }));
    const failed = (await renderPage({
      boot,
      address: '/category-groceries',
      data: pageData('category-groceries'),
      fetch,
    }))!;
    const none = (await renderPage({
      boot,
      address: '/category-groceries',
      data: pageData('category-groceries'),
    }))!;
    expect(failed.collections).toEqual([]);
    expect(failed.html).toBe(none.html);
  });

  it('leaves to the browser a page with user groups, and a bound page without its record', async () => {
    expect(await renderPage({ boot, address: '/orders', data: pageData('my-orders') })).toBeNull();
    expect(
      await renderPage({ boot, address: '/product/x', data: pageData('product-detail') }),
    ).toBeNull();
  });

  it('keeps text that looks like markup or replacement patterns as text', async () => {
    const data = pageData('faq');
    const id = Object.keys(data.wwObjects).find((key) => data.wwObjects[key]!.type === 'text')!;
    const element = data.wwObjects[id]!;
    const tricky = `</script><script>alert(1)</script> $& $' $1 $$`;
    const changed = {
      ...data,
      wwObjects: {
        ...data.wwObjects,
        [id]: { ...element, props: { ...element.props, text: tricky } },
      },
    };
    const { html } = (await renderPage({ boot, address: '/faq', data: changed }))!;
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27; $1 $$',
    );
  });
});
