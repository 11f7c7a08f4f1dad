import { CommandError, defineCommand } from '../command.ts';
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

const where = (ref: WorkflowReference) =>
  `"${ref.label}" (${ref.home.kind === 'page' ? `page ${ref.home.pageId}` : `shared section ${ref.home.sectionUid}`})`;

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
    if (!workflow) throw new CommandError(`There is no workflow "${workflowId}" here.`);
    const pageId = payload.scope === 'page' ? (payload.pageId ?? context.ui.pageId) : null;
    const references = workflowReferences(doc, payload.scope, pageId, workflowId);
    if (references.length > 0 && !payload.unbind) {
      const names = references.slice(0, 3).map(where).join(', ');
      const more = references.length > 3 ? ` and ${references.length - 3} more` : '';
      throw new CommandError(
        `The workflow "${workflow.name}" is still run by ${references.length === 1 ? 'the element' : `${references.length} elements`} ${names}${more}. Remove their events first, or delete it with its events.`,
      );
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
