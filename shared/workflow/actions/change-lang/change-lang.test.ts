import { describe, expect, it } from 'vitest';
import { runOne } from '../../testing.ts';

describe('change-lang', () => {
  const changed: string[] = [];
  const effects = { changeLang: (lang: string) => void changed.push(lang) };

  it('changes to a language of the page', async () => {
    const outcome = await runOne('change-lang', { lang: 'fr' }, { effects, langs: ['en', 'fr'] });
    expect(outcome.result).toBe('fr');
    expect(changed).toEqual(['fr']);
  });

  it('fails without a language, or with one the page does not have', async () => {
    expect((await runOne('change-lang', {}, { effects })).error?.message).toBe(
      'No language selected.',
    );
    expect(
      (await runOne('change-lang', { lang: 'sn' }, { effects, langs: ['en'] })).error?.message,
    ).toBe('Page does not contain the lang sn');
  });
});
