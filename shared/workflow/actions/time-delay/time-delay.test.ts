import { describe, expect, it } from 'vitest';
import { runOne } from '../../testing.ts';

describe('time-delay', () => {
  it('waits through the sleep effect', async () => {
    const waits: number[] = [];
    const effects = { sleep: async (ms: number) => void waits.push(ms) };
    const outcome = await runOne('time-delay', { delay: 250 }, { effects });
    expect(outcome.error).toBeUndefined();
    expect(waits).toEqual([250]);
  });

  it('waits with a timer by default', async () => {
    const started = Date.now();
    await runOne('time-delay', { delay: 30 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it.each([[{}], [{ delay: '100' }], [{ delay: -1 }], [{ delay: null }]])(
    'fails when the delay is missing, not a number or negative (%j)',
    async (config) => {
      expect((await runOne('time-delay', config)).error?.message).toBe('No time delay defined.');
    },
  );
});
