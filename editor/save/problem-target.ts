/**
 * Where a validation problem is in the editor: the page to show and the element to select, or
 * the plugin whose settings it is about.
 */
import { pluginProblemPrefix } from '@plugins/settings.ts';
import { siteFileRef } from '@shared/schema/files.ts';
import type { Problem } from '@shared/schema/problems.ts';
import type { SiteBundle } from '@shared/schema/site.ts';

export interface ProblemTarget {
  pageId: string;
  elementId: string | null;
}

/** The key right after `$.<map>` in a JSON path: `$.elements.title…` or `$.elements["hero-title"]…`. */
function keyAfter(path: string, map: string): string | null {
  const match = new RegExp(
    `^\\$\\.${map}(?:\\.([A-Za-z_$][A-Za-z0-9_$]*)|\\[("(?:[^"\\\\]|\\\\.)*")\\])`,
  ).exec(path);
  if (!match) return null;
  if (match[1]) return match[1];
  try {
    return JSON.parse(match[2] ?? '') as string;
  } catch {
    return null;
  }
}

const SITE_PAGE = /^\$\.pages\[(\d+)\]/;

/** `$.elements.title.props` or `$.elements["hero-title"].props` → the element id. */
export const elementOfPath = (path: string): string | null => keyAfter(path, 'elements');

/** The page (and element) a problem points at, or null when it is not on a page. */
export function problemTarget(doc: SiteBundle, problem: Problem): ProblemTarget | null {
  const ref = siteFileRef(problem.file);
  if (!ref) return null;
  const elementId = elementOfPath(problem.path);
  if (ref.kind === 'page') {
    const pageId = ref.id ?? '';
    if (!doc.pages[pageId]) return null;
    return {
      pageId,
      elementId: elementId && doc.pages[pageId].elements[elementId] ? elementId : null,
    };
  }
  if (ref.kind === 'section') {
    const uid = ref.id ?? '';
    const page = doc.site.pages.find((p) => p.sections.includes(uid));
    const section = doc.sections[uid];
    if (!page || !doc.pages[page.id]) return null;
    return {
      pageId: page.id,
      elementId: elementId && section?.elements[elementId] ? elementId : null,
    };
  }
  const index = SITE_PAGE.exec(problem.path)?.[1];
  const page = index === undefined ? undefined : doc.site.pages[Number(index)];
  return page && doc.pages[page.id] ? { pageId: page.id, elementId: null } : null;
}

/** The enabled plugin a problem of `site.json` is about (its settings), or null. */
export function pluginOfProblem(doc: SiteBundle, problem: Problem): string | null {
  if (problem.file !== 'site.json') return null;
  const id = keyAfter(problem.path, 'plugins');
  return id !== null && Object.hasOwn(doc.site.plugins, id) ? id : null;
}

/**
 * A plugin's own settings message as the server reports it (`plugin "<id>": <message>` at
 * `$.plugins.<id>` of `site.json`, `server/plugin-checks.ts`): the id and the message, or null.
 */
export function pluginProblemParts(problem: Problem): { id: string; message: string } | null {
  if (problem.file !== 'site.json') return null;
  const id = keyAfter(problem.path, 'plugins');
  if (id === null) return null;
  const prefix = pluginProblemPrefix(id);
  return problem.message.startsWith(prefix)
    ? { id, message: problem.message.slice(prefix.length) }
    : null;
}
