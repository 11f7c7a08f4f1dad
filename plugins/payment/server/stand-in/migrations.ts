/**
 * Tables of the embedded Stripe stand-in: its test catalogue (prices, seeded in South African
 * rand), customers, Checkout sessions, billing portal sessions, payment intents and the charges
 * made against them (every card attempt, paid or declined), webhook endpoints, events, and their
 * deliveries with every attempt.
 */
import type { Migration } from '@server/db/database.ts';

/** One statement each (a migration runs as one prepared statement). Never renamed once shipped. */
export const PAYMENT_MIGRATIONS: readonly Migration[] = [
  {
    id: 'payment-001-prices',
    sql: `CREATE TABLE payment_prices (
  id text PRIMARY KEY,
  product_id text NOT NULL,
  product_name text NOT NULL,
  currency text NOT NULL,
  unit_amount integer NOT NULL CHECK (unit_amount >= 0),
  recurring_interval text,
  active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-002-seed-prices',
    sql: `INSERT INTO payment_prices (id, product_id, product_name, currency, unit_amount, recurring_interval) VALUES
  ('price_airtime_r50', 'prod_airtime', 'Airtime R50', 'zar', 5000, NULL),
  ('price_airtime_r100', 'prod_airtime', 'Airtime R100', 'zar', 10000, NULL),
  ('price_bus_ticket', 'prod_bus_ticket', 'Bus ticket (Johannesburg to Pretoria)', 'zar', 8500, NULL),
  ('price_grocery_box', 'prod_grocery_box', 'Grocery box', 'zar', 45000, NULL),
  ('price_data_monthly', 'prod_data_bundle', 'Data bundle 10 GB', 'zar', 19900, 'month')`,
  },
  {
    id: 'payment-003-customers',
    sql: `CREATE TABLE payment_customers (
  id text PRIMARY KEY,
  email text,
  name text,
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-004-seed-customer',
    sql: `INSERT INTO payment_customers (id, email, name) VALUES
  ('cus_demo_shopper', 'shopper@example.com', 'Thandi Shopper')`,
  },
  {
    id: 'payment-005-intents',
    sql: `CREATE TABLE payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  customer text REFERENCES payment_customers (id),
  payment_method_types jsonb NOT NULL,
  last_payment_error jsonb,
  metadata jsonb NOT NULL DEFAULT '{}',
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-006-checkout-sessions',
    sql: `CREATE TABLE payment_checkout_sessions (
  id text PRIMARY KEY,
  mode text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  payment_status text NOT NULL DEFAULT 'unpaid',
  currency text,
  amount_total integer NOT NULL,
  line_items jsonb NOT NULL,
  payment_method_types jsonb NOT NULL,
  success_url text NOT NULL,
  cancel_url text,
  customer text REFERENCES payment_customers (id),
  customer_email text,
  locale text,
  metadata jsonb NOT NULL DEFAULT '{}',
  options jsonb NOT NULL DEFAULT '{}',
  payment_intent text REFERENCES payment_intents (id),
  created timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
)`,
  },
  {
    id: 'payment-007-charges',
    sql: `CREATE TABLE payment_charges (
  id text PRIMARY KEY,
  payment_intent text NOT NULL REFERENCES payment_intents (id),
  checkout_session text REFERENCES payment_checkout_sessions (id),
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  card_brand text,
  card_last4 text,
  failure_code text,
  failure_message text,
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-008-charges-index',
    sql: `CREATE INDEX payment_charges_intent ON payment_charges (payment_intent)`,
  },
  {
    id: 'payment-009-portal-sessions',
    sql: `CREATE TABLE payment_portal_sessions (
  id text PRIMARY KEY,
  customer text NOT NULL REFERENCES payment_customers (id),
  return_url text,
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-010-session-reference-account',
    sql: `ALTER TABLE payment_checkout_sessions ADD COLUMN client_reference_id text, ADD COLUMN account text`,
  },
  {
    id: 'payment-011-intent-account',
    sql: `ALTER TABLE payment_intents ADD COLUMN account text`,
  },
  {
    id: 'payment-012-sessions-open-index',
    sql: `CREATE INDEX payment_checkout_sessions_open ON payment_checkout_sessions (expires_at) WHERE status = 'open'`,
  },
  {
    id: 'payment-013-webhook-endpoints',
    sql: `CREATE TABLE payment_webhook_endpoints (
  id text PRIMARY KEY,
  account text NOT NULL,
  url text NOT NULL,
  enabled_events jsonb NOT NULL,
  secret text NOT NULL,
  api_version text,
  description text,
  metadata jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'enabled',
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-014-events',
    sql: `CREATE TABLE payment_events (
  id text PRIMARY KEY,
  account text,
  type text NOT NULL,
  api_version text NOT NULL,
  object jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
)`,
  },
  {
    id: 'payment-015-events-index',
    sql: `CREATE INDEX payment_events_account_created ON payment_events (account, created DESC, id DESC)`,
  },
  {
    id: 'payment-016-event-deliveries',
    sql: `CREATE TABLE payment_event_deliveries (
  event_id text NOT NULL REFERENCES payment_events (id),
  endpoint_id text NOT NULL,
  state text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  PRIMARY KEY (event_id, endpoint_id)
)`,
  },
  {
    id: 'payment-017-event-deliveries-due',
    sql: `CREATE INDEX payment_event_deliveries_due ON payment_event_deliveries (next_attempt_at) WHERE state = 'pending'`,
  },
  {
    id: 'payment-018-delivery-attempts',
    sql: `CREATE TABLE payment_delivery_attempts (
  event_id text NOT NULL,
  endpoint_id text NOT NULL,
  attempt integer NOT NULL,
  status integer,
  error text,
  duration_ms integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, endpoint_id, attempt)
)`,
  },
];
