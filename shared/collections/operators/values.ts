import { deepEqual, isEmptyValue, isPlainObject } from '@shared/values/index.ts';
import { isPrimitive } from '../values.ts';
import { isObject, ownValue, readPath } from '../path.ts';
import { never, type OperatorFactory } from './factory.ts';

const hasOwn = Object.prototype.hasOwnProperty;

/** Deep equality; a primitive value is compared with `===` (and NaN with NaN) in the closure. */
export const equals: OperatorFactory = (value, { path, single }) => {
  if (!isPrimitive(value)) return (record) => deepEqual(readPath(record, path), value);
  if (value !== value) {
    return (record) => {
      const field = readPath(record, path);
      return field !== field; // NaN
    };
  }
  return (record) =>
    (single === null
      ? readPath(record, path)
      : isObject(record)
        ? ownValue(record, single, record[single], single in Object.prototype)
        : undefined) === value;
};

export const isEmpty: OperatorFactory =
  (_value, { path }) =>
  (record) =>
    isEmptyValue(readPath(record, path));

/** The field is a plain object with an own property named by the value (a string or a number). */
export const hasKey: OperatorFactory = (value, { path }) => {
  if (typeof value !== 'string' && typeof value !== 'number') return never;
  const name = String(value);
  return (record) => {
    const field = readPath(record, path);
    return isPlainObject(field) && hasOwn.call(field, name);
  };
};
