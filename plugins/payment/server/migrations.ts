/**
 * Tables of the payment plugin's site side (the stand-in's are in `stand-in/migrations.ts`): the
 * webhook endpoint this server registered on the stand-in for each site (its signing secret),
 * and the provider events each site received, so that each is applied once.
 */
import type { Migration } from '@server/db/database.ts';

/** One statement each. Never renamed once shipped. */
export const WEBHOOK_MIGRATIONS: readonly Migration[] = [
  {
    id: 'payment-030-site-webhook-endpoints',
    sql: `CREATE TABLE payment_site_webhook_endpoints (
  site_id text PRIMARY KEY,
  endpoint_id text NOT NULL,
  url text NOT NULL,
  secret text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-031-received-events',
    sql: `CREATE TABLE payment_received_events (
  site_id text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, event_id)
)`,
  },
];
