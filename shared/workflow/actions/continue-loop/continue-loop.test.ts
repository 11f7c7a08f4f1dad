import { describe, expect, it } from 'vitest';
import { runWorkflow } from '../../run.ts';
import { action, context, f, runOne, variables, workflow } from '../../testing.ts';

describe('continue-loop', () => {
  it('skips the rest of the iteration and goes on with the next', async () => {
    const store = variables([{ id: 'seen', type: 'array', defaultValue: [] }]);
    const outcome = await runWorkflow(
      workflow('w', [
        action('l', 'loop', { items: [1, 2, 3] }, [
          {
            default: true,
            actions: [
              action('t', 'true-false-split', { condition: f('context.workflow.l.item === 2') }, [
                { value: true, actions: [action('c', 'continue-loop')] },
              ]),
              action('p', 'set-variable', {
                variableId: 'seen',
                arrayMode: 'push',
                value: f('context.workflow.l.item'),
              }),
            ],
          },
        ]),
      ]),
      context({ variables: store }),
    );
    expect(store.get('seen')).toEqual([1, 3]);
    expect(outcome.results.l).toEqual({ result: 3 });
  });

  it('fails outside a loop', async () => {
    expect((await runOne('continue-loop')).error?.message).toBe(
      '"Continue loop" can only be used inside a loop.',
    );
  });
});
