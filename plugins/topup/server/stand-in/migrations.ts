/**
 * The top-up stand-in's tables: its API clients (the secret each first used), the access
 * tokens it issued, and the top-ups it made (one per client and `customIdentifier`).
 */
import type { Migration } from '@server/db/database.ts';

/** One statement each. Never renamed once shipped. */
export const TOPUP_STAND_IN_MIGRATIONS: readonly Migration[] = [
  {
    id: 'topup-001-stand-in-clients',
    sql: `CREATE TABLE topup_standin_clients (
  client_id text PRIMARY KEY,
  secret_sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'topup-002-stand-in-tokens',
    sql: `CREATE TABLE topup_standin_tokens (
  token text PRIMARY KEY,
  client_id text NOT NULL,
  audience text NOT NULL,
  expires_at timestamptz NOT NULL
)`,
  },
  {
    id: 'topup-003-stand-in-transactions',
    sql: `CREATE TABLE topup_standin_transactions (
  transaction_id bigint GENERATED ALWAYS AS IDENTITY (START WITH 4100) PRIMARY KEY,
  client_id text NOT NULL,
  custom_identifier text NOT NULL,
  operator_id integer NOT NULL,
  operator_name text NOT NULL,
  operator_transaction_id text NOT NULL,
  recipient_phone text NOT NULL,
  country_code text NOT NULL,
  amount_cents integer NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, custom_identifier)
)`,
  },
];
