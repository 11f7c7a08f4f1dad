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
    signature: 'keys(object)',
    description: {
      en: 'The list of the names of the keys of an object, in their order. null gives an empty list.',
      fr: 'La liste des noms des clés d’un objet, dans leur ordre. null donne une liste vide.',
    },
    example: { formula: 'keys({ name: "Ada", age: 36 })', result: ['name', 'age'] },
    run: (call) => ownKeys(call, 0).keys,
  }),
  defineHelper({
    name: 'values',
    category: 'object',
    signature: 'values(object)',
    description: {
      en: 'The list of the values of the keys of an object, in their order. null gives an empty list.',
      fr: 'La liste des valeurs des clés d’un objet, dans leur ordre. null donne une liste vide.',
    },
    example: { formula: 'values({ name: "Ada", age: 36 })', result: ['Ada', 36] },
    run: (call) => {
      const { object, keys } = ownKeys(call, 0);
      return keys.map((key) => object[key]);
    },
  }),
  defineHelper({
    name: 'objectToArray',
    category: 'object',
    signature: 'objectToArray(object)',
    description: {
      en: 'The list of the keys of an object as { key, value } items, in their order, to show an object in a repeated list. null gives an empty list.',
      fr: 'La liste des clés d’un objet sous forme d’éléments { key, value }, dans leur ordre, pour afficher un objet dans une liste répétée. null donne une liste vide.',
    },
    example: {
      formula: 'objectToArray({ fr: "France", za: "South Africa" })',
      result: [
        { key: 'fr', value: 'France' },
        { key: 'za', value: 'South Africa' },
      ],
    },
    run: (call) => {
      const { object, keys } = ownKeys(call, 0);
      return keys.map((key) => ({ key, value: object[key] }));
    },
  }),
  defineHelper({
    name: 'merge',
    category: 'object',
    signature: 'merge(object1, object2, …) or merge(list1, list2, …)',
    description: {
      en: 'A new object with the keys of all the objects, later ones winning; objects inside are merged the same way, lists inside are replaced, not merged. When the first parameter is a list, joins the lists into one. null parameters are skipped; the inputs are never changed.',
      fr: 'Un nouvel objet avec les clés de tous les objets, les derniers l’emportant ; les objets contenus sont fusionnés de la même façon, les listes contenues sont remplacées, pas fusionnées. Si le premier paramètre est une liste, réunit les listes en une seule. Les paramètres null sont ignorés ; les entrées ne sont jamais modifiées.',
    },
    example: {
      formula: 'merge({ a: 1, o: { x: 1, y: 2 } }, { b: 2, o: { y: 3 } })',
      result: { a: 1, o: { x: 1, y: 3 }, b: 2 },
    },
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
    signature: 'getKeyValue(objectOrList, path)',
    description: {
      en: "The value at a key or a dotted path, where numbers are list positions: getKeyValue(order, 'lines.0.price'). Gives null when any step is missing.",
      fr: "La valeur d’une clé ou d’un chemin à points, où les nombres sont des positions dans une liste : getKeyValue(order, 'lines.0.price'). Donne null si une étape manque.",
    },
    example: { formula: "getKeyValue({ a: { b: [10, 20] } }, 'a.b.1')", result: 20 },
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
    signature: 'createObject(key1, value1, key2, value2, …)',
    description: {
      en: "A new object from pairs of parameters, a key (a text or a number) then its value: createObject('name', 'Ada'). A repeated key keeps its last value.",
      fr: "Un nouvel objet fait de paires de paramètres, une clé (un texte ou un nombre) puis sa valeur : createObject('name', 'Ada'). Une clé répétée garde sa dernière valeur.",
    },
    example: {
      formula: "createObject('name', 'Ada', 'age', 36)",
      result: { name: 'Ada', age: 36 },
    },
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
