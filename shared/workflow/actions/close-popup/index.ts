/**
 * close-popup (popupId, data) closes one popup, giving `data` to whoever waits for it;
 * (componentId, all: true) closes every popup of a library component.
 */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import type { ClosePopupRequest } from '../../effects.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const closePopup: ActionHandler = async (config, ctx) => {
  let request: ClosePopupRequest;
  if (config.all === true) {
    const componentId = textOf(config.componentId);
    if (!componentId) throw new Error(WORKFLOW_MESSAGES.noPopupComponent);
    request = { componentId, all: true, data: config.data };
  } else {
    const popupId = textOf(config.popupId);
    if (!popupId) throw new Error(WORKFLOW_MESSAGES.noPopup);
    request = { popupId, data: config.data };
  }
  const { effects } = ctx;
  if (!effects.closePopup) throw new Error(WORKFLOW_MESSAGES.noEffect('closePopup'));
  await effects.closePopup(request, ctx.origin);
  return undefined;
};

export default defineAction({ type: 'close-popup', effects: ['closePopup'], run: closePopup });
