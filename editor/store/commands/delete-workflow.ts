import { CommandError, defineCommand, type CommandMessage } from '../command.ts';
import { elementsOf } from '../tree.ts';
import {
  workflowReferences,
  workflowsIn,
  type WorkflowReference,
  type WorkflowScopePayload,
} from './workflow-scope.ts';

export interface DeleteWorkflowPayload extends WorkflowScopePayload {
  workflowId: string;
  /**
   * When elements still run the workflow from their `events`: false (default) refuses and
   * names them; true removes those events too, in the same undo step.
   */
  unbind?: boolean;
}

const where = (ref: WorkflowReference): CommandMessage =>
  ref.home.kind === 'page'
    ? { key: 'command.workflow.user.page', params: { name: ref.label, page: ref.home.pageId } }
    : {
        key: 'command.workflow.user.section',
        params: { name: ref.label, section: ref.home.sectionUid },
      };

/**
 * Deletes a workflow. Elements whose events run it would point at nothing (the site would not
 * validate), so by default the command refuses and says which elements use it; with `unbind`
 * it removes those events as well. `execute-workflow` actions of other workflows naming it are
 * left as they are: they fail at run time with "Workflow not found.".
 */
export const deleteWorkflow = defineCommand({
  type: 'delete-workflow',
  apply(doc, payload: DeleteWorkflowPayload, context) {
    const workflows = workflowsIn(doc, payload, context.ui.pageId);
    const { workflowId } = payload;
    const workflow = Object.hasOwn(workflows, workflowId) ? workflows[workflowId] : undefined;
    if (!workflow) throw new CommandError('command.workflow.missing', { id: workflowId });
    const pageId = payload.scope === 'page' ? (payload.pageId ?? context.ui.pageId) : null;
    const references = workflowReferences(doc, payload.scope, pageId, workflowId);
    if (references.length > 0 && !payload.unbind) {
      const name = workflow.name;
      const elements = references.slice(0, 3).map(where);
      const total = references.length;
      throw total === 1
        ? new CommandError('command.workflow.inUse.one', { name, elements })
        : total <= 3
          ? new CommandError('command.workflow.inUse.some', { name, total, elements })
          : new CommandError('command.workflow.inUse.many', {
              name,
              total,
              elements,
              more: total - 3,
            });
    }
    for (const ref of references) {
      const element = elementsOf(doc, ref.home)?.[ref.elementId];
      if (!element?.events) continue;
      element.events = element.events.filter((event) => event.workflowId !== workflowId);
      if (element.events.length === 0) delete element.events;
    }
    delete workflows[workflowId];
  },
});
