/** Small AppData and PageData builders for runtime tests. */
import type { PageContext } from '../state/site-runtime.ts';
import type { AppData, PageData, PublishedPage } from '@shared/schema/compose.ts';
import type { ElementMap, Section } from '@shared/schema/element.ts';
import { sectionTag, type SectionTag } from '@shared/schema/section-tag.ts';

const emptyMeta = { desc: {}, keywords: {}, socialDesc: {}, socialTitle: {}, structuredData: {} };

export function page(
  id: string,
  paths: Record<string, string>,
  sections: Array<{ uid: string; sectionTitle: string; tag?: SectionTag }> = [],
  extra: Partial<PublishedPage> = {},
): PublishedPage {
  return {
    id,
    linkId: id,
    name: id,
    folder: null,
    paths,
    langs: Object.keys(paths),
    cmsDataSetPath: null,
    sections: sections.map((s) => ({ ...s, linkId: s.uid, tag: sectionTag(s) })),
    pageUserGroups: [],
    title: { en: `${id} title` },
    meta: emptyMeta,
    metaImage: null,
    ...extra,
  };
}

export function app(pages: PublishedPage[], extra: Partial<AppData['site']> = {}): AppData {
  return {
    cacheVersion: 102,
    site: {
      id: 'demo',
      name: 'Demo',
      homePageId: pages[0]?.id ?? 'home',
      notFoundPageId: null,
      unauthenticatedPageId: null,
      unauthorizedPageId: null,
      authPluginId: null,
      defaultTheme: 'light',
      langs: [
        { lang: 'en', default: true },
        { lang: 'fr', default: false },
      ],
      background: null,
      cacheVersion: 102,
      pages,
      ...extra,
    },
    workflows: {},
    variables: {},
    formulas: {},
    collections: {},
    plugins: {},
    userGroups: {},
  };
}

export function pageData(
  published: PublishedPage,
  sections: Section[],
  elements: ElementMap,
  lang = 'en',
): PageData {
  return {
    cacheVersion: 102,
    wwlang: lang,
    page: published,
    sections: Object.fromEntries(sections.map((s) => [s.uid, s])),
    wwObjects: elements,
    collections: {},
    variables: {},
    formulas: {},
    workflows: {},
    libraryComponents: {},
  };
}

/** `context.page` of a visit to `id` (path `/{id}`, English, not loaded yet). */
export function pageContext(id: string, extra: Partial<PageContext> = {}): PageContext {
  return { id, name: id, path: `/${id}`, lang: 'en', params: {}, pageLoaded: false, ...extra };
}
