import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { testDatabase, type TestDatabase } from './testing.ts';

const NOTES = [
  { id: 'test-002-notes-index', sql: 'CREATE INDEX notes_body ON notes (body)' },
  {
    id: 'test-001-notes',
    // Two statements in one step: migrations run as scripts.
    sql: 'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL); CREATE TABLE tags (name text)',
  },
];

describe('database (PGlite, or DATABASE_URL when set)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabase(NOTES);
  });
  afterAll(() => t.close());

  it('applies migrations in id order, once each', async () => {
    expect(await migrate(t.db, NOTES)).toEqual([]);
    const rows = await t.db.query<{ id: string }>('SELECT id FROM baobab_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(['test-001-notes', 'test-002-notes-index']);
  });

  it('refuses two migrations with one id', async () => {
    await expect(migrate(t.db, [NOTES[1]!, NOTES[1]!])).rejects.toThrow(
      'Two migrations have the id "test-001-notes"',
    );
  });

  it('binds parameters: a quote in a value is data, not SQL', async () => {
    const body = "Robert'); DROP TABLE notes;--";
    await t.db.query('INSERT INTO notes (body) VALUES ($1)', [body]);
    const rows = await t.db.query<{ body: string }>('SELECT body FROM notes WHERE body = $1', [
      body,
    ]);
    expect(rows).toEqual([{ body }]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await t.db.transaction((tx) => tx.query("INSERT INTO notes (body) VALUES ('kept')"));
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (body) VALUES ('dropped')");
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const bodies = (await t.db.query<{ body: string }>('SELECT body FROM notes')).map(
      (r) => r.body,
    );
    expect(bodies).toContain('kept');
    expect(bodies).not.toContain('dropped');
  });

  it('runs a migration that fails in no part: the failed step is not recorded', async () => {
    await expect(
      migrate(t.db, [...NOTES, { id: 'test-003-bad', sql: 'CREATE TABLE notes (x int)' }]),
    ).rejects.toThrow();
    const rows = await t.db.query('SELECT id FROM baobab_migrations WHERE id = $1', [
      'test-003-bad',
    ]);
    expect(rows).toEqual([]);
  });
});
