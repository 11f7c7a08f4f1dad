/**
 * A database for a test file: PGlite in memory, or, when `DATABASE_URL` is set (CI's second
 * pass), a fresh schema of its own on that server, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import type { Database, Migration } from './database.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';

export interface TestDatabase {
  db: Database;
  /** Closes it (and drops the schema on a server). */
  close(): Promise<void>;
}

export async function testDatabase(migrations: readonly Migration[] = []): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL || null;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDatabase({ url, dir: null, schema });
  await migrate(db, migrations);
  return {
    db,
    async close() {
      if (url && schema) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
}
