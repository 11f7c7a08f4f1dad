/**
 * The database every server part shares: PostgreSQL, embedded as PGlite (PostgreSQL in
 * WebAssembly, files under `.data/db`) by default, or a PostgreSQL server when `DATABASE_URL` is
 * set. Both speak the same SQL; callers write parameterised queries (`$1`, `$2`…) only, never
 * values pasted into the text.
 */

/** A value a query parameter may hold (JSON objects go in as `JSON.stringify`-ed text or as objects for `jsonb`). */
export type SqlParam = string | number | boolean | null | Date | Uint8Array | object;

/** Something that runs parameterised queries: the database or one transaction of it. */
export interface Queryable {
  /** Runs `text` with `params` bound to `$1…$n`; the rows it returns. */
  query<Row extends object = Record<string, unknown>>(
    text: string,
    params?: readonly SqlParam[],
  ): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** `pglite` (embedded) or `postgres` (a server from `DATABASE_URL`). */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One step of a schema: applied once, in the order of its id, recorded in `baobab_migrations`. */
export interface Migration {
  /** Unique and sortable: `auth-001-accounts`. Never renamed once shipped. */
  id: string;
  sql: string;
}
