import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { authenticate, createAccount, updateAccount } from './accounts.ts';
import { DatabaseAdapter } from './adapter.ts';
import { AUTH_MIGRATIONS } from './schema.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase(AUTH_MIGRATIONS);
}, 60_000);
afterAll(async () => t.close());

describe('DatabaseAdapter', () => {
  it('stores, finds by id and uid, consumes, expires and revokes by grant', async () => {
    const sessions = new DatabaseAdapter('Session', async () => t.db);
    const codes = new DatabaseAdapter('AuthorizationCode', async () => t.db);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await codes.find('s1')).toBeUndefined(); // models are apart
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeGreaterThan(0);
    await codes.upsert('c2', { grantId: 'g1' }, -1); // already expired
    expect(await codes.find('c2')).toBeUndefined();
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });
});

describe('accounts', () => {
  it('starts with no account (no fixed password works) and authenticates the ones made', async () => {
    expect(await t.db.query('SELECT id FROM auth_accounts')).toEqual([]);
    await createAccount(t.db, {
      email: 'staff@example.com',
      password: 'staff-password',
      roles: ['admin'],
    });
    expect((await authenticate(t.db, 'staff@example.com', 'staff-password'))?.roles).toEqual([
      'admin',
    ]);
    expect(await authenticate(t.db, 'staff@example.com', 'nope')).toBeNull();
    expect(await authenticate(t.db, 'nobody@example.com', 'x')).toBeNull();
  });

  it('refuses a duplicate email and updates the profile', async () => {
    const account = await createAccount(t.db, { email: 'Jo@Example.com', password: 'password-1' });
    expect(account.email).toBe('jo@example.com');
    await expect(createAccount(t.db, { email: 'jo@example.com', password: 'x' })).rejects.toThrow(
      'An account with this email already exists.',
    );
    const updated = await updateAccount(t.db, account.id, {
      name: 'Jo',
      metadata: { suburb: 'Avondale' },
    });
    expect(updated).toMatchObject({
      name: 'Jo',
      metadata: { suburb: 'Avondale' },
      email: 'jo@example.com',
    });
    await expect(updateAccount(t.db, account.id, { email: 'staff@example.com' })).rejects.toThrow(
      'already exists',
    );
  });
});
