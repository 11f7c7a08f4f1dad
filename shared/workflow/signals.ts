/**
 * Control flow crosses nested branches and loops as thrown signals, caught where they end: a
 * return by `runWorkflow`, a break or continue by the innermost loop. A failed action travels as
 * `ActionFailed`, so the actions around it (a loop, a split) pass it on without re-wrapping.
 */
import type { WorkflowFailure, WorkflowStop } from './context.ts';

export class ReturnSignal {
  constructor(readonly value: unknown) {}
}

export class BreakSignal {}

export class ContinueSignal {}

export class ActionFailed extends Error {
  override readonly name = 'ActionFailed';

  constructor(readonly failure: WorkflowFailure) {
    super(failure.message);
  }
}

/**
 * An execute-workflow action's error: the failure inside the workflow it ran, which becomes
 * this action's failure (same message, with the inner one as `cause`).
 */
export class NestedWorkflowFailed extends Error {
  override readonly name = 'NestedWorkflowFailed';

  constructor(readonly failure: WorkflowFailure) {
    super(failure.message);
  }
}

/**
 * The loop guard refused a run somewhere below: every run of the chain ends as stopped (no error
 * actions: the seeds log it, it is no error), from the execute-workflow action that was refused.
 */
export class WorkflowStopped {
  constructor(readonly stop: WorkflowStop) {}
}

/** Signals and failures already made: passed on as they are by the actions around them. */
export function isPassedOn(value: unknown): boolean {
  return (
    value instanceof ReturnSignal ||
    value instanceof BreakSignal ||
    value instanceof ContinueSignal ||
    value instanceof ActionFailed ||
    value instanceof WorkflowStopped
  );
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}
