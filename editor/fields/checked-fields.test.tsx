import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allStyleDescriptors } from '@catalogue/properties/index.ts';
import { checkCssText, checkLengthNumber, checkNumberText } from './checks.ts';
import { typingField } from './testing/typing.tsx';

afterEach(cleanup);
const style = (name: string) => allStyleDescriptors[name]!;

describe('checks', () => {
  it('stores, clamps or refuses a typed number', () => {
    const bounds = { min: 0, max: 1, step: 0.01 };
    expect(checkNumberText('0.5', bounds)).toEqual({ kind: 'ok', value: 0.5 });
    expect(checkNumberText('99', bounds)).toEqual({
      kind: 'clamped',
      value: 1,
      limit: 'max',
      bound: '1',
    });
    expect(checkNumberText('', bounds)).toEqual({ kind: 'empty' });
    expect(checkNumberText('1e309', bounds)).toMatchObject({
      kind: 'refused',
      reason: { code: 'styleNotFinite' },
    });
    expect(checkNumberText('1.5', { min: 0, max: 9, integer: true })).toMatchObject({
      kind: 'refused',
      reason: { code: 'integerSyntax' },
    });
    expect(checkNumberText('9000', { min: 1, max: 5000, unit: 'ms' })).toMatchObject({
      bound: '5000 ms',
    });
  });

  it('glues a length’s unit, and clamps a length typed as CSS into its unit', () => {
    const units = style('fontSize').units!;
    expect(checkLengthNumber('-5', units, 'px')).toEqual({
      kind: 'clamped',
      value: '1px',
      limit: 'min',
      bound: '1px',
    });
    const rule = { kind: 'length', units, keywords: [] } as const;
    expect(checkCssText(rule, '40rem')).toMatchObject({ kind: 'clamped', value: '30rem' });
    expect(checkCssText(rule, 'calc(1rem + 1px)')).toEqual({
      kind: 'ok',
      value: 'calc(1rem + 1px)',
    });
    expect(checkCssText(rule, 'big')).toMatchObject({ kind: 'refused' });
  });
});

describe('checked fields', () => {
  it('refuses a colour that is none, keeps the text and the stored value, and says why', () => {
    const field = typingField('color', style('color'), '#112233');
    field.type('notacolor');
    expect(field.value()).toBe('#112233');
    expect(field.input().value).toBe('notacolor');
    expect(field.input().getAttribute('aria-invalid')).toBe('true');
    expect(field.note()).toMatch(/^Text colour: "notacolor" is not a CSS colour.* — not saved$/);
    fireEvent.blur(field.input());
    expect(field.input().value).toBe('notacolor');
    field.type('#12345');
    expect(field.value()).toBe('#112233');
    field.type('rgb(300,0,0');
    expect(field.value()).toBe('#112233');
    field.type('teal');
    expect(field.value()).toBe('teal');
    expect(field.note()).toBeNull();
  });

  it('clamps a font size with a note saying to what, in English and French', () => {
    const field = typingField('fontSize', style('fontSize'), '16px');
    field.type('-5');
    expect(field.value()).toBe('1px');
    expect(field.note()).toBe('Font size is at least 1px — set to 1px');
    fireEvent.blur(field.input());
    expect(field.input().value).toBe('1');
    expect(field.note()).toBe('Font size is at least 1px — set to 1px');
    cleanup();
    const fr = typingField('fontSize', style('fontSize'), '16px', 'fr');
    fr.type('-5');
    expect(fr.note()).toBe('Font size : au moins 1px — valeur mise à 1px');
  });

  it('refuses -1e309 and writes none of its prefixes', () => {
    const field = typingField('fontSize', style('fontSize'), '16px');
    field.type('-1e309');
    expect(field.value()).toBe('16px');
    expect(field.note()).toBe('Font size: "-1e309" is too large to be a number — not saved');
    expect(field.input().value).toBe('-1e309');
  });

  it('refuses a z-index that is no whole number; clamps opacity and width', () => {
    const z = typingField('zIndex', style('zIndex'), 3);
    z.type('1.5');
    expect(z.value()).toBe(3);
    expect(z.note()).toBe('Stacking order (z-index): "1.5" is not a whole number — not saved');
    cleanup();
    const opacity = typingField('opacity', style('opacity'), 0.5);
    opacity.type('99');
    expect(opacity.value()).toBe(1);
    expect(opacity.note()).toBe('Opacity is at most 1 — set to 1');
    cleanup();
    const width = typingField('width', style('width'), '10px');
    width.type('-5');
    expect(width.value()).toBe('0px');
    expect(width.note()).toBe('Width is at least 0px — set to 0px');
  });

  it('steps with the arrow keys, clamped', () => {
    const opacity = typingField('opacity', style('opacity'), 0.99);
    fireEvent.keyDown(opacity.input(), { key: 'ArrowUp' });
    expect(opacity.value()).toBe(1);
    fireEvent.keyDown(opacity.input(), { key: 'ArrowUp' });
    expect(opacity.value()).toBe(1);
    expect(opacity.note()).toBe('Opacity is at most 1 — set to 1');
  });

  it('refuses a transform and a ratio the browser would drop', () => {
    const transform = typingField('transform', style('transform'), 'none');
    transform.type('rotate(45deg');
    expect(transform.value()).toBe('none');
    expect(transform.note()).toBe(
      'Transform: "rotate(45deg" is not a transform: a parenthesis is not closed — not saved',
    );
    transform.type('rotate(45deg)');
    expect(transform.value()).toBe('rotate(45deg)');
    cleanup();
    const ratio = typingField('aspectRatio', style('aspectRatio'), undefined);
    ratio.type('16/0');
    expect(ratio.value()).toBeUndefined();
    expect(ratio.note()).toMatch(/^Aspect ratio: "16\/0" is not a ratio/);
    ratio.type('16/9');
    expect(ratio.value()).toBe('16/9');
  });
});
