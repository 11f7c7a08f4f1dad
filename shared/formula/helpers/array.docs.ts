/**
 * What the editor's formula panel shows for the array helpers of `array.ts`: signature, English
 * and French description, example. Editor-only text, kept apart from the implementations so the
 * visitors' engine chunk never carries it (`catalog.ts` joins the two into `HELPERS`).
 */
import type { HelperDocs } from './define.ts';

export const arrayDocs: Readonly<Record<string, HelperDocs>> = {
  length: {
    signature: 'length(value)',
    description: {
      en: 'The number of items of a list (or collection), of keys of an object, or of characters of a text. null and undefined give 0.',
      fr: 'Le nombre d’éléments d’une liste (ou d’une collection), de clés d’un objet ou de caractères d’un texte. null et undefined donnent 0.',
    },
    example: { formula: "length(['a', 'b', 'c'])", result: 3 },
  },
  slice: {
    signature: 'slice(listOrText, start?, end?)',
    description: {
      en: 'The part of a list or text from start (included, default 0) to end (excluded, default the end). Negative positions count from the end: slice(list, -2) gives the last two items.',
      fr: 'La partie d’une liste ou d’un texte entre début (inclus, 0 par défaut) et fin (exclue, la fin par défaut). Une position négative compte depuis la fin : slice(liste, -2) donne les deux derniers éléments.',
    },
    example: { formula: 'slice([1, 2, 3, 4], 1, 3)', result: [2, 3] },
  },
  contains: {
    signature: 'contains(listOrText, value)',
    description: {
      en: 'For a list (or collection): true when one of its items equals the value (lists and objects compared by content). For a text: true when it contains the value as a piece of text. null gives false.',
      fr: 'Pour une liste (ou une collection) : vrai si l’un de ses éléments est égal à la valeur (listes et objets comparés par leur contenu). Pour un texte : vrai s’il contient la valeur comme morceau de texte. null donne faux.',
    },
    example: { formula: "contains(['red', 'blue'], 'blue')", result: true },
  },
  map: {
    signature: 'map(list, item => value) or map(list, key)',
    description: {
      en: "A new list with, for each item, the function's result (it receives the item and its index) or the value of the key: map(products, 'price') reads each price.",
      fr: "Une nouvelle liste avec, pour chaque élément, le résultat de la fonction (qui reçoit l’élément et son index) ou la valeur de la clé : map(products, 'price') lit chaque prix.",
    },
    example: { formula: 'map([1, 2, 3], n => n * 10)', result: [10, 20, 30] },
  },
  filter: {
    signature: 'filter(list, item => condition) or filter(list, key)',
    description: {
      en: 'A new list of the items for which the function (item, index) is truthy, or whose key is truthy.',
      fr: 'Une nouvelle liste des éléments pour lesquels la fonction (élément, index) est vraie, ou dont la clé est vraie.',
    },
    example: { formula: 'filter([1, 5, 8], n => n > 2)', result: [5, 8] },
  },
  find: {
    signature: 'find(list, item => condition) or find(list, key)',
    description: {
      en: 'The first item for which the function (item, index) is truthy, or whose key is truthy; null when there is none.',
      fr: 'Le premier élément pour lequel la fonction (élément, index) est vraie, ou dont la clé est vraie ; null s’il n’y en a aucun.',
    },
    example: { formula: 'find([{ id: 1 }, { id: 2 }], i => i.id == 2)', result: { id: 2 } },
  },
  findIndex: {
    signature: 'findIndex(list, item => condition) or findIndex(list, key)',
    description: {
      en: 'The position (from 0) of the first item for which the function (item, index) is truthy, or whose key is truthy; -1 when there is none.',
      fr: 'La position (à partir de 0) du premier élément pour lequel la fonction (élément, index) est vraie, ou dont la clé est vraie ; -1 s’il n’y en a aucun.',
    },
    example: { formula: "findIndex(['a', 'b', 'c'], l => l == 'c')", result: 2 },
  },
  count: {
    signature: 'count(list, item => condition?)',
    description: {
      en: 'The number of items for which the function (item, index) or the key is truthy; without a function, the number of items.',
      fr: 'Le nombre d’éléments pour lesquels la fonction (élément, index) ou la clé est vraie ; sans fonction, le nombre d’éléments.',
    },
    example: { formula: "count([{ stock: 0 }, { stock: 3 }, { stock: 1 }], 'stock')", result: 2 },
  },
  first: {
    signature: 'first(list)',
    description: {
      en: 'The first item of the list (or collection), or null when it is empty.',
      fr: 'Le premier élément de la liste (ou de la collection), ou null si elle est vide.',
    },
    example: { formula: "first(['a', 'b'])", result: 'a' },
  },
  last: {
    signature: 'last(list)',
    description: {
      en: 'The last item of the list (or collection), or null when it is empty.',
      fr: 'Le dernier élément de la liste (ou de la collection), ou null si elle est vide.',
    },
    example: { formula: "last(['a', 'b'])", result: 'b' },
  },
  reverse: {
    signature: 'reverse(listOrText)',
    description: {
      en: 'A new list with the items in the opposite order, or the text with its characters in the opposite order.',
      fr: 'Une nouvelle liste avec les éléments dans l’ordre inverse, ou le texte avec ses caractères dans l’ordre inverse.',
    },
    example: { formula: 'reverse([1, 2, 3])', result: [3, 2, 1] },
  },
  distinct: {
    signature: 'distinct(list, key?)',
    description: {
      en: "The list without repeated items, keeping the first occurrence of each (lists and objects compared by content). With a key or a function, items repeat when their key values are equal: distinct(orders, 'customerId').",
      fr: "La liste sans éléments répétés, en gardant la première occurrence de chacun (listes et objets comparés par leur contenu). Avec une clé ou une fonction, deux éléments se répètent si leurs valeurs de clé sont égales : distinct(orders, 'customerId').",
    },
    example: {
      formula: "distinct([{ id: 1, n: 'a' }, { id: 1, n: 'b' }, { id: 2, n: 'c' }], 'id')",
      result: [
        { id: 1, n: 'a' },
        { id: 2, n: 'c' },
      ],
    },
  },
  unique: {
    signature: 'unique(list)',
    description: {
      en: 'The list without repeated items, keeping the first occurrence of each (lists and objects compared by content). Same as distinct without a key.',
      fr: 'La liste sans éléments répétés, en gardant la première occurrence de chacun (listes et objets comparés par leur contenu). Identique à distinct sans clé.',
    },
    example: { formula: "unique(['a', 'b', 'a', 1, '1'])", result: ['a', 'b', 1, '1'] },
  },
  groupBy: {
    signature: 'groupBy(list, key or item => value)',
    description: {
      en: 'An object with one list of items per value of the key (or of the function), in order of first appearance. Values become texts as toText writes them: an item without the key goes under "".',
      fr: 'Un objet avec une liste d’éléments par valeur de la clé (ou de la fonction), dans l’ordre de première apparition. Les valeurs deviennent des textes comme les écrit toText : un élément sans la clé va sous "".',
    },
    example: {
      formula: "groupBy([{ t: 'a', n: 1 }, { t: 'b', n: 2 }, { t: 'a', n: 3 }], 't')",
      result: {
        a: [
          { t: 'a', n: 1 },
          { t: 'a', n: 3 },
        ],
        b: [{ t: 'b', n: 2 }],
      },
    },
  },
  sort: {
    signature: 'sort(list, order?, key?)',
    description: {
      en: "A new sorted list; order is 'asc' (default) or 'desc', and a key or function sorts by that value. Numbers sort by value, texts alphabetically with numbers inside read as numbers ('item 2' before 'item 10'), then booleans; 'desc' reverses that whole order, but null and undefined always come last.",
      fr: "Une nouvelle liste triée ; l’ordre est 'asc' (par défaut) ou 'desc', et une clé ou une fonction trie selon cette valeur. Les nombres sont triés par valeur, les textes par ordre alphabétique en lisant les nombres qu’ils contiennent comme des nombres ('item 2' avant 'item 10'), puis les booléens ; 'desc' inverse tout cet ordre, mais null et undefined viennent toujours en dernier.",
    },
    example: {
      formula: "sort([{ p: 3 }, { p: null }, { p: 1 }], 'desc', 'p')",
      result: [{ p: 3 }, { p: 1 }, { p: null }],
    },
  },
  flat: {
    signature: 'flat(list, depth?)',
    description: {
      en: 'A new list where lists inside the list are replaced by their items, down to the depth (default 1; Infinity opens every level).',
      fr: 'Une nouvelle liste où les listes contenues sont remplacées par leurs éléments, jusqu’à la profondeur donnée (1 par défaut ; Infinity ouvre tous les niveaux).',
    },
    example: { formula: 'flat([1, [2, [3]]])', result: [1, 2, [3]] },
  },
  join: {
    signature: 'join(list, separator?)',
    description: {
      en: "One text of the items written as text (null as nothing, objects as JSON), separated by the separator (default ', ').",
      fr: "Un seul texte fait des éléments écrits en texte (null ne donne rien, les objets en JSON), séparés par le séparateur (', ' par défaut).",
    },
    example: { formula: "join(['a', 'b', 3], ' | ')", result: 'a | b | 3' },
  },
  add: {
    signature: 'add(list, item1, item2, …)',
    description: {
      en: 'A new list with the items added at the end; the list given is not changed.',
      fr: 'Une nouvelle liste avec les éléments ajoutés à la fin ; la liste donnée n’est pas modifiée.',
    },
    example: { formula: "add(['a'], 'b', 'c')", result: ['a', 'b', 'c'] },
  },
  remove: {
    signature: 'remove(list, item or item => condition)',
    description: {
      en: 'A new list without the items equal to the value (lists and objects compared by content), or without those for which the function is truthy; the list given is not changed.',
      fr: 'Une nouvelle liste sans les éléments égaux à la valeur (listes et objets comparés par leur contenu), ou sans ceux pour lesquels la fonction est vraie ; la liste donnée n’est pas modifiée.',
    },
    example: { formula: "remove(['a', 'b', 'a'], 'a')", result: ['b'] },
  },
  createArray: {
    signature: 'createArray(item1, item2, …)',
    description: {
      en: 'A list of the values given, in order; createArray() gives an empty list.',
      fr: 'Une liste des valeurs données, dans l’ordre ; createArray() donne une liste vide.',
    },
    example: { formula: "createArray(1, 'two', null)", result: [1, 'two', null] },
  },
  range: {
    signature: 'range(from, to)',
    description: {
      en: 'The whole numbers from the first to the second, both included (an empty list when the second is smaller); at most 10,000 of them. Repeat an element over it to draw numbered things: seats, pages, days.',
      fr: 'Les nombres entiers du premier au second, tous deux compris (une liste vide si le second est plus petit) ; 10 000 au plus. Répétez un élément sur elle pour dessiner des choses numérotées : sièges, pages, jours.',
    },
    example: { formula: 'range(1, 4)', result: [1, 2, 3, 4] },
  },
  filterByKey: {
    signature: 'filterByKey(list, key, value)',
    description: {
      en: "A new list of the items whose key (a name or a path such as 'address.city') equals the value, strictly (2 and '2' differ; lists and objects compared by content).",
      fr: "Une nouvelle liste des éléments dont la clé (un nom ou un chemin comme 'address.city') est égale à la valeur, strictement (2 et '2' diffèrent ; listes et objets comparés par leur contenu).",
    },
    example: {
      formula: "filterByKey([{ c: 'fr' }, { c: 'za' }, { c: 'fr' }], 'c', 'fr')",
      result: [{ c: 'fr' }, { c: 'fr' }],
    },
  },
};
