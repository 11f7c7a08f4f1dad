import { describe, expect, it } from 'vitest';
import { runOne } from '../../testing.ts';

describe('return', () => {
  it('ends the workflow with its resolved value', async () => {
    const outcome = await runOne('return', { value: { $formula: '[1, 2].length' } });
    expect(outcome.result).toBe(2);
    expect(outcome.results.a1).toEqual({ result: 2 });
  });
});
