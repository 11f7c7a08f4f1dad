/**
 * List helpers: length, slice, contains, map, filter, find, findIndex, count, first, last,
 * reverse, distinct, unique, groupBy, sort, flat, join, add, remove, createArray, range,
 * filterByKey.
 * Lists are arrays or collections (`{ data: [...] }`); null and undefined read as an empty list.
 * None changes its input: each gives a new list.
 */
import {
  asArray,
  deepEqual,
  isPlainObject,
  readPath,
  safeSet,
  type PlainObject,
} from '@shared/values/index.ts';
import { compareForSort } from '@shared/values/sort-order.ts';
import { isFormulaFunction } from '../callable.ts';
import type { Callback, HelperCall } from './call.ts';
import { defineHelper } from './define.ts';
import { asText, isMissing, list, wholeNumber } from './inputs.ts';
import { SameKeys } from './same.ts';

/** A whole position (`slice`) or depth (`flat`); Infinity too, for "all the way". */
function optionalWhole(call: HelperCall, i: number, fallback: number): number {
  return call.args[i] === Infinity ? Infinity : wholeNumber(call, i, fallback);
}

/** The items without repeats (by content, or by `key` when given), first occurrences kept. */
function distinctItems(call: HelperCall, items: readonly unknown[], key?: Callback): unknown[] {
  const same = new SameKeys(call);
  const seen = new Set<string>();
  const kept: unknown[] = [];
  items.forEach((item, index) => {
    const id = same.of(key ? key(item, index) : item);
    if (seen.has(id)) return;
    seen.add(id);
    kept.push(item);
  });
  return kept;
}

/** Collators by locale: creating one costs far more than comparing with it. */
const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    try {
      collator = new Intl.Collator(locale, { numeric: true });
    } catch {
      collator = new Intl.Collator('en', { numeric: true });
    }
    if (collators.size >= 50) collators.clear();
    collators.set(locale, collator);
  }
  return collator;
}

/** Appends the items of `items`, opening nested lists down to `depth`, one step per item. */
function flatten(call: HelperCall, items: readonly unknown[], depth: number, out: unknown[]) {
  for (const item of items) {
    if (depth > 0 && Array.isArray(item)) {
      call.charge(item.length);
      flatten(call, item, depth - 1, out);
    } else {
      out.push(item);
    }
  }
}

/** The longest list `range` makes (a seat map, a page list: not a loop of millions). */
const MAX_RANGE = 10_000;

/** filter, find, findIndex and count: the items for which `test` is truthy. */
function matches(call: HelperCall): { items: unknown[]; test: Callback } {
  return { items: list(call, 0), test: call.itemFunction(1) };
}

