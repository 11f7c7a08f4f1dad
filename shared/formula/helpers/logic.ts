/** Logic helpers: if, ifEmpty, not, compare, switch. */
import { FormulaError } from '../errors.ts';
import { deepEqual, isEmptyValue } from '@shared/values/index.ts';
import { defineHelper } from './define.ts';

export const logicHelpers = [
  defineHelper({
    name: 'if',
    category: 'logic',
    signature: 'if(condition, valueIfTrue, valueIfFalse?)',
    description: {
      en: 'Gives the second value when the condition is true, else the third (or null). Only the chosen value is evaluated.',
      fr: 'Donne la deuxième valeur si la condition est vraie, sinon la troisième (ou null). Seule la valeur choisie est évaluée.',
    },
    example: { formula: "if(2 > 1, 'yes', 'no')", result: 'yes' },
    lazy: true,
    run: (call) => (call.lazy(0) ? call.lazy(1) : call.count > 2 ? call.lazy(2) : null),
  }),
  defineHelper({
    name: 'ifEmpty',
    category: 'logic',
    signature: 'ifEmpty(value, fallback)',
    description: {
      en: 'Gives the value, or the fallback when the value is empty (null, undefined, empty text, empty list or empty object).',
      fr: 'Donne la valeur, ou la valeur de repli si elle est vide (null, undefined, texte vide, liste vide ou objet vide).',
    },
    example: { formula: "ifEmpty('', 'No name')", result: 'No name' },
    lazy: true,
    deprecatedNames: ['ifempty'],
    run: (call) => {
      const value = call.lazy(0);
      return isEmptyValue(value) ? call.lazy(1) : value;
    },
  }),
  defineHelper({
    name: 'not',
    category: 'logic',
    signature: 'not(value)',
    description: {
      en: 'True when the value is false or empty-like (false, 0, empty text, null), else false.',
      fr: 'Vrai si la valeur est fausse ou assimilée (false, 0, texte vide, null), sinon faux.',
    },
    example: { formula: 'not(true)', result: false },
    run: (call) => !call.args[0],
  }),
  defineHelper({
    name: 'compare',
    category: 'logic',
    signature: 'compare(value1, operator, value2)',
    description: {
      en: "Compares two values with an operator: '==', '!=', '>', '>=', '<' or '<='. '==' and '!=' compare lists and objects by content.",
      fr: "Compare deux valeurs avec un opérateur : '==', '!=', '>', '>=', '<' ou '<='. '==' et '!=' comparent listes et objets par leur contenu.",
    },
    example: { formula: "compare(3, '>=', 2)", result: true },
    run: (call) => {
      const [a, , b] = call.args as [never, unknown, never];
      const operator = call.text(1);
      switch (operator) {
        case '==':
        case '===':
          return deepEqual(a, b);
        case '!=':
        case '!==':
          return !deepEqual(a, b);
        case '>':
          return a > b;
        case '>=':
          return a >= b;
        case '<':
          return a < b;
        case '<=':
          return a <= b;
        default:
          throw new FormulaError(
            `compare: the second parameter must be one of '==', '!=', '>', '>=', '<', '<='`,
          );
      }
    },
  }),
  defineHelper({
    name: 'switch',
    category: 'logic',
    signature: 'switch(value, case1, result1, case2, result2, …, default?)',
    description: {
      en: 'Gives the result paired with the first case equal to the value; with an odd number of cases the last parameter is the default, else null.',
      fr: 'Donne le résultat associé au premier cas égal à la valeur ; le dernier paramètre sert de valeur par défaut s’il est seul, sinon null.',
    },
    example: { formula: "switch('b', 'a', 1, 'b', 2, 0)", result: 2 },
    lazy: true,
    run: (call) => {
      const value = call.lazy(0);
      let i = 1;
      for (; i + 1 < call.count; i += 2) {
        if (deepEqual(value, call.lazy(i))) return call.lazy(i + 1);
      }
      return i < call.count ? call.lazy(i) : null;
    },
  }),
];
