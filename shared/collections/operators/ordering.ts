import { isObject, ownValue, readPath } from '../path.ts';
import { never, type OperatorFactory } from './factory.ts';

/** Decimal numbers as PostgreSQL's numeric input reads them; blank, hex, "Infinity" are not. */
const DECIMAL = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** `a` relates to `b` as accepted: false for NaN, which is neither less, equal nor greater. */
function relate<T extends number | string>(
  a: T,
  b: T,
  less: boolean,
  equal: boolean,
  greater: boolean,
): boolean {
  return a < b ? less : a > b ? greater : a === b && equal;
}

/**
 * lessThan, greaterThan, lte, gte (which outcomes pass): numbers numerically, strings by code
 * unit, a number against a decimal string numerically, anything else false. Specialised once on
 * the type of the condition value.
 */
function ordered(less: boolean, equal: boolean, greater: boolean): OperatorFactory {
  return (value, { path, single }) => {
    if (typeof value === 'number') {
      return (record) => {
        const field =
          single === null
            ? readPath(record, path)
            : isObject(record)
              ? ownValue(record, single, record[single], single in Object.prototype)
              : undefined;
        if (typeof field === 'number') return relate(field, value, less, equal, greater);
        return (
          typeof field === 'string' &&
          DECIMAL.test(field) &&
          relate(Number(field), value, less, equal, greater)
        );
      };
    }
    if (typeof value === 'string') {
      const asNumber = DECIMAL.test(value) ? Number(value) : null;
      return (record) => {
        const field =
          single === null
            ? readPath(record, path)
            : isObject(record)
              ? ownValue(record, single, record[single], single in Object.prototype)
              : undefined;
        if (typeof field === 'string') return relate(field, value, less, equal, greater);
        return (
          typeof field === 'number' &&
          asNumber !== null &&
          relate(field, asNumber, less, equal, greater)
        );
      };
    }
    return never;
  };
}

export const lessThan = ordered(true, false, false);
export const greaterThan = ordered(false, false, true);
export const lte = ordered(true, true, false);
export const gte = ordered(false, true, true);
