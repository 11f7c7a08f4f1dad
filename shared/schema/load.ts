/**
 * Loading: parse each file's JSON, migrate it to the current schema version, check it against
 * its zod schema and its own consistency rules, then check the references across files.
 * Every problem is reported with its file and JSON path; nothing is repaired silently.
 */
import type { z } from 'zod';
import { jsonDeeperThan, MAX_JSON_DEPTH } from '../json/depth.ts';
import { jsonSyntaxError } from '../json/syntax.ts';
import { siteFileRef, type SiteFileKind } from './files.ts';
import { frenchIssues } from './issue-french.ts';
import { migrateFile } from './migrations/index.ts';
import { said } from './problem-texts.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import {
  pageFileSchema,
  sectionFileSchema,
  siteFileSchema,
  type PageFile,
  type SectionFile,
  type SiteBundle,
  type SiteFile,
} from './site.ts';
import { validateFileConsistency, validateSite, type ValidateOptions } from './validate.ts';

export type ParsedFile =
  | { kind: 'site'; value: SiteFile }
  | { kind: 'page'; value: PageFile }
  | { kind: 'section'; value: SectionFile };

export interface ParseFileResult {
  file: ParsedFile | null;
  problems: Problem[];
  /** The schema version the file was written with, when it had to be migrated. */
  migratedFrom?: number;
}

const SCHEMAS = {
  site: siteFileSchema,
  page: pageFileSchema,
  section: sectionFileSchema,
} satisfies Record<SiteFileKind, z.ZodType>;

/** Where a JSON.parse failure is, as line and column (`json/syntax.ts`). */
function syntaxProblem(file: string, text: string, error: unknown): Problem {
  // V8's own reason stays in English in both languages.
  const { reason, at } = jsonSyntaxError(text, error);
  if (at === null) return problemOf(file, '$', said('notJson', { reason }));
  return problemOf(file, '$', said('notJsonAt', { ...at, reason }));
}

function zodProblems(
  file: string,
  schema: z.ZodType,
  value: unknown,
  error: z.ZodError,
): Problem[] {
  const fr = frenchIssues(schema, value, error);
  return error.issues.map((issue, i) => ({
    file,
    path: jsonPath(issue.path),
    severity: 'error' as const,
    message: issue.message,
    fr: fr[i] ?? issue.message,
  }));
}

/** Parses, migrates and checks one site file given its path relative to the site folder. */
export function parseSiteFile(relativePath: string, text: string): ParseFileResult {
  const ref = siteFileRef(relativePath);
  if (!ref) {
    return {
      file: null,
      problems: [problemOf(relativePath, '$', said('notASiteFile'))],
    };
  }
  // Checked before parsing: zod and the canonical writer recurse into what JSON.parse gives.
  if (jsonDeeperThan(text))
    return {
      file: null,
      problems: [problemOf(relativePath, '$', said('tooDeep', { limit: MAX_JSON_DEPTH }))],
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { file: null, problems: [syntaxProblem(relativePath, text, error)] };
  }
  const migrated = migrateFile(ref.kind, json);
  if (!migrated.ok) {
    return {
      file: null,
      problems: [problemOf(relativePath, '$.schemaVersion', migrated.text)],
    };
  }
  const schema = SCHEMAS[ref.kind];
  const result = schema.safeParse(migrated.file);
  if (!result.success) {
    return {
      file: null,
      problems: zodProblems(relativePath, schema, migrated.file, result.error),
    };
  }
  const file = { kind: ref.kind, value: result.data } as ParsedFile;
  const problems = validateFileConsistency(relativePath, ref.id, file);
  const migratedFrom =
    migrated.from === (migrated.file.schemaVersion as number) ? undefined : migrated.from;
  return migratedFrom === undefined ? { file, problems } : { file, problems, migratedFrom };
}

export interface LoadResult {
  /** The whole site when every file could be read; null when one could not. */
  bundle: SiteBundle | null;
  /** What could be read (for a preview of a broken draft); null without a readable site.json. */
  readable: SiteBundle | null;
  problems: Problem[];
  /** Files read in an older schema version (migrated in memory, not on disk). */
  migrated: Array<{ file: string; from: number }>;
}

/** Loads a site from its files' texts, keyed by their path relative to the site folder. */
export function loadSite(
  files: Readonly<Record<string, string>>,
  options: ValidateOptions = {},
): LoadResult {
  const problems: Problem[] = [];
  const migrated: LoadResult['migrated'] = [];
  let site: SiteFile | null = null;
  const pages: Record<string, PageFile> = {};
  const sections: Record<string, SectionFile> = {};
  const unreadable = new Set<string>();

  for (const path of Object.keys(files).sort()) {
    const parsed = parseSiteFile(path, files[path] ?? '');
    problems.push(...parsed.problems);
    if (parsed.migratedFrom !== undefined) migrated.push({ file: path, from: parsed.migratedFrom });
    const file = parsed.file;
    if (!file) {
      unreadable.add(path);
      continue;
    }
    if (file.kind === 'site') site = file.value;
    else if (file.kind === 'page') pages[siteFileRef(path)?.id ?? file.value.pageId] = file.value;
    else sections[siteFileRef(path)?.id ?? file.value.section.uid] = file.value;
  }
  if (!('site.json' in files)) {
    problems.unshift(problemOf('site.json', '$', said('siteFileMissing')));
  }
  if (!site) return { bundle: null, readable: null, problems, migrated };
  // References are checked even when some files could not be read, except those into them.
  const bundle: SiteBundle = { site, pages, sections };
  problems.push(...validateSite(bundle, { ...options, unreadableFiles: unreadable }));
  return { bundle: unreadable.size === 0 ? bundle : null, readable: bundle, problems, migrated };
}
