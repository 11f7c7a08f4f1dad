import { describe, expect, it } from 'vitest';
import { runOne } from '../../testing.ts';

describe('copy-to-clipboard', () => {
  it('copies text, numbers as text and objects as JSON', async () => {
    const copied: string[] = [];
    const effects = { copyToClipboard: (text: string) => void copied.push(text) };
    await runOne('copy-to-clipboard', { text: 'ZW-1234' }, { effects });
    await runOne('copy-to-clipboard', { text: 42 }, { effects });
    await runOne('copy-to-clipboard', { text: { a: [1] } }, { effects });
    expect(copied).toEqual(['ZW-1234', '42', '{"a":[1]}']);
  });

  it('fails without text, or without a clipboard', async () => {
    expect((await runOne('copy-to-clipboard', {})).error?.message).toBe('No text defined.');
    expect((await runOne('copy-to-clipboard', { text: 'x' })).error?.message).toBe(
      'This action is not available here (no "copyToClipboard" effect).',
    );
  });
});
