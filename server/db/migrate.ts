/**
 * Applies migrations once each, in id order, in one transaction, under an advisory lock so two
 * servers starting on one PostgreSQL never apply the same step twice.
 */
import type { Database, Migration } from './database.ts';

/** Any number works, as long as nothing else of ours takes the same advisory lock. */
const MIGRATION_LOCK = 7_140_523;

export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (ids.has(id)) throw new Error(`Two migrations have the id "${id}"`);
    ids.add(id);
  }
  const sorted = [...migrations].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS baobab_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM baobab_migrations')).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const migration of sorted) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO baobab_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
