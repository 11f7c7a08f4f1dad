import { beforeAll, describe, expect, it } from 'vitest';
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

describe('renderPage (the storefront, as a new visitor sees it)', () => {
  it('renders the home page whole: sections, texts, pictures, the page stylesheet', async () => {
    const html = await renderPage({ boot, address: '/', data: pageData('home') });
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
    // As the record store gives it: the seeded base's record, its fields flattened.
    const base = JSON.parse(
      await readFile('sites/cross-border-shop/datasource/appBaobabBasket01.json', 'utf8'),
    ) as { tables: Array<{ records: Array<{ id: string; fields: Record<string, unknown> }> }> };
    const seeded = base.tables[0]!.records.find((r) => r.id === 'recSugarWhite10kg')!;
    const record = { id: seeded.id, ...seeded.fields };
    const html = await renderPage({
      boot,
      address: '/product/recSugarWhite10kg',
      data: pageData('product-detail'),
      record: { data: record },
    });
    expect(html).toContain('White sugar');
    expect(html).toContain('R 189,99'.replace(' ', '\u00a0'));
    expect(html).toContain('/assets/products/sugar.svg');
    // The quantity buttons' icons (named as text) are in the HTML, not an empty box.
    expect(html).toMatch(/data-icon="plus" data-state="ready"[^>]*><svg/);
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
    const html = (await renderPage({ boot, address: '/faq', data: changed }))!;
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27; $1 $$',
    );
  });
});
