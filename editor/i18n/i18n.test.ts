import { describe, expect, it } from 'vitest';
import { createI18n, editorStrings } from './index.ts';

const { en, fr } = editorStrings();

describe('editor strings', () => {
  it('exist in English and French, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en)) {
      expect(placeholders(fr[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''));
      expect(fr[key]?.trim(), key).not.toBe('');
    }
  });

  it('translate with plurals and interpolation', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('pageCount', { count: 2 })).toBe('2 pages');
    expect(i18n.t('publishTo_staging')).toBe('Publier en préproduction');
    expect(createI18n('en').t('pageCount', { count: 1 })).toBe('1 page');
  });
});
