import { describe, expect, it } from 'vitest';
import type { NavigationDestination, NavigationTarget } from '@shared/workflow/effects.ts';
import { app, page } from '../testing/fixtures.ts';
import { stringifyQuery } from '@shared/routing/query-string.ts';
import {
  canGoBackIn,
  hasQueries,
  navigationHref,
  previousPageTarget,
  type NavigationContext,
} from './navigation-target.ts';

const pages = [
  page('home', { en: '/', fr: '/' }),
  page('faq', { en: '/faq', fr: '/questions' }, [
    { uid: 's1', sectionTitle: 'Contact us' },
    { uid: 's2', sectionTitle: 'Délais & livraison' },
  ]),
  page('product', { en: '/product/{id:}', fr: '/produit/{id:}' }),
  page('terms', { en: '/terms' }, [{ uid: 't1', sectionTitle: 'Returns' }]),
];
const { site } = app(pages);
const en: NavigationContext = { site, lang: 'en', origin: 'https://shop.test/' };
const fr: NavigationContext = { ...en, lang: 'fr' };

const target = (
  where: NavigationDestination,
  extra: Partial<Omit<NavigationTarget, 'kind'>> = {},
): NavigationTarget => ({
  ...where,
  queries: {},
  sectionId: undefined,
  newTab: false,
  progress: false,
  ...extra,
});
/** As the effects call it: with qs's stringifier (loaded there only for targets with queries). */
const hrefOf = (t: NavigationTarget, context: NavigationContext) =>
  navigationHref(t, context, stringifyQuery);
const toPage = (pageId: string, extra = {}) => target({ kind: 'page', pageId }, extra);
const toPath = (path: string, extra = {}) => target({ kind: 'path', path }, extra);
const toUrl = (url: string, extra = {}) => target({ kind: 'url', url }, extra);

describe('navigationHref: page', () => {
  it('goes to the page path in the current language', () => {
    expect(hrefOf(toPage('faq'), en)).toEqual({ kind: 'internal', href: '/faq' });
    expect(hrefOf(toPage('faq'), fr)).toEqual({ kind: 'internal', href: '/fr/questions' });
    expect(hrefOf(toPage('home'), fr)).toEqual({ kind: 'internal', href: '/fr' });
  });

  it('uses the default language for a page the language lacks', () => {
    expect(hrefOf(toPage('terms'), fr).href).toBe('/terms');
  });

  it('fills path parameters with their defaults', () => {
    expect(hrefOf(toPage('product'), en).href).toBe('/product');
  });

  it('adds the section anchor, by uid or linkId; an unknown section adds none', () => {
    expect(hrefOf(toPage('faq', { sectionId: 's1' }), en).href).toBe('/faq#contact-us');
    expect(hrefOf(toPage('faq', { sectionId: 's2' }), fr).href).toBe(
      '/fr/questions#delais-livraison',
    );
    expect(hrefOf(toPage('faq', { sectionId: 'nope' }), en).href).toBe('/faq');
  });

  it('serialises queries before the hash', () => {
    const t = toPage('faq', { sectionId: 's1', queries: { q: 'red shoe', tags: ['a', 'b'] } });
    expect(hrefOf(t, en).href).toBe('/faq?q=red%20shoe&tags%5B0%5D=a&tags%5B1%5D=b#contact-us');
  });

  it('throws "Page not found." for an unknown page', () => {
    expect(() => hrefOf(toPage('ghost'), en)).toThrow('Page not found.');
  });

  it('opens a new tab with an href absolute to the site', () => {
    expect(hrefOf(toPage('faq', { newTab: true, queries: { a: 1 } }), fr)).toEqual({
      kind: 'external',
      href: 'https://shop.test/fr/questions?a=1',
      newTab: true,
    });
  });
});

