import { describe, expect, it } from 'vitest';
import { localesOf, warmLocales } from './services.ts';

describe('localesOf', () => {
  it('keeps valid language tags, once each, and adds "en" (the formulas’ fallback)', () => {
    expect(localesOf(['fr', 'en-ZA', 'fr'])).toEqual(['fr', 'en-ZA', 'en']);
    expect(localesOf(['en'])).toEqual(['en']);
  });

  it('drops what is not a language tag, and reads at most four', () => {
    expect(localesOf(['', 'not a tag!', 42, null, 'x'.repeat(36), 'de'])).toEqual(['de', 'en']);
    expect(localesOf(['fr', 'de', 'es', 'pt', 'sn'])).toEqual(['fr', 'de', 'es', 'pt', 'en']);
    expect(localesOf('fr')).toEqual(['en']);
    expect(localesOf(undefined)).toEqual(['en']);
  });
});

describe('warmLocales', () => {
  it('builds each service in each language it was sent, and says which', () => {
    expect(warmLocales(['fr-FR', 'bogus tag'])).toEqual(['fr-FR', 'en']);
  });
});
