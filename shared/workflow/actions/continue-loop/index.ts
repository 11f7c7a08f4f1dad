/** continue-loop: ends this iteration of the innermost loop of this workflow. */
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { ContinueSignal } from '../../signals.ts';
import { defineAction } from '../define.ts';

export const continueLoop: ActionHandler = (_config, ctx) => {
  if (!ctx.inLoop) throw new Error(WORKFLOW_MESSAGES.continueOutsideLoop);
  throw new ContinueSignal();
};

export default defineAction({ type: 'continue-loop', effects: [], run: continueLoop });
