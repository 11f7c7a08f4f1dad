/**
 * Site visitors for the e2e journeys. No account has a fixed password (issue 28): a journey signs
 * its visitors up on the provider's sign-up page, as visitors do, and a staff role is granted as
 * a site's staff grant it, `npm run auth:grant`, on the data folder of a server that is not
 * running (PGlite is one process's): `grantRole` after a server stopped, or `seedStaffVisitor`
 * before the shared e2e server first starts.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { grantRole as grantRoleIn } from '@plugins/auth/server/grant.ts';
import { createAccount } from '@plugins/auth/server/provider/accounts.ts';
import { AUTH_MIGRATIONS } from '@plugins/auth/server/provider/schema.ts';
import { migrate } from '@server/db/migrate.ts';
import { openDatabase } from '@server/db/open.ts';

export interface Visitor {
  name: string;
  email: string;
  password: string;
}

/** A visitor nobody made yet: a unique email and a random password. */
export function newVisitor(name: string): Visitor {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  return {
    name,
    email: `${slug}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
    password: randomBytes(12).toString('base64url'),
  };
}

/** Fills and sends the provider's "Create an account" page, open in `page`. */
export async function signUpOnProvider(page: Page, visitor: Visitor): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password').fill(visitor.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the provider's "Sign in" page, open in `page`. */
export async function signInOnProvider(page: Page, email: string, password: string) {
  try {
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  } catch (error) {
    // Where the page stands says why (an error page of the provider, a popup still blank…).
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    throw new Error(
      `The provider's "Sign in" page did not show: the page is at ${page.url()}, heading ${JSON.stringify(heading)}`,
      { cause: error },
    );
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * `npm run auth:grant -- <email> <role>` on the data folder of a stopped server (started by
 * `startBaobab` with `keepData`), as a site's staff run it; its output.
 */
export async function grantRole(dataDir: string, email: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'auth:grant', '--', email, role],
    {
      env: { ...process.env, BAOBAB_DATA_DIR: dataDir },
    },
  );
  return stdout.trim();
}

const STAFF_EMAIL = 'BAOBAB_E2E_STAFF_EMAIL';
const STAFF_PASSWORD = 'BAOBAB_E2E_STAFF_PASSWORD';

/**
 * For the global setup, before the shared server first starts on `dataDir`: a visitor with a
 * random password who holds the role `admin` (a site's staff), handed to the specs through the
 * environment (`staffVisitor`).
 */
export async function seedStaffVisitor(dataDir: string): Promise<Visitor> {
  const staff = newVisitor('Ada Staff');
  const db = await openDatabase({
    url: process.env.DATABASE_URL || null,
    dir: join(dataDir, 'db'),
  });
  try {
    await migrate(db, AUTH_MIGRATIONS);
    await createAccount(db, staff);
    const granted = await grantRoleIn(db, [staff.email, 'admin']);
    if (granted.code !== 0) throw new Error(granted.message);
  } finally {
    await db.close();
  }
  process.env[STAFF_EMAIL] = staff.email;
  process.env[STAFF_PASSWORD] = staff.password;
  return staff;
}

/** The staff visitor (role `admin`) the global setup made on the shared server. */
export function staffVisitor(): Visitor {
  const email = process.env[STAFF_EMAIL];
  const password = process.env[STAFF_PASSWORD];
  if (!email || !password)
    throw new Error(
      `${STAFF_EMAIL} is not set: the global setup makes the staff visitor with seedStaffVisitor (tests/support/visitors.ts) before the server starts.`,
    );
  return { name: 'Ada Staff', email, password };
}
