import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { Command } from './index.ts';
import { inTabs, tabsContents, testStore, withTabs } from '../testing.ts';
import { pageElements, pageSections, type Place } from '../tree.ts';

const move = (elementId: string, target: Place, pageId = 'home') =>
  ({ type: 'move-element', payload: { pageId, elementId, target } }) as const;
const inBox = (index: number): Place => ({ kind: 'slot', parentId: 'box', slot: 'default', index });

describe('move-element', () => {
  it('counts the index before the element is taken out', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(move('cta', inBox(0)));
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'cta',
      'title',
    ]);
    store.undo();
    expect(store.getState().doc).toEqual(before);
    store.dispatch(move('title', inBox(2)));
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'cta',
      'title',
    ]);
    expect(store.getState().ui.selection).toBe('title');
  });

  it('moving to the same place is a no-op: no patches, no history step', () => {
    const store = testStore();
    const before = store.getState().doc;
    for (const index of [0, 1]) {
      expect(store.dispatch(move('title', inBox(index)))).toEqual({ ok: true, changed: false });
    }
    expect(store.getState().doc).toBe(before);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('moves between a slot and a section of the same page file, and back by undo', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(move('cta', { kind: 'section', sectionUid: 'hero', index: 0 }));
    const doc = store.getState().doc;
    expect(doc.pages.home?.sections.hero?.children).toEqual(['cta', 'box']);
    expect(doc.pages.home?.elements.box?.children?.default).toEqual(['title']);
    store.dispatch(move('box', { kind: 'section', sectionUid: 'hero', index: 0 }));
    expect(store.getState().doc.pages.home?.sections.hero?.children).toEqual(['box', 'cta']);
    store.undo();
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('refuses moving into itself or a descendant, or into a component without that slot', () => {
    const store = testStore();
    const before = store.getState().doc;
    expect(store.dispatch(move('box', inBox(0)))).toMatchObject({
      ok: false,
      error: 'An element cannot go inside itself.',
    });
    store.dispatch({
      type: 'insert-element',
      payload: { pageId: 'home', componentType: 'flexbox', target: inBox(0) },
    });
    const inner: Place = { kind: 'slot', parentId: 'flexbox-1', slot: 'default', index: 0 };
    expect(store.dispatch(move('box', inner)).ok).toBe(false);
    const afterInsert = store.getState().doc;
    expect(
      store.dispatch(move('cta', { kind: 'slot', parentId: 'title', slot: 'default', index: 0 }))
        .ok,
    ).toBe(false);
    expect(store.getState().doc).toBe(afterInsert);
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('refuses moving between the page and a shared section with a clear message', () => {
    const store = testStore();
    const result = store.dispatch(move('logo', { kind: 'section', sectionUid: 'hero', index: 0 }));
    expect(result).toMatchObject({
      ok: false,
      error:
        'Elements cannot move between a shared section and the page: copy and paste it instead.',
    });
    expect(store.dispatch(move('cta', { kind: 'section', sectionUid: 'nav', index: 0 })).ok).toBe(
      false,
    );
  });
});

/** Every id listed by a section or a slot of the page, with repeats. */
function listed(doc: SiteBundle, pageId: string): string[] {
  const out = pageSections(doc, pageId).flatMap((s) => s.children);
  for (const element of Object.values(pageElements(doc, pageId))) {
    for (const ids of Object.values(element.children ?? {})) out.push(...ids);
  }
  return out;
}

describe('element commands, any sequence', () => {
  const ids = ['box', 'title', 'cta', 'logo', 'flexbox-1', 'flexbox-2', 'text-3', 'text-4'];
  const place = fc.oneof(
    fc.record({
      kind: fc.constant('slot' as const),
      parentId: fc.constantFrom('box', 'flexbox-1', 'flexbox-2', 'title'),
      slot: fc.constant('default'),
      index: fc.integer({ min: 0, max: 4 }),
    }),
    fc.record({
      kind: fc.constant('section' as const),
      sectionUid: fc.constantFrom('hero', 'nav'),
      index: fc.integer({ min: 0, max: 4 }),
    }),
  );
  const command: fc.Arbitrary<Command> = fc.oneof(
    fc
      .record({ id: fc.constantFrom(...ids), target: place })
      .map(({ id, target }) => move(id, target)),
    fc.record({ type: fc.constantFrom('flexbox', 'text'), target: place }).map(
      ({ type, target }) =>
        ({
          type: 'insert-element',
          payload: { pageId: 'home', componentType: type, target },
        }) as const,
    ),
    fc
      .constantFrom(...ids)
      .map(
        (elementId) =>
          ({ type: 'delete-element', payload: { pageId: 'home', elementId } }) as const,
      ),
    fc
      .constantFrom(...ids)
      .map(
        (elementId) =>
          ({ type: 'duplicate-element', payload: { pageId: 'home', elementId } }) as const,
      ),
  );

  it('never lists an element twice, lists only existing ones, and undo all gives back the start', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        const store = testStore();
        const start = store.getState().doc;
        for (const c of commands) {
          store.dispatch(c);
          const doc = store.getState().doc;
          const all = listed(doc, 'home');
          expect(new Set(all).size).toBe(all.length);
          const elements = pageElements(doc, 'home');
          for (const id of all) expect(elements[id]).toBeDefined();
          // Every element is listed somewhere: nothing is left orphaned.
          expect(new Set(all)).toEqual(new Set(Object.keys(elements)));
        }
        while (store.undo());
        expect(store.getState().doc).toEqual(start);
      }),
      { numRuns: 200 },
    );
  });
});

describe('move-element into a positional slot (tab k shows content k)', () => {
  it('moves into an empty tab past the end, the places before it filled', () => {
    const store = testStore({}, withTabs());
    const before = store.getState().doc;
    store.dispatch(move('cta', inTabs(2)));
    expect(tabsContents(store)).toEqual(['first', 'flexbox-1', 'cta']);
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual(['title']);
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('moving a content to a later empty tab leaves its own tab empty, not the others shifted', () => {
    const store = testStore({}, withTabs());
    store.dispatch(move('first', inTabs(2)));
    expect(tabsContents(store)).toEqual(['flexbox-1', 'flexbox-2', 'first']);
  });
});
