import { describe, expect, it } from 'vitest';
import { runWorkflow } from '../../run.ts';
import { action, context, f, runOne, variables, workflow } from '../../testing.ts';

describe('break-loop', () => {
  it('ends the innermost loop; the loop counts the iteration that broke', async () => {
    const store = variables([{ id: 'seen', type: 'array', defaultValue: [] }]);
    const outcome = await runWorkflow(
      workflow('w', [
        action('l', 'loop', { items: [1, 2, 3, 4] }, [
          {
            default: true,
            actions: [
              action('t', 'true-false-split', { condition: f('context.workflow.l.item === 3') }, [
                { value: true, actions: [action('b', 'break-loop')] },
              ]),
              action('p', 'set-variable', {
                variableId: 'seen',
                arrayMode: 'push',
                value: f('context.workflow.l.item'),
              }),
            ],
          },
        ]),
        action('after', 'custom-code', { code: '"after"' }),
      ]),
      context({ variables: store }),
    );
    expect(store.get('seen')).toEqual([1, 2]);
    expect(outcome.results.l).toEqual({ result: 3 });
    expect(outcome.result).toBe('after');
  });

  it('fails outside a loop', async () => {
    expect((await runOne('break-loop')).error?.message).toBe(
      '"Break loop" can only be used inside a loop.',
    );
  });

  it('does not reach a loop of the workflow that executed this one', async () => {
    const inner = workflow('inner', [action('b', 'break-loop')]);
    const outcome = await runWorkflow(
      workflow('w', [
        action('l', 'loop', { items: [1] }, [
          { default: true, actions: [action('x', 'execute-workflow', { workflowId: 'inner' })] },
        ]),
      ]),
      context({ workflows: { inner } }),
    );
    expect(outcome.error?.cause?.message).toBe('"Break loop" can only be used inside a loop.');
  });
});
