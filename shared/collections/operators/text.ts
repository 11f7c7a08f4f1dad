import { hasElement } from '../values.ts';
import { isObject, ownValue, readPath } from '../path.ts';
import { never, type OperatorFactory } from './factory.ts';

/** String(value), lower-cased; null when String() throws (an object without prototype). */
function needleOf(value: unknown): string | null {
  try {
    return String(value).toLowerCase();
  } catch {
    return null;
  }
}

/** Field string: contains String(value), case-insensitive; field array: has an equal element. */
export const contains: OperatorFactory = (value, { path, single }) => {
  const needle = needleOf(value);
  return (record) => {
    const field =
      single === null
        ? readPath(record, path)
        : isObject(record)
          ? ownValue(record, single, record[single], single in Object.prototype)
          : undefined;
    if (typeof field === 'string') return needle !== null && field.toLowerCase().includes(needle);
    return Array.isArray(field) && hasElement(field, value);
  };
};

export const startsWith: OperatorFactory = (value, { path }) => {
  const needle = needleOf(value);
  if (needle === null) return never;
  return (record) => {
    const field = readPath(record, path);
    return typeof field === 'string' && field.toLowerCase().startsWith(needle);
  };
};

export const endsWith: OperatorFactory = (value, { path }) => {
  const needle = needleOf(value);
  if (needle === null) return never;
  return (record) => {
    const field = readPath(record, path);
    return typeof field === 'string' && field.toLowerCase().endsWith(needle);
  };
};

/** The pattern is compiled once, here; a bad one is a configuration error, named with its key. */
export const match: OperatorFactory = (value, { path }, key) => {
  if (typeof value !== 'string') {
    throw new Error(
      `Filter on "${key}": the match pattern must be a string, got ${JSON.stringify(value)}`,
    );
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Filter on "${key}": ${JSON.stringify(value)} is not a valid regular expression (${reason})`,
    );
  }
  return (record) => {
    const field = readPath(record, path);
    return typeof field === 'string' && pattern.test(field);
  };
};
