import { describe, expect, it } from 'vitest';
import type { ThemeChange } from '../../effects.ts';
import { runOne } from '../../testing.ts';

describe('change-theme', () => {
  it('passes light, dark and toggle to the effect; result: what it returns', async () => {
    let theme: 'light' | 'dark' = 'light';
    const effects = {
      changeTheme: (change: ThemeChange) =>
        (theme = change === 'toggle' ? (theme === 'light' ? 'dark' : 'light') : change),
    };
    expect((await runOne('change-theme', { theme: 'toggle' }, { effects })).result).toBe('dark');
    expect((await runOne('change-theme', { theme: 'light' }, { effects })).result).toBe('light');
    expect((await runOne('change-theme', { theme: 'dark' }, { effects })).result).toBe('dark');
  });

  it('fails without a theme or with another one', async () => {
    expect((await runOne('change-theme', {})).error?.message).toBe('No theme selected.');
    expect((await runOne('change-theme', { theme: 'sepia' })).error?.message).toBe(
      'Unknown theme "sepia": use light, dark or toggle.',
    );
  });
});
