import { describe, expect, it } from 'vitest';
import { isLoop } from './loop-guard.ts';
import { runWorkflow } from './run.ts';
import { action, context, f, memoryLog, workflow } from './testing.ts';

const LOOP = 'Possible infinity loop detected! Workflow was stopped.';

describe('isLoop', () => {
  it('is true once the workflow is twice in the chain', () => {
    expect(isLoop([], 'a')).toBe(false);
    expect(isLoop(['a'], 'a')).toBe(false);
    expect(isLoop(['a', 'b', 'a'], 'a')).toBe(true);
    expect(isLoop(['a', 'b', 'a'], 'b')).toBe(false);
  });
});

describe('loop guard', () => {
  it('stops A → A → A at the 3rd run, with the exact warning and no error', async () => {
    let runs = 0;
    const a = workflow('A', [
      action('count', 'test:count'),
      action('again', 'execute-workflow', { workflowId: 'A' }),
    ]);
    const log = memoryLog();
    const outcome = await runWorkflow(
      a,
      context({ workflows: { A: a }, log, actions: { 'test:count': () => ++runs } }),
    );
    expect(runs).toBe(2);
    expect(log.messages('warn')).toEqual([LOOP]);
    expect(log.messages('error')).toEqual([]);
    expect(outcome.error).toBeUndefined();
  });

  it('lets A → B → A → B run, and stops at the 3rd A', async () => {
    const seen: string[] = [];
    const track = (id: string, next: string) =>
      workflow(id, [
        action('t', 'test:track', { id }),
        action('x', 'execute-workflow', { workflowId: next }),
      ]);
    const workflows = { A: track('A', 'B'), B: track('B', 'A') };
    const log = memoryLog();
    await runWorkflow(
      workflows.A,
      context({
        workflows,
        log,
        actions: { 'test:track': (config) => seen.push(String(config.id)) },
      }),
    );
    expect(seen).toEqual(['A', 'B', 'A', 'B']);
    expect(log.messages('warn')).toEqual([LOOP]);
  });

  it('resolves the stopped run with no result and no error', async () => {
    const log = memoryLog();
    const outcome = await runWorkflow(
      workflow('A', [action('a1', 'custom-code', { code: '1' })]),
      context({ chain: ['A', 'x', 'A'], log }),
    );
    expect(outcome).toEqual({
      result: undefined,
      error: undefined,
      results: {},
      stopped: { message: LOOP, chain: ['A', 'x', 'A', 'A'] },
    });
    expect(log.messages('warn')).toEqual([LOOP]);
  });

  it('counts the chain, not the history: running B twice from A is fine', async () => {
    const b = workflow('B', [action('b1', 'custom-code', { code: '"b"' })]);
    const a = workflow('A', [
      action('x1', 'execute-workflow', { workflowId: 'B' }),
      action('x2', 'execute-workflow', { workflowId: 'B' }),
      action('x3', 'execute-workflow', { workflowId: 'B' }),
    ]);
    const log = memoryLog();
    const outcome = await runWorkflow(a, context({ workflows: { A: a, B: b }, log }));
    expect(outcome.result).toBe('b');
    expect(log.entries).toEqual([]);
  });

  it('sees through runs the runtime starts with origin.chain', async () => {
    const log = memoryLog();
    const a = workflow('A', [action('nav', 'change-page', { pageId: f('"home"') })]);
    let runs = 0;
    const ctx = context({
      log,
      effects: {
        // The runtime runs the page's onload workflow (A again) when a workflow navigates.
        navigate: async (_target, origin) => {
          runs++;
          await runWorkflow(a, { ...ctx, chain: origin.chain });
        },
      },
    });
    await runWorkflow(a, ctx);
    expect(runs).toBe(2);
    expect(log.messages('warn')).toEqual([LOOP]);
  });
});

describe('a run the loop guard stops', () => {
  it('ends every run of the chain as stopped, naming the refused call, with no error', async () => {
    const seen: string[] = [];
    const a = workflow(
      'A',
      [
        action('count', 'test:count'),
        action('again', 'execute-workflow', { workflowId: 'A' }),
        action('after', 'test:count'),
      ],
      [action('on-error', 'test:count')],
    );
    const log = memoryLog();
    const states: Array<{ id: string; stopped: unknown }> = [];
    const outcome = await runWorkflow(
      a,
      context({
        workflows: { A: a },
        log,
        actions: { 'test:count': (_c, ctx) => seen.push(ctx.action.id) },
        record: (id, state) => states.push({ id, stopped: state.stopped }),
      }),
    );
    const stopped = {
      message: LOOP,
      chain: ['A', 'A', 'A'],
      workflowId: 'A',
      actionId: 'again',
      actionType: 'execute-workflow',
    };
    // The 2nd run's call was refused: neither run goes on after it, no error action runs.
    expect(seen).toEqual(['count', 'count']);
    expect(outcome.stopped).toEqual(stopped);
    expect(outcome.error).toBeUndefined();
    expect(states).toEqual([
      { id: 'A', stopped },
      { id: 'A', stopped },
    ]);
    expect(log.messages('warn')).toEqual([LOOP]);
  });

  it('stops a chain through another workflow, and from the error actions', async () => {
    const a = workflow(
      'A',
      [action('boom', 'custom-code', { code: 'nope(' })],
      [action('to-b', 'execute-workflow', { workflowId: 'B' })],
    );
    const b = workflow('B', [action('to-a', 'execute-workflow', { workflowId: 'A' })]);
    const outcome = await runWorkflow(a, context({ workflows: { A: a, B: b }, log: memoryLog() }));
    expect(outcome.stopped?.chain).toEqual(['A', 'B', 'A', 'B', 'A']);
    expect(outcome.stopped?.workflowId).toBe('B');
    expect(outcome.stopped?.actionId).toBe('to-a');
    expect(outcome.error?.actionId).toBe('boom');
  });
});
