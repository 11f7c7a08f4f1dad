/**
 * reset-variables (variableIds): back to their default values; an empty or absent list resets
 * every variable. Unknown ids fail before any variable changes.
 */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const resetVariables: ActionHandler = (config, ctx) => {
  const given: unknown[] = Array.isArray(config.variableIds)
    ? config.variableIds
    : [config.variableIds];
  const ids = given.map(textOf).filter((id): id is string => id !== undefined);
  for (const id of ids) {
    if (!ctx.variables.has(id)) throw new Error(WORKFLOW_MESSAGES.variableNotFound);
  }
  ctx.variables.reset(ids.length > 0 ? ids : undefined);
  return undefined;
};

export default defineAction({ type: 'reset-variables', effects: [], run: resetVariables });
