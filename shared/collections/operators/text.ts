import { hasElement } from '../values.ts';
import { isObject, ownValue, readPath } from '../path.ts';
import { never, type OperatorFactory } from './factory.ts';
import { compilePattern, PatternEngineNotLoaded, type PatternTest } from './pattern.ts';

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

/**
 * The pattern is compiled once, here, for the linear-time engine (`pattern.ts`: the caller has
 * loaded it); a bad one is a configuration error, named with its key.
 */
export const match: OperatorFactory = (value, { path }, key) => {
  if (typeof value !== 'string') {
    throw new Error(
      `Filter on "${key}": the match pattern must be a string, got ${JSON.stringify(value)}`,
    );
  }
  let test: PatternTest;
  try {
    test = compilePattern(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof PatternEngineNotLoaded) throw new Error(`Filter on "${key}": ${reason}`);
    // A SyntaxError, as RegExp's: the server answers a visitor's bad pattern with 400.
    throw new SyntaxError(
      `Filter on "${key}": ${JSON.stringify(value)} is not a valid regular expression (${reason})`,
    );
  }
  return (record) => {
    const field = readPath(record, path);
    return typeof field === 'string' && test(field);
  };
};
