import { current as plain } from 'immer';
import { formulaSchema, type Formula } from '@shared/schema/logic.ts';
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
import { checkParameters } from './formula-parameters.ts';

export interface UpdateFormulaPayload extends DataScopePayload {
  id: string;
  /** The fields to change; an empty parameter list removes `parameters`. */
  changes: { name?: string; parameters?: string[]; code?: string };
}

/** Changes a formula's name, parameters or body (typing the body is one undo step). */
export const updateFormula = defineCommand({
  type: 'update-formula',
  apply(doc, payload: UpdateFormulaPayload) {
    const current = plain(existingDefinition(doc, payload, 'formulas', payload.id));
    const { changes } = payload;
    const next: Formula = { ...current };
    if (changes.name !== undefined) {
      next.name = checkName(changes.name, 'formulas');
      if (next.name !== current.name) {
        checkUniqueName(doc, payload, 'formulas', next.name, current.id);
      }
    }
    if (changes.parameters !== undefined) {
      const parameters = checkParameters(changes.parameters);
      if (parameters.length > 0) next.parameters = parameters;
      else delete next.parameters;
    }
    if (changes.code !== undefined) next.code = changes.code;
    checkSchema(formulaSchema, next, 'formulas');
    writeFields(existingDefinition(doc, payload, 'formulas', payload.id), current, next);
  },
  mergeKey: (payload) => dataMergeKey('formulas', payload, Object.keys(payload.changes)),
});
