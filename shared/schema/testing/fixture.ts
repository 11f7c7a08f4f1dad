/** A small valid site, as file texts, for tests to break in one place at a time. */
import { canonicalJson } from '../canonical.ts';
import { CACHE_VERSION } from '../constants.ts';
import type { PageFile, SectionFile, SiteFile } from '../site.ts';

const meta = {
  desc: { en: '' },
  keywords: { en: '' },
  socialDesc: { en: '' },
  socialTitle: { en: '' },
  structuredData: { en: '' },
};

export function fixtureSite(): {
  site: SiteFile;
  pages: Record<string, PageFile>;
  sections: Record<string, SectionFile>;
} {
  const page = (id: string, path: string, sections: string[]) => ({
    id,
    linkId: id,
    name: id,
    folder: null,
    paths: { en: path },
    langs: ['en'],
    cmsDataSetPath: null,
    sections,
    pageUserGroups: [],
    title: { en: id },
    meta,
    metaImage: null,
  });
  const emptyPage = (pageId: string): PageFile => ({
    schemaVersion: 2,
    pageId,
    sections: {},
    elements: {},
    collections: {},
    variables: {},
    formulas: {},
    workflows: {},
    libraryComponents: {},
  });
  return {
    site: {
      schemaVersion: 2,
      id: 'demo',
      name: 'Demo',
      homePageId: 'home',
      notFoundPageId: null,
      unauthenticatedPageId: null,
      unauthorizedPageId: null,
      authPluginId: null,
      defaultTheme: 'light',
      langs: [{ lang: 'en', default: true }],
      background: null,
      cacheVersion: CACHE_VERSION,
      workflows: {},
      variables: {},
      formulas: {},
      collections: {},
      plugins: {},
      userGroups: {},
      pages: [page('home', '/', ['nav', 'hero']), page('faq', '/faq', ['nav'])],
    },
    pages: {
      home: {
        ...emptyPage('home'),
        sections: { hero: { uid: 'hero', sectionTitle: 'Hero', children: ['box'] } },
        elements: {
          box: { id: 'box', type: 'flexbox', children: { default: ['title', 'cta'] } },
          title: {
            id: 'title',
            type: 'text',
            props: { text: { $lang: { en: 'Hello' } }, tag: 'h1' },
          },
          cta: {
            id: 'cta',
            type: 'button',
            props: { text: 'Go' },
            link: { type: 'page', pageId: 'faq' },
          },
        },
      },
      faq: emptyPage('faq'),
    },
    sections: {
      nav: {
        schemaVersion: 2,
        section: { uid: 'nav', sectionTitle: 'Navigation', children: ['logo'] },
        elements: { logo: { id: 'logo', type: 'text', props: { text: 'Demo' } } },
      },
    },
  };
}

/** The fixture as texts keyed by relative path, after `edit` has changed it. */
export function fixtureTexts(
  edit?: (site: ReturnType<typeof fixtureSite>) => void,
): Record<string, string> {
  const fixture = fixtureSite();
  edit?.(fixture);
  const texts: Record<string, string> = { 'site.json': canonicalJson(fixture.site) };
  for (const [id, file] of Object.entries(fixture.pages))
    texts[`pages/${id}.json`] = canonicalJson(file);
  for (const [uid, file] of Object.entries(fixture.sections))
    texts[`sections/${uid}.json`] = canonicalJson(file);
  return texts;
}
