/** Math helpers: sum, average, min, max, rollupSum, round, floor, ceil, abs. */
import { asArray, isBlank } from '@shared/values/index.ts';
import { kindOf } from '../kind-of.ts';
import type { HelperCall } from './call.ts';
import { defineHelper } from './define.ts';
import { isMissing, list, wholeNumber } from './inputs.ts';

/** A number, or numeric text as a number; NaN for anything else. */
function numeric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number(value.trim());
  return NaN;
}

/** The numbers among `items`, or the error naming the first item that is not one. */
function numbersIn(call: HelperCall, items: readonly unknown[], param: number, what: string) {
  const numbers: number[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (isBlank(item)) continue;
    const n = numeric(item);
    if (Number.isNaN(n)) {
      const kind = typeof item === 'number' ? 'NaN' : kindOf(item);
      call.fail(param, `${what} (the item at index ${index} is ${kind})`);
    }
    numbers.push(n);
  }
  return numbers;
}

/** What sum, average, min and max work on: one list (or collection), or several numbers. */
function numbersOf(call: HelperCall): number[] {
  if (call.count === 1) {
    const only = call.args[0];
    if (asArray(only)) return numbersIn(call, call.array(0), 0, 'an array of numbers');
    if (isBlank(only)) return [];
    if (typeof only !== 'number' && typeof only !== 'string') call.fail(0, 'an array');
    if (Number.isNaN(numeric(only))) call.fail(0, 'an array');
  }
  call.charge(call.count);
  const numbers: number[] = [];
  for (let i = 0; i < call.count; i++) if (!isBlank(call.args[i])) numbers.push(call.number(i));
  return numbers;
}

function total(numbers: readonly number[]): number {
  let sum = 0;
  for (const n of numbers) sum += n;
  return sum;
}

/** The smallest (`sign` 1) or largest (`sign` -1) number, or null for none. A loop, not
 * `Math.min(...numbers)`, which overflows the stack on long lists. */
function extreme(numbers: readonly number[], sign: 1 | -1): number | null {
  if (numbers.length === 0) return null;
  let best = numbers[0]!;
  for (const n of numbers) if ((n - best) * sign < 0) best = n;
  return best;
}

/**
 * Moves the decimal point by `places` through the exponent of the number's shortest text, so
 * 1.005 becomes exactly 100.5 (1.005 * 100 gives 100.49999999999999 and rounds the wrong way).
 */
