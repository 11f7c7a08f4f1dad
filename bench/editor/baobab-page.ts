/**
 * The benchmark page as Baobab files (browser-safe: the stylesheet page renders it too):
 * `site.json` with one page, `pages/home.json` with one section holding the tree's bands.
 */
import { CACHE_VERSION } from '@shared/schema/constants.ts';
import type { Element, ElementMap } from '@shared/schema/element.ts';
import type { PageFile, SiteFile } from '@shared/schema/site.ts';
import { benchTree, STYLES, styleRole, walk, type BenchTree } from './page-tree.ts';

export const PAGE_ID = 'home';
export const SECTION_UID = 'main';
export const siteIdFor = (size: number) => `editor-bench-${size}`;

/** The tree's elements as Baobab elements (flat map by id). */
export function benchElements(tree: BenchTree): ElementMap {
  const elements: ElementMap = {};
  for (const node of walk(tree.roots)) {
    const styles = { ...STYLES[styleRole(node)] };
    let element: Element;
    switch (node.kind) {
      case 'box':
        element = {
          id: node.id,
          type: 'flexbox',
          name: node.name,
          styles,
          children: { default: node.children.map((child) => child.id) },
        };
        break;
      case 'text':
        element = {
          id: node.id,
          type: 'text',
          name: node.name,
          props: { text: node.text, tag: node.tag },
          styles,
        };
        break;
      case 'image':
        element = {
          id: node.id,
          type: 'image',
          name: node.name,
          props: { url: node.src, alt: node.alt },
          styles,
        };
        break;
      case 'button':
        element = {
          id: node.id,
          type: 'button',
          name: node.name,
          props: { text: node.text },
          styles,
        };
        break;
    }
    elements[node.id] = element;
  }
  return elements;
}

export function benchSiteFiles(size: number): { site: SiteFile; page: PageFile; tree: BenchTree } {
  const tree = benchTree(size);
  const empty = { en: '' };
  const site: SiteFile = {
    schemaVersion: 2,
    id: siteIdFor(size),
    name: `Editor benchmark, ${size} elements`,
    homePageId: PAGE_ID,
    notFoundPageId: null,
    unauthenticatedPageId: null,
    unauthorizedPageId: null,
    authPluginId: null,
    defaultTheme: 'light',
    langs: [{ lang: 'en', default: true }],
    background: { color: '#ffffff' },
    cacheVersion: CACHE_VERSION,
    manifest: false,
    workflows: {},
    variables: {},
    formulas: {},
    collections: {},
    plugins: {},
    userGroups: {},
    pages: [
      {
        id: PAGE_ID,
        name: 'Home',
        linkId: PAGE_ID,
        folder: null,
        paths: { en: '/' },
        langs: ['en'],
        cmsDataSetPath: null,
        sections: [SECTION_UID],
        pageUserGroups: [],
        title: { en: 'Editor benchmark' },
        meta: {
          desc: empty,
          keywords: empty,
          socialDesc: empty,
          socialTitle: empty,
          structuredData: empty,
        },
        metaImage: null,
      },
    ],
  };
  const page: PageFile = {
    schemaVersion: 2,
    pageId: PAGE_ID,
    sections: {
      [SECTION_UID]: {
        uid: SECTION_UID,
        sectionTitle: 'Main',
        children: tree.roots.map((root) => root.id),
      },
    },
    elements: benchElements(tree),
    collections: {},
    variables: {},
    formulas: {},
    workflows: {},
    libraryComponents: {},
  };
  return { site, page, tree };
}
