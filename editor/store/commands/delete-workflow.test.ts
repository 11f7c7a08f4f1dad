import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';
import { createEditorStore } from '../store.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';

/** The fixture with a site workflow `w` run by `cta` (home) and `logo` (shared nav). */
function boundStore() {
  const doc = fixtureSite();
  doc.site.workflows.w = { id: 'w', name: 'Go', trigger: 'none', actions: [] };
  doc.pages.home!.elements.cta!.events = [
    { trigger: 'click', workflowId: 'w' },
    { trigger: 'mouseenter', workflowId: 'other' },
  ];
  doc.sections.nav!.elements.logo!.events = [{ trigger: 'click', workflowId: 'w' }];
  return createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
}

describe('delete-workflow', () => {
  it('deletes a workflow nothing runs', () => {
    const store = testStore();
    store.dispatch({ type: 'add-workflow', payload: { scope: 'page' } });
    store.dispatch({
      type: 'delete-workflow',
      payload: { scope: 'page', pageId: 'home', workflowId: 'workflow-1' },
    });
    expect(store.getState().doc.pages.home?.workflows).toEqual({});
  });

  it('refuses while elements run it, naming them', () => {
    const store = boundStore();
    const before = store.getState().doc;
    const result = store.dispatch({
      type: 'delete-workflow',
      payload: { scope: 'site', workflowId: 'w' },
    });
    expect(result).toMatchObject({
      ok: false,
      error:
        'The workflow "Go" is still run by 2 elements "button" (page home), "text" (shared section nav). Remove their events first, or delete it with its events.',
    });
    expect(store.getState().doc).toBe(before);
  });

  it('with unbind, removes the events that run it in the same undo step', () => {
    const store = boundStore();
    store.dispatch({
      type: 'delete-workflow',
      payload: { scope: 'site', workflowId: 'w', unbind: true },
    });
    const { doc } = store.getState();
    expect(doc.site.workflows).toEqual({});
    expect(doc.pages.home?.elements.cta?.events).toEqual([
      { trigger: 'mouseenter', workflowId: 'other' },
    ]);
    expect(doc.sections.nav?.elements.logo).not.toHaveProperty('events');
    store.undo();
    expect(store.getState().doc.site.workflows.w?.name).toBe('Go');
    expect(store.getState().doc.sections.nav?.elements.logo?.events).toHaveLength(1);
  });

  it('refuses an unknown workflow', () => {
    expect(
      testStore().dispatch({
        type: 'delete-workflow',
        payload: { scope: 'site', workflowId: 'x' },
      }),
    ).toMatchObject({ ok: false, error: 'There is no workflow "x" here.' });
  });
});
