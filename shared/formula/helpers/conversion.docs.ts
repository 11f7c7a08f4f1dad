/**
 * What the editor's formula panel shows for the conversion helpers of `conversion.ts`: signature, English
 * and French description, example. Editor-only text, kept apart from the implementations so the
 * visitors' engine chunk never carries it (`catalog.ts` joins the two into `HELPERS`).
 */
import type { HelperDocs } from './define.ts';

export const conversionDocs: Readonly<Record<string, HelperDocs>> = {
  toText: {
    signature: 'toText(value)',
    description: {
      en: 'The value as text: null and undefined give "", numbers and booleans as written in formulas (1.5, true), lists and objects as JSON.',
      fr: 'La valeur sous forme de texte : null et undefined donnent "", les nombres et booléens comme écrits dans les formules (1.5, true), les listes et objets en JSON.',
    },
    example: { formula: 'toText({ a: [1, 2] })', result: '{"a":[1,2]}' },
  },
  toNumber: {
    signature: 'toNumber(value)',
    description: {
      en: 'The value as a number: numbers stay, texts in decimal notation with a dot ("12.5", " -3 ", "1e3") are read, true and false give 1 and 0. Anything else ("12,5", "abc", "", null, lists) gives null.',
      fr: 'La valeur sous forme de nombre : les nombres restent, les textes en notation décimale avec un point ("12.5", " -3 ", "1e3") sont lus, true et false donnent 1 et 0. Tout le reste ("12,5", "abc", "", null, listes) donne null.',
    },
    example: { formula: "toNumber(' 12.50 ')", result: 12.5 },
  },
  formatNumber: {
    signature: 'formatNumber(number, decimals?, locale?)',
    description: {
      en: "The number written for people in a locale (default the page's): formatNumber(1234.5, 2, 'fr-FR') gives \"1 234,50\". With decimals (0 to 20), exactly that many, rounded half away from zero; without, up to 3. null gives ''.",
      fr: "Le nombre écrit pour des lecteurs dans une langue (celle de la page par défaut) : formatNumber(1234.5, 2, 'fr-FR') donne \"1 234,50\". Avec des décimales (de 0 à 20), exactement ce nombre, arrondi en s’éloignant de zéro ; sans, jusqu’à 3. null donne ''.",
    },
    example: { formula: "formatNumber(1234.5, 2, 'en-US')", result: '1,234.50' },
  },
  formatCurrency: {
    signature: 'formatCurrency(amount, currency, locale?, decimals?)',
    description: {
      en: "The amount written as money in a currency (an ISO code such as 'EUR', 'USD', 'ZAR') and a locale (default the page's): formatCurrency(1234.5, 'ZAR', 'en-ZA') gives \"R 1 234,50\". Decimals default to the currency's own (2 for most). null gives ''.",
      fr: "Le montant écrit en argent dans une devise (un code ISO comme 'EUR', 'USD', 'ZAR') et une langue (celle de la page par défaut) : formatCurrency(1234.5, 'EUR', 'fr-FR') donne \"1 234,50 €\". Les décimales sont par défaut celles de la devise (2 pour la plupart). null donne ''.",
    },
    example: { formula: "formatCurrency(1234.5, 'USD', 'en-US')", result: '$1,234.50' },
  },
};
