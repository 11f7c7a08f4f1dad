import { describe, expect, it } from 'vitest';
import { buttonDefinition } from './button/definition.ts';
import type { PropertyDefinition } from './define.ts';
import { componentDefinitions, componentTypes } from './definitions.ts';
import { pickLang } from '@shared/i18n/pick-lang.ts';
import { coerceProp, defaultProps, resolveLangValue } from './props.ts';

const number: PropertyDefinition = {
  type: 'number',
  label: { en: 'Size', fr: 'Taille' },
  default: 10,
  section: 'settings',
  bindable: true,
  bounds: { min: 0, max: 100 },
};

describe('pickLang and resolveLangValue', () => {
  it('picks the first language present, else the first value', () => {
    expect(pickLang({ en: 'Hi', fr: 'Salut' }, ['fr', 'en'])).toBe('Salut');
    expect(pickLang({ en: 'Hi' }, ['fr', 'en'])).toBe('Hi');
    expect(pickLang({ pt: 'Olá' }, ['fr', 'en'])).toBe('Olá');
    expect(pickLang({}, ['en'])).toBeUndefined();
  });

  it('leaves literals, resolves $lang, and gives undefined for formulas', () => {
    expect(resolveLangValue('x', ['en'])).toBe('x');
    expect(resolveLangValue({ $lang: { en: 'a', fr: 'b' } }, ['fr'])).toBe('b');
    expect(resolveLangValue({ $formula: '1 + 1' }, ['en'])).toBeUndefined();
  });
});

describe('coerceProp', () => {
  it('clamps numbers and reads numeric text', () => {
    expect(coerceProp(number, 500, ['en'])).toBe(100);
    expect(coerceProp(number, '-3', ['en'])).toBe(0);
    expect(coerceProp(number, 'abc', ['en'])).toBe(10);
    expect(coerceProp(number, '', ['en'])).toBe(10);
  });

  it('keeps select values among the options, else the default', () => {
    const type = buttonDefinition.properties.buttonType;
    expect(coerceProp(type, 'submit', ['en'])).toBe('submit');
    expect(coerceProp(type, 'reset', ['en'])).toBe('button');
  });

  it('reads booleans and falls back to the default for missing values', () => {
    const disabled = buttonDefinition.properties.disabled;
    expect(coerceProp(disabled, 'true', ['en'])).toBe(true);
    expect(coerceProp(disabled, undefined, ['en'])).toBe(false);
    expect(coerceProp(disabled, null, ['en'])).toBe(false);
  });

  it('turns numbers into text and resolves a $lang default', () => {
    const text = buttonDefinition.properties.text;
    expect(coerceProp(text, 3, ['en'])).toBe('3');
    expect(coerceProp(text, { nested: true }, ['fr'])).toBe('Bouton');
  });
});

describe('definitions', () => {
  it('lists every component by type', () => {
    expect([...componentTypes].sort()).toEqual(['button', 'flexbox', 'image', 'text']);
    for (const [type, definition] of Object.entries(componentDefinitions))
      expect(definition.type).toBe(type);
  });

  it('gives the settings defaults per language', () => {
    expect(defaultProps(buttonDefinition, 'fr')).toEqual({
      text: 'Bouton',
      buttonType: 'button',
      disabled: false,
    });
  });
});
