import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('add-workflow', () => {
  it('adds an empty site workflow with a default name, one undo step', () => {
    const store = testStore();
    const result = store.dispatch({ type: 'add-workflow', payload: { scope: 'site' } });
    expect(result).toEqual({ ok: true, changed: true });
    expect(store.getState().doc.site.workflows['workflow-1']).toEqual({
      id: 'workflow-1',
      name: 'Workflow 1',
      trigger: 'none',
      actions: [],
    });
    store.undo();
    expect(store.getState().doc.site.workflows).toEqual({});
  });

  it('adds a page workflow to the shown page, with its name and trigger', () => {
    const store = testStore({ pageId: 'faq' });
    store.dispatch({
      type: 'add-workflow',
      payload: { scope: 'page', name: ' Load FAQ ', trigger: 'onload' },
    });
    expect(store.getState().doc.pages.faq?.workflows['workflow-1']).toMatchObject({
      name: 'Load FAQ',
      trigger: 'onload',
    });
    store.dispatch({ type: 'add-workflow', payload: { scope: 'page', pageId: 'home' } });
    expect(Object.keys(store.getState().doc.pages.home?.workflows ?? {})).toEqual(['workflow-2']);
  });

  it('refuses an unknown page or trigger', () => {
    const store = testStore();
    expect(
      store.dispatch({ type: 'add-workflow', payload: { scope: 'page', pageId: 'nope' } }),
    ).toMatchObject({ ok: false, error: 'There is no page "nope".' });
    expect(
      store.dispatch({
        type: 'add-workflow',
        payload: { scope: 'site', trigger: 'click' as never },
      }),
    ).toMatchObject({ ok: false, error: '"click" is not a workflow trigger.' });
  });
});
