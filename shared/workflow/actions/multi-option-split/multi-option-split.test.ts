import { describe, expect, it } from 'vitest';
import { runOne } from '../../testing.ts';

describe('multi-option-split', () => {
  it('results in its value', async () => {
    expect((await runOne('multi-option-split', { value: { size: 'L' } })).result).toEqual({
      size: 'L',
    });
  });
});
