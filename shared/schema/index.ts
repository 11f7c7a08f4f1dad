/**
 * The site-definition model: types and zod schemas, migrations, loading with validation,
 * the canonical writer and the composition of published files.
 */
export * from './constants.ts';
export * from './values.ts';
export * from './element.ts';
export * from './logic.ts';
export * from './site.ts';
export * from './site-style.ts';
export * from './problems.ts';
export * from './problem-texts.ts';
export * from './files.ts';
export * from './canonical.ts';
export * from './compose.ts';
export { loadSite, parseSiteFile, type LoadResult, type ParsedFile } from './load.ts';
export { validateSite, type ValidateOptions } from './validate.ts';
export { dataSetProblems } from './data-set.ts';
export { migrateFile, MIGRATIONS } from './migrations/index.ts';
