/** copy-to-clipboard (text): copies a text; numbers and booleans as text, lists and objects as JSON. */
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const copyToClipboard: ActionHandler = async (config, ctx) => {
  const { text } = config;
  if (text === undefined || text === null || text === '') throw new Error(WORKFLOW_MESSAGES.noText);
  const value = typeof text === 'object' ? JSON.stringify(text) : String(text);
  if (!ctx.effects.copyToClipboard) throw new Error(WORKFLOW_MESSAGES.noEffect('copyToClipboard'));
  await ctx.effects.copyToClipboard(value);
  return value;
};

export default defineAction({
  type: 'copy-to-clipboard',
  effects: ['copyToClipboard'],
  run: copyToClipboard,
});
