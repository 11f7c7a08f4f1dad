import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateFormula } from '@shared/formula/evaluate.ts';
import type { PublishedPage } from '@shared/schema/compose.ts';
import type { SiteFile } from '@shared/schema/site.ts';
import { headTags, pageUrl, type PageAddress } from '@runtime/app/head-tags.ts';
import { metaBinder } from '@runtime/app/meta-binder.ts';

/**
 * The storefront's product page (`product-detail`, bound to `products/{id}`) as link previews
 * and search engines see it: its title, description and picture from the record, and JSON-LD
 * that is a schema.org Product by the rules of Google's Product rich results (name; offers with
 * a price, its currency and a schema.org availability).
 */
const SITE_DIR = fileURLToPath(new URL('../sites/cross-border-shop/', import.meta.url));
const site = JSON.parse(readFileSync(`${SITE_DIR}site.json`, 'utf8')) as SiteFile;
const base = JSON.parse(readFileSync(`${SITE_DIR}datasource/appBaobabBasket01.json`, 'utf8')) as {
  tables: { records: { id: string; fields: Record<string, unknown> }[] }[];
};
// As the datasource plugin gives them: `{ id, ...fields }`.
const products: Record<string, unknown>[] = base.tables[0]!.records.map(({ id, fields }) => ({
  id,
  ...fields,
}));
const page = { ...site.pages.find((p) => p.id === 'product-detail')!, sections: [] };
const ORIGIN = 'https://shop.example';

function head(record: Record<string, unknown>) {
  const address: PageAddress = { base: ORIGIN, params: { id: String(record.id) } };
  const problems: string[] = [];
  const binder = metaBinder(
    evaluateFormula,
    page,
    {
      lang: 'en',
      record: { data: record },
      url: pageUrl(page, 'en', 'en', address),
      baseUrl: ORIGIN,
    },
    (problem) => problems.push(`${problem.placeholder}: ${problem.message}`),
  );
  const tags = headTags(page as PublishedPage, 'en', 'en', site.name, address, binder);
  const meta = Object.fromEntries(tags.meta.map(([, key, content]) => [key, content]));
  return { tags, meta, problems };
}

const SCHEMA_AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock)$/;

describe("the storefront's product page for crawlers", () => {
  it('names each product, its description and its picture, absolute', () => {
    for (const product of products) {
      const { tags, meta, problems } = head(product);
      expect(problems).toEqual([]);
      expect(tags.title).toBe(`${product.Name} ${product.Size} | Baobab Basket`);
      expect(meta['og:title']).toContain(String(product.Name));
      expect(meta.description).toBe(product.Description);
      expect(meta['og:description']).toContain(String(product.Description));
      expect(meta['og:image']).toBe(`${ORIGIN}${String(product.Picture)}`);
      expect(meta['og:url']).toBe(`${ORIGIN}/product/${product.id}`);
    }
  });

  it('has JSON-LD that is a valid schema.org Product with an offer in rand', () => {
    expect(products.length).toBeGreaterThan(50);
    for (const product of products) {
      const { tags } = head(product);
      const ld = JSON.parse(tags.structuredData) as Record<string, unknown> & {
        offers: Record<string, unknown>;
        brand: Record<string, unknown>;
      };
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe('Product');
      expect(ld.name).toBe(`${product.Name} ${product.Size}`);
      expect(ld.description).toBe(product.Description);
      expect(ld.image).toBe(`${ORIGIN}${String(product.Picture)}`);
      expect(ld.sku).toBe(product.id);
      expect(ld.brand).toEqual({ '@type': 'Brand', name: product.Brand });
      const { offers } = ld;
      expect(offers['@type']).toBe('Offer');
      // Google: a price with a decimal point, no currency sign; an ISO 4217 currency.
      expect(offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(offers.price)).toBe(Number(product.PriceCents) / 100);
      expect(offers.priceCurrency).toBe('ZAR');
      expect(offers.availability).toMatch(SCHEMA_AVAILABILITY);
      expect(offers.availability).toBe(
        Number(product.Stock) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      );
      expect(offers.url).toBe(`${ORIGIN}/product/${product.id}`);
    }
  });

  it('keeps the JSON valid and the script closed with a hostile record, and says out of stock', () => {
    const hostile = {
      id: 'rec"x',
      Name: 'Maize "super" </script><script>alert(1)</script> $& \u2028',
      Brand: 'A & B',
      Size: '1 kg',
      PriceCents: 5,
      Stock: 0,
    };
    const { tags, meta } = head(hostile);
    expect(tags.structuredData).not.toMatch(/[<>&\u2028]/);
    const ld = JSON.parse(tags.structuredData) as { name: string; offers: Record<string, unknown> };
    expect(ld.name).toBe(`${hostile.Name} 1 kg`);
    expect(ld.offers.price).toBe('0.05');
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    // No description or picture in the record: none, never "undefined".
    expect(meta.description).toBe('');
    expect(meta['og:image']).toBe('');
    expect(tags.structuredData).not.toContain('undefined');
  });
});
