/** Default values of variables: a starting value per type, and the check of an author's value. */
import { VARIABLE_TYPES, type Variable } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { coerceVariableValue } from '@shared/variables/index.ts';
import { CommandError } from '../command.ts';

export type VariableType = Variable['type'];

/** What a new variable of each type starts with. */
export const EMPTY_VARIABLE_VALUE: Record<VariableType, JsonValue> = {
  string: '',
  number: 0,
  boolean: false,
  array: [],
  object: {},
  query: '',
};

export function checkVariableType(type: unknown): VariableType {
  if (typeof type === 'string' && (VARIABLE_TYPES as readonly string[]).includes(type)) {
    return type as VariableType;
  }
  throw new CommandError('command.variable.type', { types: VARIABLE_TYPES.join(', ') });
}

/**
 * The default value as the variable will hold it (the runtime's coercion, seeds §5), or a
 * refusal with the seeds' message. Stricter than the runtime on one point: a text that is not a
 * number is refused for a number variable instead of silently becoming null.
 */
export function checkDefaultValue(type: VariableType, value: unknown): JsonValue {
  if (type === 'number' && typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    if (Number.isNaN(number)) throw new CommandError('command.variable.default.number');
    // `1e309` reads as Infinity, which JSON cannot hold: say so rather than the schema's
    // "Invalid input".
    if (!Number.isFinite(number))
      throw new CommandError('command.variable.default.finite', { value: value.trim() });
  }
  try {
    return coerceVariableValue(type, value) as JsonValue;
  } catch {
    // coerceVariableValue's message is VARIABLE_MESSAGES[type] (a query holds text).
    throw new CommandError(`command.variable.default.${type === 'query' ? 'string' : type}`);
  }
}

/** The old default carried to a new type when it fits, else the new type's empty value. */
export function carriedDefault(type: VariableType, previous: unknown): JsonValue {
  return droppedDefault(type, previous)
    ? EMPTY_VARIABLE_VALUE[type]
    : checkDefaultValue(type, previous);
}

/** Whether a new type drops the old default for its empty value (the panel says so). */
export function droppedDefault(type: VariableType, previous: unknown): boolean {
  try {
    return checkDefaultValue(type, previous) === null && previous !== null;
  } catch {
    return true;
  }
}
