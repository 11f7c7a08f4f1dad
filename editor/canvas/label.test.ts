import { describe, expect, it } from 'vitest';
import { elementLabel, elementWords } from './label.ts';

describe('what the editor calls an element', () => {
  it('is its name, else its component’s label in the editor language', () => {
    expect(elementLabel({ type: 'text', name: ' Hero title ' }, 'en')).toBe('Hero title');
    expect(elementLabel({ type: 'button' }, 'fr')).toBe('Bouton');
  });

  it('shows its own words in the content language, on one line, at most 80 characters', () => {
    const text = { text: { $lang: { en: 'Groceries\n  for home', fr: 'Épicerie' } } };
    expect(elementWords({ props: text }, 'fr')).toBe('Épicerie');
    expect(elementWords({ props: text }, 'en')).toBe('Groceries for home');
    // A language it lacks: the first it has.
    expect(elementWords({ props: text }, 'sn')).toBe('Groceries for home');
    expect(elementWords({ props: { alt: 'A baobab tree' } }, 'en')).toBe('A baobab tree');
    const long = elementWords({ props: { text: 'x'.repeat(200) } }, 'en')!;
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('has no words when it shows none, or only a formula’s value', () => {
    expect(elementWords({}, 'en')).toBeNull();
    expect(elementWords({ props: { text: '   ' } }, 'en')).toBeNull();
    expect(elementWords({ props: { text: { $formula: 'variables.name' } } }, 'en')).toBeNull();
    expect(elementWords({ props: { text: 12 } }, 'en')).toBeNull();
  });
});
