import { formulaSchema } from '@shared/schema/logic.ts';
import { defineUpdateCommand, type DataIdPayload } from './data-scope.ts';
import { checkParameters } from './formula-parameters.ts';

export interface UpdateFormulaPayload extends DataIdPayload {
  /** The fields to change; an empty parameter list removes `parameters`. */
  changes: { name?: string; parameters?: string[]; code?: string };
}

/** Changes a formula's name, parameters or body (typing the body is one undo step). */
export const updateFormula = defineUpdateCommand(
  'update-formula',
  'formulas',
  formulaSchema,
  (next, _current, { changes }: UpdateFormulaPayload) => {
    if (changes.parameters !== undefined) {
      const parameters = checkParameters(changes.parameters);
      if (parameters.length > 0) next.parameters = parameters;
      else delete next.parameters;
    }
    if (changes.code !== undefined) next.code = changes.code;
  },
);
