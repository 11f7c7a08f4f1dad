import type { FastifyRequest } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { evaluateFormula } from '@shared/formula/evaluate.ts';
import { matchPage } from '@shared/routing/match-page.ts';
import type { AppData } from '@shared/schema/compose.ts';
import { headOf, withHead } from '../server/head.ts';
import { app as appOf, page } from '../testing/fixtures.ts';
import { applyHead, applyNotFoundHead } from './head.ts';
import { pageAddress, pageUrl } from './head-tags.ts';
import { metaBinder } from './meta-binder.ts';

const ORIGIN = 'http://production.localhost:3000';
const faq = page('faq', { en: '/faq', fr: '/questions' }, [], {
  title: { en: 'FAQ', fr: 'Questions' },
  meta: {
    desc: { en: 'Answers "here"' },
    keywords: {},
    socialDesc: {},
    socialTitle: { en: 'Our answers' },
    structuredData: {},
  },
  metaImage: '/assets/faq.png',
});
const home = page('home', { en: '/' });
const RECORD = { id: 'r1', name: 'Sadza "best" </script>', cents: 4550 };
const recipe = {
  ...page('recipe', { en: '/recipes/{id:}' }, [], {
    title: { en: '{{ context.page.data.name }} | Shop' },
    meta: {
      desc: { en: '{{ context.page.data.missing }}' },
      keywords: {},
      socialDesc: {},
      socialTitle: {},
      structuredData: {
        en: '{"@type":"Product","name":"{{ context.page.data.name }}","cents":{{ context.page.data.cents }}}',
      },
    },
    metaImage: '/assets/{{ context.page.data.id }}.png',
  }),
  cmsDataSetPath: 'recipes/{id}',
};
const app: AppData = appOf([home, faq, recipe]);
app.site.langs.push({ lang: 'fr', default: false });

/** The head the server writes for `pathname` on production. */
function serverHead(pathname: string, record: { data: unknown } | null = null): string {
  const match = matchPage(app.site.pages, pathname, app.site.langs);
  const request = { headers: { host: 'production.localhost:3000' }, protocol: 'http' };
  const head = headOf(
    app,
    { match, record: record && { status: 200, id: 'r1', ...record } },
    {
      environment: 'production',
      pathname,
      request: request as unknown as FastifyRequest,
      pinned: false,
    },
  );
  // Without the page data preload (happy-dom would fetch it).
  const template = '<html lang="en"><head><title></title></head><body></body></html>';
  const html = withHead(template, { ...head, preloads: [] });
  return /<head>(.*)<\/head>/.exec(html)![1]!;
}

const apply = (pathname: string, lang = 'en', record?: { data: unknown }) => {
  const match = matchPage(app.site.pages, pathname, app.site.langs)!;
  const address = pageAddress(app, 'production', match.page, pathname, ORIGIN);
  const url = pageUrl(match.page, lang, 'en', address);
  const binder = metaBinder(evaluateFormula, match.page, {
    lang,
    record,
    url,
    baseUrl: address?.base ?? '',
  });
  applyHead(match.page, lang, 'en', app.site.name, address, document, binder);
};

/** Every tag of the head as `name=value` of its key attributes, in order. */
const tags = () =>
  [...document.head.children].map((el) =>
    [el.tagName.toLowerCase(), ...el.getAttributeNames().map((a) => `${a}=${el.getAttribute(a)}`)]
      .sort()
      .join(' '),
  );

describe('the runtime over the head the server wrote', () => {
  beforeEach(() => {
    document.head.innerHTML = serverHead('/faq');
    document.title = 'FAQ';
  });

  it('adds nothing and changes nothing for the page the server wrote', () => {
    const before = tags();
    expect(before.filter((t) => t.includes('canonical'))).toHaveLength(1);
    expect(before.filter((t) => t.includes('hreflang'))).toHaveLength(3);
    apply('/faq');
    expect(tags()).toEqual(before);
  });

  it('updates the same tags in place for the next page, and clears addresses for a 404', () => {
    const canonical = document.head.querySelector('link[rel="canonical"]');
    apply('/fr/questions', 'fr');
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical);
    expect(canonical?.getAttribute('href')).toBe(`${ORIGIN}/fr/questions`);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/fr/questions`,
    );
    // What the server writes for that page is what the runtime now shows.
    const shown = tags();
    document.head.innerHTML = serverHead('/fr/questions');
    expect(tags()).toEqual(shown);
    apply('/');
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(2);
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    applyNotFoundHead('Page not found', 'en');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(0);
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });
});

describe("the runtime over a bound page's head", () => {
  it('fills the same formulas as the server and keeps its one JSON-LD script', () => {
    document.head.innerHTML = serverHead('/recipes/r1', { data: RECORD });
    const before = tags();
    const script = document.getElementById('baobab-structured-data');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@type': 'Product',
      name: RECORD.name,
      cents: 4550,
    });
    apply('/recipes/r1', 'en', { data: RECORD });
    expect(tags()).toEqual(before);
    expect(document.title).toBe('Sadza "best" </script> | Shop');
    expect(document.getElementById('baobab-structured-data')).toBe(script);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/assets/r1.png`,
    );
    // Another record: updated in place; a page without structured data, and a 404, remove it.
    apply('/recipes/r2', 'en', { data: { id: 'r2', name: 'Rice' } });
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@type': 'Product',
      name: 'Rice',
      cents: null,
    });
    apply('/faq');
    expect(document.getElementById('baobab-structured-data')).toBeNull();
    apply('/recipes/r1', 'en', { data: RECORD });
    applyNotFoundHead('Page not found', 'en');
    expect(document.getElementById('baobab-structured-data')).toBeNull();
  });
});
