import { describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLocale } from './dates.ts';

// Built from local fields, so the expected text does not depend on the machine's time zone.
const iso = new Date(2026, 10, 27, 14, 3, 9).toISOString();

describe('formatLocale', () => {
  it('takes the first browser language in the interface language', () => {
    const browser = { languages: ['de-DE', 'en-ZA', 'en-GB'], language: 'de-DE' };
    expect(formatLocale('en', browser)).toBe('en-ZA');
    expect(formatLocale('fr', { languages: ['fr-CA', 'fr-FR'] })).toBe('fr-CA');
    expect(formatLocale('fr', { languages: ['en-US', 'FR-fr'] })).toBe('FR-fr');
  });

  it('falls back on navigator.language, then on the interface language', () => {
    expect(formatLocale('fr', { language: 'fr-BE' })).toBe('fr-BE');
    expect(formatLocale('fr', { languages: [], language: 'en-US' })).toBe('fr');
    expect(formatLocale('en', {})).toBe('en');
  });

  it('reads navigator when given no browser', () => {
    vi.stubGlobal('navigator', { languages: ['fr-CA', 'en-GB'], language: 'fr-CA' });
    try {
      expect(formatLocale('en')).toBe('en-GB');
      expect(formatDateTime(iso, 'fr', 'short')).toBe('2026-11-27 14 h 03');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('formatDateTime', () => {
  it('writes the date in the browser’s variant of an English interface', () => {
    expect(formatDateTime(iso, 'en', 'short', { languages: ['en-GB'] })).toBe('27/11/2026, 14:03');
    expect(formatDateTime(iso, 'en', 'short', { languages: ['en-ZA'] })).toBe('2026/11/27, 14:03');
    expect(formatDateTime(iso, 'en', 'short', { languages: ['en-US'] })).toBe('11/27/26, 2:03 PM');
  });

  it('writes French dates day first, or as the French browser does', () => {
    expect(formatDateTime(iso, 'fr', 'short', { languages: ['en-US'] })).toBe('27/11/2026 14:03');
    expect(formatDateTime(iso, 'fr', 'seconds', { languages: ['fr-FR'] })).toBe(
      '27/11/2026 14:03:09',
    );
    expect(formatDateTime(iso, 'fr', 'short', { languages: ['fr-CA'] })).toBe('2026-11-27 14 h 03');
  });

  it('keeps the seconds by default, as toLocaleString did', () => {
    const browser = { languages: ['en-GB'] };
    expect(formatDateTime(iso, 'en', undefined, browser)).toBe('27/11/2026, 14:03:09');
    const early = new Date(2026, 0, 1, 1, 5, 7).toISOString();
    for (const locale of ['en-US', 'en-GB', 'fr-FR']) {
      const languages = [locale];
      expect(formatDateTime(early, locale.slice(0, 2), 'seconds', { languages })).toBe(
        new Date(early).toLocaleString(locale),
      );
    }
    expect(formatDateTime(early, 'fr', 'seconds', { languages: [] })).toBe('01/01/2026 01:05:07');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDateTime('not a date', 'fr')).toBe('not a date');
  });
});
