import type { FastifyRequest } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchPage } from '@shared/routing/match-page.ts';
import type { AppData } from '@shared/schema/compose.ts';
import { headOf, withHead } from '../server/head.ts';
import { app as appOf, page } from '../testing/fixtures.ts';
import { applyHead, applyNotFoundHead } from './head.ts';
import { pageAddress } from './head-tags.ts';

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
const app: AppData = appOf([home, faq]);
app.site.langs.push({ lang: 'fr', default: false });

/** The head the server writes for `pathname` on production. */
function serverHead(pathname: string): string {
  const match = matchPage(app.site.pages, pathname, app.site.langs);
  const request = { headers: { host: 'production.localhost:3000' }, protocol: 'http' };
  const head = headOf(
    app,
    { match, record: null },
    {
      environment: 'production',
      pathname,
      request: request as unknown as FastifyRequest,
      pinned: false,
    },
  );
  // Without the page data preload (happy-dom would fetch it).
  // Without the page data preload (happy-dom would fetch it).
  const template = '<html lang="en"><head><title></title></head><body></body></html>';
  const html = withHead(template, { ...head, preloads: [] });
  return /<head>(.*)<\/head>/.exec(html)![1]!;
}

const apply = (pathname: string, lang = 'en') => {
  const match = matchPage(app.site.pages, pathname, app.site.langs)!;
  const address = pageAddress(app, 'production', match.page, pathname, ORIGIN);
  applyHead(match.page, lang, 'en', app.site.name, address);
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
