import { describe, expect, it } from 'vitest';
import { readNumber, styleValueProblem, type StyleRule } from './css-values.ts';
import { problemText } from './problem-texts.ts';

const COLOR: StyleRule = { kind: 'color' };
const FONT_SIZE: StyleRule = {
  kind: 'length',
  units: [
    { unit: 'px', min: 1, max: 500 },
    { unit: 'rem', min: 0.1, max: 30 },
  ],
  keywords: [],
};
const WIDTH: StyleRule = {
  kind: 'length',
  units: [{ unit: 'px', min: 0, max: 10000 }],
  keywords: ['auto'],
};
const Z_INDEX: StyleRule = {
  kind: 'number',
  bounds: { min: -100, max: 10000, step: 1 },
  integer: true,
  keywords: ['auto'],
};
const OPACITY: StyleRule = {
  kind: 'number',
  bounds: { min: 0, max: 1 },
  integer: false,
  keywords: [],
};
const TRANSFORM: StyleRule = { kind: 'transform' };
const RATIO: StyleRule = { kind: 'ratio' };

const said = (rule: StyleRule, value: unknown) => {
  const text = styleValueProblem(rule, value);
  return text && problemText(text);
};

describe('readNumber', () => {
  it('reads numbers as typed, and tells a number too large from no number', () => {
    expect(readNumber('1.5')).toEqual({ kind: 'number', number: 1.5 });
    expect(readNumber(' -.5 ')).toEqual({ kind: 'number', number: -0.5 });
    expect(readNumber('−5')).toEqual({ kind: 'number', number: -5 });
    expect(readNumber('1e3')).toEqual({ kind: 'number', number: 1000 });
    expect(readNumber('1e309')).toEqual({ kind: 'notFinite' });
    expect(readNumber('-1e309')).toEqual({ kind: 'notFinite' });
    for (const bad of ['', '-', '1.2.3', 'abc', 'Infinity', 'NaN', '0x10', '1e'])
      expect(readNumber(bad)).toEqual({ kind: 'notANumber' });
  });
});

describe('styleValueProblem', () => {
  it('refuses what the issue saw saved as typed', () => {
    expect(said(COLOR, 'notacolor')).toMatch(/^"notacolor" is not a CSS colour/);
    expect(said(COLOR, '#12345')).toMatch(/is not a CSS colour/);
    expect(said(COLOR, 'rgb(300,0,0')).toMatch(/is not a CSS colour/);
    expect(said(TRANSFORM, 'rotate(45deg')).toBe(
      '"rotate(45deg" is not a transform: a parenthesis is not closed',
    );
    expect(said(Z_INDEX, 1.5)).toBe('"1.5" is not a whole number');
    expect(said(RATIO, '16/0')).toMatch(/^"16\/0" is not a ratio/);
    expect(said(FONT_SIZE, '-1e309px')).toBe('"-1e309px" is too large to be a number');
    expect(said(OPACITY, Infinity)).toBe('"Infinity" is too large to be a number');
  });

  it('takes valid values, keywords, CSS-wide keywords and var()', () => {
    for (const ok of ['#fff', 'rgb(300, 0, 0)', 'Teal', 'transparent', 'inherit', 'var(--color-x)'])
      expect(said(COLOR, ok)).toBeNull();
    for (const ok of ['16px', '1.5rem', 'calc(1rem + 2px)', 'var(--size)', 'initial', 16])
      expect(said(FONT_SIZE, ok)).toBeNull();
    expect(said(WIDTH, 'auto')).toBeNull();
    expect(said(WIDTH, 'fit-content')).toBeNull();
    expect(said(WIDTH, '0')).toBeNull();
    for (const ok of [10, '10', 'auto', -100]) expect(said(Z_INDEX, ok)).toBeNull();
    for (const ok of [
      'none',
      'rotate(45deg)',
      'translateY(-4px) scale(1.05)',
      'translate(10px, 50%) rotate(0.5turn)',
      'matrix(1, 0, 0, 1, 0, 0)',
      'translateX(calc(100% - 2rem))',
      'rotate(0)',
    ])
      expect(said(TRANSFORM, ok)).toBeNull();
    for (const ok of ['16 / 9', '16/9', '1.5', 1, 'auto', 'auto 4 / 3'])
      expect(said(RATIO, ok)).toBeNull();
  });

  it('names what is wrong in a length, a transform or a ratio', () => {
    expect(said(FONT_SIZE, 'big')).toBe(
      '"big" is not a length: a number with one of the units px, rem, or one of: —',
    );
    expect(said(FONT_SIZE, '12pt')).toBe('"12pt": the unit "pt" is not one of px, rem');
    expect(said(TRANSFORM, 'spin(45deg)')).toMatch(/"spin" is not a transform function/);
    expect(said(TRANSFORM, 'rotate(45)')).toMatch(/"45" does not fit rotate\(\)/);
    expect(said(TRANSFORM, 'translateX(10)')).toMatch(/"10" does not fit translateX\(\)/);
    expect(said(TRANSFORM, 'scale()')).toBe('"scale()" is not a transform: scale() needs a value');
    for (const bad of ['0/1', '16 / 9 / 4', 'wide', '-1 / 2'])
      expect(said(RATIO, bad)).not.toBeNull();
  });

  it('warns of numbers outside their bounds, with the bound they are shown at', () => {
    expect(styleValueProblem(FONT_SIZE, '-5px')).toEqual({
      code: 'styleBelowMin',
      params: { value: '-5px', bound: '1px' },
    });
    expect(said(OPACITY, 99)).toBe('99 is above the maximum 1: it is shown as 1');
  });

  it('leaves formulas and multi-language values alone', () => {
    expect(styleValueProblem(COLOR, { $formula: 'x' })).toBeNull();
    expect(styleValueProblem(COLOR, null)).toBeNull();
  });
});
