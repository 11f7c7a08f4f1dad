/** break-loop: ends the innermost loop of this workflow. */
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { BreakSignal } from '../../signals.ts';
import { defineAction } from '../define.ts';

export const breakLoop: ActionHandler = (_config, ctx) => {
  if (!ctx.inLoop) throw new Error(WORKFLOW_MESSAGES.breakOutsideLoop);
  throw new BreakSignal();
};

export default defineAction({ type: 'break-loop', effects: [], run: breakLoop });
