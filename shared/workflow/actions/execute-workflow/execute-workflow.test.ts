import { describe, expect, it } from 'vitest';
import { runWorkflow } from '../../run.ts';
import { action, context, f, runOne, workflow } from '../../testing.ts';

const double = workflow('double', [
  action('d1', 'custom-code', { code: 'context.parameters.n * 2 + (context.event?.bonus ?? 0)' }),
]);
const broken = workflow('broken', [action('b1', 'change-lang', {})]);

describe('execute-workflow', () => {
  it('fails without a workflow, or with an unknown one', async () => {
    expect((await runOne('execute-workflow', {})).error?.message).toBe('No workflow selected.');
    expect((await runOne('execute-workflow', { workflowId: 'x' })).error?.message).toBe(
      'Workflow not found.',
    );
  });

  it('runs it with the parameters and the event, its result being the action result', async () => {
    const outcome = await runWorkflow(
      workflow('main', [
        action('a1', 'custom-code', { code: '20' }),
        action('a2', 'execute-workflow', {
          workflowId: 'double',
          parameters: { n: f("context.workflow['a1'].result") },
        }),
      ]),
      context({ workflows: { double }, event: { bonus: 2 } }),
    );
    expect(outcome.result).toBe(42);
    expect(outcome.results.a2).toEqual({ result: 42 });
  });

  it('gives the nested workflow its own results and an empty parameter object by default', async () => {
    const peek = workflow('peek', [
      action('p1', 'custom-code', { code: '[context.parameters, context.workflow.a1]' }),
    ]);
    const outcome = await runWorkflow(
      workflow('main', [
        action('a1', 'custom-code', { code: '1' }),
        action('a2', 'execute-workflow', { workflowId: 'peek' }),
      ]),
      context({ workflows: { peek } }),
    );
    expect(outcome.result).toEqual([{}, undefined]);
  });

  it('takes the nested error as its own, keeping the inner one as cause', async () => {
    const outcome = await runWorkflow(
      workflow('main', [action('a1', 'execute-workflow', { workflowId: 'broken' })]),
      context({ workflows: (id) => (id === 'broken' ? broken : undefined) }),
    );
    expect(outcome.error).toEqual({
      message: 'No language selected.',
      actionId: 'a1',
      actionType: 'execute-workflow',
      cause: { message: 'No language selected.', actionId: 'b1', actionType: 'change-lang' },
    });
  });

  it("runs the nested workflow's own error actions first", async () => {
    const handled = workflow(
      'handled',
      [action('h1', 'custom-code', {})],
      [action('h2', 'return', { value: 'recovered' })],
    );
    const outcome = await runWorkflow(
      workflow('main', [action('a1', 'execute-workflow', { workflowId: 'handled' })]),
      context({ workflows: { handled } }),
    );
    expect(outcome.error?.actionId).toBe('a1');
    expect(outcome.result).toBeUndefined();
  });
});
