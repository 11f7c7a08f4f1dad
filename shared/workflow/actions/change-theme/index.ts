/** change-theme (theme: light, dark or toggle). Result: what the runtime gives back (the theme now). */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import type { ThemeChange } from '../../effects.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

const THEMES: readonly ThemeChange[] = ['light', 'dark', 'toggle'];

export const changeTheme: ActionHandler = async (config, ctx) => {
  const theme = textOf(config.theme);
  if (!theme) throw new Error(WORKFLOW_MESSAGES.noTheme);
  const change = THEMES.find((t) => t === theme);
  if (!change) throw new Error(WORKFLOW_MESSAGES.invalidTheme(theme));
  if (!ctx.effects.changeTheme) throw new Error(WORKFLOW_MESSAGES.noEffect('changeTheme'));
  return await ctx.effects.changeTheme(change);
};

export default defineAction({ type: 'change-theme', effects: ['changeTheme'], run: changeTheme });
