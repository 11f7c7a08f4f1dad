/**
 * The preview's scope and the completion source of a formula field, rebuilt only when what they
 * read changes: the site file, the page's variables, formulas and collections, the repeat
 * settings above the element, the breakpoint and the content language. Typing in another field
 * of the page leaves them alone. Without an editor store (a field shown outside the editor) the
 * scope is empty.
 */
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { FormulaScope } from '@shared/formula/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorState } from '../../store/state.ts';
import type { EditorStore } from '../../store/store.ts';
import { completionSource, type CompletionSource } from './completions.ts';
import { repeatChain } from './repeat-chain.ts';
import { buildTestScope } from './test-scope.ts';

const noSubscribe = () => () => {};

/** A slice of the store, or null without a store; selectors return stable values. */
function useSlice<T>(store: EditorStore | null, selector: (state: EditorState) => T): T | null {
  const get = () => (store ? selector(store.getState()) : null);
  return useSyncExternalStore(store ? store.subscribe : noSubscribe, get, get);
}

export interface FieldScope {
  scope: FormulaScope;
  /** Read when the completion list opens, so it always sees the current definitions. */
  completion(lang: 'en' | 'fr'): CompletionSource;
}

export function useTestScope(
  pageId: string | null | undefined,
  elementId: string | null | undefined,
): FieldScope {
  const store = useContext(EditorStoreContext);
  const page = pageId ?? null;
  const site = useSlice(store, (s) => s.doc.site);
  const variables = useSlice(store, (s) => (page ? s.doc.pages[page]?.variables : undefined));
  const formulas = useSlice(store, (s) => (page ? s.doc.pages[page]?.formulas : undefined));
  const collections = useSlice(store, (s) => (page ? s.doc.pages[page]?.collections : undefined));
  // A string, so an unchanged chain compares equal however often the page changes.
  const repeats = useSlice(store, (s) => JSON.stringify(repeatChain(s.doc, page, elementId)));
  const breakpoint = useSlice(store, (s) => s.ui.breakpoint);
  const lang = useSlice(store, (s) => s.ui.lang);

  const scope = useMemo(() => {
    if (!store || !site) return { variables: {}, collections: {}, formulas: {}, context: {} };
    void [variables, formulas, collections, repeats]; // the inputs the scope is rebuilt for
    return buildTestScope({
      doc: store.getState().doc,
      pageId: page,
      elementId,
      breakpoint: breakpoint ?? 'desktop',
      ...(lang ? { lang } : {}),
    });
  }, [store, site, variables, formulas, collections, repeats, page, elementId, breakpoint, lang]);

  const completion = useCallback(
    (editorLang: 'en' | 'fr'): CompletionSource => {
      const doc = store?.getState().doc;
      const item = (scope.context as { item?: { data?: unknown } } | undefined)?.item;
      if (!doc) {
        return {
          variables: [],
          collections: [],
          formulas: [],
          plugins: [],
          helpers: [],
          lang: editorLang,
        };
      }
      return completionSource(doc, page, editorLang, item?.data);
    },
    [store, page, scope],
  );
  return { scope, completion };
}
