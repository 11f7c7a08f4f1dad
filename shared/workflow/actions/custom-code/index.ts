/**
 * custom-code (code): the code is a formula expression (`sum(map(variables.cart, i => i.price))`)
 * evaluated by the formula engine against the workflow scope; its value is the result. It is
 * never run with eval or new Function, so it can reach only what a formula can.
 */
import { evaluateFormula } from '@shared/formula/index.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const customCode: ActionHandler = (config, ctx) => {
  const code = config.code;
  if (typeof code !== 'string' || code.trim() === '') {
    throw new Error(WORKFLOW_MESSAGES.noCustomCode);
  }
  return evaluateFormula(code, ctx.scope, ctx.evaluate);
};

export default defineAction({ type: 'custom-code', effects: [], run: customCode });
