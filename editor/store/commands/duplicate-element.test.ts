import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

const duplicate = (elementId: string) =>
  ({ type: 'duplicate-element', payload: { pageId: 'home', elementId } }) as const;

describe('duplicate-element', () => {
  it('copies the subtree with new ids right after the element, names kept, and selects it', () => {
    const store = testStore();
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'title', name: 'Heading' },
    });
    store.mark();
    const before = store.getState().doc;
    store.dispatch(duplicate('box'));
    const { doc, ui } = store.getState();
    const elements = doc.pages.home?.elements ?? {};
    expect(doc.pages.home?.sections.hero?.children).toEqual(['box', 'flexbox-1']);
    expect(elements['flexbox-1']?.children).toEqual({ default: ['text-2', 'button-3'] });
    expect(elements['text-2']).toEqual({ ...elements.title, id: 'text-2' });
    expect(elements['text-2']?.name).toBe('Heading');
    expect(elements['button-3']?.link).toEqual({ type: 'page', pageId: 'faq' });
    // The copy owns its values: the original is untouched.
    expect(elements.title).toBe(before.pages.home?.elements.title);
    expect(ui.selection).toBe('flexbox-1');
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('duplicates inside a slot and in a shared section file', () => {
    const store = testStore();
    store.dispatch(duplicate('title'));
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'title',
      'text-1',
      'cta',
    ]);
    store.dispatch(duplicate('logo'));
    expect(store.getState().doc.sections.nav?.section.children).toEqual(['logo', 'text-2']);
    expect(store.getState().doc.sections.nav?.elements['text-2']?.props).toEqual({ text: 'Demo' });
  });

  it('refuses an unknown element', () => {
    expect(testStore().dispatch(duplicate('ghost')).ok).toBe(false);
  });
});
