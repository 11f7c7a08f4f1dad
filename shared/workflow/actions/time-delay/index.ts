/** time-delay (delay): waits `delay` milliseconds (a number, 0 or more). */
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const timeDelay: ActionHandler = async (config, ctx) => {
  const delay = config.delay;
  if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0) {
    throw new Error(WORKFLOW_MESSAGES.noTimeDelay);
  }
  await (ctx.effects.sleep ? ctx.effects.sleep(delay) : sleep(delay));
  return undefined;
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export default defineAction({ type: 'time-delay', effects: ['sleep'], run: timeDelay });
