/**
 * The `{{ formula }}`s of a page's meta (title, description, social texts, sharing image,
 * structured data), filled the same way by the server (`runtime/server/head.ts`, for crawlers
 * and link previews) and the browser (`App.tsx` → `head.ts`, through the engine chunk, which
 * exports this). A formula reads `context.page`: `data` (a bound page's record), `id`, `name`,
 * `lang`, `url` (its absolute address on staging and production, else empty) and `baseUrl`
 * (the origin of that address, to make a record's picture absolute), nothing of a
 * visitor (variables, user: the server knows none), so both sides write the same tags.
 */
import type { EvaluateOptions, FormulaScope } from '@shared/formula/env.ts';
import { fillJson, fillText, type TemplateProblem } from '@shared/formula/template.ts';
import type { PublishedPage } from '@shared/schema/compose.ts';
import type { MetaBinder } from './head-tags.ts';

/** `evaluateFormula` of `shared/formula` (passed in: the browser has it in the engine chunk). */
export type EvaluateFormula = (
  source: string,
  scope: FormulaScope,
  options?: EvaluateOptions,
) => unknown;

/** Meta formulas are short: a runaway one stops early instead of holding a request. */
const META_STEP_LIMIT = 100_000;

/** Where the page is shown: its language, its record when bound, its address when known. */
export interface MetaShown {
  lang: string;
  /** A bound page's record (`{ data }`); undefined for a page that is not bound. */
  record: { data: unknown } | undefined;
  /** `pageUrl` (`head-tags.ts`): empty where the page has no address. */
  url: string;
  /** The address's origin (`PageAddress.base`), without a trailing `/`; empty without one. */
  baseUrl: string;
}

/**
 * A binder over `page` as `shown` (`context.page.data` is absent on a page that is not bound).
 * `report` hears each failing formula (its text and the engine's message); its value is empty.
 */
export function metaBinder(
  evaluate: EvaluateFormula,
  page: Pick<PublishedPage, 'id' | 'name'>,
  { lang, record, url, baseUrl }: MetaShown,
  report: (problem: TemplateProblem) => void = () => {},
): MetaBinder {
  const { id, name } = page;
  const scope: FormulaScope = {
    context: { page: { id, name, lang, url, baseUrl, ...(record && { data: record.data }) } },
  };
  const options: EvaluateOptions = { stepLimit: META_STEP_LIMIT, locale: lang, warn: () => {} };
  const run = (source: string) => evaluate(source, scope, options);
  const reported = <T extends { problems: readonly TemplateProblem[] }>(filled: T): T => {
    filled.problems.forEach(report);
    return filled;
  };
  return {
    text: (template) => reported(fillText(template, run)).text,
    json: (template) => reported(fillJson(template, run)).text,
  };
}

/** A problem as one line of a log or a console warning. */
export const metaProblemText = (pageId: string, { placeholder, message }: TemplateProblem) =>
  `page "${pageId}": meta formula ${placeholder} failed: ${message}`;
