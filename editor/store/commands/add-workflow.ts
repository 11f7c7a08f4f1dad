import type { Workflow } from '@shared/schema/logic.ts';
import { WORKFLOW_TRIGGERS } from '@shared/schema/logic.ts';
import { CommandError, defineCommand } from '../command.ts';
import { workflowsIn, type WorkflowScopePayload } from './workflow-scope.ts';

export interface AddWorkflowPayload extends WorkflowScopePayload {
  /** The workflow's name (blank: "Workflow N"). */
  name?: string;
  /** Default `none` (run from an element's event or another workflow). */
  trigger?: Workflow['trigger'];
}

/**
 * Adds an empty workflow to the site or to a page. Its id is `newId('workflow')`; the panel
 * finds the new one as the key that was not there before.
 */
export const addWorkflow = defineCommand({
  type: 'add-workflow',
  apply(doc, payload: AddWorkflowPayload, context) {
    const workflows = workflowsIn(doc, payload, context.ui.pageId);
    const trigger = payload.trigger ?? 'none';
    if (!WORKFLOW_TRIGGERS.includes(trigger)) {
      throw new CommandError('command.workflow.trigger', { trigger: String(trigger) });
    }
    let id = context.newId('workflow');
    while (Object.hasOwn(workflows, id)) id = context.newId('workflow');
    const given = payload.name?.trim().slice(0, 200);
    let name = given;
    if (!name) {
      const taken = new Set(Object.values(workflows).map((w) => w.name));
      let n = Object.keys(workflows).length + 1;
      while (taken.has(`Workflow ${n}`)) n++;
      name = `Workflow ${n}`;
    }
    workflows[id] = { id, name, trigger, actions: [] };
  },
});
