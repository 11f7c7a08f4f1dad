import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's product catalogue: the Airtable-style base the record store is seeded with
 * (`datasource/appBaobabBasket01.json`) and the product pictures it names (`assets/products/`).
 */
const SITE_DIR = fileURLToPath(new URL('../sites/cross-border-shop/', import.meta.url));
const BASE_PATH = `${SITE_DIR}datasource/appBaobabBasket01.json`;
const PICTURES_DIR = `${SITE_DIR}assets/products/`;

const CATEGORIES = [
  'groceries',
  'juice-and-cold-drinks',
  'meat',
  'detergents',
  'toiletries',
  'medicines',
] as const;
/** The fields of every product record, in the order the file keeps them. */
const FIELDS = [
  'Name',
  'Brand',
  'Size',
  'PriceCents',
  'Picture',
  'Stock',
  'Category',
  'Description',
  'Featured',
  'Sort',
] as const;

interface ProductFields {
  Name: string;
  Brand: string;
  Size: string;
  PriceCents: number;
  Picture: string;
  Stock: number;
  Category: string;
  Description: string;
  Featured: boolean;
  Sort: number;
}
interface ProductRecord {
  id: string;
  fields: ProductFields;
}

const text = readFileSync(BASE_PATH, 'utf8');
const base = JSON.parse(text) as {
  base: string;
  tables: { id: string; name: string; views: string[]; records: ProductRecord[] }[];
};
const records = base.tables[0]?.records ?? [];
const pictures = readdirSync(PICTURES_DIR).sort();

/**
 * Tag names in document order; throws when the tags do not nest (not well-formed XML). Enough for
 * these hand-drawn files: plain elements, double-quoted attributes, text without markup.
 */
function checkTagsBalanced(svg: string): string[] {
  const open: string[] = [];
  const seen: string[] = [];
  for (const [, closing, name, , selfClosing] of svg.matchAll(
    /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    if (closing) {
      const last = open.pop();
      if (last !== name) throw new Error(`</${name}> closes <${last}>`);
    } else {
      seen.push(name!);
      if (!selfClosing) open.push(name!);
    }
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join('>, <')}>`);
  // Every `<` must start one of the tags above (no stray markup, comments or CDATA).
  const tags = svg.match(/<(\/?)[A-Za-z][\w:-]*(?:\s+[\w:-]+="[^"<]*")*\s*\/?>/g) ?? [];
  if (tags.length !== svg.split('<').length - 1) throw new Error('markup that is not a plain tag');
  return seen;
}

describe('the storefront product base', () => {
  it('is tidy JSON: two-space indent, a trailing newline', () => {
    expect(text).toBe(`${JSON.stringify(base, null, 2)}\n`);
  });

  it('has the Airtable-style shape, keys in order', () => {
    expect(Object.keys(base)).toEqual(['base', 'tables']);
    expect(base.base).toBe('appBaobabBasket01');
    expect(base.tables).toHaveLength(1);
    const [table] = base.tables;
    expect(Object.keys(table!)).toEqual(['id', 'name', 'views', 'records']);
    expect(table).toMatchObject({
      id: 'tblProducts000002',
      name: 'Products',
      views: ['Grid view'],
    });
    for (const record of records) {
      expect(Object.keys(record), record.id).toEqual(['id', 'fields']);
      expect(Object.keys(record.fields), record.id).toEqual([...FIELDS]);
    }
  });

  it('has at least 60 products, at least 10 in each of the six categories', () => {
    expect(records.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES) {
      const count = records.filter((r) => r.fields.Category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(10);
    }
    const unknown = records.filter(
      (r) => !(CATEGORIES as readonly string[]).includes(r.fields.Category),
    );
    expect(unknown.map((r) => r.id)).toEqual([]);
  });

  it('gives every record a unique Airtable-style id', () => {
    for (const { id } of records) expect(id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  });

  it('gives every field the right type', () => {
    for (const { id, fields } of records) {
      for (const name of ['Name', 'Brand', 'Size', 'Description'] as const) {
        expect(typeof fields[name], `${id} ${name}`).toBe('string');
        expect(fields[name].trim(), `${id} ${name}`).not.toBe('');
        expect(fields[name].trim(), `${id} ${name}`).toBe(fields[name]);
      }
      expect(Number.isSafeInteger(fields.PriceCents) && fields.PriceCents > 0, id).toBe(true);
      expect(Number.isSafeInteger(fields.Stock) && fields.Stock >= 0, id).toBe(true);
      expect(Number.isSafeInteger(fields.Sort) && fields.Sort > 0, id).toBe(true);
      expect(typeof fields.Featured, id).toBe('boolean');
      expect(fields.Picture, id).toMatch(/^\/assets\/products\/[a-z0-9-]+\.svg$/);
    }
  });

  it('orders each category 1…n and features and sells out some products', () => {
    for (const category of CATEGORIES) {
      const products = records.filter((r) => r.fields.Category === category);
      const sorts = products.map((r) => r.fields.Sort).sort((a, b) => a - b);
      expect(sorts, category).toEqual(products.map((_, i) => i + 1));
      expect(
        products.some((r) => r.fields.Featured && r.fields.Stock > 0),
        category,
      ).toBe(true);
    }
    // The storefront's "Out of stock" state has products to show it on.
    expect(records.some((r) => r.fields.Stock === 0)).toBe(true);
  });

  it('tells shoppers to read the label of medicines that are taken', () => {
    const taken = records.filter(
      (r) =>
        r.fields.Category === 'medicines' &&
        /tablets|syrup|sachets|lozenges|cream/i.test(r.fields.Size + r.fields.Name),
    );
    expect(taken.length).toBeGreaterThan(5);
    for (const { id, fields } of taken)
      expect(fields.Description, id).toMatch(/Read the label before use\.$/);
  });
});

describe('the product pictures', () => {
  it('exist for every product', () => {
    for (const { id, fields } of records) {
      expect(existsSync(`${SITE_DIR}assets${fields.Picture.slice('/assets'.length)}`), id).toBe(
        true,
      );
    }
  });

  it('are all used by a product', () => {
    const used = new Set(records.map((r) => r.fields.Picture.slice('/assets/products/'.length)));
    expect(pictures.filter((name) => !used.has(name))).toEqual([]);
  });

  it.each(pictures)('%s is a small, self-contained square SVG', (name) => {
    expect(name).toMatch(/^[a-z0-9-]+\.svg$/);
    const path = `${PICTURES_DIR}${name}`;
    expect(statSync(path).size).toBeLessThan(8192);
    const svg = readFileSync(path, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240"/);
    expect(svg).toMatch(/ aria-label="[^"]+"/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const lower = svg.toLowerCase();
    for (const banned of ['<script', 'href="http', 'xlink:href="http', '<foreignobject', '<image'])
      expect(lower, banned).not.toContain(banned);
    expect(lower).not.toMatch(/\son[a-z]+=/);
    expect(lower).not.toMatch(/url\(\s*['"]?(https?:|\/\/)/);
    // Labels are outlines: a <text> makes the browser set up fonts for each picture (an SVG
    // image is a document of its own), a phone's main thread work on every aisle, and its
    // letters would change with the fonts of the visitor's device.
    expect(lower).not.toContain('<text');
    expect(lower).not.toContain('font-family');
    expect(checkTagsBalanced(svg)[0]).toBe('svg');
  });
});
