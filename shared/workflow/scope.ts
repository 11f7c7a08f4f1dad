/** The formula scope of one action: the runtime's base scope plus the workflow's own context. */
import type { FormulaScope } from '@shared/formula/index.ts';
import type { ActionRecord, WorkflowContext, WorkflowFailure } from './context.ts';

export interface ScopeParts {
  readonly context: WorkflowContext;
  readonly results: Readonly<Record<string, ActionRecord>>;
  readonly error: WorkflowFailure | undefined;
}

/**
 * `context.workflow` (records by action id, copied so a formula sees them as they were when the
 * action started), `context.event`, `context.parameters` and, in error actions, `context.error`,
 * over whatever else the base scope's `context` holds (page, browser, user…).
 */
export function workflowScope({ context, results, error }: ScopeParts): FormulaScope {
  const base = context.scope?.() ?? { variables: context.variables.scope() };
  const own: Record<string, unknown> = {
    ...base.context,
    workflow: { ...results },
    event: context.event,
    parameters: context.parameters,
  };
  if (error) {
    const { message, actionId, actionType } = error;
    own.error = { message, actionId, actionType };
  }
  return { ...base, context: own };
}
