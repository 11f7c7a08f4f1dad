/** The quote offer's settings: its checks (listed in the editor) and what the server reads. */
import { describe, expect, it } from 'vitest';
import { offerProblems } from '../settings.ts';
import { quoteMaxAmount, quoteName, quoteSettingsProblems } from './settings.ts';

describe('quote offer settings', () => {
  it('accepts a named offer with a bound, and the bare type', () => {
    expect(
      offerProblems({
        shopper: {
          type: 'quote',
          name: 'Personal shopper',
          referencePrefix: 'PS',
          maxAmount: 5_000_000,
        },
        other: { type: 'quote' },
      }),
    ).toEqual([]);
  });

  it('names the offer and the setting that is wrong', () => {
    expect(quoteSettingsProblems('shopper', { type: 'quote', name: ' ', maxAmount: 12.5 })).toEqual(
      [
        'The offer "shopper": "name" must be a text (the quote\'s line).',
        'The offer "shopper": "maxAmount" must be a whole number of cents above 0, or be left out.',
      ],
    );
    expect(quoteSettingsProblems('s', { type: 'quote', maxAmount: 0 })).toHaveLength(1);
    expect(quoteSettingsProblems('s', { type: 'quote', maxAmount: '100' })).toHaveLength(1);
  });

  it('reads the line name and the bound, with defaults', () => {
    expect(quoteName({ name: ' Personal shopper ' })).toBe('Personal shopper');
    expect(quoteName({})).toBe('Quote');
    expect(quoteMaxAmount({ maxAmount: 100 })).toBe(100);
    expect(quoteMaxAmount({})).toBeNull();
  });
});
