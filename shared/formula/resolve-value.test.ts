import { describe, expect, it } from 'vitest';
import { FormulaError } from './errors.ts';
import { resolvePropertyValue } from './resolve-value.ts';

const scope = { variables: { cart: [{ price: 10 }], name: 'Rudo' } };

describe('resolvePropertyValue', () => {
  it('keeps literals, evaluates formulas and picks languages', () => {
    expect(resolvePropertyValue('plain', scope)).toBe('plain');
    expect(resolvePropertyValue(3, scope)).toBe(3);
    expect(resolvePropertyValue(null, scope)).toBeNull();
    expect(resolvePropertyValue({ $formula: 'variables.cart.length' }, scope)).toBe(1);
    const greeting = { $lang: { en: 'Hello', fr: 'Bonjour' } };
    expect(resolvePropertyValue(greeting, scope, { langs: ['fr', 'en'] })).toBe('Bonjour');
    expect(resolvePropertyValue(greeting, scope, { langs: ['pt'] })).toBe('Hello');
  });

  it('resolves deeply through arrays, objects and per-language formulas', () => {
    const body = {
      items: { $formula: 'variables.cart' },
      meta: [
        { $formula: '1 + 1' },
        'x',
        { who: { $lang: { en: { $formula: 'variables.name' } } } },
      ],
    };
    expect(resolvePropertyValue(body, scope, { langs: ['en'] })).toEqual({
      items: [{ price: 10 }],
      meta: [2, 'x', { who: 'Rudo' }],
    });
  });

  it('passes formula errors on and never pollutes through keys', () => {
    expect(() => resolvePropertyValue({ $formula: 'variables.nope' }, scope)).toThrow(FormulaError);
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}') as unknown;
    const out = resolvePropertyValue(hostile, scope) as object;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
