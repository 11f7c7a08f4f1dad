/** Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite. */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool } from 'pg';
import type { Database, Queryable, SqlParam } from './database.ts';

export interface OpenOptions {
  /** `postgres://…` (`DATABASE_URL`); when set, the server is used instead of PGlite. */
  url?: string | null;
  /** PGlite's folder; `null` keeps it in memory (tests). */
  dir?: string | null;
  /** PostgreSQL schema to use (and create) on a server: lets test files share one server. */
  schema?: string;
}

const params = (values: readonly SqlParam[] | undefined): unknown[] => (values ? [...values] : []);

/** A dumped, empty PGlite cluster that new databases start from (`startPgliteFrom`). */
let template: { path: string; data?: Promise<Blob> } | null = null;

/**
 * Tests: every new PGlite database starts as a copy of this dump of an empty cluster (a tar made
 * by `dumpDataDir`, `tests/support/pglite-template.ts`) instead of running initdb. On this 2-core
 * machine that is 0.7 s a database against 4–5 s, and the unit suite opens hundreds.
 */
export function startPgliteFrom(path: string | null): void {
  template = path === null ? null : { path };
}

/** The template's data for a new database, none for an existing one (or with no template). */
function templateFor(dir: string | null): Promise<Blob> | undefined {
  if (template === null || (dir !== null && existsSync(join(dir, 'PG_VERSION')))) return undefined;
  template.data ??= readFile(template.path).then((bytes) => new Blob([bytes]));
  return template.data;
}

async function openPglite(dir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dir !== null) await mkdir(dir, { recursive: true });
  const loadDataDir = await templateFor(dir);
  const options = loadDataDir ? { loadDataDir } : {};
  const pg = dir === null ? new PGlite(options) : new PGlite(dir, options);
  await pg.waitReady;
  const run = (q: Pick<typeof pg, 'query' | 'exec'>): Queryable => ({
    async query<Row extends object>(text: string, values?: readonly SqlParam[]) {
      return (await q.query<Row>(text, params(values))).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...run(pg),
    transaction: (work) => pg.transaction((tx) => work(run(tx))),
    close: () => pg.close(),
  };
}

async function openServer(url: string, schema: string | undefined): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Each connection works in the given schema (tests), else the server's default.
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  }
  const run = (q: Pick<Pool, 'query'>): Queryable => ({
    async query<Row extends object>(text: string, values?: readonly SqlParam[]) {
      return (await q.query(text, params(values))).rows as Row[];
    },
    async exec(sql: string) {
      await q.query(sql); // no values: the simple protocol, which allows several statements
    },
  });
  return {
    kind: 'postgres',
    ...run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(run(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openServer(options.url, options.schema) : openPglite(options.dir ?? null);
}
