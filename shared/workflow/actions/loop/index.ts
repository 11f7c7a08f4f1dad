/**
 * loop (items): runs the actions of its default branch once per item of a list (or of a
 * collection's `data`), with `context.workflow[loopId]` = `{ item, index }`. break-loop and
 * continue-loop end the iteration (and the loop); a return ends the workflow. Result: the number
 * of iterations that ran (a broken one included).
 */
import { asArray } from '@shared/values/index.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { BreakSignal, ContinueSignal } from '../../signals.ts';
import { defineAction } from '../define.ts';

const runLoop: ActionHandler = async (config, ctx) => {
  const items = asArray(config.items);
  if (!items) throw new Error(WORKFLOW_MESSAGES.loopNotIterable);
  const body = ctx.action.branches?.find((branch) => branch.default === true)?.actions ?? [];
  let count = 0;
  // A copy: the body may change the list it loops over (a variable) without changing the loop.
  for (const [index, item] of [...items].entries()) {
    count++;
    try {
      await ctx.runActions(body, { item, index });
    } catch (signal) {
      if (signal instanceof BreakSignal) break;
      if (!(signal instanceof ContinueSignal)) throw signal;
    }
  }
  return count;
};

export const loop: ActionHandler = Object.assign(runLoop, { ownsBranches: true });

export default defineAction({ type: 'loop', effects: [], run: loop });
