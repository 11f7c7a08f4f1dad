/** return (value): ends the workflow, from any depth of branches and loops, with `value`. */
import type { ActionHandler } from '../../context.ts';
import { ReturnSignal } from '../../signals.ts';
import { defineAction } from '../define.ts';

export const returnAction: ActionHandler = (config) => {
  throw new ReturnSignal(config.value);
};

export default defineAction({ type: 'return', effects: [], run: returnAction });
