import { describe, expect, it } from 'vitest';
import { SIZE_UNITS } from '@catalogue/properties/descriptor.ts';
import { toHex } from './colors.ts';
import { formatLinearGradient, parseLinearGradient } from './gradient.ts';
import { searchIcons } from './icon-names.ts';
import { clamp, keywordsFor, parseLength } from './length.ts';
import { formatShadows, parseShadows } from './shadow.ts';

describe('colours', () => {
  it('gives the picker hex from hex and rgb(a), nothing for names', () => {
    expect(toHex('#ABC')).toBe('#abc');
    expect(toHex('rgb(255, 0, 16)')).toBe('#ff0010');
    expect(toHex('rgba(0, 0, 0, 0.5)')).toBe('#00000080');
    expect(toHex('rebeccapurple')).toBeNull();
  });
});

describe('gradients', () => {
  it('reads and writes linear gradients with angles, sides and stops', () => {
    const g = parseLinearGradient('linear-gradient(to right, rgba(0, 0, 0, 0.4) 10%, #fff)');
    expect(g).toEqual({
      angle: 90,
      stops: [
        { color: 'rgba(0, 0, 0, 0.4)', position: 10 },
        { color: '#fff', position: null },
      ],
    });
    expect(formatLinearGradient(g!)).toBe('linear-gradient(90deg, rgba(0, 0, 0, 0.4) 10%, #fff)');
    expect(parseLinearGradient('linear-gradient(45deg, red 0%, blue 100%)')?.angle).toBe(45);
  });

  it('leaves what it cannot edit to the text field', () => {
    expect(parseLinearGradient('radial-gradient(red, blue)')).toBeNull();
    expect(parseLinearGradient('linear-gradient(red)')).toBeNull();
  });
});

describe('lengths', () => {
  it('splits a number and a unit among the property’s units', () => {
    expect(parseLength('12px', SIZE_UNITS)).toEqual({ kind: 'length', number: 12, unit: 'px' });
    expect(parseLength('50%', SIZE_UNITS)).toEqual({ kind: 'length', number: 50, unit: '%' });
    expect(parseLength('3', SIZE_UNITS)).toEqual({ kind: 'length', number: 3, unit: 'px' });
    expect(parseLength('auto', SIZE_UNITS, keywordsFor('width'))).toEqual({
      kind: 'keyword',
      keyword: 'auto',
    });
    expect(parseLength('calc(100% - 8px)', SIZE_UNITS)).toMatchObject({ kind: 'other' });
    expect(parseLength('2pt', SIZE_UNITS)).toMatchObject({ kind: 'other' });
    expect(parseLength(undefined, SIZE_UNITS)).toEqual({ kind: 'empty' });
  });

  it('clamps to the bounds without float noise', () => {
    expect(clamp(150, { min: 0, max: 100 })).toBe(100);
    expect(clamp(-3, { min: 0, max: 100 })).toBe(0);
    expect(clamp(0.1 + 0.2, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });
});

describe('shadows', () => {
  it('reads offsets, blur, spread, colour and inset, and writes them back', () => {
    const shadows = parseShadows('0 2px 8px rgba(0, 0, 0, 0.2), inset 1px 1px red');
    expect(shadows).toEqual([
      { x: 0, y: 2, blur: 8, spread: 0, color: 'rgba(0, 0, 0, 0.2)', inset: false },
      { x: 1, y: 1, blur: 0, spread: 0, color: 'red', inset: true },
    ]);
    expect(formatShadows(shadows!)).toBe(
      '0px 2px 8px 0px rgba(0, 0, 0, 0.2), inset 1px 1px 0px 0px red',
    );
    expect(parseShadows('')).toEqual([]);
    expect(parseShadows('1em 2em red')).toBeNull();
  });
});

describe('icon search', () => {
  it('puts names starting with the search first', () => {
    const names = ['arrow-right', 'chevron-right', 'right-arrow', 'star'];
    expect(searchIcons(names, 'right')).toEqual(['right-arrow', 'arrow-right', 'chevron-right']);
    expect(searchIcons(names, 'Arrow Right')).toEqual(['arrow-right']);
  });
});
