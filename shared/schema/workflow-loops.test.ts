import { describe, expect, it } from 'vitest';
import type { Workflow, WorkflowAction } from './logic.ts';
import { fixtureSite } from './testing/fixture.ts';
import { validateSite } from './validate.ts';

const call = (id: string, workflowId: string): WorkflowAction => ({
  id,
  type: 'execute-workflow',
  config: { workflowId },
});
const flow = (id: string, actions: WorkflowAction[]): Workflow => ({
  id,
  name: `Flow ${id}`,
  trigger: 'none',
  actions,
});
const loopWarnings = (doc: ReturnType<typeof fixtureSite>) =>
  validateSite(doc)
    .filter((p) => p.message.includes('executes itself'))
    .map((p) => [p.file, p.path, p.severity, p.message]);

describe('workflows that execute themselves (validateSite)', () => {
  it('warns at the call of a workflow that executes itself, with no condition before', () => {
    const doc = fixtureSite();
    doc.site.workflows.a = flow('a', [
      { id: 'log', type: 'log', config: { message: 'x' } },
      call('again', 'a'),
    ]);
    expect(loopWarnings(doc)).toEqual([
      [
        'site.json',
        '$.workflows.a.actions[1].config.workflowId',
        'warning',
        'workflow "Flow a" executes itself with no condition before the call (Flow a → Flow a): the loop guard will stop every run',
      ],
    ]);
    expect(validateSite(doc).find((p) => p.message.includes('executes itself'))?.fr).toContain(
      's’exécute lui-même',
    );
  });

  it('warns about each workflow of a chain through others and through a page, inside a loop body', () => {
    const doc = fixtureSite();
    doc.site.workflows.a = flow('a', [call('to-b', 'b')]);
    doc.site.workflows.b = flow('b', [call('to-p', 'p')]);
    doc.pages.home!.workflows.p = flow('p', [
      {
        id: 'l',
        type: 'loop',
        config: { items: [1] },
        branches: [{ default: true, actions: [call('to-a', 'a')] }],
      },
    ]);
    expect(loopWarnings(doc).map(([file, path, , message]) => [file, path, message])).toEqual([
      [
        'pages/home.json',
        '$.workflows.p.actions[0].branches[0].actions[0].config.workflowId',
        'workflow "Flow p" executes itself with no condition before the call (Flow p → Flow a → Flow b → Flow p): the loop guard will stop every run',
      ],
    ]);
  });

  it('says nothing when a condition, a return or the error actions stand before the call', () => {
    const doc = fixtureSite();
    const split: WorkflowAction = {
      id: 's',
      type: 'true-false-split',
      config: { condition: { $formula: 'variables.count < 3' } },
      branches: [{ value: true, actions: [call('in-branch', 'a')] }],
    };
    doc.site.workflows.a = flow('a', [split, call('after-split', 'a')]);
    doc.site.workflows.r = flow('r', [{ id: 'ret', type: 'return', config: {} }, call('x', 'r')]);
    doc.site.workflows.e = { ...flow('e', []), errorActions: [call('on-error', 'e')] };
    doc.site.workflows.f = flow('f', [
      { id: 'by-formula', type: 'execute-workflow', config: { workflowId: { $formula: '"f"' } } },
    ]);
    doc.site.workflows.c = flow('c', [call('to-a', 'a'), call('to-c2', 'c2')]);
    doc.site.workflows.c2 = flow('c2', [call('back', 'x-missing')]);
    expect(loopWarnings(doc)).toEqual([]);
  });
});
