/**
 * Currency and number text: formatting with a thousands separator, a decimal separator and a
 * fixed number of decimals, and parsing what a visitor typed back to a number. Pure.
 */

export const THOUSANDS_SEPARATORS = ['comma', 'dot', 'space', 'apostrophe', 'none'] as const;
export type ThousandsSeparator = (typeof THOUSANDS_SEPARATORS)[number];
export const DECIMAL_SEPARATORS = ['dot', 'comma'] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];

/** The character of each separator; `space` is a plain space (U+0020). */
export const SEPARATOR_CHARS: Readonly<Record<ThousandsSeparator, string>> = {
  comma: ',',
  dot: '.',
  space: ' ',
  apostrophe: "'",
  none: '',
};

export interface NumberFormat {
  /** 0–10. */
  decimalPlaces: number;
  thousandsSeparator: ThousandsSeparator;
  decimalSeparator: DecimalSeparator;
}

export interface CurrencyFormat extends NumberFormat {
  showSymbol: boolean;
  symbol: string;
  symbolPosition: 'prefix' | 'suffix';
}

/** Beyond this, numbers lose whole digits and `toFixed` switches to exponents: left as they are. */
const LARGEST = 1e15;

/**
 * `value` rounded half away from zero to `places` decimals, without binary surprises
 * (1.005 → 1.01, where `Math.round(1.005 * 100)` gives 1.00).
 */
export function roundTo(value: number, places: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST) return value;
  const sign = value < 0 ? -1 : 1;
  // Shift the decimal point in the text (which may itself be in exponent form, 5e-324).
  const shift = (number: number, by: number) => {
    const [mantissa, exponent = '0'] = String(number).split('e');
    return Number(`${mantissa}e${Number(exponent) + by}`);
  };
  return sign * shift(Math.round(shift(Math.abs(value), places)), -places);
}

/**
 * The thousands character actually used: none when it equals the decimal one (e.g. dot and
 * dot), since the number could not be read back.
 */
export function thousandsChar(format: NumberFormat): string {
  const char = SEPARATOR_CHARS[format.thousandsSeparator] ?? '';
  return char === decimalChar(format) ? '' : char;
}

export const decimalChar = (format: Pick<NumberFormat, 'decimalSeparator'>): string =>
  format.decimalSeparator === 'comma' ? ',' : '.';

/** `1234567.891` → `1,234,567.89` (comma, dot, 2 places). */
export function formatNumber(value: number, format: NumberFormat): string {
  if (!Number.isFinite(value)) return '';
  const places = Math.min(10, Math.max(0, Math.round(format.decimalPlaces)));
  const rounded = roundTo(Math.abs(value), places);
  if (rounded >= LARGEST) return String(value);
  const [whole = '0', fraction] = rounded.toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsChar(format));
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? decimalChar(format) + fraction : ''}`;
}

/** `1234567.891` → `$1,234,567.89` (prefix) or `1.234.567,89 €` (suffix, dot and comma). */
export function formatCurrency(value: number, format: CurrencyFormat): string {
  const number = formatNumber(value, format);
  if (!format.showSymbol || !format.symbol || number === '') return number;
  if (format.symbolPosition === 'suffix') return `${number} ${format.symbol}`;
  return number.startsWith('-')
    ? `-${format.symbol}${number.slice(1)}`
    : `${format.symbol}${number}`;
}

/** The number as a visitor edits it: no grouping, the decimal separator, no trailing zeros. */
export function editableNumber(value: number, format: NumberFormat): string {
  const text = formatNumber(value, { ...format, thousandsSeparator: 'none' });
  const separator = decimalChar(format);
  if (!text.includes(separator)) return text;
  const trimmed = text.replace(/0+$/, '');
  return trimmed.endsWith(separator) ? trimmed.slice(0, -1) : trimmed;
}

/**
 * What a visitor typed (or pasted) as a number: every character but digits, a leading minus and
 * the first decimal separator is ignored. Null when there is no digit.
 */
export function parseNumber(
  text: string,
  format: Pick<NumberFormat, 'decimalSeparator'>,
): number | null {
  const separator = decimalChar(format);
  const negative = /^\s*-/.test(text);
  let seenSeparator = false;
  let digits = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') digits += char;
    else if (char === separator && !seenSeparator) {
      seenSeparator = true;
      digits += '.';
    }
  }
  if (!/\d/.test(digits)) return null;
  const number = Number(digits.endsWith('.') ? digits.slice(0, -1) : digits);
  if (!Number.isFinite(number)) return null;
  return negative ? -number : number;
}
