import { describe, expect, it, vi } from 'vitest';
import { testStore } from '../store/testing.ts';
import { createLiveSource, PAGE_KEY, sectionKey, touchedElements } from './live-source.ts';

describe('the live element source', () => {
  it('holds the page elements and shared sections, in section order', () => {
    const store = testStore();
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    expect(Object.keys(live.elements).sort()).toEqual(['box', 'cta', 'logo', 'title']);
    expect(live.sectionUids).toEqual(['nav', 'hero']);
    expect(live.sections.hero?.children).toEqual(['box']);
  });

  it('notifies the edited element only, after updating the map in place', () => {
    const store = testStore();
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const elements = live.elements;
    const seen: Record<string, string | undefined> = {};
    const title = vi.fn(() => (seen.title = live.elements.title?.name));
    const others = vi.fn();
    live.subscribe('title', title);
    for (const id of ['box', 'cta', 'logo']) live.subscribe(id, others);
    live.subscribe(sectionKey('hero'), others);
    live.subscribe(PAGE_KEY, others);

    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'title', name: 'Heading' },
    });
    const changes = live.sync(store.getState().doc);
    expect(changes).toEqual({ elements: ['title'], sections: [], page: false });
    expect(title).toHaveBeenCalledTimes(1);
    expect(seen.title).toBe('Heading');
    expect(others).not.toHaveBeenCalled();
    expect(live.elements).toBe(elements);
  });

  it("compares only the elements an edit's patches name, and everything for other patches", () => {
    const store = testStore();
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const patches: Array<{ path: Array<string | number> }> = [];
    store.onChange((p) => patches.splice(0, patches.length, ...p));
    const title = vi.fn();
    live.subscribe('title', title);

    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'title', name: 'Heading' },
    });
    const touched = touchedElements(patches, 'home');
    expect(touched).toEqual(new Set(['title']));
    expect(live.sync(store.getState().doc, touched)).toEqual({
      elements: ['title'],
      sections: [],
      page: false,
    });
    expect(live.elements.title?.name).toBe('Heading');
    expect(title).toHaveBeenCalledTimes(1);

    // Only what is named is compared: the hint must name every written element.
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'cta', name: 'Buy' },
    });
    expect(live.sync(store.getState().doc, new Set(['title']))).toEqual({
      elements: [],
      sections: [],
      page: false,
    });
    expect(live.elements.cta?.name).not.toBe('Buy');

    // Another file, the whole map, a section's list: no hint, everything compared.
    expect(touchedElements([{ path: ['pages', 'home', 'sections', 'hero'] }], 'home')).toBe(
      undefined,
    );
    expect(touchedElements([{ path: ['pages', 'home', 'elements'] }], 'home')).toBe(undefined);
    expect(touchedElements([{ path: ['pages', 'faq', 'elements', 'x'] }], 'home')).toBe(undefined);
    expect(touchedElements([{ path: ['site', 'name'] }], 'home')).toBe(undefined);
  });

  it('removes and adds the named elements when only the element map changed', () => {
    const store = testStore();
    const live = createLiveSource('home');
    const doc = store.getState().doc;
    live.sync(doc);
    const home = doc.pages.home!;
    const { cta: _cta, ...rest } = home.elements;
    const without = { ...doc, pages: { ...doc.pages, home: { ...home, elements: rest } } };
    expect(live.sync(without, new Set(['cta'])).elements).toEqual(['cta']);
    expect(live.elements.cta).toBeUndefined();
    expect(live.sync(doc, new Set(['cta'])).elements).toEqual(['cta']);
    expect(live.elements.cta).toEqual(home.elements.cta);
  });

  it('does nothing when the page did not change', () => {
    const store = testStore();
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const listener = vi.fn();
    live.subscribe('title', listener);
    expect(
      store.dispatch({ type: 'rename-page', payload: { pageId: 'faq', name: 'Questions' } }),
    ).toEqual({ ok: true, changed: true });
    store.setUi({ hover: 'cta' });
    expect(live.sync(store.getState().doc)).toEqual({ elements: [], sections: [], page: false });
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells a parent and a section when their lists change, and drops removed elements', () => {
    const store = testStore();
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const box = vi.fn();
    live.subscribe('box', box);
    store.dispatch({
      type: 'move-element',
      payload: {
        pageId: 'home',
        elementId: 'cta',
        target: { kind: 'slot', parentId: 'box', slot: 'default', index: 0 },
      },
    });
    expect(live.sync(store.getState().doc).elements).toEqual(['box']);
    expect(box).toHaveBeenCalledTimes(1);
    expect(live.elements.box?.children?.default).toEqual(['cta', 'title']);

    const hero = vi.fn();
    live.subscribe(sectionKey('hero'), hero);
    store.dispatch({ type: 'delete-element', payload: { pageId: 'home', elementId: 'box' } });
    const changes = live.sync(store.getState().doc);
    expect(changes.elements.sort()).toEqual(['box', 'cta', 'title']);
    expect(changes.sections).toEqual(['hero']);
    expect(hero).toHaveBeenCalledTimes(1);
    expect(live.elements.title).toBeUndefined();
  });

  it('unsubscribes', () => {
    const store = testStore();
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const listener = vi.fn();
    const stop = live.subscribe('title', listener);
    stop();
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'title', name: 'X' },
    });
    live.sync(store.getState().doc);
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows adopted copies, made once per changed store object, in one call per sync', () => {
    const store = testStore();
    let adopted = 0;
    let calls = 0;
    const adopt = <T>(values: T[]): T[] => {
      adopted += values.length;
      calls++;
      return structuredClone(values);
    };
    const live = createLiveSource('home', adopt);
    live.sync(store.getState().doc);
    const first = adopted;
    // The elements in one call, the sections in another.
    expect(first).toBe(Object.keys(live.elements).length + Object.keys(live.sections).length);
    expect(calls).toBe(2);
    expect(live.elements.title).toEqual(store.getState().doc.pages.home!.elements.title);
    expect(live.elements.title).not.toBe(store.getState().doc.pages.home!.elements.title);
    const cta = live.elements.cta;
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'title', name: 'Heading' },
    });
    live.sync(store.getState().doc);
    expect(adopted).toBe(first + 1);
    expect(live.elements.title?.name).toBe('Heading');
    expect(live.elements.cta).toBe(cta);
  });
});
