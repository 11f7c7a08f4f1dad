/** change-lang (lang): switches to one of the current page's languages. Result: the language. */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const changeLang: ActionHandler = async (config, ctx) => {
  const lang = textOf(config.lang);
  if (!lang) throw new Error(WORKFLOW_MESSAGES.noLang);
  if (ctx.langs && !ctx.langs.includes(lang)) throw new Error(WORKFLOW_MESSAGES.langMissing(lang));
  if (!ctx.effects.changeLang) throw new Error(WORKFLOW_MESSAGES.noEffect('changeLang'));
  await ctx.effects.changeLang(lang, ctx.origin);
  return lang;
};

export default defineAction({ type: 'change-lang', effects: ['changeLang'], run: changeLang });
