import { describe, expect, it } from 'vitest';
import { langOfPath, matchPage } from './match-page.ts';
import { pagePath } from './page-path.ts';
import { sectionAnchor, sectionAnchors } from './section-anchor.ts';

const page = (id: string, paths: Record<string, string>) => ({
  id,
  paths,
  langs: Object.keys(paths),
});
const pages = [
  page('home', { en: '/', fr: '/' }),
  page('faq', { en: '/faq', fr: '/questions' }),
  page('product', { en: '/product/{id:}', fr: '/produit/{id:}' }),
  page('newProduct', { en: '/product/new', fr: '/produit/nouveau' }),
  page('shop', { en: '/shop/{category:all}/{sort:price}' }),
];
const langs = [
  { lang: 'en', default: true },
  { lang: 'fr', default: false },
];

describe('pagePath', () => {
  it('gives the default language path without prefix', () => {
    expect(pagePath(pages[1]!, 'en', 'en')).toBe('/faq');
    expect(pagePath(pages[0]!, 'en', 'en')).toBe('/');
  });

  it('prefixes other languages', () => {
    expect(pagePath(pages[1]!, 'fr', 'en')).toBe('/fr/questions');
    expect(pagePath(pages[0]!, 'fr', 'en')).toBe('/fr');
  });

  it('fills parameters, encoded, and falls back to defaults', () => {
    expect(pagePath(pages[2]!, 'en', 'en', { id: 'a b/c' })).toBe('/product/a%20b%2Fc');
    expect(pagePath(pages[2]!, 'en', 'en')).toBe('/product');
    expect(pagePath(pages[4]!, 'en', 'en', { sort: 'name' })).toBe('/shop/all/name');
  });

  it('uses the default language path when the page has none for the language', () => {
    expect(pagePath(pages[4]!, 'fr', 'en')).toBe('/fr/shop/all/price');
  });
});

describe('matchPage', () => {
  it('matches literal paths in the default language', () => {
    expect(matchPage(pages, '/faq', langs)).toEqual({ page: pages[1], lang: 'en', params: {} });
    expect(matchPage(pages, '/', langs)?.page.id).toBe('home');
  });

  it('matches a language prefix', () => {
    expect(matchPage(pages, '/fr/questions', langs)).toEqual({
      page: pages[1],
      lang: 'fr',
      params: {},
    });
    expect(matchPage(pages, '/fr', langs)).toEqual({ page: pages[0], lang: 'fr', params: {} });
    expect(matchPage(pages, '/fr/faq', langs)).toBeNull();
  });

  it('tolerates a trailing slash', () => {
    expect(matchPage(pages, '/faq/', langs)?.page.id).toBe('faq');
    expect(matchPage(pages, '/fr/', langs)?.page.id).toBe('home');
  });

  it('reads parameters, decoded, with defaults for missing trailing segments', () => {
    expect(matchPage(pages, '/product/42', langs)?.params).toEqual({ id: '42' });
    expect(matchPage(pages, '/product/a%20b', langs)?.params).toEqual({ id: 'a b' });
    expect(matchPage(pages, '/product', langs)?.params).toEqual({ id: '' });
    expect(matchPage(pages, '/shop', langs)?.params).toEqual({ category: 'all', sort: 'price' });
    expect(matchPage(pages, '/shop/veg/', langs)?.params).toEqual({
      category: 'veg',
      sort: 'price',
    });
  });

  it('prefers the most literal path', () => {
    expect(matchPage(pages, '/product/new', langs)?.page.id).toBe('newProduct');
    expect(matchPage(pages, '/fr/produit/nouveau', langs)?.page.id).toBe('newProduct');
  });

  it('returns null for unknown paths and extra segments', () => {
    expect(matchPage(pages, '/nowhere', langs)).toBeNull();
    expect(matchPage(pages, '/faq/more', langs)).toBeNull();
    expect(matchPage([], '/', langs)).toBeNull();
  });

  it('round-trips with pagePath', () => {
    for (const p of pages) {
      for (const lang of p.langs) {
        const path = pagePath(p, lang, 'en', { id: 'x1', category: 'c', sort: 's' });
        expect(matchPage(pages, path, langs)?.page.id).toBe(p.id);
      }
    }
  });

  it('tells the language of an unknown path', () => {
    expect(langOfPath('/fr/nowhere', langs)).toBe('fr');
    expect(langOfPath('/nowhere', langs)).toBe('en');
  });
});

describe('sectionAnchor', () => {
  it('slugs titles', () => {
    expect(sectionAnchor('Frequently asked — Questions!')).toBe('frequently-asked-questions');
    expect(sectionAnchor('  Épicerie & Boissons ')).toBe('epicerie-boissons');
    expect(sectionAnchor('')).toBe('');
  });

  it('keeps anchors of a page unique and never empty', () => {
    const anchors = sectionAnchors([
      { uid: 'a', sectionTitle: 'Hero' },
      { uid: 'b', sectionTitle: 'Hero' },
      { uid: 'c', sectionTitle: '' },
      { uid: 'd', sectionTitle: 'hero' },
    ]);
    expect([...anchors.values()]).toEqual(['hero', 'hero-2', 'c', 'hero-3']);
  });
});
