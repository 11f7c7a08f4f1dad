/**
 * change-page (pageId | path | url, queries, sectionId, newTab, progress): navigates to a page of
 * the site, a path of the site or an outside URL, in that order of preference when several are
 * given. `queries` is an object, or a list of `{ name, value }` pairs as links store them.
 */
import { recordOf, textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import type { NavigationDestination, NavigationTarget } from '../../effects.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const changePage: ActionHandler = async (config, ctx) => {
  const pageId = textOf(config.pageId);
  const path = textOf(config.path);
  const url = textOf(config.url);
  const { effects } = ctx;
  if (pageId && effects.hasPage && !effects.hasPage(pageId)) {
    throw new Error(WORKFLOW_MESSAGES.pageNotFound);
  }
  const where: NavigationDestination = pageId
    ? { kind: 'page', pageId }
    : path
      ? { kind: 'path', path }
      : url
        ? { kind: 'url', url }
        : noPage();
  if (!effects.navigate) throw new Error(WORKFLOW_MESSAGES.noEffect('navigate'));
  const target: NavigationTarget = {
    ...where,
    queries: queriesOf(config.queries),
    sectionId: textOf(config.sectionId),
    newTab: config.newTab === true,
    progress: config.progress === true,
  };
  await effects.navigate(target, ctx.origin);
  return undefined;
};

function noPage(): never {
  throw new Error(WORKFLOW_MESSAGES.noPage);
}

function queriesOf(value: unknown): Readonly<Record<string, unknown>> {
  if (!Array.isArray(value)) return recordOf(value);
  const queries: Record<string, unknown> = {};
  for (const pair of value) {
    const name = textOf(recordOf(pair).name);
    if (name && name !== '__proto__') queries[name] = recordOf(pair).value;
  }
  return queries;
}

export default defineAction({
  type: 'change-page',
  effects: ['hasPage', 'navigate'],
  run: changePage,
});
