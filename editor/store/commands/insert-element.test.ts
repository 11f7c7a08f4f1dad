import { describe, expect, it } from 'vitest';
import type { Place } from '../tree.ts';
import { inTabs, tabsContents, testStore, withTabs } from '../testing.ts';

const insert = (componentType: string, target: Place, pageId = 'home') =>
  ({ type: 'insert-element', payload: { pageId, componentType, target } }) as const;

describe('insert-element', () => {
  it('inserts into a slot at the index, selects it, and undo gives back the same document', () => {
    const store = testStore();
    const before = store.getState().doc;
    const result = store.dispatch(
      insert('image', { kind: 'slot', parentId: 'box', slot: 'default', index: 1 }),
    );
    expect(result).toEqual({ ok: true, changed: true });
    const { doc, ui } = store.getState();
    expect(doc.pages.home?.elements.box?.children?.default).toEqual(['title', 'image-1', 'cta']);
    expect(doc.pages.home?.elements['image-1']).toEqual({ id: 'image-1', type: 'image' });
    expect(ui.selection).toBe('image-1');
    expect(store.getState().history.past).toHaveLength(1);
    store.undo();
    expect(store.getState().doc).toEqual(before);
    expect(store.getState().doc.sections).toBe(before.sections);
  });

  it('gives a new flexbox an empty list per slot', () => {
    const store = testStore();
    store.dispatch(insert('flexbox', { kind: 'section', sectionUid: 'hero', index: 0 }));
    const doc = store.getState().doc;
    expect(doc.pages.home?.sections.hero?.children).toEqual(['flexbox-1', 'box']);
    expect(doc.pages.home?.elements['flexbox-1']).toEqual({
      id: 'flexbox-1',
      type: 'flexbox',
      children: { default: [] },
    });
  });

  it('gives components that are useless empty starter children in their slots', () => {
    const store = testStore();
    store.dispatch(insert('accordion', { kind: 'section', sectionUid: 'hero', index: 1 }));
    const elements = store.getState().doc.pages.home?.elements ?? {};
    const accordion = Object.values(elements).find((e) => e.type === 'accordion');
    expect(Object.keys(accordion?.children ?? {})).toEqual(['toggle', 'content']);
    const toggle = accordion?.children?.toggle?.[0] ?? '';
    expect(elements[toggle]?.type).toBe('text');
    // The site speaks English only: the starter text is written for its languages.
    expect(elements[toggle]?.props?.text).toEqual({ $lang: { en: 'Accordion title' } });
    expect(store.getState().ui.selection).toBe(accordion?.id);

    store.dispatch(insert('form-container', { kind: 'section', sectionUid: 'hero', index: 0 }));
    const after = store.getState().doc.pages.home?.elements ?? {};
    const form = Object.values(after).find((e) => e.type === 'form-container');
    const types = (form?.children?.default ?? []).map((id) => after[id]?.type);
    expect(types).toEqual(['form-input', 'button']);
    const submit = after[form?.children?.default?.[1] ?? ''];
    expect(submit?.props?.buttonType).toBe('submit');

    store.dispatch(insert('tabs', { kind: 'section', sectionUid: 'hero', index: 0 }));
    const tabs = Object.values(store.getState().doc.pages.home?.elements ?? {}).find(
      (e) => e.type === 'tabs',
    );
    expect(tabs?.children?.tabsList).toEqual([]);
    expect(tabs?.children?.tabsContent).toHaveLength(3);
  });

  it('writes into the shared section file when the target is a shared section', () => {
    const store = testStore();
    store.dispatch(insert('text', { kind: 'section', sectionUid: 'nav', index: 5 }));
    const doc = store.getState().doc;
    expect(doc.sections.nav?.section.children).toEqual(['logo', 'text-1']);
    expect(doc.sections.nav?.elements['text-1']?.type).toBe('text');
    expect(doc.pages.home?.elements['text-1']).toBeUndefined();
  });

  it('never reuses an id that another page already has', () => {
    const store = testStore();
    store.dispatch(insert('text', { kind: 'section', sectionUid: 'nav', index: 0 }, 'faq'));
    expect(store.getState().doc.sections.nav?.elements['text-1']).toBeDefined();
    // Ids come from a counter: pretend it starts again and would give `text-1` twice.
    const state = store.getState();
    const doc = {
      ...state.doc,
      pages: {
        ...state.doc.pages,
        faq: {
          ...state.doc.pages.faq!,
          elements: { 'text-2': { id: 'text-2', type: 'text' } },
        },
      },
    };
    store.load(doc);
    store.dispatch(insert('text', { kind: 'section', sectionUid: 'hero', index: 0 }));
    expect(store.getState().doc.pages.home?.sections.hero?.children[0]).toBe('text-3');
  });

  it('refuses an unknown component, a slot the parent lacks, a leaf parent and a foreign section', () => {
    const store = testStore();
    const before = store.getState().doc;
    const refusals = [
      insert('nope', { kind: 'section', sectionUid: 'hero', index: 0 }),
      insert('text', { kind: 'slot', parentId: 'box', slot: 'header', index: 0 }),
      insert('text', { kind: 'slot', parentId: 'title', slot: 'default', index: 0 }),
      insert('text', { kind: 'section', sectionUid: 'hero', index: 0 }, 'faq'),
      insert('text', { kind: 'slot', parentId: 'ghost', slot: 'default', index: 0 }),
    ].map((command) => store.dispatch(command));
    expect(refusals.map((r) => r.ok)).toEqual([false, false, false, false, false]);
    expect(refusals[2]).toMatchObject({ ok: false, error: '"Text" cannot hold other elements.' });
    expect(store.getState().doc).toBe(before);
  });
});

describe('insert-element into a positional slot (tab k shows content k)', () => {
  it('fills the places before a drop past the end with empty flexboxes', () => {
    const store = testStore({}, withTabs());
    const before = store.getState().doc;
    store.dispatch(insert('text', inTabs(2)));
    expect(tabsContents(store)).toEqual(['first', 'flexbox-2', 'text-1']);
    expect(store.getState().doc.pages.home?.elements['flexbox-2']).toEqual({
      id: 'flexbox-2',
      type: 'flexbox',
      children: { default: [] },
    });
    expect(store.getState().ui.selection).toBe('text-1');
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('inserts among the contents as before within the list, and never fills other slots', () => {
    const store = testStore({}, withTabs());
    store.dispatch(insert('text', inTabs(0)));
    expect(tabsContents(store)).toEqual(['text-1', 'first']);
    store.dispatch(insert('image', { kind: 'slot', parentId: 'box', slot: 'default', index: 9 }));
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'title',
      'cta',
      'image-2',
    ]);
  });
});
