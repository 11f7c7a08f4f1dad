/** A store over the shared fixture site (home: hero › box › title, cta; shared nav › logo), for tests. */
import type { SiteBundle } from '@shared/schema/site.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { EditorUi } from './state.ts';
import type { Place } from './tree.ts';
import { createEditorStore, type EditorStore } from './store.ts';

/** Ids are `{prefix}-1`, `{prefix}-2`… so tests can name what a command created. */
export function testStore(
  ui: Partial<EditorUi> = {},
  doc: SiteBundle = fixtureSite(),
): EditorStore {
  let count = 0;
  return createEditorStore({
    siteId: 'demo',
    doc,
    ui: { pageId: 'home', ...ui },
    newId: (prefix = 'el') => `${prefix}-${++count}`,
  });
}

/**
 * The fixture with tabs after the hero's box: three labels, one content (`first`, an empty
 * flexbox), so tabs 2 and 3 show empty panels past the contents.
 */
export function withTabs(doc: SiteBundle = fixtureSite()): SiteBundle {
  const home = doc.pages.home!;
  home.sections.hero!.children = ['box', 'tabs'];
  home.elements.tabs = {
    id: 'tabs',
    type: 'tabs',
    props: { tabLabels: [{ label: 'A' }, { label: 'B' }, { label: 'C' }] },
    children: { tabsList: [], tabsContent: ['first'] },
  };
  home.elements.first = { id: 'first', type: 'flexbox', children: { default: [] } };
  return doc;
}

/** The contents of `withTabs`'s tabs, as the store has them now. */
export const tabsContents = (store: EditorStore) =>
  store.getState().doc.pages.home?.elements.tabs?.children?.tabsContent;

/** A place in `withTabs`'s contents. */
export const inTabs = (index: number): Place => ({
  kind: 'slot',
  parentId: 'tabs',
  slot: 'tabsContent',
  index,
});
