import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editableNumber,
  formatCurrency,
  formatNumber,
  parseNumber,
  roundTo,
  type CurrencyFormat,
} from './currency.ts';

const dollars: CurrencyFormat = {
  showSymbol: true,
  symbol: '$',
  symbolPosition: 'prefix',
  decimalPlaces: 2,
  thousandsSeparator: 'comma',
  decimalSeparator: 'dot',
};
const euros: CurrencyFormat = {
  ...dollars,
  symbol: '€',
  symbolPosition: 'suffix',
  thousandsSeparator: 'dot',
  decimalSeparator: 'comma',
};

describe('mask and currency formatting: the currency formatter', () => {
  it('formats 1234567.891 as $1,234,567.89 (prefix) and 1.234.567,89 € (suffix)', () => {
    expect(formatCurrency(1234567.891, dollars)).toBe('$1,234,567.89');
    expect(formatCurrency(1234567.891, euros)).toBe('1.234.567,89 €');
  });

  it('uses space, apostrophe or no thousands separator', () => {
    expect(formatNumber(1234567.891, { ...dollars, thousandsSeparator: 'space' })).toBe(
      '1 234 567.89',
    );
    expect(formatNumber(1234567.891, { ...dollars, thousandsSeparator: 'apostrophe' })).toBe(
      "1'234'567.89",
    );
    expect(formatNumber(1234567.891, { ...dollars, thousandsSeparator: 'none' })).toBe(
      '1234567.89',
    );
  });

  it('rounds to the decimal places, 0 to 10', () => {
    expect(formatCurrency(1234567.891, { ...dollars, decimalPlaces: 0 })).toBe('$1,234,568');
    expect(formatNumber(0.5, { ...dollars, decimalPlaces: 10 })).toBe('0.5000000000');
    expect(formatNumber(12, dollars)).toBe('12.00');
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });

  it('places the minus before a prefix symbol; hides the symbol when asked', () => {
    expect(formatCurrency(-1234.5, dollars)).toBe('-$1,234.50');
    expect(formatCurrency(-1234.5, euros)).toBe('-1.234,50 €');
    expect(formatCurrency(1234.5, { ...dollars, showSymbol: false })).toBe('1,234.50');
    expect(formatNumber(-0.001, dollars)).toBe('0.00');
  });

  it('drops a thousands separator equal to the decimal one, so the text reads back', () => {
    expect(formatNumber(1234.5, { ...dollars, thousandsSeparator: 'dot' })).toBe('1234.50');
  });

  it('parses what a visitor types or pastes', () => {
    expect(parseNumber('1.234.567,89', { decimalSeparator: 'comma' })).toBe(1234567.89);
    expect(parseNumber('$1,234.5', { decimalSeparator: 'dot' })).toBe(1234.5);
    expect(parseNumber('-12', { decimalSeparator: 'dot' })).toBe(-12);
    expect(parseNumber('12.', { decimalSeparator: 'dot' })).toBe(12);
    expect(parseNumber('abc', { decimalSeparator: 'dot' })).toBeNull();
    expect(parseNumber('', { decimalSeparator: 'dot' })).toBeNull();
  });

  it('edits a number without grouping or trailing zeros', () => {
    expect(editableNumber(1234567.8, euros)).toBe('1234567,8');
    expect(editableNumber(12, dollars)).toBe('12');
    expect(editableNumber(1200, { ...dollars, decimalPlaces: 0 })).toBe('1200');
  });

  it('reads back what it formats, for any amount and separators', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('comma', 'dot', 'space', 'apostrophe', 'none' as const),
        fc.constantFrom('dot', 'comma' as const),
        (value, decimalPlaces, thousandsSeparator, decimalSeparator) => {
          const format = { decimalPlaces, thousandsSeparator, decimalSeparator };
          const parsed = parseNumber(formatNumber(value, format), format) ?? NaN;
          expect(parsed).toBeCloseTo(roundTo(value, decimalPlaces) + 0, decimalPlaces);
        },
      ),
    );
  });
});