function shift(n: number, places: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** `method` applied at `decimals` places; -0 comes back as 0. */
function atDecimals(n: number, decimals: number, method: (x: number) => number): number {
  if (!Number.isFinite(n)) return n;
  const shifted = shift(n, decimals);
  // Asked for more places than the number has: it is already exact at that precision.
  if (!Number.isFinite(shifted)) return n;
  const result = shift(method(shifted), -decimals);
  return result === 0 ? 0 : result;
}

/** Half away from zero, the way people round money: 2.5 → 3 and -2.5 → -3. */
function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

/** round, floor and ceil: `(number, decimals = 0)`, null in gives null out. */
function rounding(call: HelperCall, method: (x: number) => number): number | null {
  if (isMissing(call.args[0])) return null;
  return atDecimals(call.number(0), wholeNumber(call, 1, 0), method);
}

export const mathHelpers = [
  defineHelper({
    name: 'sum',
    category: 'math',
    signature: 'sum(list) or sum(number1, number2, …)',
    description: {
      en: 'Adds the numbers of a list (or collection), or the numbers given as parameters. Numbers written as text count; null, undefined and blank text are skipped; an empty list gives 0.',
      fr: 'Additionne les nombres d’une liste (ou d’une collection), ou les nombres passés en paramètres. Les nombres écrits en texte comptent ; null, undefined et les textes vides sont ignorés ; une liste vide donne 0.',
    },
    example: { formula: "sum([1, 2, '3.5', null])", result: 6.5 },
    run: (call) => total(numbersOf(call)),
  }),
  defineHelper({
    name: 'average',
    category: 'math',
    signature: 'average(list) or average(number1, number2, …)',
    description: {
      en: 'The mean of the numbers of a list (or collection), or of the numbers given as parameters. Numbers written as text count; null, undefined and blank text are skipped; with no number it gives null.',
      fr: 'La moyenne des nombres d’une liste (ou d’une collection), ou des nombres passés en paramètres. Les nombres écrits en texte comptent ; null, undefined et les textes vides sont ignorés ; sans aucun nombre, elle donne null.',
    },
    example: { formula: 'average([2, 4, 9])', result: 5 },
    run: (call) => {
      const numbers = numbersOf(call);
      return numbers.length === 0 ? null : total(numbers) / numbers.length;
    },
  }),
  defineHelper({
    name: 'min',
    category: 'math',
    signature: 'min(list) or min(number1, number2, …)',
    description: {
      en: 'The smallest number of a list (or collection), or of the numbers given as parameters. Same rules as sum; with no number it gives null.',
      fr: 'Le plus petit nombre d’une liste (ou d’une collection), ou des nombres passés en paramètres. Mêmes règles que sum ; sans aucun nombre, elle donne null.',
    },
    example: { formula: 'min([4, 2.5, 8])', result: 2.5 },
    run: (call) => extreme(numbersOf(call), 1),
  }),
  defineHelper({
    name: 'max',
    category: 'math',
    signature: 'max(list) or max(number1, number2, …)',
    description: {
      en: 'The largest number of a list (or collection), or of the numbers given as parameters. Same rules as sum; with no number it gives null.',
      fr: 'Le plus grand nombre d’une liste (ou d’une collection), ou des nombres passés en paramètres. Mêmes règles que sum ; sans aucun nombre, elle donne null.',
    },
    example: { formula: 'max(4, 12, 8)', result: 12 },
    run: (call) => extreme(numbersOf(call), -1),
  }),
  defineHelper({
    name: 'rollupSum',
    category: 'math',
    signature: 'rollupSum(list, key)',
    description: {
      en: "Adds one key of every item of a list (or collection): a key name such as 'price', a path such as 'data.price', or a function such as i => i.price * i.quantity. Items without the key are skipped. Formerly rollupCount.",
      fr: "Additionne une même clé de chaque élément d’une liste (ou d’une collection) : un nom de clé comme 'price', un chemin comme 'data.price', ou une fonction comme i => i.price * i.quantity. Les éléments sans cette clé sont ignorés. Anciennement rollupCount.",
    },
    example: { formula: "rollupSum([{ price: 2 }, { price: 3.5 }, {}], 'price')", result: 5.5 },
    deprecatedNames: ['rollupCount'],
    run: (call) => {
      const items = list(call, 0);
      const key = call.itemFunction(1);
      const values = items.map(key);
      return total(numbersIn(call, values, 1, 'a key whose values are numbers'));
    },
  }),
  defineHelper({
    name: 'round',
    category: 'math',
    signature: 'round(number, decimals?)',
    description: {
      en: 'Rounds to the given number of decimals (default 0; negative rounds to tens, hundreds…), half away from zero: 2.5 gives 3, -2.5 gives -3, 1.005 with 2 decimals gives 1.01. null gives null.',
      fr: 'Arrondit au nombre de décimales donné (0 par défaut ; négatif, arrondit aux dizaines, centaines…), la moitié s’éloignant de zéro : 2,5 donne 3, -2,5 donne -3, 1,005 à 2 décimales donne 1,01. null donne null.',
    },
    example: { formula: 'round(1.005, 2)', result: 1.01 },
    run: (call) => rounding(call, roundHalfAway),
  }),
  defineHelper({
    name: 'floor',
    category: 'math',
    signature: 'floor(number, decimals?)',
    description: {
      en: 'Rounds down (towards minus infinity) to the given number of decimals, default 0: floor(-1.5) is -2. null gives null.',
      fr: 'Arrondit vers le bas (vers moins l’infini) au nombre de décimales donné, 0 par défaut : floor(-1.5) vaut -2. null donne null.',
    },
    example: { formula: 'floor(4.789, 1)', result: 4.7 },
    run: (call) => rounding(call, Math.floor),
  }),
  defineHelper({
    name: 'ceil',
    category: 'math',
    signature: 'ceil(number, decimals?)',
    description: {
      en: 'Rounds up (towards plus infinity) to the given number of decimals, default 0: ceil(-1.5) is -1. null gives null.',
      fr: 'Arrondit vers le haut (vers plus l’infini) au nombre de décimales donné, 0 par défaut : ceil(-1.5) vaut -1. null donne null.',
    },
    example: { formula: 'ceil(4.21)', result: 5 },
    run: (call) => rounding(call, Math.ceil),
  }),
  defineHelper({
    name: 'abs',
    category: 'math',
    signature: 'abs(number)',
    description: {
      en: 'The number without its sign: abs(-3) is 3. Numbers written as text count; null gives null.',
      fr: 'Le nombre sans son signe : abs(-3) vaut 3. Les nombres écrits en texte comptent ; null donne null.',
    },
    example: { formula: 'abs(-3.5)', result: 3.5 },
    run: (call) => (isMissing(call.args[0]) ? null : Math.abs(call.number(0))),
  }),
];
