/**
 * What the editor's formula panel shows for the logic helpers of `logic.ts`: signature, English
 * and French description, example. Editor-only text, kept apart from the implementations so the
 * visitors' engine chunk never carries it (`catalog.ts` joins the two into `HELPERS`).
 */
import type { HelperDocs } from './define.ts';

export const logicDocs: Readonly<Record<string, HelperDocs>> = {
  if: {
    signature: 'if(condition, valueIfTrue, valueIfFalse?)',
    description: {
      en: 'Gives the second value when the condition is true, else the third (or null). Only the chosen value is evaluated.',
      fr: 'Donne la deuxième valeur si la condition est vraie, sinon la troisième (ou null). Seule la valeur choisie est évaluée.',
    },
    example: { formula: "if(2 > 1, 'yes', 'no')", result: 'yes' },
  },
  ifEmpty: {
    signature: 'ifEmpty(value, fallback)',
    description: {
      en: 'Gives the value, or the fallback when the value is empty (null, undefined, empty text, empty list or empty object).',
      fr: 'Donne la valeur, ou la valeur de repli si elle est vide (null, undefined, texte vide, liste vide ou objet vide).',
    },
    example: { formula: "ifEmpty('', 'No name')", result: 'No name' },
  },
  not: {
    signature: 'not(value)',
    description: {
      en: 'True when the value is false or empty-like (false, 0, empty text, null), else false.',
      fr: 'Vrai si la valeur est fausse ou assimilée (false, 0, texte vide, null), sinon faux.',
    },
    example: { formula: 'not(true)', result: false },
  },
  compare: {
    signature: 'compare(value1, operator, value2)',
    description: {
      en: "Compares two values with an operator: '==', '!=', '>', '>=', '<' or '<='. '==' and '!=' compare lists and objects by content.",
      fr: "Compare deux valeurs avec un opérateur : '==', '!=', '>', '>=', '<' ou '<='. '==' et '!=' comparent listes et objets par leur contenu.",
    },
    example: { formula: "compare(3, '>=', 2)", result: true },
  },
  switch: {
    signature: 'switch(value, case1, result1, case2, result2, …, default?)',
    description: {
      en: 'Gives the result paired with the first case equal to the value; with an odd number of cases the last parameter is the default, else null.',
      fr: 'Donne le résultat associé au premier cas égal à la valeur ; le dernier paramètre sert de valeur par défaut s’il est seul, sinon null.',
    },
    example: { formula: "switch('b', 'a', 1, 'b', 2, 0)", result: 2 },
  },
};
