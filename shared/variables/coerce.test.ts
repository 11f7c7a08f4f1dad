import { describe, expect, it } from 'vitest';
import { coerceVariableValue } from './coerce.ts';

describe('coerceVariableValue (seeds §5)', () => {
  it('boolean accepts true and false, also as text', () => {
    expect(coerceVariableValue('boolean', true)).toBe(true);
    expect(coerceVariableValue('boolean', false)).toBe(false);
    expect(coerceVariableValue('boolean', 'true')).toBe(true);
    expect(coerceVariableValue('boolean', 'false')).toBe(false);
    for (const bad of [1, 0, 'yes', 'TRUE', [], {}]) {
      expect(() => coerceVariableValue('boolean', bad)).toThrow(
        new Error('value must be a boolean'),
      );
    }
  });

  it.each(['string', 'query'] as const)(
    '%s keeps text, writes numbers and booleans as text, rejects objects',
    (type) => {
      expect(coerceVariableValue(type, 'Harare')).toBe('Harare');
      expect(coerceVariableValue(type, 42)).toBe('42');
      expect(coerceVariableValue(type, false)).toBe('false');
      for (const bad of [{}, [], ['a'], { a: 1 }]) {
        expect(() => coerceVariableValue(type, bad)).toThrow(
          new Error('value must be a string, a number or a boolean'),
        );
      }
    },
  );

  it('number parses text; NaN becomes null', () => {
    expect(coerceVariableValue('number', 12.5)).toBe(12.5);
    expect(coerceVariableValue('number', '12.5')).toBe(12.5);
    expect(coerceVariableValue('number', ' 7 ')).toBe(7);
    expect(coerceVariableValue('number', 'abc')).toBeNull();
    expect(coerceVariableValue('number', '')).toBeNull();
    expect(coerceVariableValue('number', NaN)).toBeNull();
    for (const bad of [true, [], {}, [1]]) {
      expect(() => coerceVariableValue('number', bad)).toThrow(new Error('value must be a number'));
    }
  });

  it('array and object need an array and an object', () => {
    expect(coerceVariableValue('array', [1])).toEqual([1]);
    expect(coerceVariableValue('object', { a: 1 })).toEqual({ a: 1 });
    for (const bad of ['a', 1, {}, true]) {
      expect(() => coerceVariableValue('array', bad)).toThrow(new Error('value must be an array'));
    }
    for (const bad of ['a', 1, [], true]) {
      expect(() => coerceVariableValue('object', bad)).toThrow(
        new Error('value must be an object'),
      );
    }
  });

  it.each(['string', 'number', 'boolean', 'array', 'object', 'query'] as const)(
    '%s can always be cleared: null and undefined become null',
    (type) => {
      expect(coerceVariableValue(type, null)).toBeNull();
      expect(coerceVariableValue(type, undefined)).toBeNull();
    },
  );
});
