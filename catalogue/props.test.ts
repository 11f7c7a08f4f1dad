import { describe, expect, it, vi } from 'vitest';
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

describe('coerceProp with bounds and units', () => {
  const offset: PropertyDefinition = {
    type: 'length',
    label: { en: 'Offset', fr: 'Décalage' },
    default: '10px',
    section: 'settings',
    bindable: true,
    units: [
      { unit: 'px', min: 1, max: 1000 },
      { unit: '%', min: 1, max: 100 },
    ],
  };

  it('clamps a length to the bounds of its unit, with a warning', () => {
    const warn = vi.fn();
    expect(coerceProp(offset, '1500px', ['en'], warn)).toBe('1000px');
    expect(coerceProp(offset, '150%', ['en'], warn)).toBe('100%');
    expect(coerceProp(offset, ' 20 % ', ['en'], warn)).toBe('20%');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refuses what is not a length in its units (a number, other units, text), with a warning', () => {
    for (const value of [12, '12em', 'calc(2px)', 'abc', true]) {
      const warn = vi.fn();
      expect(coerceProp(offset, value, ['en'], warn), String(value)).toBe('10px');
      expect(warn, String(value)).toHaveBeenCalledTimes(1);
    }
  });

  it('warns once for a number out of bounds, and never throws on junk', () => {
    const limit: PropertyDefinition = {
      type: 'number',
      label: { en: 'Limit', fr: 'Limite' },
      default: 20,
      section: 'settings',
      bindable: true,
      bounds: { min: 10, max: 50, step: 1 },
    };
    const warn = vi.fn();
    expect(coerceProp(limit, 70, ['en'], warn)).toBe(50);
    expect(coerceProp(limit, 5, ['en'], warn)).toBe(10);
    expect(coerceProp(limit, { a: 1 }, ['en'], warn)).toBe(20);
    expect(coerceProp(limit, 'many', ['en'], warn)).toBe(20);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('definitions', () => {
  it('lists every component by type', () => {
    // Every component of the seeds' §3, and the checkbox (forms need a yes/no field).
    expect([...componentTypes].sort()).toEqual([
      'accordion',
      'button',
      'carousel',
      'checkbox',
      'columns',
      'dialog',
      'dropdown',
      'file-input',
      'flexbox',
      'form-container',
      'form-input',
      'html',
      'icon',
      'image',
      'legacy-select',
      'loader',
      'map',
      'mask-input',
      'modal',
      'qr-code',
      'rich-text',
      'select',
      'slider',
      'tabs',
      'text',
    ]);
    for (const [type, definition] of Object.entries(componentDefinitions))
      expect(definition.type).toBe(type);
  });

  it('gives the settings defaults per language', () => {
    expect(defaultProps(buttonDefinition, 'fr')).toMatchObject({
      text: 'Bouton',
      buttonType: 'button',
      disabled: false,
    });
  });
});
