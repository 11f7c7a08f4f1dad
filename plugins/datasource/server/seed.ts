/**
 * Seeds the embedded record API (never a real Airtable: this writes the stand-in's own tables)
 * from the seed files of every site of the site store (`seed-file.ts`), once per server, before
 * the API answers its first request. A file creates what is missing and changes nothing that
 * exists:
 *
 * - a table that does not exist is created with its records (a view the file adds to an existing
 *   table is added; the table keeps its name);
 * - a record is added once: `datasource_seeded (base_id, record_id)` remembers what was seeded,
 *   so a record the author changed is left as it is and one the author deleted stays deleted; a
 *   record added to the file later is added on the next start;
 * - each file is one transaction under an advisory lock: two servers starting on one PostgreSQL
 *   seed it once, and a file that cannot be seeded (a table name or record id used elsewhere)
 *   seeds nothing.
 *
 * A bad file is reported with its path and JSON path and skipped; the server goes on.
 */
import type { ServerContext } from '@server/contract.ts';
import type { Database, Queryable } from '@server/db/database.ts';
import { formatProblem, type Problem } from '@shared/schema/problems.ts';
import { readSeedFiles, seedProblem, type SeedFile, type SeedTable } from './seed-file.ts';

/** Any number, as long as nothing else of ours takes it (migrations take 7_140_523). */
const SEED_LOCK = 7_140_524;

/** Why a file seeds nothing: where in it, and what is in the way. */
class SeedConflict extends Error {
  constructor(
    readonly where: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SeedOutcome {
  /** The file, from the sites folder. */
  path: string;
  base: string;
  tablesCreated: string[];
  recordsAdded: number;
}

export interface SeedReport {
  seeded: SeedOutcome[];
  /** Files skipped (errors) and notes on files seeded (warnings). */
  problems: Problem[];
}

const ids = (list: ReadonlyArray<{ id: string }>) => JSON.stringify(list.map((r) => r.id));

/** Creates the table if missing and adds the records never seeded; returns how many. */
async function seedTable(
  tx: Queryable,
  file: SeedFile,
  table: SeedTable,
  index: number,
  notes: Problem[],
): Promise<{ created: boolean; added: number }> {
  const where = `$.tables[${index}]`;
  const found = await tx.query<{ id: string; name: string; views: unknown }>(
    'SELECT id, name, views FROM datasource_tables WHERE base_id = $1 AND (id = $2 OR name = $3)',
    [file.base, table.id, table.name],
  );
  const other = found.find((row) => row.id !== table.id);
  if (other)
    throw new SeedConflict(
      `${where}.name`,
      `the base ${file.base} already has a table named "${table.name}" (${other.id})`,
    );
  const same = found[0];
  if (same) {
    const views = Array.isArray(same.views) ? (same.views as unknown[]) : [];
    const missing = table.views.filter((view) => !views.includes(view));
    if (missing.length > 0)
      await tx.query(
        'UPDATE datasource_tables SET views = views || $3::jsonb WHERE base_id = $1 AND id = $2',
        [file.base, table.id, JSON.stringify(missing)],
      );
    if (same.name !== table.name)
      notes.push({
        ...seedProblem(file.path, `${where}.name`, `the table is named "${same.name}" already`),
        severity: 'warning',
      });
  } else {
    await tx.query(
      'INSERT INTO datasource_tables (base_id, id, name, views) VALUES ($1, $2, $3, $4::jsonb)',
      [file.base, table.id, table.name, JSON.stringify(table.views)],
    );
  }
  if (table.records.length === 0) return { created: !same, added: 0 };

  const seeded = await tx.query<{ record_id: string }>(
    'SELECT record_id FROM datasource_seeded WHERE base_id = $1 AND record_id IN (SELECT jsonb_array_elements_text($2::jsonb))',
    [file.base, ids(table.records)],
  );
  const done = new Set(seeded.map((row) => row.record_id));
  const fresh = table.records.filter((record) => !done.has(record.id));
  if (fresh.length === 0) return { created: !same, added: 0 };
  // In the file's order (the view's order is the insertion order).
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO datasource_records (id, base_id, table_id, fields)
     SELECT r.value ->> 'id', $1, $2, r.value -> 'fields'
     FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS r(value, n) ORDER BY r.n
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [file.base, table.id, JSON.stringify(fresh)],
  );
  if (inserted.length < fresh.length) {
    // Present already: fine in this table (seeded before this table of marks existed), not
    // elsewhere (a record id is unique in the whole API).
    const present = await tx.query<{ id: string; base_id: string; table_id: string }>(
      'SELECT id, base_id, table_id FROM datasource_records WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))',
      [ids(fresh)],
    );
    const misplaced = present.find((row) => row.base_id !== file.base || row.table_id !== table.id);
    if (misplaced)
      throw new SeedConflict(
        `${where}.records[${table.records.findIndex((r) => r.id === misplaced.id)}].id`,
        `the record id ${misplaced.id} is already a record of ${misplaced.base_id}/${misplaced.table_id}`,
      );
  }
  await tx.query(
    'INSERT INTO datasource_seeded (base_id, record_id) SELECT $1::text, jsonb_array_elements_text($2::jsonb) ON CONFLICT DO NOTHING',
    [file.base, ids(fresh)],
  );
  return { created: !same, added: inserted.length };
}

/** Seeds one file in one transaction: all of it or, on a conflict, nothing. */
export async function seedFile(
  db: Database,
  file: SeedFile,
): Promise<{ outcome: SeedOutcome; notes: Problem[] } | { problem: Problem }> {
  const notes: Problem[] = [];
  try {
    const outcome = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const result: SeedOutcome = {
        path: file.path,
        base: file.base,
        tablesCreated: [],
        recordsAdded: 0,
      };
      for (const [index, table] of file.tables.entries()) {
        const { created, added } = await seedTable(tx, file, table, index, notes);
        if (created) result.tablesCreated.push(table.id);
        result.recordsAdded += added;
      }
      return result;
    });
    return { outcome, notes };
  } catch (error) {
    if (!(error instanceof SeedConflict)) throw error;
    return { problem: seedProblem(file.path, error.where, error.message) };
  }
}

