/**
 * Variable coercion, with the seeds' exact messages (§5). Null and undefined are "no value" for
 * every type and become null, so a variable can always be cleared.
 */
import type { Variable } from '@shared/schema/logic.ts';

/** string, number, boolean, array, object or query. */
export type VariableType = Variable['type'];

export const VARIABLE_MESSAGES = {
  boolean: 'value must be a boolean',
  string: 'value must be a string, a number or a boolean',
  number: 'value must be a number',
  array: 'value must be an array',
  object: 'value must be an object',
} as const;

/** Returns `value` as a value of `type`, or throws `Error` with the seeds' message. */
export function coerceVariableValue(type: VariableType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw new Error(VARIABLE_MESSAGES.boolean);
    case 'string':
    case 'query':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw new Error(VARIABLE_MESSAGES.string);
    case 'number': {
      if (typeof value === 'number') return Number.isNaN(value) ? null : value;
      if (typeof value === 'string') {
        const parsed = value.trim() === '' ? NaN : Number(value);
        return Number.isNaN(parsed) ? null : parsed;
      }
      throw new Error(VARIABLE_MESSAGES.number);
    }
    case 'array':
      if (Array.isArray(value)) return value;
      throw new Error(VARIABLE_MESSAGES.array);
    case 'object':
      if (typeof value === 'object' && !Array.isArray(value)) return value;
      throw new Error(VARIABLE_MESSAGES.object);
  }
}
