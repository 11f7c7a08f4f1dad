import { hasElement, isMember, members } from '../values.ts';
import { isObject, ownValue, readPath } from '../path.ts';
import { never, type OperatorFactory } from './factory.ts';

/** The value is an array with an element equal to the field. */
export const inList: OperatorFactory = (value, { path, single }) => {
  if (!Array.isArray(value)) return never;
  const list = members(value);
  if (list.set !== null || list.deep) return (record) => isMember(list, readPath(record, path));
  // The common case, a few primitives: `includes` right in the closure.
  return (record) =>
    value.includes(
      single === null
        ? readPath(record, path)
        : isObject(record)
          ? ownValue(record, single, record[single], single in Object.prototype)
          : undefined,
    );
};

/** Field and value are arrays sharing an equal element. */
export const overlap: OperatorFactory = (value, { path, single }) => {
  if (!Array.isArray(value)) return never;
  const list = members(value);
  if (list.set !== null || list.deep) {
    return (record) => {
      const field = readPath(record, path);
      return Array.isArray(field) && field.some((element) => isMember(list, element));
    };
  }
  return (record) => {
    const field =
      single === null
        ? readPath(record, path)
        : isObject(record)
          ? ownValue(record, single, record[single], single in Object.prototype)
          : undefined;
    if (!Array.isArray(field)) return false;
    for (let i = 0; i < field.length; i++) if (value.includes(field[i])) return true;
    return false;
  };
};

/** Field and value are arrays, and each value element has an equal one in the field. */
export const containsAll: OperatorFactory = (value, { path }) => {
  if (!Array.isArray(value)) return never;
  return (record) => {
    const field = readPath(record, path);
    return Array.isArray(field) && value.every((element) => hasElement(field, element));
  };
};
