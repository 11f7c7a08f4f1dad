import { describe, expect, it } from 'vitest';
import { memoryLog, runOne } from '../../testing.ts';

describe('log', () => {
  it('writes the message at its level (default info)', async () => {
    const log = memoryLog();
    await runOne('log', { message: 'hello' }, { log });
    await runOne('log', { message: 'careful', level: 'warn' }, { log });
    await runOne('log', { message: 'broken', level: 'error' }, { log });
    expect(log.entries).toEqual([
      { level: 'info', message: 'hello' },
      { level: 'warn', message: 'careful' },
      { level: 'error', message: 'broken' },
    ]);
  });

  it.each([[{}], [{ message: '' }], [{ message: null }]])(
    'fails without a message (%j)',
    async (config) => {
      expect((await runOne('log', config)).error?.message).toBe('No message defined.');
    },
  );

  it.each([[{ message: 42 }], [{ message: ['a'] }]])(
    'fails on a message that is not a string (%j)',
    async (config) => {
      expect((await runOne('log', config)).error?.message).toBe('Message must be a string.');
    },
  );

  it('refuses an unknown level', async () => {
    expect((await runOne('log', { message: 'x', level: 'loud' })).error?.message).toBe(
      'Unknown log level "loud": use info, warn or error.',
    );
  });
});
