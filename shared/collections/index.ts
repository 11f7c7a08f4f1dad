/**
 * Collections engine shared by the runtime, the editor preview and the server: filter, sort and
 * page records as a static collection does, and keep a fetched collection in step with record
 * calls.
 */
export { applyFilter, compileFilter, type FilterOptions, type RecordTest } from './filter.ts';
export { filterHasPattern, loadPatternEngine, patternEngineLoaded } from './operators/pattern.ts';
export {
  applySort,
  resolveSort,
  SortKeyError,
  type ResolvedSortKey,
  type SortKey,
} from './sort.ts';
export { applyPage } from './page.ts';
export { queryCollection, type CollectionQuery, type QueryResult } from './query.ts';
export { syncRecord, type CollectionState, type RecordWithId, type SyncKind } from './sync.ts';
