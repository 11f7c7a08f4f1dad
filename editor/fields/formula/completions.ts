/**
 * What the formula editor proposes at the cursor, in a neutral shape (the Monaco adapter maps it
 * to its own): after `variables.` or `variables['` the variables' names, likewise collections and
 * formulas; the fields of `context.*` and of a collection's state; and at the start of a word
 * every variable, collection and formula written out in full, the roots, and every helper of the
 * formula helper registry with its signature and description.
 */
import { HELPERS, type HelperDefinition } from '@shared/formula/index.ts';
import type { Collection, Formula, Variable } from '@shared/schema/logic.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { pageSample } from '../../canvas/sample-record.ts';

export type CompletionKind =
  'variable' | 'collection' | 'formula' | 'helper' | 'root' | 'field' | 'keyword' | 'plugin';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** Text written in place of the typed part (`from` characters before the cursor). */
  insertText: string;
  /** One line beside the label: type, signature, scope. */
  detail: string;
  /** Longer text (Markdown): a helper's description and example, a variable's default. */
  documentation?: string;
  /** What the typed text is matched against, when it differs from the label. */
  filterText?: string;
  /** Order in the list (lower first). */
  sortText?: string;
}

export interface Completions {
  /** How many characters before the cursor the chosen item replaces. */
  from: number;
  items: CompletionItem[];
}

/** What completion knows of the site: definitions in reach of the page, the helpers, a sample item. */
export interface CompletionSource {
  variables: ReadonlyArray<Variable & { scope: 'site' | 'page' }>;
  collections: ReadonlyArray<Collection & { scope: 'site' | 'page' }>;
  formulas: ReadonlyArray<Formula & { scope: 'site' | 'page' }>;
  /** Names of the site's plugins (`plugins.auth`). */
  plugins: readonly string[];
  helpers: readonly HelperDefinition[];
  /** The editor language, for helper descriptions. */
  lang: 'en' | 'fr';
  /** `context.item.data` of the element inside a repeated list, when there is one. */
  itemData?: unknown;
  /**
   * Only on a page bound to a data set (`cmsDataSetPath`): its sample record,
   * `context.page.data` (`canvas/sample-record.ts`; null when it has none at hand).
   */
  pageData?: unknown;
}

/** The definitions a formula on `pageId` can name: the site's and that page's. */
export function completionSource(
  doc: SiteBundle,
  pageId: string | null | undefined,
  lang: 'en' | 'fr',
  itemData?: unknown,
): CompletionSource {
  const page = pageId ? doc.pages[pageId] : undefined;
  const listed = doc.site.pages.find((p) => p.id === pageId);
  const tag = <T>(scope: 'site' | 'page', all: Record<string, T> | undefined) =>
    Object.values(all ?? {}).map((d) => ({ ...d, scope }));
  return {
    ...(listed && listed.cmsDataSetPath !== null ? { pageData: pageSample(doc, listed) } : {}),
    variables: [...tag('site', doc.site.variables), ...tag('page', page?.variables)],
    collections: [...tag('site', doc.site.collections), ...tag('page', page?.collections)],
    formulas: [...tag('site', doc.site.formulas), ...tag('page', page?.formulas)],
    plugins: [...new Set(Object.values(doc.site.plugins).map((p) => p.plugin))],
    helpers: HELPERS,
    lang,
    ...(itemData === undefined ? {} : { itemData }),
  };
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Fields of the context parts (runtime: `SiteRuntime`, `services/browser-context.ts`). */
export const CONTEXT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  context: ['item', 'page', 'browser', 'user', 'event', 'workflow', 'parameters', 'error'],
  page: ['id', 'name', 'path', 'lang', 'params', 'pageLoaded'],
  browser: [
    'url',
    'path',
    'source',
    'query',
    'domain',
    'baseUrl',
    'breakpoint',
    'environment',
    'theme',
  ],
  item: ['data', 'index'],
};

/** A collection's state as formulas read it (`collections['products'].data`). */
export const COLLECTION_FIELDS = [
  'data',
  'total',
  'isFetching',
  'isFetched',
  'error',
  'limit',
  'offset',
];

const ROOTS: ReadonlyArray<[string, string]> = [
  ['variables', 'variables[…]'],
  ['collections', 'collections[…]'],
  ['formulas', 'formulas[…](…)'],
  ['context', 'item, page, browser, user, event…'],
  ['plugins', 'plugins.<name>.…'],
];

const json = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

function field(name: string, detail: string): CompletionItem {
  return { label: name, kind: 'field', insertText: name, detail };
}

type Named = { id: string; name: string; scope: 'site' | 'page' };

function describe(
  kind: 'variable' | 'collection' | 'formula',
  d: Named & Record<string, unknown>,
): {
  detail: string;
  documentation: string;
} {
  if (kind === 'variable') {
    const v = d as unknown as Variable;
    return {
      detail: `${v.type} · ${d.scope}`,
      documentation: `Default: \`${json(v.defaultValue)}\``,
    };
  }
  if (kind === 'collection') {
    const c = d as unknown as Collection;
    const records = Array.isArray(c.config.data) ? c.config.data.length : null;
    return {
      detail: `${c.mode} · ${d.scope}`,
      documentation: records === null ? c.mode : `${c.mode}, ${records} records`,
    };
  }
  const f = d as unknown as Formula;
  return {
    detail: `(${(f.parameters ?? []).join(', ')}) · ${d.scope}`,
    documentation: `\`${f.code}\``,
  };
}

