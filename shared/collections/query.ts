import type { FilterGroup } from '@shared/schema/logic.ts';
import { applyFilter, type FilterOptions } from './filter.ts';
import { applyPage } from './page.ts';
import { applySort, resolveSort, type SortKey } from './sort.ts';

export interface CollectionQuery extends FilterOptions {
  filter?: FilterGroup | null | undefined;
  sort?: readonly SortKey[] | null | undefined;
  /** Default: no limit. */
  limit?: number | null | undefined;
  /** Default: 0. */
  offset?: number | null | undefined;
}

export interface QueryResult<T> {
  data: T[];
  /** How many records passed the filter, before paging. */
  total: number;
}

/**
 * Filter, then sort, then page: what a static collection shows. Formulas of filter values and
 * sort keys go through `resolveValue`.
 */
export function queryCollection<T>(
  records: readonly T[],
  query: CollectionQuery = {},
): QueryResult<T> {
  const filtered = applyFilter(records, query.filter, query);
  const sorted = applySort(filtered, resolveSort(query.sort, query.resolveValue));
  return { data: applyPage(sorted, query.limit, query.offset), total: filtered.length };
}
