/**
 * One call of a helper: its arguments, with checks that throw the seeds' messages ("the first
 * parameter must be an array"), and access to the evaluation's budget, clock, locale and logger.
 */
import type { Env } from '../env.ts';
import { FormulaError, ordinal } from '../errors.ts';
import {
  asArray,
  BLOCKED_KEYS,
  isPlainObject,
  readKey,
  type PlainObject,
} from '@shared/values/index.ts';
import { isFormulaFunction } from '../callable.ts';

export type Callback = (...args: unknown[]) => unknown;

export class HelperCall {
  constructor(
    readonly name: string,
    readonly args: readonly unknown[],
    private readonly env: Env,
  ) {}

  get locale(): string {
    return this.env.locale;
  }

  now(): Date {
    return this.env.now();
  }

  /** Counts work the helper does itself (items visited, characters produced). */
  charge(n: number): void {
    this.env.charge(n);
  }

  get count(): number {
    return this.args.length;
  }

  has(i: number): boolean {
    return i < this.args.length && this.args[i] !== undefined;
  }

  /** The error for argument `i`: "round: the first parameter must be a number". */
  fail(i: number, what: string): never {
    throw new FormulaError(`${this.name}: the ${ordinal(i)} parameter must be ${what}`);
  }

  /** An array, or a collection's data. */
  array(i: number): unknown[] {
    const value = asArray(this.args[i]);
    if (!value) this.fail(i, 'an array');
    this.charge(value.length);
    return value;
  }

  object(i: number): PlainObject {
    const value = this.args[i];
    if (!isPlainObject(value)) this.fail(i, 'an object');
    return value;
  }

  text(i: number): string {
    const value = this.args[i];
    if (typeof value !== 'string') this.fail(i, 'a text');
    return value;
  }

  /** A text, or a number or boolean written as text; null and undefined give ''. */
  textLike(i: number): string {
    const value = this.args[i];
    if (value === null || value === undefined) return '';
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return this.fail(i, 'a text');
  }

  /** A number, or a text holding one ("12.5"). */
  number(i: number): number {
    const value = this.args[i];
    if (typeof value === 'number' && !Number.isNaN(value)) return value;
    if (typeof value === 'string' && value.trim() !== '') {
      const parsed = Number(value);
      if (!Number.isNaN(parsed)) return parsed;
    }
    return this.fail(i, 'a number');
  }

  /** `number(i)` when given, else `fallback`. */
  optionalNumber(i: number, fallback: number): number {
    return this.has(i) && this.args[i] !== null ? this.number(i) : fallback;
  }

  /** `text(i)` when given, else `fallback`. */
  optionalText(i: number, fallback: string): string {
    return this.has(i) && this.args[i] !== null ? this.text(i) : fallback;
  }

  /**
   * A function of the item: an arrow written in the formula (`i => i.price`) or a key path
   * (`'price'`, `'data.price'`) read from each item.
   */
  itemFunction(i: number): Callback {
    const value = this.args[i];
    if (isFormulaFunction(value)) return value;
    if (typeof value === 'string') return keyReader(value);
    return this.fail(i, 'a function (item => …) or a key');
  }

  /** For lazy helpers: evaluates argument `i` now. */
  lazy(i: number): unknown {
    const thunk = this.args[i];
    return typeof thunk === 'function' ? (thunk as () => unknown)() : undefined;
  }
}

/** Reads `key` (a name or a dotted path) from each item; the path is split once, not per item. */
function keyReader(key: string): Callback {
  if (BLOCKED_KEYS.has(key)) return () => undefined;
  if (!key.includes('.')) {
    return (item: unknown) => {
      if (typeof item === 'object' && item !== null) {
        const value = (item as PlainObject)[key];
        if (typeof value !== 'function') return value; // own or inherited data, as readKey
      }
      return readKey(item, key);
    };
  }
  const path = key.split('.');
  return (item: unknown) => {
    let value = item;
    for (const segment of path) {
      value = readKey(value, segment);
      if (value === undefined) return undefined;
    }
    return value;
  };
}