export const arrayHelpers = [
  defineHelper({
    name: 'length',
    category: 'array',
    run: (call) => {
      const value = call.args[0];
      if (isMissing(value)) return 0;
      if (typeof value === 'string') return value.length;
      const items = asArray(value);
      if (items) return items.length;
      if (isPlainObject(value)) return Object.keys(value).length;
      return call.fail(0, 'an array (or collection), an object, or a text');
    },
  }),
  defineHelper({
    name: 'slice',
    category: 'array',
    run: (call) => {
      const value = call.args[0];
      const start = optionalWhole(call, 1, 0);
      const end = call.has(2) && call.args[2] !== null ? optionalWhole(call, 2, 0) : undefined;
      if (typeof value === 'string') {
        call.charge(value.length);
        return value.slice(start, end);
      }
      if (!isMissing(value) && !asArray(value)) call.fail(0, 'an array or a text');
      return list(call, 0).slice(start, end);
    },
  }),
  defineHelper({
    name: 'contains',
    category: 'array',
    run: (call) => {
      const value = call.args[0];
      if (isMissing(value)) return false;
      if (typeof value === 'string') {
        call.charge(value.length);
        return value.includes(call.textLike(1));
      }
      if (!asArray(value)) call.fail(0, 'an array or a text');
      const wanted = call.args[1];
      return call.array(0).some((item) => deepEqual(item, wanted));
    },
  }),
  defineHelper({
    name: 'map',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const fn = call.itemFunction(1);
      return items.map(fn);
    },
  }),
  defineHelper({
    name: 'filter',
    category: 'array',
    run: (call) => {
      const { items, test } = matches(call);
      return items.filter(test);
    },
  }),
  defineHelper({
    name: 'find',
    category: 'array',
    run: (call) => {
      const { items, test } = matches(call);
      const index = items.findIndex((item, i) => test(item, i));
      return index === -1 ? null : (items[index] ?? null);
    },
  }),
  defineHelper({
    name: 'findIndex',
    category: 'array',
    run: (call) => {
      const { items, test } = matches(call);
      return items.findIndex(test);
    },
  }),
  defineHelper({
    name: 'count',
    category: 'array',
    run: (call) => {
      if (!call.has(1) || call.args[1] === null) return list(call, 0).length;
      const { items, test } = matches(call);
      let n = 0;
      items.forEach((item, index) => {
        if (test(item, index)) n++;
      });
      return n;
    },
  }),
  defineHelper({
    name: 'first',
    category: 'array',
    run: (call) => list(call, 0)[0] ?? null,
  }),
  defineHelper({
    name: 'last',
    category: 'array',
    run: (call) => list(call, 0).at(-1) ?? null,
  }),
  defineHelper({
    name: 'reverse',
    category: 'array',
    run: (call) => {
      const value = call.args[0];
      if (typeof value === 'string') {
        call.charge(value.length);
        return [...value].reverse().join('');
      }
      if (!isMissing(value) && !asArray(value)) call.fail(0, 'an array or a text');
      return list(call, 0).toReversed();
    },
  }),
  defineHelper({
    name: 'distinct',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const key = call.has(1) && call.args[1] !== null ? call.itemFunction(1) : undefined;
      return distinctItems(call, items, key);
    },
  }),
  defineHelper({
    name: 'unique',
    category: 'array',
    run: (call) => distinctItems(call, list(call, 0)),
  }),
  defineHelper({
    name: 'groupBy',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const keyOf = call.itemFunction(1);
      const groups = new Map<string, unknown[]>();
      items.forEach((item, index) => {
        const key = asText(keyOf(item, index));
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      });
      const out: PlainObject = {};
      // Keys come from data: safeSet keeps "__proto__" an ordinary key.
      for (const [key, group] of groups) safeSet(out, key, group);
      return out;
    },
  }),
  defineHelper({
    name: 'sort',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const order = call.args[1] ?? 'asc';
      if (order !== 'asc' && order !== 'desc') call.fail(1, "'asc' or 'desc'");
      const keyOf = call.has(2) && call.args[2] !== null ? call.itemFunction(2) : undefined;
      const direction = order === 'asc' ? 1 : -1;
      const collator = collatorFor(call.locale);
      // Keys are computed once per item, not once per comparison.
      const keyed = items.map((item, index) => ({ item, key: keyOf ? keyOf(item, index) : item }));
      keyed.sort((a, b) => compareForSort(a.key, b.key, direction, collator));
      return keyed.map((entry) => entry.item);
    },
  }),
  defineHelper({
    name: 'flat',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const depth = optionalWhole(call, 1, 1);
      const out: unknown[] = [];
      flatten(call, items, depth, out);
      return out;
    },
  }),
  defineHelper({
    name: 'join',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const separator = call.optionalText(1, ', ');
      let text = '';
      items.forEach((item, index) => {
        const part = index === 0 ? asText(item) : separator + asText(item);
        call.charge(part.length);
        text += part;
      });
      return text;
    },
  }),
  defineHelper({
    name: 'add',
    category: 'array',
    run: (call) => {
      call.charge(call.count);
      return [...list(call, 0), ...call.args.slice(1)];
    },
  }),
  defineHelper({
    name: 'remove',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const target = call.args[1];
      if (isFormulaFunction(target)) return items.filter((item, index) => !target(item, index));
      return items.filter((item) => !deepEqual(item, target));
    },
  }),
  defineHelper({
    name: 'createArray',
    category: 'array',
    run: (call) => {
      call.charge(call.count);
      return [...call.args];
    },
  }),
  defineHelper({
    name: 'range',
    category: 'array',
    run: (call) => {
      const from = wholeNumber(call, 0);
      const to = wholeNumber(call, 1);
      const length = Math.max(0, to - from + 1);
      if (length > MAX_RANGE) call.fail(1, `at most ${MAX_RANGE - 1} above the first`);
      call.charge(length);
      return Array.from({ length }, (_, i) => from + i);
    },
  }),
  defineHelper({
    name: 'filterByKey',
    category: 'array',
    run: (call) => {
      const items = list(call, 0);
      const key = call.textLike(1);
      if (key === '') call.fail(1, 'a key');
      const value = call.args[2];
      return items.filter((item) => deepEqual(readPath(item, key), value));
    },
  }),
];
