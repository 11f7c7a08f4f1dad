/** Routing rules shared by the runtime, the editor and the server: page paths, matching, anchors. */
export { pagePath } from './page-path.ts';
export { pageLang, defaultLangOf } from './page-lang.ts';
export { matchPage, langOfPath, type PageMatch, type SiteLang } from './match-page.ts';
export { sectionAnchor, sectionAnchors } from './section-anchor.ts';
export { parsePathPattern, type PathSegment } from './path-pattern.ts';
export { routerPath, paramsWithDefaults } from './router-path.ts';
export {
  parseDataSetPath,
  dataSetPath,
  pathParams,
  isRecordWithId,
  MAX_RECORD_ID_LENGTH,
  type DataSet,
} from './data-set.ts';
export {
  parseQuery,
  stringifyQuery,
  QUERY_ARRAY_LIMIT,
  QUERY_DEPTH,
  QUERY_PARAMETER_LIMIT,
  type ParsedQuery,
} from './query-string.ts';
