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
    signature: 'toText(value)',
    description: {
      en: 'The value as text: null and undefined give "", numbers and booleans as written in formulas (1.5, true), lists and objects as JSON.',
      fr: 'La valeur sous forme de texte : null et undefined donnent "", les nombres et booléens comme écrits dans les formules (1.5, true), les listes et objets en JSON.',
    },
    example: { formula: 'toText({ a: [1, 2] })', result: '{"a":[1,2]}' },
    run: (call) => {
      const text = asText(call.args[0]);
      call.charge(text.length);
      return text;
    },
  }),
  defineHelper({
    name: 'toNumber',
    category: 'conversion',
    signature: 'toNumber(value)',
    description: {
      en: 'The value as a number: numbers stay, texts in decimal notation with a dot ("12.5", " -3 ", "1e3") are read, true and false give 1 and 0. Anything else ("12,5", "abc", "", null, lists) gives null.',
      fr: 'La valeur sous forme de nombre : les nombres restent, les textes en notation décimale avec un point ("12.5", " -3 ", "1e3") sont lus, true et false donnent 1 et 0. Tout le reste ("12,5", "abc", "", null, listes) donne null.',
    },
    example: { formula: "toNumber(' 12.50 ')", result: 12.5 },
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
    signature: 'formatNumber(number, decimals?, locale?)',
    description: {
      en: "The number written for people in a locale (default the page's): formatNumber(1234.5, 2, 'fr-FR') gives \"1 234,50\". With decimals (0 to 20), exactly that many, rounded half away from zero; without, up to 3. null gives ''.",
      fr: "Le nombre écrit pour des lecteurs dans une langue (celle de la page par défaut) : formatNumber(1234.5, 2, 'fr-FR') donne \"1 234,50\". Avec des décimales (de 0 à 20), exactement ce nombre, arrondi en s’éloignant de zéro ; sans, jusqu’à 3. null donne ''.",
    },
    example: { formula: "formatNumber(1234.5, 2, 'en-US')", result: '1,234.50' },
    run: (call) => {
      if (isMissing(call.args[0])) return '';
      const n = call.number(0);
      return numberFormat(call, 2, undefined, decimalsParam(call, 1)).format(n);
    },
  }),
  defineHelper({
    name: 'formatCurrency',
    category: 'conversion',
    signature: 'formatCurrency(amount, currency, locale?, decimals?)',
    description: {
      en: "The amount written as money in a currency (an ISO code such as 'EUR', 'USD', 'ZAR') and a locale (default the page's): formatCurrency(1234.5, 'ZAR', 'en-ZA') gives \"R 1 234,50\". Decimals default to the currency's own (2 for most). null gives ''.",
      fr: "Le montant écrit en argent dans une devise (un code ISO comme 'EUR', 'USD', 'ZAR') et une langue (celle de la page par défaut) : formatCurrency(1234.5, 'EUR', 'fr-FR') donne \"1 234,50 €\". Les décimales sont par défaut celles de la devise (2 pour la plupart). null donne ''.",
    },
    example: { formula: "formatCurrency(1234.5, 'USD', 'en-US')", result: '$1,234.50' },
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
