import { describe, expect, it } from 'vitest';
import { runOne } from '../../testing.ts';

describe('previous-page', () => {
  it('goes back with the fallback page', async () => {
    const calls: Array<string | undefined> = [];
    const effects = { back: (fallback: string | undefined) => void calls.push(fallback) };
    await runOne('previous-page', { fallbackPageId: 'home' }, { effects });
    await runOne('previous-page', {}, { effects });
    expect(calls).toEqual(['home', undefined]);
  });

  it('fails on a fallback page the effects do not know', async () => {
    const effects = { hasPage: () => false, back: () => undefined };
    expect(
      (await runOne('previous-page', { fallbackPageId: 'x' }, { effects })).error?.message,
    ).toBe('Page not found.');
  });
});