/** Names after `root.` (identifiers only) or `root['` (any name). */
function names(
  kind: 'variable' | 'collection' | 'formula',
  definitions: ReadonlyArray<Named & Record<string, unknown>>,
  bracket: boolean,
): CompletionItem[] {
  return definitions
    .filter((d) => bracket || IDENTIFIER.test(d.name))
    .map((d) => ({ label: d.name, kind, insertText: d.name, ...describe(kind, d) }));
}

/** Every definition written out in full: `variables['cart']`, `formulas['total']()`. */
function written(
  kind: 'variable' | 'collection' | 'formula',
  root: string,
  definitions: ReadonlyArray<Named & Record<string, unknown>>,
): CompletionItem[] {
  return definitions.map((d) => ({
    label: `${root}['${d.name}']`,
    kind,
    insertText: `${root}['${d.name}']${kind === 'formula' ? '()' : ''}`,
    filterText: `${d.name} ${root}`,
    sortText: `1${d.name}`,
    ...describe(kind, d),
  }));
}

function helperItem(helper: HelperDefinition, lang: 'en' | 'fr'): CompletionItem {
  return {
    label: helper.name,
    kind: 'helper',
    insertText: `${helper.name}(`,
    detail: helper.signature,
    documentation: `${helper.description[lang]}\n\n\`${helper.example.formula}\` → \`${json(helper.example.result)}\``,
    sortText: `3${helper.name}`,
  };
}

function sampleKeys(value: unknown): string[] {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The completions for the text before the cursor (see the file comment). */
export function buildCompletions(source: CompletionSource, before: string): Completions {
  // Inside `variables['…` (or collections, formulas): names, any characters allowed.
  const quoted = /\b(variables|collections|formulas)\[\s*['"]([^'"\]]*)$/.exec(before);
  if (quoted) return { from: quoted[2]!.length, items: namesOf(source, quoted[1]!, true) };

  // A collection's state: `collections.products.` or `collections['Products'].`
  const state = /\bcollections(?:\.[A-Za-z_$][\w$]*|\[\s*['"][^'"\]]+['"]\s*\])\.([\w$]*)$/.exec(
    before,
  );
  if (state) {
    return { from: state[1]!.length, items: COLLECTION_FIELDS.map((f) => field(f, 'collection')) };
  }

  const itemData = /\bcontext\.item\.data\.([\w$]*)$/.exec(before);
  if (itemData) {
    return {
      from: itemData[1]!.length,
      items: sampleKeys(source.itemData).map((key) => field(key, 'item')),
    };
  }

  const pageData = /\bcontext\.page\.data\.([\w$]*)$/.exec(before);
  if (pageData) {
    return {
      from: pageData[1]!.length,
      items: sampleKeys(source.pageData).map((key) => field(key, 'context.page.data')),
    };
  }

  const contextPart = /\bcontext\.(page|browser|item)\.([\w$]*)$/.exec(before);
  if (contextPart) {
    const part = contextPart[1]!;
    // A bound page's record: `data`, only where there is one.
    const fields = [
      ...(CONTEXT_FIELDS[part] ?? []),
      ...(part === 'page' && 'pageData' in source ? ['data'] : []),
    ];
    return {
      from: contextPart[2]!.length,
      items: fields.map((f) => field(f, `context.${part}`)),
    };
  }

  const member = /\b(variables|collections|formulas|context|plugins)\.([\w$]*)$/.exec(before);
  if (member) {
    const [, root, typed] = member;
    if (root === 'context') {
      return {
        from: typed!.length,
        items: (CONTEXT_FIELDS.context ?? []).map((f) => field(f, 'context')),
      };
    }
    if (root === 'plugins') {
      return {
        from: typed!.length,
        items: source.plugins.map((p) => ({
          label: p,
          kind: 'plugin' as const,
          insertText: p,
          detail: 'plugin',
        })),
      };
    }
    return { from: typed!.length, items: namesOf(source, root!, false) };
  }

  // After any other `.`, the engine cannot know the shape: propose nothing.
  const word = /(\.?)([A-Za-z_$][\w$]*)?$/.exec(before);
  if (word?.[1] === '.') return { from: 0, items: [] };
  const typed = word?.[2] ?? '';
  return {
    from: typed.length,
    items: [
      ...ROOTS.map(([name, detail]) => ({
        label: name,
        kind: 'root' as const,
        insertText: name,
        detail,
        sortText: `0${name}`,
      })),
      ...written('variable', 'variables', source.variables as never),
      ...written('collection', 'collections', source.collections as never),
      ...written('formula', 'formulas', source.formulas as never),
      ...['true', 'false', 'null'].map((k) => ({
        label: k,
        kind: 'keyword' as const,
        insertText: k,
        detail: 'literal',
        sortText: `4${k}`,
      })),
      ...source.helpers.map((h) => helperItem(h, source.lang)),
    ],
  };
}

function namesOf(source: CompletionSource, root: string, bracket: boolean): CompletionItem[] {
  if (root === 'variables') return names('variable', source.variables as never, bracket);
  if (root === 'collections') return names('collection', source.collections as never, bracket);
  return names('formula', source.formulas as never, bracket);
}
