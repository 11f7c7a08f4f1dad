/** A store over the shared fixture site (home: hero › box › title, cta; shared nav › logo), for tests. */
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { EditorUi } from './state.ts';
import { createEditorStore, type EditorStore } from './store.ts';

/** Ids are `{prefix}-1`, `{prefix}-2`… so tests can name what a command created. */
export function testStore(ui: Partial<EditorUi> = {}): EditorStore {
  let count = 0;
  return createEditorStore({
    siteId: 'demo',
    doc: fixtureSite(),
    ui: { pageId: 'home', ...ui },
    newId: (prefix = 'el') => `${prefix}-${++count}`,
  });
}
