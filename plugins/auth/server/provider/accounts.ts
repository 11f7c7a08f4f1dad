/**
 * Accounts of the embedded provider: email + scrypt password hash, profile claims and roles.
 * None exists on a fresh install (no fixed password works): visitors sign up, and a site's staff
 * get a role with `npm run auth:grant` (`grant.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@server/db/database.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface Account {
  id: string;
  email: string;
  name: string | null;
  nickname: string | null;
  given_name: string | null;
  family_name: string | null;
  picture: string | null;
  roles: string[];
  email_verified: boolean;
  updated_at: Date;
  /** Free key/value data set by profile updates (`user_metadata` in Auth0). */
  metadata: Record<string, unknown>;
  realm: Realm;
}

/**
 * Whose account it is: a site's visitor (`visitors`, every site's SPA client) or an author of the
 * editor (`authors`, the editor's client). The same email in both realms is two accounts.
 */
export type Realm = 'visitors' | 'authors';

interface AccountRow extends Account {
  password_hash: string;
}

const COLUMNS =
  'id, email, password_hash, name, nickname, given_name, family_name, picture, roles, email_verified, updated_at, metadata, realm';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

function publicAccount(row: AccountRow): Account {
  const { password_hash: _hash, ...account } = row;
  return {
    ...account,
    roles: Array.isArray(account.roles) ? account.roles : [],
    metadata: account.metadata ?? {},
  };
}

export async function findAccount(db: Queryable, id: string): Promise<Account | null> {
  const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM auth_accounts WHERE id = $1`, [
    id,
  ]);
  return rows[0] ? publicAccount(rows[0]) : null;
}

/** The row of a realm's account of an email (its password hash included), or undefined. */
async function rowByEmail(db: Queryable, email: string, realm: Realm) {
  const rows = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM auth_accounts WHERE email = $1 AND realm = $2`,
    [normaliseEmail(email), realm],
  );
  return rows[0];
}

export async function findAccountByEmail(
  db: Queryable,
  email: string,
  realm: Realm = 'visitors',
): Promise<Account | null> {
  const row = await rowByEmail(db, email, realm);
  return row ? publicAccount(row) : null;
}

/** The account when email and password match, else null (same time either way: a hash is always computed). */
export async function authenticate(
  db: Queryable,
  email: string,
  password: string,
  realm: Realm = 'visitors',
): Promise<Account | null> {
  const row = await rowByEmail(db, email, realm);
  if (!row) {
    await hashPassword(password);
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? publicAccount(row) : null;
}

export class AccountExistsError extends Error {
  constructor() {
    super('An account with this email already exists.');
  }
}

export async function createAccount(
  db: Queryable,
  input: {
    email: string;
    password: string;
    name?: string | null;
    roles?: readonly string[];
    realm?: Realm;
  },
): Promise<Account> {
  const email = normaliseEmail(input.email);
  const hash = await hashPassword(input.password);
  const rows = await db.query<AccountRow>(
    `INSERT INTO auth_accounts (id, email, password_hash, name, nickname, roles, realm)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (realm, email) DO NOTHING RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      email,
      hash,
      input.name || null,
      email.split('@')[0] ?? null,
      JSON.stringify(input.roles ?? []),
      input.realm ?? 'visitors',
    ],
  );
  if (!rows[0]) throw new AccountExistsError();
  return publicAccount(rows[0]);
}

export async function setPassword(db: Queryable, id: string, password: string): Promise<void> {
  await db.query('UPDATE auth_accounts SET password_hash = $2, updated_at = now() WHERE id = $1', [
    id,
    await hashPassword(password),
  ]);
}

/** Replaces the account's roles (the `https://baobab.dev/roles` claim of its next tokens). */
export async function setRoles(db: Queryable, id: string, roles: readonly string[]): Promise<void> {
  await db.query('UPDATE auth_accounts SET roles = $2, updated_at = now() WHERE id = $1', [
    id,
    JSON.stringify(roles),
  ]);
}

export interface ProfileChange {
  name?: string | null;
  nickname?: string | null;
  given_name?: string | null;
  family_name?: string | null;
  picture?: string | null;
  email?: string;
  metadata?: Record<string, unknown>;
}

/** Applies the fields present in `change`; a new email must be free. */
export async function updateAccount(
  db: Queryable,
  id: string,
  change: ProfileChange,
): Promise<Account | null> {
  const current = await findAccount(db, id);
  if (!current) return null;
  const email = change.email !== undefined ? normaliseEmail(change.email) : current.email;
  if (email !== current.email && (await findAccountByEmail(db, email)))
    throw new AccountExistsError();
  const pick = <K extends keyof ProfileChange & keyof Account>(key: K) =>
    change[key] !== undefined ? change[key] : current[key];
  await db.query(
    `UPDATE auth_accounts SET email = $2, name = $3, nickname = $4, given_name = $5, family_name = $6,
       picture = $7, metadata = $8, email_verified = $9, updated_at = now() WHERE id = $1`,
    [
      id,
      email,
      pick('name'),
      pick('nickname'),
      pick('given_name'),
      pick('family_name'),
      pick('picture'),
      JSON.stringify({ ...current.metadata, ...(change.metadata ?? {}) }),
      email === current.email ? current.email_verified : false,
    ],
  );
  return findAccount(db, id);
}
