import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';
import { overrideKey, type SetPropertyPayload } from './set-property.ts';

const set = (change: Partial<SetPropertyPayload> & Pick<SetPropertyPayload, 'name' | 'value'>) =>
  ({
    type: 'set-property',
    payload: { pageId: 'home', elementId: 'cta', section: 'settings', ...change },
  }) as const;

const element = (store: ReturnType<typeof testStore>, id = 'cta') =>
  store.getState().doc.pages.home?.elements[id];

describe('set-property', () => {
  it('writes props or styles at desktop, and undo gives back the same document', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(set({ name: 'buttonType', value: 'submit' }));
    store.mark();
    store.dispatch(set({ section: 'style', name: 'color', value: '#f00' }));
    expect(element(store)?.props).toEqual({ text: 'Go', buttonType: 'submit' });
    expect(element(store)?.styles).toEqual({ color: '#f00' });
    store.undo();
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('writes breakpoint and state overrides under their keys', () => {
    expect(overrideKey('desktop', null)).toBeNull();
    expect(overrideKey(undefined, undefined)).toBeNull();
    expect(overrideKey('tablet', null)).toBe('tablet');
    expect(overrideKey('desktop', 'hover')).toBe('hover');
    expect(overrideKey('mobile', 'focus')).toBe('mobile:focus');
    const store = testStore();
    store.dispatch(set({ section: 'style', name: 'color', value: 'red', breakpoint: 'tablet' }));
    store.dispatch(
      set({ section: 'style', name: 'color', value: 'blue', breakpoint: 'tablet', state: 'hover' }),
    );
    store.dispatch(set({ section: 'style', name: 'color', value: 'green', state: 'hover' }));
    expect(element(store)?.overrides).toEqual({
      tablet: { styles: { color: 'red' } },
      'tablet:hover': { styles: { color: 'blue' } },
      hover: { styles: { color: 'green' } },
    });
    expect(element(store)?.styles).toBeUndefined();
  });

  it('removes a value with undefined and leaves no empty maps behind', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(set({ section: 'style', name: 'color', value: 'red', breakpoint: 'mobile' }));
    store.dispatch(
      set({ section: 'style', name: 'color', value: undefined, breakpoint: 'mobile' }),
    );
    expect(element(store)).not.toHaveProperty('overrides');
    expect(store.getState().doc).toEqual(before);
    store.dispatch(set({ name: 'text', value: undefined }));
    expect(element(store)).not.toHaveProperty('props');
    // Removing what is not there changes nothing.
    const now = store.getState().doc;
    expect(store.dispatch(set({ name: 'text', value: undefined }))).toEqual({
      ok: true,
      changed: false,
    });
    expect(store.getState().doc).toBe(now);
  });

  it('keeps other override maps when one empties', () => {
    const store = testStore();
    store.dispatch(set({ name: 'buttonType', value: 'submit', breakpoint: 'tablet' }));
    store.dispatch(set({ section: 'style', name: 'color', value: 'red', breakpoint: 'tablet' }));
    store.dispatch(set({ name: 'buttonType', value: undefined, breakpoint: 'tablet' }));
    expect(element(store)?.overrides).toEqual({ tablet: { styles: { color: 'red' } } });
  });

  it('writes one language of a multi-language property; a plain text becomes the default language', () => {
    const store = testStore();
    store.dispatch(set({ name: 'text', value: 'Aller', lang: 'fr' }));
    expect(element(store)?.props?.text).toEqual({ $lang: { en: 'Go', fr: 'Aller' } });
    store.dispatch(set({ name: 'text', value: 'Go!', lang: 'en' }));
    expect(element(store)?.props?.text).toEqual({ $lang: { en: 'Go!', fr: 'Aller' } });
    store.dispatch(set({ elementId: 'title', name: 'text', value: 'Salut', lang: 'fr' }));
    expect(element(store, 'title')?.props?.text).toEqual({ $lang: { en: 'Hello', fr: 'Salut' } });
    // At an override, the other languages start from the element's own value.
    store.dispatch(
      set({ elementId: 'title', name: 'text', value: 'Hi', lang: 'en', breakpoint: 'mobile' }),
    );
    expect(element(store, 'title')?.overrides?.mobile?.props?.text).toEqual({
      $lang: { en: 'Hi', fr: 'Salut' },
    });
  });

  it('writing one language of an unset text keeps the component default for the others', () => {
    const store = testStore();
    store.dispatch({
      type: 'insert-element',
      payload: {
        pageId: 'home',
        componentType: 'button',
        target: { kind: 'slot', parentId: 'box', slot: 'default', index: 0 },
      },
    });
    const id = store.getState().ui.selection!;
    store.dispatch(set({ elementId: id, name: 'text', value: 'Acheter', lang: 'fr' }));
    expect(element(store, id)?.props?.text).toEqual({ $lang: { en: 'Button', fr: 'Acheter' } });
  });

  it('a formula replaces the whole value, and a property that is not multi-language stays plain', () => {
    const store = testStore();
    store.dispatch(
      set({ elementId: 'title', name: 'text', value: { $formula: 'variables.name' }, lang: 'fr' }),
    );
    expect(element(store, 'title')?.props?.text).toEqual({ $formula: 'variables.name' });
    store.dispatch(set({ elementId: 'title', name: 'tag', value: 'h2', lang: 'fr' }));
    expect(element(store, 'title')?.props?.tag).toBe('h2');
  });

  it('merges typing into one undo step per field, level and language', () => {
    const store = testStore();
    for (const value of ['G', 'Go', 'Go!'])
      store.dispatch(set({ name: 'text', value, lang: 'en' }));
    expect(store.getState().history.past).toHaveLength(1);
    store.dispatch(set({ name: 'text', value: 'A', lang: 'fr' }));
    store.dispatch(set({ name: 'text', value: 'B', lang: 'fr', breakpoint: 'tablet' }));
    expect(store.getState().history.past).toHaveLength(3);
    store.mark();
    store.dispatch(set({ name: 'text', value: 'C', lang: 'fr', breakpoint: 'tablet' }));
    expect(store.getState().history.past).toHaveLength(4);
  });

  it('writes a shared section element in its own file, and refuses an unknown element', () => {
    const store = testStore();
    store.dispatch(set({ elementId: 'logo', name: 'tag', value: 'h3' }));
    expect(store.getState().doc.sections.nav?.elements.logo?.props?.tag).toBe('h3');
    expect(store.dispatch(set({ elementId: 'ghost', name: 'tag', value: 'h3' })).ok).toBe(false);
  });
});
