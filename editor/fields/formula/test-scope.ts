/**
 * The editor's test scope: what a formula sees in the preview under a field. Variables hold
 * their default values, static collections their records (filtered, sorted and paged as the
 * runtime does), dynamic ones are empty and not fetched, site and page formulas are callable,
 * and `context` has the page (on a page bound to a data set, its sample record as `data`), a
 * browser at the chosen breakpoint, no signed-in user, and inside a repeated flexbox the first
 * item of its list.
 */
import type { Collection, Variable } from '@shared/schema/logic.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import {
  filterHasPattern,
  loadPatternEngine,
  patternEngineLoaded,
  queryCollection,
} from '@shared/collections/index.ts';
import {
  createFormulaFunctions,
  evaluateFormula,
  resolvePropertyValue,
  type FormulaScope,
} from '@shared/formula/index.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import { coerceVariableValue } from '@shared/variables/index.ts';
import { pageSample } from '../../canvas/sample-record.ts';
import { repeatChain } from './repeat-chain.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export interface TestScopeInput {
  doc: SiteBundle;
  pageId?: string | null | undefined;
  /** The element whose property the formula feeds: gives `context.item` inside a repeat. */
  elementId?: string | null | undefined;
  breakpoint?: 'desktop' | 'tablet' | 'mobile';
  /** The content language (`context.page.lang`). */
  lang?: string;
}

/** A step budget far below the runtime's: a preview must never freeze typing. */
export const PREVIEW_STEP_LIMIT = 100_000;

/** Site definitions first, then the page's: the same order the runtime's namespaces use. */
function both<T>(
  doc: SiteBundle,
  pageId: string | null | undefined,
  kind: 'variables' | 'formulas' | 'collections',
): T[] {
  const site = Object.values(doc.site[kind]) as T[];
  const page = pageId ? (Object.values(doc.pages[pageId]?.[kind] ?? {}) as T[]) : [];
  return [...site, ...page];
}

/** Values keyed by name and by id (ids win a clash), as the runtime's scope does. */
function byNameAndId<T extends { id: string; name: string }>(
  definitions: readonly T[],
  value: (definition: T) => unknown,
): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  const values = definitions.map((d) => [d, value(d)] as const);
  for (const [d, v] of values) if (!(d.name in out)) out[d.name] = v;
  for (const [d, v] of values) out[d.id] = v;
  return out;
}

function variableValue(variable: Variable): unknown {
  try {
    return coerceVariableValue(variable.type, structuredClone(variable.defaultValue));
  } catch {
    return null;
  }
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function collectionState(collection: Collection, evaluate: (source: string) => unknown) {
  const paging = (value: Collection['limit'] | Collection['offset']) =>
    isFormulaValue(value) ? count(evaluate(value.$formula)) : count(value);
  const limit = paging(collection.limit);
  const offset = paging(collection.offset) ?? 0;
  const base = { id: collection.id, name: collection.name, limit, offset, isFetching: false };
  if (collection.mode !== 'static') {
    return { ...base, data: [], total: 0, isFetched: false, error: null };
  }
  const records = Array.isArray(collection.config.data) ? collection.config.data : [];
  // A `match` filter needs the pattern engine (its own chunk): until it has arrived, the
  // collection shows that it is loading (`usePatternEngine` re-renders the data panel's preview).
  if (filterHasPattern(collection.filter) && !patternEngineLoaded()) void loadPatternEngine();
  try {
    const { data, total } = queryCollection(records, {
      filter: collection.filter,
      sort: collection.sort,
      limit,
      offset,
      resolveValue: (value) => evaluate(value.$formula),
    });
    return { ...base, data, total, isFetched: true, error: null };
  } catch (error) {
    return { ...base, data: [], total: 0, isFetched: true, error: (error as Error).message };
  }
}

function pageContext(doc: SiteBundle, pageId: string | null | undefined, lang: string) {
  const page = doc.site.pages.find((p) => p.id === pageId);
  if (!page) return null;
  const path = page.paths[lang] ?? Object.values(page.paths)[0] ?? '/';
  const params: Record<string, string> = {};
  for (const match of path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*):([^/{}]*)\}/g)) {
    params[match[1]!] = match[2]!;
  }
  // A bound page's record: the sample the canvas shows (a dynamic collection's is not fetched).
  const data = page.cmsDataSetPath === null ? {} : { data: pageSample(doc, page) };
  return { id: page.id, name: page.name, path, lang, params, pageLoaded: true, ...data };
}

function browserContext(path: string, breakpoint: string, theme: string) {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return {
    url: `${origin}${path}`,
    path,
    source: null,
    query: {},
    domain: new URL(origin).hostname,
    baseUrl: `${origin}/`,
    breakpoint,
    environment: 'editor',
    theme,
  };
}

/** The scope the preview evaluates against (see the file comment). */
export function buildTestScope(input: TestScopeInput): FormulaScope {
  const { doc, pageId } = input;
  const lang = input.lang ?? defaultLangOf(doc.site.langs);
  const page = pageContext(doc, pageId, lang);
  const variables = byNameAndId(both<Variable>(doc, pageId, 'variables'), variableValue);
  const formulas = createFormulaFunctions(both(doc, pageId, 'formulas'));
  const plugins: Record<string, unknown> = {};
  for (const plugin of Object.values(doc.site.plugins)) plugins[plugin.plugin] = {};
  const context: Record<string, unknown> = {
    page,
    browser: browserContext(
      page?.path ?? '/',
      input.breakpoint ?? 'desktop',
      doc.site.defaultTheme,
    ),
    user: null,
    event: null,
    workflow: {},
    parameters: {},
  };
  const partial = { variables, formulas, plugins, context };
  const evaluate = (source: string): unknown => {
    try {
      return evaluateFormula(source, partial, { stepLimit: PREVIEW_STEP_LIMIT, warn: () => {} });
    } catch {
      return undefined;
    }
  };
  const collections = byNameAndId(both<Collection>(doc, pageId, 'collections'), (c) =>
    collectionState(c, evaluate),
  );
  const scope = { ...partial, collections };
  if (pageId && input.elementId) {
    const item = repeatedItem(doc, pageId, input.elementId, scope);
    if (item) return { ...scope, context: { ...context, item } };
  }
  return scope;
}

/**
 * `context.item` of an element inside repeated flexboxes: the first item of each repeated list,
 * outermost first (an inner repeat may read the outer item).
 */
function repeatedItem(
  doc: SiteBundle,
  pageId: string,
  elementId: string,
  scope: FormulaScope,
): { data: unknown; index: number } | null {
  let item: { data: unknown; index: number } | null = null;
  for (const repeat of repeatChain(doc, pageId, elementId)) {
    try {
      const withItem = item ? { ...scope, context: { ...scope.context, item } } : scope;
      const list = resolvePropertyValue(repeat, withItem, {
        stepLimit: PREVIEW_STEP_LIMIT,
        warn: () => {},
      });
      if (Array.isArray(list) && list.length > 0) item = { data: list[0], index: 0 };
    } catch {
      // A repeat whose formula fails gives no item; the field's own preview shows its error.
    }
  }
  return item;
}
