/**
 * Methods a formula may call on values, as site authors write them (`name.toUpperCase()`,
 * `items.map(i => i.price)`, `price.toFixed(2)`). Only methods that return new values are
 * listed: nothing that mutates data (push, sort, splice) or builds unbounded text (repeat).
 */
import type { Env } from './env.ts';
import { FormulaError } from './errors.ts';
import { isFormulaFunction } from './callable.ts';
import { kindOf } from './kind-of.ts';

const STRING_METHODS = new Set([
  'at',
  'charAt',
  'charCodeAt',
  'codePointAt',
  'concat',
  'endsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
  'localeCompare',
  'normalize',
  'padEnd',
  'padStart',
  'replace',
  'replaceAll',
  'slice',
  'split',
  'startsWith',
  'substring',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'toLowerCase',
  'toString',
  'toUpperCase',
  'trim',
  'trimEnd',
  'trimStart',
]);

const ARRAY_METHODS = new Set([
  'at',
  'concat',
  'every',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flat',
  'flatMap',
  'includes',
  'indexOf',
  'join',
  'lastIndexOf',
  'map',
  'reduce',
  'reduceRight',
  'slice',
  'some',
  'toReversed',
  'toSorted',
  'with',
]);

const NUMBER_METHODS = new Set(['toFixed', 'toPrecision', 'toString', 'toLocaleString']);

type Native = Record<string, (...args: unknown[]) => unknown>;

/** Calls `target[name](...args)` when the method is allowed for the target's kind. */
export function callMethod(env: Env, target: unknown, name: string, args: unknown[]): unknown {
  if (typeof target === 'string' && STRING_METHODS.has(name)) {
    env.charge(textOutput(target, name, args));
    if ((name === 'replace' || name === 'replaceAll') && isFormulaFunction(args[1])) {
      args = [args[0], chargedReplacer(env, args[1])];
    }
    return (String.prototype as unknown as Native)[name]!.apply(target, args);
  }
  if (Array.isArray(target) && ARRAY_METHODS.has(name)) {
    env.charge(target.length);
    if (name === 'join') env.charge(joinedSize(target, args[0]));
    const result = (Array.prototype as unknown as Native)[name]!.apply(target, args);
    if (Array.isArray(result)) env.charge(result.length);
    return result;
  }
  if (typeof target === 'number' && NUMBER_METHODS.has(name)) {
    env.charge(1);
    return (Number.prototype as unknown as Native)[name]!.apply(target, args);
  }
  throw new FormulaError(`"${name}" cannot be called on ${kindOf(target)}`);
}

/**
 * How much text a string method will build, worked out before it runs, so a formula that would
 * build hundreds of megabytes is stopped before the memory is taken.
 */
function textOutput(text: string, name: string, args: readonly unknown[]): number {
  switch (name) {
    case 'padStart':
    case 'padEnd':
      return Math.max(text.length, Number(args[0]) || 0);
    case 'concat':
      return args.reduce<number>((size, arg) => size + String(arg).length, text.length);
    case 'replace':
    case 'replaceAll': {
      if (isFormulaFunction(args[1])) return text.length; // each result is counted as it comes
      const search = String(args[0]);
      const replacement = String(args[1]);
      const matches = name === 'replace' ? 1 : occurrences(text, search);
      // `$&` and friends insert the match again: count the worst case for such replacements.
      const each = replacement.includes('$')
        ? replacement.length * (search.length + 1)
        : replacement.length;
      return text.length + matches * each;
    }
    default:
      return text.length;
  }
}

function occurrences(text: string, search: string): number {
  if (search === '') return text.length + 1;
  let count = 0;
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + search.length)) {
    count++;
  }
  return count;
}

function chargedReplacer(env: Env, replacer: (...args: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    const text = String(replacer(...args));
    env.charge(text.length);
    return text;
  };
}

/** The length `list.join(separator)` will have, nested lists included (estimated past depth 3). */
function joinedSize(list: readonly unknown[], separator: unknown, depth = 0): number {
  const gap = separator === undefined ? 1 : String(separator).length;
  let size = Math.max(0, list.length - 1) * gap;
  for (const item of list) size += textSize(item, depth);
  return size;
}

function textSize(value: unknown, depth: number): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value))
    return depth < 3 ? joinedSize(value, ',', depth + 1) : value.length * 16;
  return value === null || value === undefined ? 0 : 16;
}
