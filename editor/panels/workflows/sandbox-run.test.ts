import { describe, expect, it } from 'vitest';
import type { Workflow } from '@shared/schema/logic.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { definePlugin } from '@plugins/define.ts';
import { MAX_ACTION_RUNS, runInSandbox, tooManyRuns } from './sandbox-run.ts';

const f = (source: string) => ({ $formula: source });

function site(): SiteBundle {
  const doc = fixtureSite();
  doc.site.variables.count = { id: 'count', name: 'count', type: 'number', defaultValue: 1 };
  doc.pages.home!.variables.label = {
    id: 'label',
    name: 'label',
    type: 'string',
    defaultValue: 'none',
  };
  return doc;
}

/** A clock that moves 5 ms per read. */
const clock = () => {
  let t = 0;
  return () => (t += 5);
};

describe('runInSandbox', () => {
  it('traces a set-variable, a branch and a failing action; the error actions run', async () => {
    const workflow: Workflow = {
      id: 'w',
      name: 'Checkout',
      trigger: 'none',
      actions: [
        {
          id: 'a1',
          type: 'set-variable',
          config: { variableId: 'count', value: f('variables.count + 1') },
        },
        {
          id: 'a2',
          type: 'true-false-split',
          config: { condition: f('variables.count > 1') },
          branches: [
            {
              value: true,
              actions: [
                { id: 'a3', type: 'set-variable', config: { variableId: 'label', value: 'big' } },
              ],
            },
            { value: false, actions: [{ id: 'a4', type: 'log', config: { message: 'small' } }] },
          ],
        },
        { id: 'a5', type: 'fetch-collection', config: { collectionId: 'missing' } },
        { id: 'a6', type: 'log', config: { message: 'never' } },
      ],
      errorActions: [
        {
          id: 'e1',
          type: 'set-variable',
          config: { variableId: 'label', value: f('context.error.message') },
        },
      ],
    };
    const outcome = await runInSandbox(site(), workflow, { pageId: 'home', now: clock() });
    expect(outcome.trace.map((e) => [e.actionId, e.status, e.depth, e.errorBranch])).toEqual([
      ['a1', 'ok', 0, false],
      ['a2', 'ok', 0, false],
      ['a3', 'ok', 1, false],
      ['a5', 'error', 0, false],
      ['e1', 'ok', 0, true],
    ]);
    expect(outcome.trace[0]).toMatchObject({
      type: 'set-variable',
      result: 2,
      config: { variableId: 'count', value: 2 },
    });
    expect(outcome.trace[1]?.result).toBe(true);
    expect(outcome.trace[3]).toMatchObject({
      type: 'fetch-collection',
      error: 'Collection not found.',
    });
    expect(outcome.trace.every((e) => e.ms === 5)).toBe(true);
    expect(outcome.error).toEqual({
      message: 'Collection not found.',
      actionId: 'a5',
      actionType: 'fetch-collection',
    });
    expect(outcome.variables).toEqual([
      { id: 'count', name: 'count', before: 1, after: 2 },
      { id: 'label', name: 'label', before: 'none', after: 'Collection not found.' },
    ]);
    expect(outcome.log.map((e) => e.message)).toEqual([
      '[baobab] workflow "Checkout" stopped at action "a5" (fetch-collection): Collection not found.',
    ]);
  });

  it('records effects that would leave the editor and does not run browser or plugin ones', async () => {
    const doc = site();
    doc.site.plugins.p = { id: 'p', plugin: 'fake', publicSettings: {} };
    const fake = definePlugin({
      id: 'fake',
      label: { en: 'Fake', fr: 'Faux' },
      settings: { public: {}, private: {} },
      variables: {},
      actions: { ping: { label: { en: 'Ping', fr: 'Ping' }, handler: () => 'pong' } },
      validate: () => [],
    });
    const workflow: Workflow = {
      id: 'w',
      name: 'W',
      trigger: 'onload',
      actions: [
        { id: 'go', type: 'change-page', config: { pageId: 'faq' } },
        { id: 'pop', type: 'open-popup', config: { popupId: 'dialog' } },
        { id: 'ping', type: 'fake:ping' },
        { id: 'wait', type: 'time-delay', config: { delay: 60000 } },
        { id: 'nope', type: 'other:thing' },
      ],
    };
    const outcome = await runInSandbox(doc, workflow, { pageId: 'home', plugins: { fake } });
    expect(outcome.trace.map((e) => [e.actionId, e.status, e.notes])).toEqual([
      ['go', 'recorded', ['navigate: page "faq"']],
      ['pop', 'not-run', ['popups']],
      ['ping', 'not-run', ['plugin actions']],
      ['wait', 'recorded', ['wait 60000 ms (skipped)']],
      ['nope', 'error', []],
    ]);
    expect(outcome.error?.message).toBe('Unknown action type "other:thing".');
  });

  it('traces loops per iteration, nested workflows deeper, and a return', async () => {
    const doc = site();
    doc.site.workflows.inner = {
      id: 'inner',
      name: 'Inner',
      trigger: 'none',
      actions: [{ id: 'i1', type: 'return', config: { value: f('context.parameters.n * 10') } }],
    };
    const workflow: Workflow = {
      id: 'w',
      name: 'W',
      trigger: 'none',
      actions: [
        {
          id: 'l',
          type: 'loop',
          config: { items: [1, 2] },
          branches: [
            { default: true, actions: [{ id: 'b', type: 'log', config: { message: 'x' } }] },
          ],
        },
        {
          id: 'x',
          type: 'execute-workflow',
          config: { workflowId: 'inner', parameters: { n: 4 } },
        },
      ],
    };
    const outcome = await runInSandbox(doc, workflow, { pageId: 'home' });
    const direct = await runInSandbox(doc, doc.site.workflows.inner!, {
      pageId: 'home',
      parameters: { n: 2 },
    });
    expect(direct.result).toBe(20);
    expect(outcome.trace.map((e) => [e.workflowId, e.actionId, e.depth, e.signal])).toEqual([
      ['w', 'l', 0, undefined],
      ['w', 'b', 1, undefined],
      ['w', 'b', 1, undefined],
      ['w', 'x', 0, undefined],
      ['inner', 'i1', 1, 'return'],
    ]);
    expect(outcome.result).toBe(40);
    expect(outcome.error).toBeUndefined();
  });

  it('stops a run that takes too many action runs', async () => {
    const workflow: Workflow = {
      id: 'w',
      name: 'W',
      trigger: 'none',
      actions: [
        {
          id: 'l',
          type: 'loop',
          config: { items: Array.from({ length: 6000 }, (_, i) => i) },
          branches: [
            { default: true, actions: [{ id: 'c', type: 'custom-code', config: { code: '1' } }] },
          ],
        },
      ],
    };
    const outcome = await runInSandbox(site(), workflow, { pageId: 'home' });
    expect(outcome.trace).toHaveLength(MAX_ACTION_RUNS);
    expect(outcome.error).toMatchObject({
      actionId: 'c',
      actionType: 'custom-code',
      message: tooManyRuns,
    });
  });
  it('shows a run the loop guard stopped as stopped, on the refused call, with the chain', async () => {
    const doc = site();
    const workflow: Workflow = {
      id: 'self',
      name: 'Self',
      trigger: 'none',
      actions: [
        { id: 'a1', type: 'log', config: { message: 'again' } },
        { id: 'a2', type: 'execute-workflow', config: { workflowId: 'self' } },
      ],
    };
    doc.site.workflows.self = workflow;
    const outcome = await runInSandbox(doc, workflow, { pageId: 'home' });
    const loop = 'Possible infinity loop detected! Workflow was stopped.';
    expect(outcome.trace.map((e) => [e.actionId, e.depth, e.status, e.error])).toEqual([
      ['a1', 0, 'ok', undefined],
      ['a2', 0, 'interrupted', undefined],
      ['a1', 1, 'ok', undefined],
      ['a2', 1, 'stopped', loop],
    ]);
    expect(outcome.stopped).toEqual({
      message: loop,
      chain: ['self', 'self', 'self'],
      workflowId: 'self',
      actionId: 'a2',
      actionType: 'execute-workflow',
    });
    expect(outcome.error).toBeUndefined();
  });
});
