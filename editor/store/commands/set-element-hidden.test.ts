import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';
import type { BreakpointName } from '../state.ts';
import { isHiddenAt } from './set-element-hidden.ts';

const hide = (hidden: boolean, breakpoint: BreakpointName, elementId = 'box') =>
  ({
    type: 'set-element-hidden',
    payload: { pageId: 'home', elementId, hidden, breakpoint },
  }) as const;

const box = (store: ReturnType<typeof testStore>) => store.getState().doc.pages.home!.elements.box!;

describe('set-element-hidden', () => {
  it('hides with display none at the breakpoint, and showing removes it', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(hide(true, 'tablet'));
    expect(box(store).overrides).toEqual({ tablet: { styles: { display: 'none' } } });
    expect(isHiddenAt(box(store), 'tablet')).toBe(true);
    expect(isHiddenAt(box(store), 'mobile')).toBe(true);
    expect(isHiddenAt(box(store), 'desktop')).toBe(false);
    store.dispatch(hide(false, 'tablet'));
    expect(store.getState().doc).toEqual(before);
    store.dispatch(hide(true, 'desktop'));
    expect(box(store).styles).toEqual({ display: 'none' });
    store.undo();
    store.undo();
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('shows at a narrower breakpoint what a wider one hides, with its default display', () => {
    const store = testStore();
    store.dispatch(hide(true, 'desktop'));
    store.dispatch(hide(false, 'mobile'));
    expect(box(store).styles).toEqual({ display: 'none' });
    // The flexbox's default display.
    expect(box(store).overrides?.mobile?.styles?.display).toBe('flex');
    expect(isHiddenAt(box(store), 'mobile')).toBe(false);
    expect(isHiddenAt(box(store), 'tablet')).toBe(true);
    // A text has no display of its own: block.
    store.dispatch(hide(true, 'desktop', 'title'));
    store.dispatch(hide(false, 'tablet', 'title'));
    const title = store.getState().doc.pages.home?.elements.title;
    expect(title?.overrides?.tablet?.styles?.display).toBe('block');
  });

  it('showing what is not hidden changes nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    expect(store.dispatch(hide(false, 'mobile'))).toEqual({ ok: true, changed: false });
    expect(store.getState().doc).toBe(before);
  });
});
