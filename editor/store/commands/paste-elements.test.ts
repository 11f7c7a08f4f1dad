import type { Workflow } from '@shared/schema/logic.ts';
import { describe, expect, it } from 'vitest';
import { copyElements, pasteTarget } from '../clipboard.ts';
import { testStore } from '../testing.ts';
import type { Place } from '../tree.ts';
import type { Clipboard } from '../state.ts';

const paste = (clipboard: Clipboard, target: Place, pageId = 'home') =>
  ({ type: 'paste-elements', payload: { pageId, clipboard, target } }) as const;

describe('paste-elements', () => {
  it('pastes a copied subtree on another page with new ids and remapped children', () => {
    const store = testStore();
    const clipboard = copyElements(store.getState().doc, 'home', ['box']);
    store.setUi({ pageId: 'faq' });
    // faq shows only the shared nav section: the copy goes into that section's file.
    const target = pasteTarget(store.getState().doc, 'faq', null);
    expect(target).toEqual({ kind: 'section', sectionUid: 'nav', index: 1 });
    const before = store.getState().doc;
    store.dispatch(paste(clipboard, target!, 'faq'));
    const nav = store.getState().doc.sections.nav;
    expect(nav?.section.children).toEqual(['logo', 'flexbox-1']);
    expect(nav?.elements['flexbox-1']?.children).toEqual({ default: ['text-2', 'button-3'] });
    expect(nav?.elements['text-2']?.props).toEqual(before.pages.home?.elements.title?.props);
    expect(store.getState().ui.selection).toBe('flexbox-1');
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('drops events whose workflow the destination file cannot reach', () => {
    const store = testStore();
    const workflow = (id: string): Workflow => ({ id, name: id, trigger: 'onload', actions: [] });
    const doc = store.getState().doc;
    store.load({
      ...doc,
      site: { ...doc.site, workflows: { shared: workflow('shared') } },
      pages: {
        ...doc.pages,
        home: {
          ...doc.pages.home!,
          workflows: { own: workflow('own') },
          elements: {
            ...doc.pages.home!.elements,
            cta: {
              ...doc.pages.home!.elements.cta!,
              events: [
                { trigger: 'click', workflowId: 'own' },
                { trigger: 'focus', workflowId: 'shared' },
              ],
            },
          },
        },
      },
    });
    const clipboard = copyElements(store.getState().doc, 'home', ['cta']);
    store.dispatch(paste(clipboard, { kind: 'section', sectionUid: 'hero', index: 0 }));
    expect(store.getState().doc.pages.home?.elements['button-1']?.events).toHaveLength(2);
    store.dispatch(paste(clipboard, { kind: 'section', sectionUid: 'nav', index: 0 }));
    expect(store.getState().doc.sections.nav?.elements['button-2']?.events).toEqual([
      { trigger: 'focus', workflowId: 'shared' },
    ]);
  });

  it('pastes twice without reusing an id of any page', () => {
    const store = testStore();
    const clipboard = copyElements(store.getState().doc, 'home', ['title', 'cta']);
    const slot: Place = { kind: 'slot', parentId: 'box', slot: 'default', index: 0 };
    store.dispatch(paste(clipboard, slot));
    store.dispatch(paste(clipboard, slot));
    const list = store.getState().doc.pages.home?.elements.box?.children?.default;
    expect(list).toEqual(['text-3', 'button-4', 'text-1', 'button-2', 'title', 'cta']);
  });

  it('refuses an empty clipboard and a target that cannot hold elements', () => {
    const store = testStore();
    const before = store.getState().doc;
    const hero: Place = { kind: 'section', sectionUid: 'hero', index: 0 };
    expect(store.dispatch(paste({ roots: [], elements: {} }, hero))).toMatchObject({
      ok: false,
      error: 'There is nothing to paste.',
    });
    const clipboard = copyElements(before, 'home', ['cta']);
    const leaf: Place = { kind: 'slot', parentId: 'cta', slot: 'default', index: 0 };
    expect(store.dispatch(paste(clipboard, leaf)).ok).toBe(false);
    expect(store.getState().doc).toBe(before);
  });
});
