import { describe, expect, it } from 'vitest';
import { defaultLangOf, FALLBACK_LANG, langsDefaultFirst, pageLang } from './page-lang.ts';
import { paramsWithDefaults, routerPath } from './router-path.ts';

describe('routerPath', () => {
  it('writes literal paths as they are', () => {
    expect(routerPath('/')).toBe('/');
    expect(routerPath('/faq')).toBe('/faq');
    expect(routerPath('/a/b/')).toBe('/a/b');
  });

  it('writes {name:default} as an optional router parameter', () => {
    expect(routerPath('/product/{id:}')).toBe('/product/:id?');
    expect(routerPath('/shop/{category:all}/{sort:price}')).toBe('/shop/:category?/:sort?');
  });

  it('puts the language prefix first', () => {
    expect(routerPath('/', 'fr')).toBe('/fr');
    expect(routerPath('/produit/{id:}', 'fr')).toBe('/fr/produit/:id?');
  });
});

describe('paramsWithDefaults', () => {
  it('keeps given params and fills missing ones with their default', () => {
    const pattern = '/shop/{category:all}/{sort:price}';
    expect(paramsWithDefaults(pattern, { category: 'veg' })).toEqual({
      category: 'veg',
      sort: 'price',
    });
    expect(paramsWithDefaults(pattern, {})).toEqual({ category: 'all', sort: 'price' });
    expect(paramsWithDefaults('/product/{id:}', { id: undefined })).toEqual({ id: '' });
  });

  it('ignores params the pattern does not name', () => {
    expect(paramsWithDefaults('/faq', { '*': 'x', id: '1' })).toEqual({});
  });
});

describe('pageLang', () => {
  const page = { paths: { en: '/faq', fr: '/questions' }, langs: ['en', 'fr'] };

  it('keeps the language when the page has it, else takes the default', () => {
    expect(pageLang(page, 'fr', 'en')).toBe('fr');
    expect(pageLang(page, 'de', 'en')).toBe('en');
    expect(pageLang({ paths: { en: '/x' }, langs: ['en', 'fr'] }, 'fr', 'en')).toBe('en');
  });
});

describe('defaultLangOf', () => {
  it('is the language marked default, else the first one, else the fallback', () => {
    expect(
      defaultLangOf([
        { lang: 'fr', default: false },
        { lang: 'en', default: true },
      ]),
    ).toBe('en');
    expect(defaultLangOf([{ lang: 'fr', default: false }])).toBe('fr');
    expect(defaultLangOf([])).toBe(FALLBACK_LANG);
    expect(FALLBACK_LANG).toBe('en');
  });
});

describe('langsDefaultFirst', () => {
  it('lists the default language first, the others in their order', () => {
    const langs = [
      { lang: 'fr', default: false },
      { lang: 'sn', default: false },
      { lang: 'en', default: true },
    ];
    expect(langsDefaultFirst(langs)).toEqual(['en', 'fr', 'sn']);
    expect(
      langsDefaultFirst([
        { lang: 'fr', default: false },
        { lang: 'en', default: false },
      ]),
    ).toEqual(['fr', 'en']);
    expect(langsDefaultFirst([])).toEqual([]);
  });
});
