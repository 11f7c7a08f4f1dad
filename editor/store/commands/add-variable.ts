import { variableSchema, type Variable } from '@shared/schema/logic.ts';
import { defineAddCommand, type DataScopePayload } from './data-scope.ts';
import {
  checkDefaultValue,
  checkVariableType,
  EMPTY_VARIABLE_VALUE,
  type VariableType,
} from './variable-values.ts';

export interface AddVariablePayload extends DataScopePayload {
  name: string;
  type: VariableType;
  /** Default: the type's empty value ('', 0, false, [], {}). Checked against the type. */
  defaultValue?: unknown;
  persistent?: boolean;
  preserveOnNavigation?: boolean;
}

/**
 * Adds a variable to the site (`site.json`) or a page (`pages/{id}.json`), with id
 * `newId('variable')`. Refuses a blank or unwritable name, a name used by a variable formulas
 * would see beside it, an unknown type, a default value that does not fit the type.
 */
export const addVariable = defineAddCommand(
  'add-variable',
  'variables',
  variableSchema,
  (name, payload: AddVariablePayload, { newId }) => {
    const type = checkVariableType(payload.type);
    const variable: Variable = {
      id: newId('variable'),
      name,
      type,
      defaultValue:
        payload.defaultValue === undefined
          ? EMPTY_VARIABLE_VALUE[type]
          : checkDefaultValue(type, payload.defaultValue),
    };
    if (payload.persistent) variable.persistent = true;
    if (payload.preserveOnNavigation) variable.preserveOnNavigation = true;
    return variable;
  },
);