/** Seeds every seed file of every site of `sitesDir` (sites and files in name order). */
export async function seedSites(
  db: Database,
  sitesDir: string,
  siteIds: readonly string[],
): Promise<SeedReport> {
  const report: SeedReport = { seeded: [], problems: [] };
  for (const siteId of siteIds) {
    const { files, problems } = await readSeedFiles(sitesDir, siteId);
    report.problems.push(...problems);
    for (const file of files) {
      const result = await seedFile(db, file);
      if ('problem' in result) report.problems.push(result.problem);
      else {
        report.seeded.push(result.outcome);
        report.problems.push(...result.notes);
      }
    }
  }
  return report;
}

/** Prints what a seeding added and every problem with the file's full path. */
export function logSeedReport(report: SeedReport, sitesDir: string): void {
  for (const problem of report.problems) {
    const skipped =
      problem.severity === 'error' ? ' (the file is skipped: nothing of it seeded)' : '';
    console.error(`${formatProblem(problem, sitesDir)}${skipped}`);
  }
  for (const { path, base, recordsAdded, tablesCreated } of report.seeded) {
    if (recordsAdded === 0 && tablesCreated.length === 0) continue;
    console.log(
      `Record API: ${recordsAdded} record(s) and ${tablesCreated.length} table(s) added to ${base} from ${sitesDir.replace(/\/$/, '')}/${path}`,
    );
  }
}

/**
 * What the stand-in awaits before its first answer: the sites' seeding, once per server. A
 * failure (the database) is logged and tried again on the next request; requests go on.
 */
export function siteSeeding(context: ServerContext): (db: Database) => Promise<void> {
  let seeding: Promise<void> | null = null;
  const { sitesDir } = context.store;
  return (db) =>
    (seeding ??= context.store
      .listSites()
      .then((sites) => seedSites(db, sitesDir, sites))
      .then(
        (report) => logSeedReport(report, sitesDir),
        (error: unknown) => {
          seeding = null;
          console.error(`The record API's seed files could not be seeded: ${String(error)}`);
        },
      ));
}
