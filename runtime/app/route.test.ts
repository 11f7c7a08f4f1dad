import { describe, expect, it } from 'vitest';
import { app, page } from '../testing/fixtures.ts';
import { NOT_FOUND_PATH, resolveRoute } from './route.ts';

const pages = [
  page('home', { en: '/', fr: '/' }),
  page('faq', { en: '/faq', fr: '/questions' }),
  page('product', { en: '/product/{id:}', fr: '/produit/{id:}' }),
  page('shop', { en: '/shop/{category:all}/{sort:price}' }),
  page('missing', { en: '/missing', fr: '/introuvable' }),
  page('missingEn', { en: '/oops/{code:404}' }),
];

describe('resolveRoute', () => {
  const site = app(pages);

  it('resolves paths per language, the default language without prefix', () => {
    expect(resolveRoute(site, '/faq')).toEqual({
      kind: 'page',
      pageId: 'faq',
      lang: 'en',
      params: {},
      notFound: false,
    });
    expect(resolveRoute(site, '/fr/questions')).toMatchObject({ pageId: 'faq', lang: 'fr' });
    expect(resolveRoute(site, '/fr')).toMatchObject({ pageId: 'home', lang: 'fr' });
  });

  it('needs the language prefix for non-default languages, and none for the default', () => {
    expect(resolveRoute(site, '/questions')).toMatchObject({ kind: 'not-found' });
    expect(resolveRoute(site, '/en/faq')).toMatchObject({ kind: 'not-found' });
    // shop has no French path: /fr/shop is not the English page.
    expect(resolveRoute(site, '/fr/shop')).toMatchObject({ kind: 'not-found', lang: 'fr' });
  });

  it('turns {name:default} segments into route params; a missing one takes its default', () => {
    expect(resolveRoute(site, '/product/42')).toMatchObject({ params: { id: '42' } });
    expect(resolveRoute(site, '/fr/produit/a%20b')).toMatchObject({ params: { id: 'a b' } });
    expect(resolveRoute(site, '/shop')).toMatchObject({
      pageId: 'shop',
      params: { category: 'all', sort: 'price' },
    });
    expect(resolveRoute(site, '/shop/veg')).toMatchObject({
      params: { category: 'veg', sort: 'price' },
    });
  });

  it('sends an unknown path to /404 when the site has no 404 page', () => {
    expect(resolveRoute(site, '/nowhere')).toEqual({
      kind: 'not-found',
      lang: 'en',
      redirectTo404: true,
    });
    expect(resolveRoute(site, '/fr/nulle-part')).toEqual({
      kind: 'not-found',
      lang: 'fr',
      redirectTo404: true,
    });
    // Already there: no redirect loop.
    expect(resolveRoute(site, NOT_FOUND_PATH)).toMatchObject({ redirectTo404: false });
    expect(resolveRoute(site, '/404/')).toMatchObject({ redirectTo404: false });
  });

  it('treats a notFoundPageId naming no page as no 404 page', () => {
    const broken = app(pages, { notFoundPageId: 'gone' });
    expect(resolveRoute(broken, '/nowhere')).toMatchObject({ kind: 'not-found' });
  });

  it('shows the site 404 page for an unknown path, in the path language when it has it', () => {
    const withPage = app(pages, { notFoundPageId: 'missing' });
    expect(resolveRoute(withPage, '/nowhere')).toEqual({
      kind: 'page',
      pageId: 'missing',
      lang: 'en',
      params: {},
      notFound: true,
    });
    expect(resolveRoute(withPage, '/fr/nulle-part')).toMatchObject({
      pageId: 'missing',
      lang: 'fr',
      notFound: true,
    });
    // The 404 page's own path is an ordinary page.
    expect(resolveRoute(withPage, '/missing')).toMatchObject({ notFound: false });
  });

  it('falls back to the default language and its own parameter defaults for the 404 page', () => {
    const withPage = app(pages, { notFoundPageId: 'missingEn' });
    expect(resolveRoute(withPage, '/fr/nulle-part')).toEqual({
      kind: 'page',
      pageId: 'missingEn',
      lang: 'en',
      params: { code: '404' },
      notFound: true,
    });
  });
});
