import { current as plain } from 'immer';
import { variableSchema, type Variable } from '@shared/schema/logic.ts';
import { defineCommand } from '../command.ts';
import {
  checkName,
  checkSchema,
  checkUniqueName,
  dataMergeKey,
  existingDefinition,
  type DataScopePayload,
  writeFields,
} from './data-scope.ts';
import {
  carriedDefault,
  checkDefaultValue,
  checkVariableType,
  type VariableType,
} from './variable-values.ts';

export interface UpdateVariablePayload extends DataScopePayload {
  id: string;
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
export const updateVariable = defineCommand({
  type: 'update-variable',
  apply(doc, payload: UpdateVariablePayload) {
    const current = plain(existingDefinition(doc, payload, 'variables', payload.id));
    const { changes } = payload;
    const next: Variable = { ...current };
    if (changes.name !== undefined) {
      next.name = checkName(changes.name, 'variables');
      if (next.name !== current.name) {
        checkUniqueName(doc, payload, 'variables', next.name, current.id);
      }
    }
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
    checkSchema(variableSchema, next, 'variables');
    writeFields(existingDefinition(doc, payload, 'variables', payload.id), current, next);
  },
  mergeKey: (payload) => dataMergeKey('variables', payload, Object.keys(payload.changes)),
});
