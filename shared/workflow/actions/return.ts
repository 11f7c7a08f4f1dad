/** return (value): ends the workflow, from any depth of branches and loops, with `value`. */
import type { ActionHandler } from '../context.ts';
import { ReturnSignal } from '../signals.ts';

export const returnAction: ActionHandler = (config) => {
  throw new ReturnSignal(config.value);
};
