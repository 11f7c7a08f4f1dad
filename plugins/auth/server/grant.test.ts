import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { authenticate, createAccount, findAccountByEmail } from './provider/accounts.ts';
import { AUTH_MIGRATIONS } from './provider/schema.ts';
import { GRANT_USAGE, grantRole } from './grant.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase(AUTH_MIGRATIONS);
}, 60_000);
afterAll(async () => t.close());

describe('npm run auth:grant', () => {
  it('adds a role to a visitor who signed up, once, and --revoke removes it', async () => {
    await createAccount(t.db, { email: 'staff@example.com', password: 'a-long-password' });
    expect(await grantRole(t.db, ['--', 'Staff@Example.com', 'admin'])).toEqual({
      code: 0,
      message:
        'staff@example.com has the role admin (roles: admin); it applies from their next sign-in.',
    });
    await grantRole(t.db, ['staff@example.com', 'admin']);
    await grantRole(t.db, ['staff@example.com', 'packer']);
    expect((await authenticate(t.db, 'staff@example.com', 'a-long-password'))?.roles).toEqual([
      'admin',
      'packer',
    ]);
    expect((await grantRole(t.db, ['staff@example.com', 'admin', '--revoke'])).code).toBe(0);
    expect((await findAccountByEmail(t.db, 'staff@example.com'))?.roles).toEqual(['packer']);
  });

  it("leaves the editor's authors alone and needs the visitor to exist", async () => {
    await createAccount(t.db, {
      email: 'author@example.com',
      password: 'a-long-password',
      realm: 'authors',
    });
    expect(await grantRole(t.db, ['author@example.com', 'admin'])).toEqual({
      code: 1,
      message:
        'No visitor account has the email author@example.com: they sign up on the site first.',
    });
    expect((await findAccountByEmail(t.db, 'author@example.com', 'authors'))?.roles).toEqual([]);
  });

  it('refuses bad usage', async () => {
    for (const args of [[], ['staff@example.com'], ['a', 'b', 'c']])
      expect(await grantRole(t.db, args), args.join(' ')).toEqual({
        code: 2,
        message: GRANT_USAGE,
      });
    expect((await grantRole(t.db, ['not-an-email', 'admin'])).message).toContain(
      'is not an email address',
    );
    expect((await grantRole(t.db, ['staff@example.com', 'ad min'])).message).toContain(
      'is not a role name',
    );
  });
});
