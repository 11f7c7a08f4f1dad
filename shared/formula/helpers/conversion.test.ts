import { describe, expect, it } from 'vitest';
import { errorOf, run } from './testing.ts';

/** Intl separates groups and symbols with non-breaking spaces; compare with plain ones. */
const plain = (value: unknown) => String(value).replace(/[\u00a0\u202f]/g, ' ');

describe('toText', () => {
  it('writes every kind as text', () => {
    expect(run("toText('a')")).toBe('a');
    expect(run('toText(1.5)')).toBe('1.5');
    expect(run('toText(false)')).toBe('false');
    expect(run('toText(null)')).toBe('');
    expect(run('toText(undefined)')).toBe('');
    expect(run("toText([1, 'a'])")).toBe('[1,"a"]');
    expect(run('toText({ a: { b: null } })')).toBe('{"a":{"b":null}}');
    expect(run('toText(variables.d)', { d: new Date('2026-11-23T10:00:00Z') })).toBe(
      '2026-11-23T10:00:00.000Z',
    );
  });
  it('counts the text it writes against the budget', () => {
    const big = Array.from({ length: 200 }, () => 'abcdefghij');
    expect(() => run('toText(variables.big)', { big }, { stepLimit: 1000 })).toThrow(
      /Formula stopped/,
    );
  });
});

describe('toNumber', () => {
  it('reads numbers, decimal texts and booleans', () => {
    expect(run('toNumber(4)')).toBe(4);
    expect(run("toNumber(' 12.50 ')")).toBe(12.5);
    expect(run("toNumber('-3')")).toBe(-3);
    expect(run("toNumber('.5')")).toBe(0.5);
    expect(run("toNumber('1e3')")).toBe(1000);
    expect(run('toNumber(true)')).toBe(1);
    expect(run('toNumber(false)')).toBe(0);
  });
  it('gives null for anything that is not a number', () => {
    for (const value of ['', ' ', 'abc', '12,5', '0x1A', 'Infinity', '1 234', '1.2.3']) {
      expect(run('toNumber(variables.v)', { v: value })).toBeNull();
    }
    expect(run('toNumber(null)')).toBeNull();
    expect(run('toNumber([1])')).toBeNull();
    expect(run('toNumber({})')).toBeNull();
    expect(run('toNumber(NaN)')).toBeNull();
    expect(run('toNumber(Infinity)')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('writes the number for the locale, default the evaluation one', () => {
    expect(run('formatNumber(1234.5678)')).toBe('1,234.568');
    expect(run('formatNumber(1234.5, 2)')).toBe('1,234.50');
    expect(plain(run("formatNumber(1234.5, 2, 'fr-FR')"))).toBe('1 234,50');
    expect(plain(run('formatNumber(1234.5, 1)', {}, { locale: 'fr' }))).toBe('1 234,5');
    expect(run("formatNumber('42', 0)")).toBe('42');
  });
  it('rounds half away from zero', () => {
    expect(run('formatNumber(1.005, 2)')).toBe('1.01');
    expect(run('formatNumber(-2.5, 0)')).toBe('-3');
  });
  it('gives "" for null', () => {
    expect(run('formatNumber(null)')).toBe('');
  });
  it('throws the parameter messages', () => {
    expect(errorOf("formatNumber('abc')")).toBe(
      'formatNumber: the first parameter must be a number',
    );
    expect(errorOf('formatNumber(1, 21)')).toBe(
      'formatNumber: the second parameter must be a whole number from 0 to 20',
    );
    expect(errorOf('formatNumber(1, -1)')).toBe(
      'formatNumber: the second parameter must be a whole number from 0 to 20',
    );
    expect(errorOf("formatNumber(1, 2, 'not a locale!')")).toBe(
      'formatNumber: the third parameter must be a locale such as "en" or "fr-FR"',
    );
    expect(errorOf('formatNumber(1, 2, 5)')).toBe(
      'formatNumber: the third parameter must be a text',
    );
  });
});

describe('formatCurrency', () => {
  it('writes rand in South Africa and dollars in the United States', () => {
    expect(plain(run("formatCurrency(1234.5, 'ZAR', 'en-ZA')"))).toBe('R 1 234,50');
    expect(run("formatCurrency(1234.5, 'USD', 'en-US')")).toBe('$1,234.50');
    expect(plain(run("formatCurrency(1234.5, 'eur', 'fr-FR')"))).toBe('1 234,50 €');
  });
  it("uses the currency's decimals unless told otherwise", () => {
    expect(run("formatCurrency(1234.5, 'JPY', 'en-US')")).toBe('¥1,235');
    expect(run("formatCurrency(1234.5, 'USD', 'en-US', 0)")).toBe('$1,235');
    expect(run("formatCurrency(10, 'USD')")).toBe('$10.00');
  });
  it('creates one Intl formatter per locale and options, then reuses it', () => {
    const Original = Intl.NumberFormat;
    let created = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        created++;
      }
    }
    const intl = Intl as { NumberFormat: typeof Intl.NumberFormat };
    intl.NumberFormat = Counting as typeof Intl.NumberFormat;
    try {
      run("formatCurrency(5, 'CHF', 'de-CH', 3)");
      run("formatCurrency(6, 'CHF', 'de-CH', 3)");
      run("formatNumber(7, 3, 'de-CH')");
      run("formatNumber(8, 3, 'de-CH')");
      expect(created).toBe(2);
    } finally {
      intl.NumberFormat = Original;
    }
  });
  it('gives "" for null', () => {
    expect(run("formatCurrency(null, 'USD')")).toBe('');
  });
  it('throws the parameter messages', () => {
    expect(errorOf("formatCurrency('x', 'USD')")).toBe(
      'formatCurrency: the first parameter must be a number',
    );
    expect(errorOf("formatCurrency(1, 'dollars')")).toBe(
      'formatCurrency: the second parameter must be a currency code such as "EUR"',
    );
    expect(errorOf('formatCurrency(1)')).toBe(
      'formatCurrency: the second parameter must be a currency code such as "EUR"',
    );
    expect(errorOf("formatCurrency(1, 'USD', '??')")).toBe(
      'formatCurrency: the third parameter must be a locale such as "en" or "fr-FR"',
    );
    expect(errorOf("formatCurrency(1, 'USD', 'en', 1.5)")).toBe(
      'formatCurrency: the fourth parameter must be a whole number from 0 to 20',
    );
  });
});
