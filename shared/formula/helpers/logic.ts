/** Logic helpers: if, ifEmpty, not, compare, switch. */
import { FormulaError } from '../errors.ts';
import { deepEqual, isEmptyValue } from '@shared/values/index.ts';
import { defineHelper } from './define.ts';

export const logicHelpers = [
  defineHelper({
    name: 'if',
    category: 'logic',
    lazy: true,
    run: (call) => (call.lazy(0) ? call.lazy(1) : call.count > 2 ? call.lazy(2) : null),
  }),
  defineHelper({
    name: 'ifEmpty',
    category: 'logic',
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
    run: (call) => !call.args[0],
  }),
  defineHelper({
    name: 'compare',
    category: 'logic',
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