describe('navigationHref: path', () => {
  it('keeps a path in the default language as written', () => {
    expect(hrefOf(toPath('/faq'), en)).toEqual({ kind: 'internal', href: '/faq' });
    expect(hrefOf(toPath('/anything/else?x=1#top'), en).href).toBe('/anything/else?x=1#top');
    expect(hrefOf(toPath('faq'), en).href).toBe('/faq');
  });

  it('keeps a path that already has a language prefix', () => {
    expect(hrefOf(toPath('/fr/questions'), en).href).toBe('/fr/questions');
    expect(hrefOf(toPath('/fr/questions'), fr).href).toBe('/fr/questions');
  });

  it('in another language, turns a default-language page path into its own', () => {
    expect(hrefOf(toPath('/faq'), fr).href).toBe('/fr/questions');
    expect(hrefOf(toPath('/product/42?x=1#top'), fr).href).toBe('/fr/produit/42?x=1#top');
    expect(hrefOf(toPath('/'), fr).href).toBe('/fr');
  });

  it('in another language, prefixes unknown paths and keeps pages it lacks', () => {
    expect(hrefOf(toPath('/nowhere?x=1'), fr).href).toBe('/fr/nowhere?x=1');
    expect(hrefOf(toPath('/terms'), fr).href).toBe('/terms');
  });

  it('adds the anchor of a section of the page the path names, else keeps the hash', () => {
    expect(hrefOf(toPath('/faq', { sectionId: 's1' }), en).href).toBe('/faq#contact-us');
    expect(hrefOf(toPath('/faq#x', { sectionId: 's1' }), fr).href).toBe('/fr/questions#contact-us');
    expect(hrefOf(toPath('/terms', { sectionId: 't1' }), fr).href).toBe('/terms#returns');
    expect(hrefOf(toPath('/nowhere#x', { sectionId: 's1' }), en).href).toBe('/nowhere#x');
  });

  it('appends queries to a query string already there', () => {
    expect(hrefOf(toPath('/faq?a=1#top', { queries: { b: '2' } }), en).href).toBe(
      '/faq?a=1&b=2#top',
    );
    expect(hrefOf(toPath('/faq?', { queries: { b: '2' } }), en).href).toBe('/faq?b=2');
  });

  it('never leaves the site: leading slashes and backslashes collapse', () => {
    expect(hrefOf(toPath('//evil.test/x'), en)).toEqual({
      kind: 'internal',
      href: '/evil.test/x',
    });
    expect(hrefOf(toPath('/\\evil.test'), en).href).toBe('/evil.test');
  });

  it('treats a path with a scheme as a URL', () => {
    expect(hrefOf(toPath('https://example.test/a'), en)).toEqual({
      kind: 'external',
      href: 'https://example.test/a',
      newTab: false,
    });
    expect(() => hrefOf(toPath('javascript:alert(1)'), en)).toThrow(/script or data URL/);
  });

  it('opens a new tab absolute to the site', () => {
    expect(hrefOf(toPath('/faq', { newTab: true }), en)).toEqual({
      kind: 'external',
      href: 'https://shop.test/faq',
      newTab: true,
    });
  });
});

describe('navigationHref: url', () => {
  it('is external, in the same tab unless asked', () => {
    expect(hrefOf(toUrl('https://example.test'), en)).toEqual({
      kind: 'external',
      href: 'https://example.test',
      newTab: false,
    });
    expect(hrefOf(toUrl('https://example.test', { newTab: true }), en)).toEqual({
      kind: 'external',
      href: 'https://example.test',
      newTab: true,
    });
  });

  it('adds queries before the hash, after any already there', () => {
    const t = toUrl('https://example.test/p?a=1#h', { queries: { b: 'x y' } });
    expect(hrefOf(t, en).href).toBe('https://example.test/p?a=1&b=x%20y#h');
  });

  it('refuses script and data URLs', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:x', 'data:text/html,x', 'vbscript:x']) {
      expect(() => hrefOf(toUrl(url), en)).toThrow(/not followed/);
    }
  });

  it('refuses them in every spelling the browser reads as one, as a URL or a path', () => {
    // The URL parser drops tabs and newlines anywhere and C0 controls around the URL: these
    // passed a check of the text as written (stored-XSS corpus, issue 28).
    for (const url of ['java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x']) {
      expect(() => hrefOf(toUrl(url), en), JSON.stringify(url)).toThrow(/not followed/);
      expect(() => hrefOf(toPath(url), en), JSON.stringify(url)).toThrow(/not followed/);
    }
  });
});

describe('previousPageTarget', () => {
  it('goes back when there is history, else to the fallback page, else nowhere', () => {
    expect(previousPageTarget(true, 'home')).toEqual({ kind: 'back' });
    expect(previousPageTarget(true, undefined)).toEqual({ kind: 'back' });
    expect(previousPageTarget(false, 'home')).toEqual({ kind: 'page', pageId: 'home' });
    expect(previousPageTarget(false, undefined)).toEqual({ kind: 'none' });
    expect(previousPageTarget(false, '')).toEqual({ kind: 'none' });
  });
});

describe('canGoBackIn', () => {
  it('reads react-router’s history index', () => {
    expect(canGoBackIn({ idx: 2, key: 'k', usr: null })).toBe(true);
    expect(canGoBackIn({ idx: 0 })).toBe(false);
    expect(canGoBackIn(null)).toBe(false);
    expect(canGoBackIn({ idx: '1' })).toBe(false);
  });
});

describe('navigationHref without a stringifier', () => {
  it('needs none for a target without queries, and refuses queries it cannot write', () => {
    expect(navigationHref(toPage('faq'), en)).toEqual({ kind: 'internal', href: '/faq' });
    expect(hasQueries(toPage('faq'))).toBe(false);
    const withQuery = toPage('faq', { queries: { q: 'x' } });
    expect(hasQueries(withQuery)).toBe(true);
    expect(() => navigationHref(withQuery, en)).toThrow('needs a query stringifier');
  });
});
