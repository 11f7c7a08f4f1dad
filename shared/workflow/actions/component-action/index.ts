/**
 * component-action (elementId, action, args) calls an action a component on the page offers
 * (its definition's `actions`: dialog toggle/open/close, carousel slideTo…); the action's return
 * value is the result.
 */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const componentAction: ActionHandler = async (config, ctx) => {
  const elementId = textOf(config.elementId);
  if (!elementId) throw new Error(WORKFLOW_MESSAGES.noElement);
  const action = textOf(config.action);
  if (!action) throw new Error(WORKFLOW_MESSAGES.noComponentAction);
  const args =
    typeof config.args === 'object' && config.args !== null && !Array.isArray(config.args)
      ? (config.args as Record<string, unknown>)
      : {};
  const { effects } = ctx;
  if (!effects.componentAction) throw new Error(WORKFLOW_MESSAGES.noEffect('componentAction'));
  return effects.componentAction({ elementId, action, args }, ctx.origin);
};

export default defineAction({
  type: 'component-action',
  effects: ['componentAction'],
  run: componentAction,
});
