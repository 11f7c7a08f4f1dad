/**
 * The embedded sign-in provider's tables: its signing key, accounts, the oidc-provider adapter's
 * records (sessions, grants, codes, refresh tokens…) and the local mail outbox.
 */
import type { Migration } from '@server/db/database.ts';

/** The demo visitors seeded before issue 28 (retired by `auth-012` and `auth-013`). */
const DEMO_VISITORS =
  "realm = 'visitors' AND email IN ('shopper@example.com', 'admin@example.com')";

/** One statement per migration (prepared statements take one command). */
export const AUTH_MIGRATIONS: readonly Migration[] = [
  {
    id: 'auth-001-keys',
    sql: `CREATE TABLE IF NOT EXISTS auth_keys (
  id TEXT PRIMARY KEY,
  jwk JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'auth-002-accounts',
    sql: `CREATE TABLE IF NOT EXISTS auth_accounts (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  name TEXT,
  nickname TEXT,
  given_name TEXT,
  family_name TEXT,
  picture TEXT,
  roles JSONB NOT NULL DEFAULT '[]'::jsonb,
  email_verified BOOLEAN NOT NULL DEFAULT false,
  metadata JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'auth-003-oidc',
    sql: `CREATE TABLE IF NOT EXISTS auth_oidc (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload JSONB NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at TIMESTAMPTZ,
  consumed_at TIMESTAMPTZ,
  PRIMARY KEY (model, id)
)`,
  },
  {
    id: 'auth-004-oidc-grant-index',
    sql: `CREATE INDEX IF NOT EXISTS auth_oidc_grant ON auth_oidc (grant_id)`,
  },
  {
    id: 'auth-005-oidc-uid-index',
    sql: `CREATE INDEX IF NOT EXISTS auth_oidc_uid ON auth_oidc (model, uid)`,
  },
  {
    id: 'auth-006-outbox',
    sql: `CREATE TABLE IF NOT EXISTS auth_outbox (
  id TEXT PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'auth-007-password-resets',
    sql: `CREATE TABLE IF NOT EXISTS auth_password_resets (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES auth_accounts(id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
)`,
  },
  {
    // Reset mails go through the server's outbox (`mail_outbox`) now.
    id: 'auth-008-outbox-moved',
    sql: 'DROP TABLE IF EXISTS auth_outbox',
  },
  // Realms: the editor's authors (`authors`, client `baobab-editor`) are not the sites' visitors
  // (`visitors`): one email may be both, with two accounts and two passwords.
  {
    id: 'auth-009-realm',
    sql: "ALTER TABLE auth_accounts ADD COLUMN IF NOT EXISTS realm TEXT NOT NULL DEFAULT 'visitors'",
  },
  {
    id: 'auth-010-realm-email',
    sql: 'CREATE UNIQUE INDEX IF NOT EXISTS auth_accounts_realm_email ON auth_accounts (realm, email)',
  },
  {
    id: 'auth-011-email-per-realm',
    sql: 'ALTER TABLE auth_accounts DROP CONSTRAINT IF EXISTS auth_accounts_email_key',
  },
  // Until issue 28 two demo visitors were made on first use with passwords printed in the README
  // (one with the role `admin`). On an install that has them, no password opens them any more
  // and they hold no role; their sessions and tokens end. A reset mail sets a new password, and
  // `npm run auth:grant` gives a role again.
  {
    id: 'auth-012-retire-demo-sessions',
    sql: `DELETE FROM auth_oidc WHERE payload->>'accountId' IN (SELECT id FROM auth_accounts WHERE ${DEMO_VISITORS})`,
  },
  {
    id: 'auth-013-retire-demo-accounts',
    sql: `UPDATE auth_accounts SET password_hash = 'retired', roles = '[]'::jsonb, updated_at = now() WHERE ${DEMO_VISITORS}`,
  },
];
