import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@server/db/migrate.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { authenticate, createAccount, findAccountByEmail } from './accounts.ts';
import { DatabaseAdapter } from './adapter.ts';
import { AUTH_MIGRATIONS } from './schema.ts';

let t: TestDatabase;
beforeAll(async () => {
  // A database as it was before issue 28, with the demo visitors the provider seeded then.
  t = await testDatabase(AUTH_MIGRATIONS.filter((m) => m.id < 'auth-012'));
}, 60_000);
afterAll(async () => t.close());

describe('auth migrations', () => {
  it('retire the demo visitors of older installs: no password, no role, no session', async () => {
    const password = 'the-password-once-published';
    const admin = await createAccount(t.db, {
      email: 'admin@example.com',
      password,
      roles: ['admin'],
    });
    const author = await createAccount(t.db, {
      email: 'admin@example.com',
      password,
      realm: 'authors',
    });
    const visitor = await createAccount(t.db, {
      email: 'visitor@example.com',
      password,
      roles: ['admin'],
    });
    const sessions = new DatabaseAdapter('Session', async () => t.db);
    await sessions.upsert('demo', { accountId: admin.id }, 60);
    await sessions.upsert('other', { accountId: visitor.id }, 60);

    await migrate(t.db, AUTH_MIGRATIONS);

    expect(await authenticate(t.db, 'admin@example.com', password)).toBeNull();
    expect((await findAccountByEmail(t.db, 'admin@example.com'))?.roles).toEqual([]);
    expect(await sessions.find('demo')).toBeUndefined();
    // Nobody else is touched: the authors' realm, other visitors and their sessions.
    expect((await authenticate(t.db, 'admin@example.com', password, 'authors'))?.id).toBe(
      author.id,
    );
    expect((await authenticate(t.db, 'visitor@example.com', password))?.roles).toEqual(['admin']);
    expect(await sessions.find('other')).toMatchObject({ accountId: visitor.id });
  });
});
