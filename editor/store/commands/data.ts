/** Data and logic commands (variables, formulas, collections): one line each, alphabetical. */
import { addCollection } from './add-collection.ts';
import { addFormula } from './add-formula.ts';
import { addVariable } from './add-variable.ts';
import { deleteCollection } from './delete-collection.ts';
import { deleteFormula } from './delete-formula.ts';
import { deleteVariable } from './delete-variable.ts';
import { updateCollection } from './update-collection.ts';
import { updateFormula } from './update-formula.ts';
import { updateVariable } from './update-variable.ts';

export const DATA_COMMANDS = {
  [addCollection.type]: addCollection,
  [addFormula.type]: addFormula,
  [addVariable.type]: addVariable,
  [deleteCollection.type]: deleteCollection,
  [deleteFormula.type]: deleteFormula,
  [deleteVariable.type]: deleteVariable,
  [updateCollection.type]: updateCollection,
  [updateFormula.type]: updateFormula,
  [updateVariable.type]: updateVariable,
} as const;
