import { describe, expect, it } from 'vitest';
import { runWorkflow } from '../../run.ts';
import { action, context, runOne, variables, workflow } from '../../testing.ts';

describe('custom-code', () => {
  it.each([[{}], [{ code: '' }], [{ code: '   ' }], [{ code: null }]])(
    'fails without code (%j)',
    async (config) => {
      expect((await runOne('custom-code', config)).error?.message).toBe('No custom code defined.');
    },
  );

  it('evaluates the code as a formula against the workflow scope', async () => {
    const store = variables([
      { id: 'cart', type: 'array', defaultValue: [{ price: 2 }, { price: 5 }] },
    ]);
    const outcome = await runWorkflow(
      workflow('w', [
        action('a1', 'custom-code', { code: '10' }),
        action('a2', 'custom-code', {
          code: "sum(map(variables.cart, i => i.price)) + context.workflow['a1'].result",
        }),
      ]),
      context({ variables: store }),
    );
    expect(outcome.result).toBe(17);
  });

  it('passes formula errors through', async () => {
    expect((await runOne('custom-code', { code: '1 +' })).error?.message).toBe(
      'Unexpected end of formula',
    );
  });

  it('cannot reach JavaScript globals: it is not eval', async () => {
    const outcome = await runOne('custom-code', { code: 'globalThis.process' });
    expect(outcome.error?.actionId).toBe('a1');
    expect(outcome.error?.message).toMatch(/globalThis/);
  });
});
