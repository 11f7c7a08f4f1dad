import { describe, expect, it } from 'vitest';
import { runWorkflow } from '../../run.ts';
import { action, context, f, variables, workflow } from '../../testing.ts';

describe('true-false-split', () => {
  const run = (condition: unknown) =>
    runWorkflow(
      workflow('w', [
        action('t', 'true-false-split', { condition: condition as never }, [
          { value: true, actions: [action('yes', 'custom-code', { code: '"yes"' })] },
          { value: false, actions: [action('no', 'custom-code', { code: '"no"' })] },
        ]),
      ]),
      context({ variables: variables([{ id: 'cart', type: 'array', defaultValue: [1] }]) }),
    );

  it('results in a boolean and runs the matching branch', async () => {
    const yes = await run(f('variables.cart.length > 0'));
    expect(yes.results.t).toEqual({ result: true });
    expect(yes.result).toBe('yes');
    const no = await run(f('variables.cart.length > 5'));
    expect(no.result).toBe('no');
  });

  it('takes truthiness for non-boolean conditions', async () => {
    expect((await run('text')).results.t).toEqual({ result: true });
    expect((await run(0)).results.t).toEqual({ result: false });
    expect((await run(null)).results.t).toEqual({ result: false });
  });
});
