/**
 * A page path: `/`, `/faq`, `/product/{id:}` (a path parameter is `{name:default}`). Refused
 * with the reason a browser or the router would trip on: a path is the address's path alone —
 * no spaces, no query or fragment — and has no `.`/`..` segment, which a browser resolves
 * before asking (`/a/../faq` is `/faq`: the page could not be reached, and another page's
 * path would be taken unseen). The texts complete "The path …" (`command.page.pathInvalid`).
 */
import { z } from 'zod';
import { said, type ProblemText } from './problem-texts.ts';
import { refuse } from './refuse.ts';

/** The rule as a whole: the message of a path none of the precise reasons below explains. */
export const PAGE_PATH_RULE =
  'must start with "/" and hold only URL-safe segments or parameters written {name:default}';

const SEGMENT = /^[A-Za-z0-9._~-]+$/;
const PARAMETER = /^\{[A-Za-z_][A-Za-z0-9_]*:[^/{}]*\}$/;
const SEGMENT_CHARACTER = /[A-Za-z0-9._~-]/;

/**
 * Why `path` is no page path, as a problem text, or null when it is one; `'rule'` when the
 * rule as a whole says it best (no leading "/", a parameter badly written).
 */
export function pagePathProblem(path: string): ProblemText | 'rule' | null {
  if (!path.startsWith('/')) return 'rule';
  if (/\s/.test(path)) return said('pathSpace');
  if (/[?#]/.test(path)) return said('pathQuery');
  if (path === '/') return null;
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '.' || segment === '..') return said('pathDotSegment');
  }
  for (const segment of segments) {
    if (segment === '') return said('pathEmptySegment');
    if (SEGMENT.test(segment) || PARAMETER.test(segment)) continue;
    if (segment.includes('{')) return 'rule';
    const character = [...segment].find((c) => !SEGMENT_CHARACTER.test(c));
    return character ? said('pathCharacter', { character }) : 'rule';
  }
  return null;
}

export const pagePathSchema = z.string().superRefine((path, ctx) => {
  const problem = pagePathProblem(path);
  if (problem === 'rule') ctx.addIssue({ code: 'custom', message: PAGE_PATH_RULE, input: path });
  else if (problem) refuse(ctx, problem, path);
});
