import type { Workflow } from '@shared/schema/logic.ts';
import type { WorkflowContext, WorkflowFailure, WorkflowOutcome, WorkflowStop } from './context.ts';
import { runActions, type Run } from './execute.ts';
import { isLoop } from './loop-guard.ts';
import { WORKFLOW_MESSAGES } from './messages.ts';
import { ActionFailed, ReturnSignal, WorkflowStopped } from './signals.ts';

/**
 * Runs a workflow and resolves with its result and its failure, if any. It never rejects for an
 * action's error, only for a caller's mistake (no workflow, no variable store).
 *
 * - Actions run in order, each awaited. Just before an action runs, its whole `config` is
 *   resolved (`resolvePropertyValue`) against the workflow scope: the base scope of
 *   `context.scope()` plus `context.workflow` (records so far by action id:
 *   `context.workflow['a1'].result`), `context.event`, `context.parameters`, in error actions
 *   `context.error` (`{ message, actionId, actionType }`), and inside a loop
 *   `context.workflow[loopId]` = `{ item, index }` of the current iteration.
 * - After an action with `branches` returns, the first branch whose `value` deep-equals its
 *   result runs, else the `default: true` branch, else none; then the next action after it runs.
 *   (A loop runs its default branch itself, as its body.)
 * - When an action fails, its failure and the records so far are stored (`context.record`,
 *   and logged), the main flow stops, and `errorActions` run with `context.error`. An error in
 *   the error actions is logged; it does not run them again.
 * - The result is the value of a `return` action (which ends the workflow from any depth of
 *   branches and loops, and from the error actions too), else the result of the last action of
 *   the main flow that ended: error actions do not change the result unless they return.
 * - Loop guard (seeds §4, §9): a workflow already twice in `context.chain` is not run; the
 *   warning "Possible infinity loop detected! Workflow was stopped." is logged and the run
 *   resolves `{ result: undefined, error: undefined, stopped }` (`stopped.chain` ends with the
 *   refused workflow). Nested runs (execute-workflow, `ActionContext.runWorkflow`, and runs the
 *   runtime starts with `origin.chain`) extend the chain. An execute-workflow whose call was
 *   refused stops its own workflow, and so every run of the chain: each resolves with the same
 *   `stopped` (naming that action), no error, and no error actions run.
 * - Custom code is a formula expression evaluated by the formula engine: never `eval`.
 */
export async function runWorkflow(
  workflow: Workflow,
  context: WorkflowContext,
): Promise<WorkflowOutcome> {
  if (!workflow || typeof workflow.id !== 'string' || !Array.isArray(workflow.actions)) {
    throw new TypeError('runWorkflow needs a workflow with an id and a list of actions');
  }
  if (!context?.variables) throw new TypeError('runWorkflow needs a context with a variable store');
  const log = context.log ?? console;
  const chain = context.chain ?? [];
  if (isLoop(chain, workflow.id)) {
    log.warn(WORKFLOW_MESSAGES.loopDetected);
    const stopped = { message: WORKFLOW_MESSAGES.loopDetected, chain: [...chain, workflow.id] };
    return { result: undefined, error: undefined, results: {}, stopped };
  }
  const run: Run = {
    workflow,
    context,
    chain: [...chain, workflow.id],
    effects: context.effects ?? {},
    log,
    resolve: { ...context.evaluate, langs: context.evaluate?.langs ?? context.langs ?? [] },
    results: {},
    last: undefined,
    error: undefined,
    runNested: (nested, parameters) =>
      runWorkflow(nested, { ...context, parameters, chain: run.chain }),
  };
  let result: unknown;
  let stopped: WorkflowStop | undefined;
  try {
    await runActions(run, workflow.actions, false);
    result = run.last;
  } catch (error) {
    if (error instanceof ReturnSignal) result = error.value;
    else if (error instanceof WorkflowStopped) stopped = error.stop;
    else if (!(error instanceof ActionFailed)) throw error;
    else {
      try {
        result = await fail(run, error.failure);
      } catch (inErrorActions) {
        if (!(inErrorActions instanceof WorkflowStopped)) throw inErrorActions;
        stopped = inErrorActions.stop;
      }
    }
  }
  const outcome: WorkflowOutcome = {
    result,
    error: run.error,
    results: { ...run.results },
    ...(stopped ? { stopped } : {}),
  };
  context.record?.(workflow.id, { ...outcome, ended: true });
  return outcome;
}

/**
 * Stores the failure, runs the error actions; resolves with the workflow's result (rejects with
 * `WorkflowStopped` when the loop guard stopped them).
 */
async function fail(run: Run, failure: WorkflowFailure): Promise<unknown> {
  const { workflow, log } = run;
  run.error = failure;
  log.error(
    `[baobab] workflow "${workflow.name}" stopped at action "${failure.actionId}" (${failure.actionType}): ${failure.message}`,
  );
  const result = run.last;
  run.context.record?.(workflow.id, {
    result,
    error: failure,
    results: { ...run.results },
    ended: false,
  });
  try {
    await runActions(run, workflow.errorActions ?? [], false);
  } catch (error) {
    if (error instanceof ReturnSignal) return error.value;
    if (!(error instanceof ActionFailed)) throw error;
    log.error(
      `[baobab] workflow "${workflow.name}": error action "${error.failure.actionId}" (${error.failure.actionType}) failed: ${error.failure.message}`,
    );
  }
  return result;
}
