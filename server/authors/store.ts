/**
 * What the editor knows of its authors, in the database (`schema.ts`): sessions (a random token
 * in an HttpOnly cookie, its hash here, 14 days), roles per site, administrators, sign-ins under
 * way, the first run's one-time link and the audit log. Emails are kept lower-case.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import {
  isAuthorRole,
  type AuditEntry,
  type AuthorRole,
  type SiteMember,
} from '@shared/schema/authors.ts';

export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
export const SIGN_IN_TTL_SECONDS = 10 * 60;
export const FIRST_RUN_TTL_SECONDS = 24 * 60 * 60;

export interface Author {
  email: string;
  name: string | null;
  administrator: boolean;
  csrf: string;
  /** The session's token hash (signing out removes it). */
  session: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
export const normaliseAuthorEmail = (email: string) => email.trim().toLowerCase();

/** Whether two CSRF tokens are the same (constant time). */
export function sameToken(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function createSession(
  db: Queryable,
  author: { email: string; name: string | null },
): Promise<{ token: string; csrf: string; expiresAt: Date }> {
  const token = newToken();
  const csrf = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await db.query(
    'INSERT INTO author_sessions (token_hash, email, name, csrf, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hashToken(token), normaliseAuthorEmail(author.email), author.name, csrf, expiresAt],
  );
  return { token, csrf, expiresAt };
}

/** The author of a session token, or null (none, unknown or expired). */
export async function sessionAuthor(db: Queryable, token: string | null): Promise<Author | null> {
  if (!token || token.length > 100) return null;
  const rows = await db.query<{
    token_hash: string;
    email: string;
    name: string | null;
    csrf: string;
    administrator: boolean;
  }>(
    `SELECT s.token_hash, s.email, s.name, s.csrf, (a.email IS NOT NULL) AS administrator
       FROM author_sessions s LEFT JOIN author_administrators a ON a.email = s.email
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    email: row.email,
    name: row.name,
    administrator: row.administrator,
    csrf: row.csrf,
    session: row.token_hash,
  };
}

export async function endSession(db: Queryable, sessionHash: string): Promise<void> {
  await db.query('DELETE FROM author_sessions WHERE token_hash = $1 OR expires_at < now()', [
    sessionHash,
  ]);
}

/** Ends every session of an author (removed from their last site). */
export async function endSessionsOf(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM author_sessions WHERE email = $1', [normaliseAuthorEmail(email)]);
}

export async function isAdministrator(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM author_administrators WHERE email = $1', [
    normaliseAuthorEmail(email),
  ]);
  return rows.length > 0;
}

export async function hasAdministrator(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM author_administrators LIMIT 1')).length > 0;
}

export async function addAdministrator(db: Queryable, email: string): Promise<void> {
  await db.query(
    'INSERT INTO author_administrators (email) VALUES ($1) ON CONFLICT (email) DO NOTHING',
    [normaliseAuthorEmail(email)],
  );
}

/** An author's role on a site: owner for an administrator, the member's role, else null. */
export async function roleOn(
  db: Queryable,
  author: Pick<Author, 'email' | 'administrator'>,
  siteId: string,
): Promise<AuthorRole | null> {
  if (author.administrator) return 'owner';
  const rows = await db.query<{ role: string }>(
    'SELECT role FROM author_members WHERE site_id = $1 AND email = $2',
    [siteId, author.email],
  );
  const role = rows[0]?.role;
  return isAuthorRole(role) ? role : null;
}

/** The sites an author (not an administrator) is a member of, with the role on each. */
export async function rolesOf(db: Queryable, email: string): Promise<Record<string, AuthorRole>> {
  const rows = await db.query<{ site_id: string; role: string }>(
    'SELECT site_id, role FROM author_members WHERE email = $1',
    [normaliseAuthorEmail(email)],
  );
  const roles: Record<string, AuthorRole> = {};
  for (const row of rows) if (isAuthorRole(row.role)) roles[row.site_id] = row.role;
  return roles;
}

/** Whether an email is an author at all (an administrator or a member of some site). */
export async function isAuthor(db: Queryable, email: string): Promise<boolean> {
  const normalised = normaliseAuthorEmail(email);
  if (await isAdministrator(db, normalised)) return true;
  return (
    (await db.query('SELECT 1 FROM author_members WHERE email = $1 LIMIT 1', [normalised])).length >
    0
  );
}

export async function siteMembers(db: Queryable, siteId: string): Promise<SiteMember[]> {
  const admins = await db.query<{ email: string; added_at: Date }>(
    'SELECT email, added_at FROM author_administrators ORDER BY email',
  );
  const members = await db.query<{
    email: string;
    role: string;
    added_by: string | null;
    added_at: Date;
  }>(
    'SELECT email, role, added_by, added_at FROM author_members WHERE site_id = $1 ORDER BY email',
    [siteId],
  );
  const adminEmails = new Set(admins.map((a) => a.email));
  return [
    ...admins.map((a) => ({
      email: a.email,
      role: 'owner' as const,
      administrator: true,
      addedBy: null,
      addedAt: new Date(a.added_at).toISOString(),
    })),
    ...members
      .filter((m) => !adminEmails.has(m.email) && isAuthorRole(m.role))
      .map((m) => ({
        email: m.email,
        role: m.role as AuthorRole,
        administrator: false,
        addedBy: m.added_by,
        addedAt: new Date(m.added_at).toISOString(),
      })),
  ];
}

export async function setMember(
  db: Queryable,
  siteId: string,
  email: string,
  role: AuthorRole,
  by: string,
): Promise<void> {
  await db.query(
    `INSERT INTO author_members (site_id, email, role, added_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (site_id, email) DO UPDATE SET role = EXCLUDED.role`,
    [siteId, normaliseAuthorEmail(email), role, by],
  );
}

/** Removes a member; false when they were none. */
export async function removeMember(db: Queryable, siteId: string, email: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM author_members WHERE site_id = $1 AND email = $2 RETURNING email',
    [siteId, normaliseAuthorEmail(email)],
  );
  return rows.length > 0;
}

/** A sign-in under way: its PKCE verifier and where to go after, by its `state`. */
export async function saveSignIn(
  db: Queryable,
  state: string,
  value: { verifier: string; returnTo: string; firstRun: string | null },
): Promise<void> {
  await db.query('DELETE FROM author_sign_ins WHERE expires_at < now()');
  await db.query(
    'INSERT INTO author_sign_ins (state, verifier, return_to, first_run, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [
      state,
      value.verifier,
      value.returnTo,
      value.firstRun,
      new Date(Date.now() + SIGN_IN_TTL_SECONDS * 1000),
    ],
  );
}

/** The sign-in of a `state`, removed as it is read (one use); null when unknown or expired. */
export async function takeSignIn(
  db: Queryable,
  state: string,
): Promise<{ verifier: string; returnTo: string; firstRun: string | null } | null> {
  const rows = await db.query<{ verifier: string; return_to: string; first_run: string | null }>(
    'DELETE FROM author_sign_ins WHERE state = $1 AND expires_at > now() RETURNING verifier, return_to, first_run',
    [state],
  );
  const row = rows[0];
  return row ? { verifier: row.verifier, returnTo: row.return_to, firstRun: row.first_run } : null;
}

/** A new first-run token (the ones not used before are dropped): printed by `npm start`. */
export async function newFirstRunToken(db: Queryable): Promise<string> {
  const token = newToken();
  await db.query('DELETE FROM author_first_run WHERE used_at IS NULL');
  await db.query('INSERT INTO author_first_run (token_hash, expires_at) VALUES ($1, $2)', [
    hashToken(token),
    new Date(Date.now() + FIRST_RUN_TTL_SECONDS * 1000),
  ]);
  return token;
}

/** Whether a first-run token is valid (unused, not expired, and no administrator exists yet). */
export async function firstRunValid(db: Queryable, token: string): Promise<boolean> {
  if (await hasAdministrator(db)) return false;
  const rows = await db.query(
    'SELECT 1 FROM author_first_run WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return rows.length > 0;
}

/** Uses a first-run token: makes `email` the first administrator. False when it was used. */
export async function useFirstRun(db: Database, token: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await hasAdministrator(tx)) return false;
    const used = await tx.query(
      'UPDATE author_first_run SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING token_hash',
      [hashToken(token)],
    );
    if (used.length === 0) return false;
    await addAdministrator(tx, email);
    return true;
  });
}

export async function audit(
  db: Queryable,
  entry: { email: string | null; siteId: string | null; action: string; detail?: object },
): Promise<void> {
  await db.query(
    'INSERT INTO author_audit (id, email, site_id, action, detail) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), entry.email, entry.siteId, entry.action, JSON.stringify(entry.detail ?? {})],
  );
}

export async function auditLog(db: Queryable, siteId: string, limit = 200): Promise<AuditEntry[]> {
  const rows = await db.query<{
    at: Date;
    email: string | null;
    site_id: string | null;
    action: string;
    detail: Record<string, unknown>;
  }>(
    'SELECT at, email, site_id, action, detail FROM author_audit WHERE site_id = $1 ORDER BY at DESC, id LIMIT $2',
    [siteId, limit],
  );
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    email: row.email,
    siteId: row.site_id,
    action: row.action,
    detail: row.detail ?? {},
  }));
}
