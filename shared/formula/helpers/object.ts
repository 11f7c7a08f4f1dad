/**
 * Object helpers: keys, values, objectToArray, merge, getKeyValue, createObject. Objects read
 * null and undefined as {}. Every key written into a new object goes through `safeSet`, so a
 * "__proto__" key coming from data stays an ordinary key and never reaches a prototype.
 */
import {
  asArray,
  isPlainObject,
  readPath,
  safeSet,
  type PlainObject,
} from '@shared/values/index.ts';
import type { HelperCall } from './call.ts';
import { defineHelper } from './define.ts';
import { isMissing, plainObject } from './inputs.ts';

/** The own keys of the object parameter `i`, charged by their number. */
function ownKeys(call: HelperCall, i: number): { object: PlainObject; keys: string[] } {
  const object = plainObject(call, i);
  const keys = Object.keys(object);
  call.charge(keys.length);
  return { object, keys };
}

/**
 * `base` with `extra` merged in, as a new object: objects met on both sides are merged the same
 * way, anything else (lists included) is replaced by `extra`'s value. Neither input is changed;
 * values that are not merged are shared, as nothing in a formula changes a value.
 */
function mergeObjects(call: HelperCall, base: PlainObject, extra: PlainObject): PlainObject {
  const out: PlainObject = {};
  const baseKeys = Object.keys(base);
  const extraKeys = Object.keys(extra);
  call.charge(baseKeys.length + extraKeys.length);
  for (const key of baseKeys) safeSet(out, key, base[key]);
  for (const key of extraKeys) {
    // hasOwn: `out.constructor` or `out.__proto__` must not be read from Object.prototype.
    const before = Object.hasOwn(out, key) ? out[key] : undefined;
    const value = extra[key];
    const both = isPlainObject(before) && isPlainObject(value);
    safeSet(out, key, both ? mergeObjects(call, before, value) : value);
  }
  return out;
}

export const objectHelpers = [
  defineHelper({
    name: 'keys',
    category: 'object',
    run: (call) => ownKeys(call, 0).keys,
  }),
  defineHelper({
    name: 'values',
    category: 'object',
    run: (call) => {
      const { object, keys } = ownKeys(call, 0);
      return keys.map((key) => object[key]);
    },
  }),
  defineHelper({
    name: 'objectToArray',
    category: 'object',
    run: (call) => {
      const { object, keys } = ownKeys(call, 0);
      return keys.map((key) => ({ key, value: object[key] }));
    },
  }),
  defineHelper({
    name: 'merge',
    category: 'object',
    run: (call) => {
      const present: number[] = [];
      for (let i = 0; i < call.count; i++) if (!isMissing(call.args[i])) present.push(i);
      const first = present[0];
      if (first === undefined) return {};
      if (Array.isArray(call.args[first])) {
        const joined: unknown[] = [];
        for (const i of present) for (const item of call.array(i)) joined.push(item);
        return joined;
      }
      if (!isPlainObject(call.args[first])) call.fail(first, 'an object or an array');
      let out: PlainObject = {};
      for (const i of present) out = mergeObjects(call, out, call.object(i));
      return out;
    },
  }),
  defineHelper({
    name: 'getKeyValue',
    category: 'object',
    run: (call) => {
      const value = call.args[0];
      if (isMissing(value)) return null;
      if (!isPlainObject(value) && !asArray(value)) call.fail(0, 'an object or an array');
      const path = call.args[1];
      if (typeof path !== 'string' && typeof path !== 'number') call.fail(1, 'a key or a path');
      return readPath(value, String(path)) ?? null;
    },
  }),
  defineHelper({
    name: 'createObject',
    category: 'object',
    run: (call) => {
      const out: PlainObject = {};
      call.charge(call.count);
      for (let i = 0; i < call.count; i += 2) {
        const key = call.args[i];
        if (typeof key !== 'string' && typeof key !== 'number') call.fail(i, 'a key (a text)');
        if (i + 1 >= call.count) call.fail(i + 1, `the value of the key "${String(key)}"`);
        safeSet(out, String(key), call.args[i + 1]);
      }
      return out;
    },
  }),
];
