import { describe, expect, it } from 'vitest';
import { label, labelIn, uiLang } from './label.ts';

describe('two-language texts', () => {
  it('writes a label English then French', () => {
    expect(label('Send', 'Envoyer')).toEqual({ en: 'Send', fr: 'Envoyer' });
  });

  it('reads French for fr and its regional tags, English for anything else', () => {
    expect(['fr', 'fr-CA', 'fr-FR'].map(uiLang)).toEqual(['fr', 'fr', 'fr']);
    expect(['en', 'en-ZA', 'sn', 'fro', '', null, undefined].map(uiLang)).toEqual(
      Array(7).fill('en'),
    );
  });

  it('picks a pair’s text, whatever the pair holds', () => {
    const texts = { en: { close: 'Close' }, fr: { close: 'Fermer' } } as const;
    expect(labelIn(texts, 'fr-CA').close).toBe('Fermer');
    expect(labelIn(texts, 'sn').close).toBe('Close');
    expect(labelIn(label('Send', 'Envoyer'), 'fr')).toBe('Envoyer');
  });
});
