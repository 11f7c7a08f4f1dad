/**
 * What the editor's formula panel shows for the object helpers of `object.ts`: signature, English
 * and French description, example. Editor-only text, kept apart from the implementations so the
 * visitors' engine chunk never carries it (`catalog.ts` joins the two into `HELPERS`).
 */
import type { HelperDocs } from './define.ts';

export const objectDocs: Readonly<Record<string, HelperDocs>> = {
  keys: {
    signature: 'keys(object)',
    description: {
      en: 'The list of the names of the keys of an object, in their order. null gives an empty list.',
      fr: 'La liste des noms des clés d’un objet, dans leur ordre. null donne une liste vide.',
    },
    example: { formula: 'keys({ name: "Ada", age: 36 })', result: ['name', 'age'] },
  },
  values: {
    signature: 'values(object)',
    description: {
      en: 'The list of the values of the keys of an object, in their order. null gives an empty list.',
      fr: 'La liste des valeurs des clés d’un objet, dans leur ordre. null donne une liste vide.',
    },
    example: { formula: 'values({ name: "Ada", age: 36 })', result: ['Ada', 36] },
  },
  objectToArray: {
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
  },
  merge: {
    signature: 'merge(object1, object2, …) or merge(list1, list2, …)',
    description: {
      en: 'A new object with the keys of all the objects, later ones winning; objects inside are merged the same way, lists inside are replaced, not merged. When the first parameter is a list, joins the lists into one. null parameters are skipped; the inputs are never changed.',
      fr: 'Un nouvel objet avec les clés de tous les objets, les derniers l’emportant ; les objets contenus sont fusionnés de la même façon, les listes contenues sont remplacées, pas fusionnées. Si le premier paramètre est une liste, réunit les listes en une seule. Les paramètres null sont ignorés ; les entrées ne sont jamais modifiées.',
    },
    example: {
      formula: 'merge({ a: 1, o: { x: 1, y: 2 } }, { b: 2, o: { y: 3 } })',
      result: { a: 1, o: { x: 1, y: 3 }, b: 2 },
    },
  },
  getKeyValue: {
    signature: 'getKeyValue(objectOrList, path)',
    description: {
      en: "The value at a key or a dotted path, where numbers are list positions: getKeyValue(order, 'lines.0.price'). Gives null when any step is missing.",
      fr: "La valeur d’une clé ou d’un chemin à points, où les nombres sont des positions dans une liste : getKeyValue(order, 'lines.0.price'). Donne null si une étape manque.",
    },
    example: { formula: "getKeyValue({ a: { b: [10, 20] } }, 'a.b.1')", result: 20 },
  },
  createObject: {
    signature: 'createObject(key1, value1, key2, value2, …)',
    description: {
      en: "A new object from pairs of parameters, a key (a text or a number) then its value: createObject('name', 'Ada'). A repeated key keeps its last value.",
      fr: "Un nouvel objet fait de paires de paramètres, une clé (un texte ou un nombre) puis sa valeur : createObject('name', 'Ada'). Une clé répétée garde sa dernière valeur.",
    },
    example: {
      formula: "createObject('name', 'Ada', 'age', 36)",
      result: { name: 'Ada', age: 36 },
    },
  },
};
