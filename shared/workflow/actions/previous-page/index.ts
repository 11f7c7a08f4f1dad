/** previous-page (fallbackPageId): back in history, or to the fallback page when there is none. */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const previousPage: ActionHandler = async (config, ctx) => {
  const fallbackPageId = textOf(config.fallbackPageId);
  const { effects } = ctx;
  if (fallbackPageId && effects.hasPage && !effects.hasPage(fallbackPageId)) {
    throw new Error(WORKFLOW_MESSAGES.pageNotFound);
  }
  if (!effects.back) throw new Error(WORKFLOW_MESSAGES.noEffect('back'));
  await effects.back(fallbackPageId, ctx.origin);
  return undefined;
};

export default defineAction({
  type: 'previous-page',
  effects: ['back', 'hasPage'],
  run: previousPage,
});
