/**
 * The editor's authors: their sign-in sessions, their roles per site, the administrators (the
 * first owner, owner of every site), sign-ins under way, the first run's one-time link and the
 * audit log. One statement per migration (prepared statements take one command).
 */
import type { Migration } from '../db/database.ts';

export const AUTHOR_MIGRATIONS: readonly Migration[] = [
  {
    id: 'authors-001-sessions',
    sql: `CREATE TABLE IF NOT EXISTS author_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT,
  csrf TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
)`,
  },
  {
    id: 'authors-002-members',
    sql: `CREATE TABLE IF NOT EXISTS author_members (
  site_id TEXT NOT NULL,
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  added_by TEXT,
  added_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, email)
)`,
  },
  {
    id: 'authors-003-administrators',
    sql: `CREATE TABLE IF NOT EXISTS author_administrators (
  email TEXT PRIMARY KEY,
  added_at TIMESTAMPTZ NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'authors-004-sign-ins',
    sql: `CREATE TABLE IF NOT EXISTS author_sign_ins (
  state TEXT PRIMARY KEY,
  verifier TEXT NOT NULL,
  return_to TEXT NOT NULL,
  first_run TEXT,
  expires_at TIMESTAMPTZ NOT NULL
)`,
  },
  {
    id: 'authors-005-first-run',
    sql: `CREATE TABLE IF NOT EXISTS author_first_run (
  token_hash TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
)`,
  },
  {
    id: 'authors-006-audit',
    sql: `CREATE TABLE IF NOT EXISTS author_audit (
  id TEXT PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  email TEXT,
  site_id TEXT,
  action TEXT NOT NULL,
  detail JSONB NOT NULL DEFAULT '{}'::jsonb
)`,
  },
  {
    id: 'authors-007-audit-site',
    sql: 'CREATE INDEX IF NOT EXISTS author_audit_site ON author_audit (site_id, at)',
  },
];
