/** Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite. */
import { mkdir } from 'node:fs/promises';
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

async function openPglite(dir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dir !== null) await mkdir(dir, { recursive: true });
  const pg = dir === null ? new PGlite() : new PGlite(dir);
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
