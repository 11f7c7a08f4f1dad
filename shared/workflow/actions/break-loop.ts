/** break-loop: ends the innermost loop of this workflow. */
import type { ActionHandler } from '../context.ts';
import { WORKFLOW_MESSAGES } from '../messages.ts';
import { BreakSignal } from '../signals.ts';

export const breakLoop: ActionHandler = (_config, ctx) => {
  if (!ctx.inLoop) throw new Error(WORKFLOW_MESSAGES.breakOutsideLoop);
  throw new BreakSignal();
};
