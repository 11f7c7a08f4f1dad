/** Conversion helpers: toText, toNumber, formatNumber, formatCurrency. */
import type { HelperCall } from './call.ts';
import { defineHelper } from './define.ts';
import { asText, isMissing } from './inputs.ts';

/** Decimal notation only: "12", "-0.5", ".5", "1e3"; not "0x1A", "Infinity" or "1 234". */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Formatters by locale and options: creating one costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 100;

/**
 * The formatter for a locale (parameter `localeParam`, default the page's), a currency (or none
 * for plain numbers) and a number of decimals (or the default). The cache key is built from
 * those three; the options object is only made when a formatter is created.
 */
function numberFormat(
  call: HelperCall,
  localeParam: number,
  currency: string | undefined,
  decimals: number | undefined,
): Intl.NumberFormat {
  const locale = call.optionalText(localeParam, call.locale);
  const key = `${locale}|${currency ?? ''}|${decimals ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : {};
    if (decimals !== undefined) {
      options.minimumFractionDigits = decimals;
      options.maximumFractionDigits = decimals;
    }
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch (error) {
      if (error instanceof RangeError) call.fail(localeParam, 'a locale such as "en" or "fr-FR"');
      throw error;
    }
    // Oldest out first: a Map iterates in insertion order.
    if (formatters.size >= MAX_FORMATTERS) formatters.delete(formatters.keys().next().value!);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Decimals parameter `i`: absent gives undefined, else a whole number from 0 to 20. */
function decimalsParam(call: HelperCall, i: number): number | undefined {
  if (!call.has(i) || call.args[i] === null) return undefined;
  const decimals = call.number(i);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    call.fail(i, 'a whole number from 0 to 20');
  }
  return decimals;
}

const CURRENCY = /^[A-Za-z]{3}$/;

export const conversionHelpers = [
  defineHelper({
    name: 'toText',
    category: 'conversion',
    run: (call) => {
      const text = asText(call.args[0]);
      call.charge(text.length);
      return text;
    },
  }),
  defineHelper({
    name: 'toNumber',
    category: 'conversion',
    run: (call) => {
      const value = call.args[0];
      if (typeof value === 'boolean') return value ? 1 : 0;
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && DECIMAL.test(value.trim())
            ? Number(value.trim())
            : NaN;
      return Number.isFinite(n) ? n : null;
    },
  }),
  defineHelper({
    name: 'formatNumber',
    category: 'conversion',
    run: (call) => {
      if (isMissing(call.args[0])) return '';
      const n = call.number(0);
      return numberFormat(call, 2, undefined, decimalsParam(call, 1)).format(n);
    },
  }),
  defineHelper({
    name: 'formatCurrency',
    category: 'conversion',
    run: (call) => {
      if (isMissing(call.args[0])) return '';
      const amount = call.number(0);
      const currency = call.args[1];
      if (typeof currency !== 'string' || !CURRENCY.test(currency)) {
        return call.fail(1, 'a currency code such as "EUR"');
      }
      return numberFormat(call, 2, currency.toUpperCase(), decimalsParam(call, 3)).format(amount);
    },
  }),
];
