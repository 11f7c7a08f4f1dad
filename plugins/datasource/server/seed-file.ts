/**
 * Seed files of the embedded record API: `sites/<siteId>/datasource/<baseId>.json`, the records
 * an author keeps with a site so that a fresh start shows them (seeds into the stand-in only,
 * `seed.ts`). Read and checked here; every problem names its file and JSON path.
 *
 * ```json
 * { "base": "appBaobabBasket01",
 *   "tables": [{ "id": "tblProducts000002", "name": "Products", "views": ["Grid view"],
 *                "records": [{ "id": "recMaizeMeal00001", "fields": { "Name": "…" } }] }] }
 * ```
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { JsonTooDeepError, parseBoundedJson } from '@shared/json/depth.ts';
import { jsonPath, type Problem } from '@shared/schema/problems.ts';
import { jsonValueSchema } from '@shared/schema/values.ts';

/** The folder of a site that holds its seed files. */
export const SEED_FOLDER = 'datasource';
export const DEFAULT_VIEWS = ['Grid view'];
/** A bigger file is refused rather than read into memory. */
export const SEED_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Airtable's ids: a prefix and 14 letters or digits. */
const airtableId = (prefix: string, what: string) =>
  z
    .string()
    .regex(
      new RegExp(`^${prefix}[A-Za-z0-9]{14}$`),
      `must be a ${what} id: "${prefix}" and 14 letters or digits`,
    );
const baseIdSchema = airtableId('app', 'base');

const seedRecordSchema = z.strictObject({
  id: airtableId('rec', 'record'),
  fields: z.record(z.string(), jsonValueSchema),
});

const seedTableSchema = z.strictObject({
  id: airtableId('tbl', 'table'),
  name: z.string().trim().min(1, 'must not be empty'),
  views: z
    .array(z.string().trim().min(1, 'must not be empty'))
    .min(1)
    .default([...DEFAULT_VIEWS]),
  records: z.array(seedRecordSchema).default([]),
});

/** What the stand-in's tables cannot hold twice, and field names its record API refuses. */
function checkUnique(file: z.infer<typeof seedFileShape>, ctx: z.RefinementCtx): void {
  const seen = new Map<string, string>();
  const once = (key: string, path: PropertyKey[], what: string) => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, jsonPath(path));
    else ctx.addIssue({ code: 'custom', path, message: `${what} is also at ${first}` });
  };
  file.tables.forEach((table, t) => {
    once(`table ${table.id}`, ['tables', t, 'id'], `the table id ${table.id}`);
    once(`name ${table.name}`, ['tables', t, 'name'], `the table name "${table.name}"`);
    const views = new Set<string>();
    table.views.forEach((view, v) => {
      if (views.has(view))
        ctx.addIssue({ code: 'custom', path: ['tables', t, 'views', v], message: 'a view twice' });
      views.add(view);
    });
    table.records.forEach((record, r) => {
      once(`record ${record.id}`, ['tables', t, 'records', r, 'id'], `the record id ${record.id}`);
      for (const name of Object.keys(record.fields)) {
        if (name.trim() === '' || name === 'id')
          ctx.addIssue({
            code: 'custom',
            path: ['tables', t, 'records', r, 'fields', name],
            message: 'a field may not be named "id" or have an empty name',
          });
      }
    });
  });
}

const seedFileShape = z.strictObject({ base: baseIdSchema, tables: z.array(seedTableSchema) });
export const seedFileSchema = seedFileShape.superRefine(checkUnique);

export type SeedTable = z.infer<typeof seedTableSchema>;
export interface SeedFile {
  /** Its path from the sites folder: `<siteId>/datasource/<baseId>.json`. */
  path: string;
  base: string;
  tables: SeedTable[];
}

/** A problem of a seed file; `file` is its path from the sites folder. */
export const seedProblem = (path: string, where: string, message: string): Problem => ({
  file: path,
  path: where,
  message,
  severity: 'error',
});

/** Checks the text of the seed file `name` (`<baseId>.json`) at `path`. */
export function parseSeedFile(
  path: string,
  name: string,
  text: string,
): { file: SeedFile } | { problems: Problem[] } {
  const base = name.slice(0, -'.json'.length);
  if (!baseIdSchema.safeParse(base).success)
    return {
      problems: [
        seedProblem(path, '$', 'the file name must be a base id ("app" and 14 letters or digits)'),
      ],
    };
  let value: unknown;
  try {
    value = parseBoundedJson(text);
  } catch (error) {
    const reason = (error as Error).message;
    const message = error instanceof JsonTooDeepError ? reason : `not JSON: ${reason}`;
    return { problems: [seedProblem(path, '$', message)] };
  }
  const result = seedFileSchema.safeParse(value);
  if (!result.success)
    return {
      problems: result.error.issues.map((issue) =>
        seedProblem(path, jsonPath(issue.path), issue.message),
      ),
    };
  if (result.data.base !== base)
    return {
      problems: [seedProblem(path, '$.base', `must be "${base}", the name of the file`)],
    };
  return { file: { path, ...result.data } };
}

/** The seed files of a site folder (none when it has no `datasource/` folder), in name order. */
export async function readSeedFiles(
  sitesDir: string,
  siteId: string,
): Promise<{ files: SeedFile[]; problems: Problem[] }> {
  const dir = join(sitesDir, siteId, SEED_FOLDER);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { files: [], problems: [] };
    throw error;
  }
  const files: SeedFile[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    const path = `${siteId}/${SEED_FOLDER}/${name}`;
    const info = await stat(join(dir, name));
    if (!info.isFile()) continue;
    const read =
      info.size > SEED_FILE_MAX_BYTES
        ? { problems: [seedProblem(path, '$', `larger than ${SEED_FILE_MAX_BYTES / 2 ** 20} MB`)] }
        : parseSeedFile(path, name, await readFile(join(dir, name), 'utf8'));
    if ('file' in read) files.push(read.file);
    else problems.push(...read.problems);
  }
  return { files, problems };
}
