/** Workflow commands (workflows panel): one line each, alphabetical. */
import { addWorkflow } from './add-workflow.ts';
import { deleteWorkflow } from './delete-workflow.ts';
import { updateWorkflow } from './update-workflow.ts';

export const WORKFLOW_COMMANDS = {
  [addWorkflow.type]: addWorkflow,
  [deleteWorkflow.type]: deleteWorkflow,
  [updateWorkflow.type]: updateWorkflow,
} as const;
