/**
 * Running a list of actions of one workflow run: resolve each action's config, call its handler,
 * record the result by action id, then run the branch its result chooses.
 */
import { resolvePropertyValue, type ResolveOptions } from '@shared/formula/index.ts';
import type { Workflow, WorkflowAction } from '@shared/schema/logic.ts';
import { chooseBranch } from './branches.ts';
import type {
  ActionConfig,
  ActionContext,
  ActionHandler,
  ActionRecord,
  WorkflowContext,
  WorkflowFailure,
  WorkflowLog,
  WorkflowLookup,
  WorkflowOutcome,
} from './context.ts';
import type { WorkflowEffects } from './effects.ts';
import { WORKFLOW_MESSAGES } from './messages.ts';
import { CORE_ACTIONS } from './registry.ts';
import { workflowScope } from './scope.ts';
import {
  ActionFailed,
  isPassedOn,
  messageOf,
  NestedWorkflowFailed,
  ReturnSignal,
} from './signals.ts';

/** The state of one run of one workflow. */
export interface Run {
  readonly workflow: Workflow;
  readonly context: WorkflowContext;
  /** The call chain, ending with this workflow. */
  readonly chain: readonly string[];
  readonly effects: WorkflowEffects;
  readonly log: WorkflowLog;
  readonly resolve: ResolveOptions;
  readonly results: Record<string, ActionRecord>;
  /** Result of the last action that ended. */
  last: unknown;
  error: WorkflowFailure | undefined;
  /** Runs another workflow from this one (execute-workflow), given by `runWorkflow`. */
  readonly runNested: (workflow: Workflow, parameters: unknown) => Promise<WorkflowOutcome>;
}

export async function runActions(
  run: Run,
  actions: readonly WorkflowAction[],
  inLoop: boolean,
): Promise<void> {
  for (const action of actions) await runAction(run, action, inLoop);
}

async function runAction(run: Run, action: WorkflowAction, inLoop: boolean): Promise<void> {
  const handler = findHandler(run.context, action.type);
  let result: unknown;
  try {
    if (!handler) throw new Error(WORKFLOW_MESSAGES.unknownAction(action.type));
    const scope = workflowScope(run);
    const config = resolvePropertyValue(action.config ?? {}, scope, run.resolve) as ActionConfig;
    result = await handler(config, actionContext(run, action, scope, inLoop));
  } catch (error) {
    if (error instanceof ReturnSignal) run.results[action.id] = { result: error.value };
    if (isPassedOn(error)) throw error;
    const failure: WorkflowFailure = {
      message: messageOf(error),
      actionId: action.id,
      actionType: action.type,
      ...(error instanceof NestedWorkflowFailed ? { cause: error.failure } : {}),
    };
    run.results[action.id] = { error: failure };
    throw new ActionFailed(failure);
  }
  run.results[action.id] = { result };
  run.last = result;
  if (handler.ownsBranches) return;
  const branch = chooseBranch(action.branches, result);
  if (branch) await runActions(run, branch.actions, inLoop);
}

/** Core actions first, so a plugin cannot replace `return` or `loop` by accident. */
function findHandler(context: WorkflowContext, type: string): ActionHandler | undefined {
  if (Object.hasOwn(CORE_ACTIONS, type)) return CORE_ACTIONS[type];
  if (context.actions && Object.hasOwn(context.actions, type)) return context.actions[type];
  return undefined;
}

export function findWorkflow(workflows: WorkflowLookup, id: string): Workflow | undefined {
  if (typeof workflows === 'function') return workflows(id);
  return Object.hasOwn(workflows, id) ? workflows[id] : undefined;
}

function actionContext(
  run: Run,
  action: WorkflowAction,
  scope: ActionContext['scope'],
  inLoop: boolean,
): ActionContext {
  return {
    workflow: run.workflow,
    action,
    variables: run.context.variables,
    effects: run.effects,
    log: run.log,
    scope,
    evaluate: run.resolve,
    langs: run.context.langs,
    origin: { workflowId: run.workflow.id, actionId: action.id, chain: run.chain },
    inLoop,
    findWorkflow: (id) => findWorkflow(run.context.workflows, id),
    runWorkflow: (workflow, parameters) => run.runNested(workflow, parameters),
    runActions: async (actions, loop) => {
      if (loop) run.results[action.id] = { item: loop.item, index: loop.index };
      await runActions(run, actions, inLoop || loop !== undefined);
    },
  };
}
