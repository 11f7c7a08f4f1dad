/**
 * open-popup (popupId = a library component id, props, waitForClose): opens a popup. Result: the
 * generated popup id, or with waitForClose the data the popup is closed with.
 */
import { recordOf, textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const openPopup: ActionHandler = async (config, ctx) => {
  const componentId = textOf(config.popupId);
  if (!componentId) throw new Error(WORKFLOW_MESSAGES.noPopup);
  const { effects } = ctx;
  if (!effects.openPopup) throw new Error(WORKFLOW_MESSAGES.noEffect('openPopup'));
  const popup = await effects.openPopup({ componentId, props: recordOf(config.props) }, ctx.origin);
  if (config.waitForClose === true) return await popup.closed;
  // Nobody waits for it: a rejection must not surface as an unhandled one.
  popup.closed.catch(() => undefined);
  return popup.id;
};

export default defineAction({ type: 'open-popup', effects: ['openPopup'], run: openPopup });
