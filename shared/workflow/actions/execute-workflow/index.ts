/**
 * execute-workflow (workflowId, parameters): runs another workflow with those parameters (default
 * `{}`), this workflow's event and the call chain (so the loop guard sees it). Its result is this
 * action's result; its failure becomes this action's failure, with the same message. A run the
 * loop guard refused stops this workflow too (`WorkflowStopped`), naming this action when the
 * refused run was its call.
 */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { NestedWorkflowFailed, WorkflowStopped } from '../../signals.ts';
import { defineAction } from '../define.ts';

export const executeWorkflow: ActionHandler = async (config, ctx) => {
  const id = textOf(config.workflowId);
  if (!id) throw new Error(WORKFLOW_MESSAGES.noWorkflow);
  const workflow = ctx.findWorkflow(id);
  if (!workflow) throw new Error(WORKFLOW_MESSAGES.workflowNotFound);
  const outcome = await ctx.runWorkflow(workflow, config.parameters ?? {});
  if (outcome.stopped) {
    const { stopped } = outcome;
    throw new WorkflowStopped(
      stopped.actionId
        ? stopped
        : {
            ...stopped,
            workflowId: ctx.workflow.id,
            actionId: ctx.action.id,
            actionType: ctx.action.type,
          },
    );
  }
  if (outcome.error) throw new NestedWorkflowFailed(outcome.error);
  return outcome.result;
};

export default defineAction({ type: 'execute-workflow', effects: [], run: executeWorkflow });
