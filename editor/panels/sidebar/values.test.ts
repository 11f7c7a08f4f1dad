import { describe, expect, it } from 'vitest';
import type { Element } from '@shared/schema/element.ts';
import {
  cascadeKeys,
  editKeyOf,
  effectiveValues,
  isInherited,
  overrideKeyOf,
  resolveValue,
  storedAt,
} from './values.ts';

const css = { responsive: true, states: true };
const element: Element = {
  id: 'cta',
  type: 'button',
  props: { text: 'Go', disabled: false },
  styles: { backgroundColor: 'red', color: 'white' },
  overrides: {
    tablet: { styles: { backgroundColor: 'green' } },
    hover: { styles: { backgroundColor: 'blue', color: 'black' } },
    'tablet:hover': { styles: { color: 'yellow' } },
    mobile: { props: { text: 'Tap' } },
  },
};

describe('override keys', () => {
  it('names the key a breakpoint and state write to', () => {
    expect(overrideKeyOf('desktop', null)).toBe('');
    expect(overrideKeyOf('tablet', null)).toBe('tablet');
    expect(overrideKeyOf('desktop', 'hover')).toBe('hover');
    expect(overrideKeyOf('mobile', 'focus')).toBe('mobile:focus');
  });

  it('edits a property at its base unless it is responsive or has states', () => {
    expect(editKeyOf({}, 'mobile', 'hover')).toBe('');
    expect(editKeyOf({ responsive: true }, 'mobile', 'hover')).toBe('mobile');
    expect(editKeyOf({ states: true }, 'mobile', 'hover')).toBe('hover');
    expect(editKeyOf(css, 'mobile', 'hover')).toBe('mobile:hover');
  });

  it('cascades default < breakpoint < state < breakpoint:state, mobile after tablet', () => {
    expect(cascadeKeys('desktop', null)).toEqual(['']);
    expect(cascadeKeys('mobile', null)).toEqual(['', 'tablet', 'mobile']);
    expect(cascadeKeys('tablet', 'hover')).toEqual(['', 'tablet', 'hover', 'tablet:hover']);
    expect(cascadeKeys('mobile', 'hover')).toEqual([
      '',
      'tablet',
      'mobile',
      'hover',
      'tablet:hover',
      'mobile:hover',
    ]);
  });
});

describe('resolveValue', () => {
  it('reads the value stored at a key', () => {
    expect(storedAt(element, 'style', 'backgroundColor', 'tablet')).toBe('green');
    expect(storedAt(element, 'settings', 'text', 'mobile')).toBe('Tap');
    expect(storedAt(element, 'style', 'backgroundColor', 'mobile')).toBeUndefined();
  });

  it('says a value set at the edited key is its own (an override)', () => {
    const r = resolveValue(element, 'style', 'backgroundColor', css, 'tablet', null);
    expect(r).toMatchObject({ value: 'green', from: 'tablet', own: true, key: 'tablet' });
    expect(isInherited(r)).toBe(false);
  });

  it('lets mobile inherit from tablet, and tablet from the base', () => {
    const mobile = resolveValue(element, 'style', 'backgroundColor', css, 'mobile', null);
    expect(mobile).toMatchObject({ value: 'green', from: 'tablet', own: false, key: 'mobile' });
    expect(isInherited(mobile)).toBe(true);
    const tablet = resolveValue(element, 'style', 'color', css, 'tablet', null);
    expect(tablet).toMatchObject({ value: 'white', from: '', own: false });
  });

  it('puts a state over the breakpoint, and breakpoint:state over both', () => {
    expect(resolveValue(element, 'style', 'backgroundColor', css, 'tablet', 'hover').value).toBe(
      'blue',
    );
    expect(resolveValue(element, 'style', 'color', css, 'mobile', 'hover')).toMatchObject({
      value: 'yellow',
      from: 'tablet:hover',
      own: false,
      key: 'mobile:hover',
    });
  });

  it('ignores breakpoints for a property that is not responsive', () => {
    const r = resolveValue(element, 'settings', 'text', {}, 'mobile', null);
    expect(r).toMatchObject({ value: 'Go', from: '', own: true, key: '' });
    expect(isInherited(r)).toBe(false);
  });

  it('gives nothing stored as from null (the default applies)', () => {
    expect(resolveValue(element, 'style', 'opacity', css, 'desktop', null)).toMatchObject({
      value: undefined,
      from: null,
      own: false,
    });
  });
});

describe('effectiveValues', () => {
  it('fills defaults, then stored values along the cascade, picking the language', () => {
    const properties = {
      text: {
        type: 'text' as const,
        label: { en: 'Text', fr: 'Texte' },
        default: { $lang: { en: 'Button', fr: 'Bouton' } },
        section: 'settings' as const,
        bindable: true,
      },
      buttonType: {
        type: 'select' as const,
        label: { en: 'Type', fr: 'Type' },
        default: 'button',
        section: 'settings' as const,
        bindable: false,
      },
    };
    const bare: Element = { id: 'b', type: 'button' };
    expect(effectiveValues(bare, 'settings', properties, [''], ['fr'])).toEqual({
      text: 'Bouton',
      buttonType: 'button',
    });
    expect(
      effectiveValues(element, 'settings', properties, ['', 'tablet', 'mobile'], ['en']),
    ).toMatchObject({
      text: 'Tap',
      disabled: false,
    });
  });
});
