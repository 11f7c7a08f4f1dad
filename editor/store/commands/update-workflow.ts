import { workflowSchema, type Workflow, type WorkflowAction } from '@shared/schema/logic.ts';
import { CommandError, defineCommand } from '../command.ts';
import { schemaReason } from '../schema-reason.ts';
import { workflowsIn, type WorkflowScopePayload } from './workflow-scope.ts';

export interface UpdateWorkflowPayload extends WorkflowScopePayload {
  /** The whole new workflow (same id as the one it replaces), checked with the site schema. */
  workflow: Workflow;
  /**
   * What is being typed into (`name`, `action:a1:message`…): consecutive updates of the same
   * workflow and field merge into one undo step until the field is left. Omit it for a one-off
   * change (the panel then marks the history so it stays a step of its own).
   */
  field?: string;
}

/** Every action of a workflow, depth first (branches and error actions included). */
function* allActions(actions: readonly WorkflowAction[]): Generator<WorkflowAction> {
  for (const action of actions) {
    yield action;
    for (const branch of action.branches ?? []) yield* allActions(branch.actions);
  }
}

/** Replaces a workflow of the site or of a page with a new value (the workflow editor's edits). */
export const updateWorkflow = defineCommand({
  type: 'update-workflow',
  apply(doc, payload: UpdateWorkflowPayload, context) {
    const workflows = workflowsIn(doc, payload, context.ui.pageId);
    const id = payload.workflow?.id;
    if (typeof id !== 'string' || !Object.hasOwn(workflows, id)) {
      throw new CommandError('command.workflow.missing', { id: String(id) });
    }
    const parsed = workflowSchema.safeParse(payload.workflow);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const reason = schemaReason(workflowSchema, payload.workflow, parsed.error);
      throw issue?.path.length
        ? new CommandError('command.workflow.invalidAt', { path: issue.path.join('.'), reason })
        : new CommandError('command.workflow.invalid', { reason });
    }
    const seen = new Set<string>();
    const value = parsed.data;
    for (const action of [...allActions(value.actions), ...allActions(value.errorActions ?? [])]) {
      if (seen.has(action.id)) {
        throw new CommandError('command.workflow.actionTwice', { id: action.id });
      }
      seen.add(action.id);
    }
    workflows[id] = value;
  },
  mergeKey: ({ scope, pageId, workflow, field }) =>
    `workflow:${scope}:${scope === 'page' ? (pageId ?? '') : ''}:${workflow?.id}${field ? `:${field}` : ''}`,
});
