/**
 * What the editor's formula panel shows for the math helpers of `math.ts`: signature, English
 * and French description, example. Editor-only text, kept apart from the implementations so the
 * visitors' engine chunk never carries it (`catalog.ts` joins the two into `HELPERS`).
 */
import type { HelperDocs } from './define.ts';

export const mathDocs: Readonly<Record<string, HelperDocs>> = {
  sum: {
    signature: 'sum(list) or sum(number1, number2, …)',
    description: {
      en: 'Adds the numbers of a list (or collection), or the numbers given as parameters. Numbers written as text count; null, undefined and blank text are skipped; an empty list gives 0.',
      fr: 'Additionne les nombres d’une liste (ou d’une collection), ou les nombres passés en paramètres. Les nombres écrits en texte comptent ; null, undefined et les textes vides sont ignorés ; une liste vide donne 0.',
    },
    example: { formula: "sum([1, 2, '3.5', null])", result: 6.5 },
  },
  average: {
    signature: 'average(list) or average(number1, number2, …)',
    description: {
      en: 'The mean of the numbers of a list (or collection), or of the numbers given as parameters. Numbers written as text count; null, undefined and blank text are skipped; with no number it gives null.',
      fr: 'La moyenne des nombres d’une liste (ou d’une collection), ou des nombres passés en paramètres. Les nombres écrits en texte comptent ; null, undefined et les textes vides sont ignorés ; sans aucun nombre, elle donne null.',
    },
    example: { formula: 'average([2, 4, 9])', result: 5 },
  },
  min: {
    signature: 'min(list) or min(number1, number2, …)',
    description: {
      en: 'The smallest number of a list (or collection), or of the numbers given as parameters. Same rules as sum; with no number it gives null.',
      fr: 'Le plus petit nombre d’une liste (ou d’une collection), ou des nombres passés en paramètres. Mêmes règles que sum ; sans aucun nombre, elle donne null.',
    },
    example: { formula: 'min([4, 2.5, 8])', result: 2.5 },
  },
  max: {
    signature: 'max(list) or max(number1, number2, …)',
    description: {
      en: 'The largest number of a list (or collection), or of the numbers given as parameters. Same rules as sum; with no number it gives null.',
      fr: 'Le plus grand nombre d’une liste (ou d’une collection), ou des nombres passés en paramètres. Mêmes règles que sum ; sans aucun nombre, elle donne null.',
    },
    example: { formula: 'max(4, 12, 8)', result: 12 },
  },
  rollupSum: {
    signature: 'rollupSum(list, key)',
    description: {
      en: "Adds one key of every item of a list (or collection): a key name such as 'price', a path such as 'data.price', or a function such as i => i.price * i.quantity. Items without the key are skipped. Formerly rollupCount.",
      fr: "Additionne une même clé de chaque élément d’une liste (ou d’une collection) : un nom de clé comme 'price', un chemin comme 'data.price', ou une fonction comme i => i.price * i.quantity. Les éléments sans cette clé sont ignorés. Anciennement rollupCount.",
    },
    example: { formula: "rollupSum([{ price: 2 }, { price: 3.5 }, {}], 'price')", result: 5.5 },
  },
  round: {
    signature: 'round(number, decimals?)',
    description: {
      en: 'Rounds to the given number of decimals (default 0; negative rounds to tens, hundreds…), half away from zero: 2.5 gives 3, -2.5 gives -3, 1.005 with 2 decimals gives 1.01. null gives null.',
      fr: 'Arrondit au nombre de décimales donné (0 par défaut ; négatif, arrondit aux dizaines, centaines…), la moitié s’éloignant de zéro : 2,5 donne 3, -2,5 donne -3, 1,005 à 2 décimales donne 1,01. null donne null.',
    },
    example: { formula: 'round(1.005, 2)', result: 1.01 },
  },
  floor: {
    signature: 'floor(number, decimals?)',
    description: {
      en: 'Rounds down (towards minus infinity) to the given number of decimals, default 0: floor(-1.5) is -2. null gives null.',
      fr: 'Arrondit vers le bas (vers moins l’infini) au nombre de décimales donné, 0 par défaut : floor(-1.5) vaut -2. null donne null.',
    },
    example: { formula: 'floor(4.789, 1)', result: 4.7 },
  },
  ceil: {
    signature: 'ceil(number, decimals?)',
    description: {
      en: 'Rounds up (towards plus infinity) to the given number of decimals, default 0: ceil(-1.5) is -1. null gives null.',
      fr: 'Arrondit vers le haut (vers plus l’infini) au nombre de décimales donné, 0 par défaut : ceil(-1.5) vaut -1. null donne null.',
    },
    example: { formula: 'ceil(4.21)', result: 5 },
  },
  abs: {
    signature: 'abs(number)',
    description: {
      en: 'The number without its sign: abs(-3) is 3. Numbers written as text count; null gives null.',
      fr: 'Le nombre sans son signe : abs(-3) vaut 3. Les nombres écrits en texte comptent ; null donne null.',
    },
    example: { formula: 'abs(-3.5)', result: 3.5 },
  },
};
