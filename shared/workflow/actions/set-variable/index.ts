/**
 * set-variable (variableId, value, arrayMode?, index?, path?): writes a variable through the
 * store, which coerces the value (and throws the seeds' messages). `path` sets a nested key
 * (`address.city`, `items.0.quantity`); `arrayMode` applies an array update to the current value,
 * or to the value at `path` (a missing list counts as empty). Result: the new value.
 */
import { readPath } from '@shared/values/index.ts';
import { isArrayMode, setAtPath, updateArray } from '@shared/variables/index.ts';
import { isBlank, textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const setVariable: ActionHandler = (config, ctx) => {
  const id = textOf(config.variableId);
  if (!id) throw new Error(WORKFLOW_MESSAGES.noVariable);
  if (!ctx.variables.has(id)) throw new Error(WORKFLOW_MESSAGES.variableNotFound);
  const mode = isBlank(config.arrayMode) ? undefined : config.arrayMode;
  if (mode !== undefined && !isArrayMode(mode)) {
    throw new Error(WORKFLOW_MESSAGES.invalidArrayMode(String(mode)));
  }
  const path = textOf(config.path);
  const current = ctx.variables.get(id);
  const target = path ? readPath(current, path) : current;
  const next = mode ? updateArray(target ?? [], mode, config.index, config.value) : config.value;
  ctx.variables.set(id, path ? setAtPath(current, path, next) : next);
  return ctx.variables.get(id);
};

export default defineAction({ type: 'set-variable', effects: [], run: setVariable });
