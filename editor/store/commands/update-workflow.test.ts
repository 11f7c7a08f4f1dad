import { describe, expect, it } from 'vitest';
import type { Workflow } from '@shared/schema/logic.ts';
import { testStore } from '../testing.ts';

function withWorkflow() {
  const store = testStore();
  store.dispatch({ type: 'add-workflow', payload: { scope: 'site' } });
  store.mark();
  const workflow = store.getState().doc.site.workflows['workflow-1'] as Workflow;
  return { store, workflow };
}

describe('update-workflow', () => {
  it('replaces the workflow; typing a name is one undo step', () => {
    const { store, workflow } = withWorkflow();
    for (const name of ['O', 'On', 'On load']) {
      store.dispatch({
        type: 'update-workflow',
        payload: { scope: 'site', workflow: { ...workflow, name }, field: 'name' },
      });
    }
    expect(store.getState().history.past).toHaveLength(2);
    expect(store.getState().doc.site.workflows['workflow-1']?.name).toBe('On load');
    store.undo();
    expect(store.getState().doc.site.workflows['workflow-1']?.name).toBe('Workflow 1');
  });

  it('stores actions with branches and error actions', () => {
    const { store, workflow } = withWorkflow();
    const next: Workflow = {
      ...workflow,
      trigger: 'onload',
      actions: [
        {
          id: 'a1',
          type: 'true-false-split',
          config: { condition: { $formula: 'true' } },
          branches: [
            { value: true, actions: [{ id: 'a2', type: 'log', config: { message: 'y' } }] },
          ],
        },
      ],
      errorActions: [{ id: 'e1', type: 'log', config: { message: 'failed' } }],
    };
    expect(
      store.dispatch({ type: 'update-workflow', payload: { scope: 'site', workflow: next } }),
    ).toEqual({ ok: true, changed: true });
    expect(store.getState().doc.site.workflows['workflow-1']).toEqual(next);
  });

  it('refuses an invalid workflow, duplicate action ids or an unknown one, and changes nothing', () => {
    const { store, workflow } = withWorkflow();
    const before = store.getState().doc;
    const invalid = store.dispatch({
      type: 'update-workflow',
      payload: { scope: 'site', workflow: { ...workflow, name: '' } },
    });
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && invalid.error).toMatch(/^This workflow is not valid \(at name\)/);
    const twice = store.dispatch({
      type: 'update-workflow',
      payload: {
        scope: 'site',
        workflow: {
          ...workflow,
          actions: [
            { id: 'a1', type: 'log' },
            { id: 'a1', type: 'log' },
          ],
        },
      },
    });
    expect(twice).toMatchObject({
      ok: false,
      error: 'Two actions of this workflow have the id "a1".',
    });
    expect(
      store.dispatch({
        type: 'update-workflow',
        payload: { scope: 'page', pageId: 'home', workflow },
      }),
    ).toMatchObject({ ok: false, error: 'There is no workflow "workflow-1" here.' });
    expect(store.getState().doc).toBe(before);
  });
});
