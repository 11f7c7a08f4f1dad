/** log (message, level): writes a text to the workflow log (level info, warn or error; default info). */
import { isBlank } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

const LEVELS = ['info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export const logAction: ActionHandler = (config, ctx) => {
  const { message } = config;
  if (message === undefined || message === null || message === '') {
    throw new Error(WORKFLOW_MESSAGES.noMessage);
  }
  if (typeof message !== 'string') throw new Error(WORKFLOW_MESSAGES.messageNotString);
  const level = isBlank(config.level) ? 'info' : config.level;
  if (!isLevel(level)) throw new Error(WORKFLOW_MESSAGES.invalidLogLevel(String(level)));
  ctx.log[level](message);
  return message;
};

function isLevel(value: unknown): value is Level {
  return (LEVELS as readonly unknown[]).includes(value);
}

export default defineAction({ type: 'log', effects: [], run: logAction });
