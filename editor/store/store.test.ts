import { describe, expect, it, vi } from 'vitest';
import { testStore } from './testing.ts';

const rename = (name: string, elementId = 'cta') =>
  ({ type: 'rename-element', payload: { pageId: 'home', elementId, name } }) as const;

describe('editor store', () => {
  it('merges typing into one undo step until marked', () => {
    const store = testStore();
    for (const name of ['B', 'Bu', 'Buy']) store.dispatch(rename(name));
    expect(store.getState().history.past).toHaveLength(1);
    store.mark();
    store.dispatch(rename('Buy now'));
    expect(store.getState().history.past).toHaveLength(2);
    store.undo();
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBe('Buy');
    store.undo();
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBeUndefined();
    expect(store.undo()).toBe(false);
    store.redo();
    store.redo();
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBe('Buy now');
  });

  it('does not merge edits of different elements', () => {
    const store = testStore();
    store.dispatch(rename('A', 'cta'));
    store.dispatch(rename('B', 'title'));
    expect(store.getState().history.past).toHaveLength(2);
  });

  it('records no step for selection, hover or a change that changes nothing', () => {
    const store = testStore();
    store.setUi({ selection: 'cta', hover: 'title' });
    store.dispatch(rename('', 'cta'));
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('a new change clears the redo steps', () => {
    const store = testStore();
    store.dispatch(rename('A'));
    store.undo();
    expect(store.getState().history.future).toHaveLength(1);
    store.dispatch(rename('B'));
    expect(store.getState().history.future).toHaveLength(0);
  });

  it('restores the selection of the step on undo and redo', () => {
    const store = testStore({ selection: 'title' });
    store.dispatch(rename('A', 'cta'));
    store.setUi({ selection: 'cta' });
    store.undo();
    expect(store.getState().ui.selection).toBe('title');
  });

  it('tells change listeners the patches and their origin', () => {
    const store = testStore();
    const listener = vi.fn();
    store.onChange(listener);
    store.dispatch(rename('A'));
    store.undo();
    expect(listener.mock.calls.map(([patches, origin]) => [patches[0]?.path, origin])).toEqual([
      [['pages', 'home', 'elements', 'cta', 'name'], 'command'],
      [['pages', 'home', 'elements', 'cta', 'name'], 'undo'],
    ]);
  });

  it('keeps unchanged parts of the document by reference (cheap re-renders)', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(rename('A'));
    const after = store.getState().doc;
    expect(after.pages.home?.elements.title).toBe(before.pages.home?.elements.title);
    expect(after.sections).toBe(before.sections);
    expect(Object.isFrozen(after.pages.home?.elements.cta)).toBe(true);
  });
});

describe('a read-only store (a viewer)', () => {
  it('refuses every command, undo and redo with a reason, and still changes the view', () => {
    const store = testStore();
    store.dispatch(rename('Before'));
    store.setReadOnly(true);
    const refused = store.dispatch(rename('After'));
    expect(refused).toMatchObject({ ok: false, refusal: { key: 'command.readOnly' } });
    expect(store.undo()).toBe(false);
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBe('Before');
    store.setUi({ selection: 'cta' });
    expect(store.getState().ui.selection).toBe('cta');
    store.setReadOnly(false);
    expect(store.dispatch(rename('After')).ok).toBe(true);
  });
});

describe('editor store and pages', () => {
  it('undoing the creation of the shown page shows a page that exists', () => {
    const store = testStore();
    const result = store.dispatch({ type: 'create-page', payload: { name: 'About us' } });
    expect(result.ok).toBe(true);
    const created = store.getState().ui.pageId;
    expect(created).not.toBe('home');
    store.undo();
    const { ui, doc } = store.getState();
    expect(ui.pageId && doc.pages[ui.pageId]).toBeTruthy();
  });
});
