/**
 * `context.browser.query`: the query string parsed with qs (nested names, the seeds' limits,
 * `shared/routing/query-string.ts`). qs is 7 KB gzip, so it is a chunk of its own, loaded the
 * first time an address with a query is shown; most visits never have one.
 */
import type { ParsedQuery } from '@shared/routing/query-string.ts';

let parse: ((search: string) => ParsedQuery) | null = null;
let loading: Promise<void> | null = null;

/** The query of `url` (`{}` without one), or null while qs is not loaded yet. */
export function queryOf(url: string): ParsedQuery | null {
  const { search } = new URL(url, 'http://site');
  if (search.length <= 1) return {};
  return parse ? parse(search) : null;
}

/** Loads qs (once; tried again after a failure). */
export function loadQueryParser(): Promise<void> {
  loading ??= import('@shared/routing/query-string.ts').then(
    (module) => {
      parse = module.parseQuery;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
