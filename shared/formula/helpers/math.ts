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
    run: (call) => total(numbersOf(call)),
  }),
  defineHelper({
    name: 'average',
    category: 'math',
    run: (call) => {
      const numbers = numbersOf(call);
      return numbers.length === 0 ? null : total(numbers) / numbers.length;
    },
  }),
  defineHelper({
    name: 'min',
    category: 'math',
    run: (call) => extreme(numbersOf(call), 1),
  }),
  defineHelper({
    name: 'max',
    category: 'math',
    run: (call) => extreme(numbersOf(call), -1),
  }),
  defineHelper({
    name: 'rollupSum',
    category: 'math',
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
    run: (call) => rounding(call, roundHalfAway),
  }),
  defineHelper({
    name: 'floor',
    category: 'math',
    run: (call) => rounding(call, Math.floor),
  }),
  defineHelper({
    name: 'ceil',
    category: 'math',
    run: (call) => rounding(call, Math.ceil),
  }),
  defineHelper({
    name: 'abs',
    category: 'math',
    run: (call) => (isMissing(call.args[0]) ? null : Math.abs(call.number(0))),
  }),
];
