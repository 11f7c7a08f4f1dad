import { variableSchema } from '@shared/schema/logic.ts';
import { defineUpdateCommand, type DataIdPayload } from './data-scope.ts';
import {
  carriedDefault,
  checkDefaultValue,
  checkVariableType,
  type VariableType,
} from './variable-values.ts';

export interface UpdateVariablePayload extends DataIdPayload {
  /**
   * The fields to change. A new `type` without a `defaultValue` keeps the old default when it
   * fits the type, else takes the type's empty value. `false` removes a persistence option.
   */
  changes: {
    name?: string;
    type?: VariableType;
    defaultValue?: unknown;
    persistent?: boolean;
    preserveOnNavigation?: boolean;
  };
}

/** Changes a variable's name, type, default value or persistence (typing one field is one step). */
export const updateVariable = defineUpdateCommand(
  'update-variable',
  'variables',
  variableSchema,
  (next, current, { changes }: UpdateVariablePayload) => {
    if (changes.type !== undefined) next.type = checkVariableType(changes.type);
    if (changes.defaultValue !== undefined) {
      next.defaultValue = checkDefaultValue(next.type, changes.defaultValue);
    } else if (next.type !== current.type) {
      next.defaultValue = carriedDefault(next.type, current.defaultValue);
    }
    for (const flag of ['persistent', 'preserveOnNavigation'] as const) {
      if (changes[flag] === true) next[flag] = true;
      else if (changes[flag] === false) delete next[flag];
    }
  },
);
