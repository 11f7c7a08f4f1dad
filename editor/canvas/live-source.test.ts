import { describe, expect, it, vi } from 'vitest';
import { testStore } from '../store/testing.ts';
import { createLiveSource, PAGE_KEY, sectionKey } from './live-source.ts';

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

  it('shows adopted copies, made once per changed store object', () => {
    const store = testStore();
    let adopted = 0;
    const adopt = <T>(value: T): T => {
      adopted++;
      return structuredClone(value);
    };
    const live = createLiveSource('home', adopt);
    live.sync(store.getState().doc);
    const calls = adopted;
    expect(live.elements.title).toEqual(store.getState().doc.pages.home!.elements.title);
    expect(live.elements.title).not.toBe(store.getState().doc.pages.home!.elements.title);
    const cta = live.elements.cta;
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'title', name: 'Heading' },
    });
    live.sync(store.getState().doc);
    expect(adopted).toBe(calls + 1);
    expect(live.elements.title?.name).toBe('Heading');
    expect(live.elements.cta).toBe(cta);
  });
});
