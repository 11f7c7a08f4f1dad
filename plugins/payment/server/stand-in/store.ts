/**
 * The stand-in's records in the database, as Stripe-shaped objects (`object`, unix `created`,
 * `livemode: false`): prices, customers, payment intents and their charges, portal sessions.
 * Checkout sessions are in `session-store.ts`, events and webhook endpoints in `event-store.ts`.
 * Every query is parameterised.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '@server/db/database.ts';
import type { CardError } from './cards.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: `cs_test_a1B2…`. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const unix = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

export interface PriceRow {
  id: string;
  product_id: string;
  product_name: string;
  currency: string;
  unit_amount: number;
  recurring_interval: string | null;
  active: boolean;
  created: Date;
}

export function priceObject(row: PriceRow) {
  return {
    id: row.id,
    object: 'price' as const,
    active: row.active,
    currency: row.currency,
    unit_amount: row.unit_amount,
    unit_amount_decimal: String(row.unit_amount),
    nickname: row.product_name,
    product: row.product_id,
    type: row.recurring_interval ? ('recurring' as const) : ('one_time' as const),
    recurring: row.recurring_interval
      ? { interval: row.recurring_interval, interval_count: 1, usage_type: 'licensed' }
      : null,
    billing_scheme: 'per_unit',
    metadata: {},
    livemode: false,
    created: unix(row.created),
  };
}

export async function listPrices(db: Queryable, activeOnly: boolean, limit: number) {
  return db.query<PriceRow>(
    `SELECT * FROM payment_prices WHERE ($1::boolean IS FALSE OR active) ORDER BY created, id LIMIT $2`,
    [activeOnly, limit],
  );
}

export async function findPrice(db: Queryable, id: string): Promise<PriceRow | undefined> {
  return (await db.query<PriceRow>('SELECT * FROM payment_prices WHERE id = $1', [id]))[0];
}

export interface CustomerRow {
  id: string;
  email: string | null;
  name: string | null;
  created: Date;
}

export function customerObject(row: CustomerRow) {
  return {
    id: row.id,
    object: 'customer' as const,
    email: row.email,
    name: row.name,
    metadata: {},
    livemode: false,
    created: unix(row.created),
  };
}

export async function findCustomer(db: Queryable, id: string): Promise<CustomerRow | undefined> {
  return (await db.query<CustomerRow>('SELECT * FROM payment_customers WHERE id = $1', [id]))[0];
}

export async function createCustomer(
  db: Queryable,
  email: string | null,
  name: string | null,
): Promise<CustomerRow> {
  const rows = await db.query<CustomerRow>(
    'INSERT INTO payment_customers (id, email, name) VALUES ($1, $2, $3) RETURNING *',
    [newId('cus', 14), email, name],
  );
  return rows[0]!;
}

export interface IntentRow {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  customer: string | null;
  payment_method_types: string[];
  last_payment_error: CardError | null;
  metadata: Record<string, string>;
  /** The test account (secret key) that made it; null for rows older than accounts. */
  account: string | null;
  created: Date;
}

export function intentObject(row: IntentRow, charges: ChargeRow[] = []) {
  const latest = charges.at(-1);
  return {
    id: row.id,
    object: 'payment_intent' as const,
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    currency: row.currency,
    status: row.status,
    client_secret: row.client_secret,
    customer: row.customer,
    payment_method_types: row.payment_method_types,
    allowed_payment_method_types: row.payment_method_types,
    last_payment_error: row.last_payment_error,
    latest_charge: latest?.id ?? null,
    metadata: row.metadata,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    livemode: false,
    created: unix(row.created),
  };
}

export async function createIntent(
  db: Queryable,
  values: {
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethodTypes: string[];
    metadata: Record<string, string>;
    account: string | null;
  },
): Promise<IntentRow> {
  const id = newId('pi');
  const rows = await db.query<IntentRow>(
    `INSERT INTO payment_intents (id, client_secret, amount, currency, status, customer, payment_method_types, metadata, account)
     VALUES ($1, $2, $3, $4, 'requires_payment_method', $5, $6::jsonb, $7::jsonb, $8) RETURNING *`,
    [
      id,
      `${id}_secret_${newId('s', 24).slice(2)}`,
      values.amount,
      values.currency,
      values.customer,
      JSON.stringify(values.paymentMethodTypes),
      JSON.stringify(values.metadata),
      values.account,
    ],
  );
  return rows[0]!;
}

export async function findIntent(db: Queryable, id: string): Promise<IntentRow | undefined> {
  return (await db.query<IntentRow>('SELECT * FROM payment_intents WHERE id = $1', [id]))[0];
}

export async function findIntentForUpdate(
  db: Queryable,
  id: string,
): Promise<IntentRow | undefined> {
  return (
    await db.query<IntentRow>('SELECT * FROM payment_intents WHERE id = $1 FOR UPDATE', [id])
  )[0];
}

export interface ChargeRow {
  id: string;
  payment_intent: string;
  checkout_session: string | null;
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed';
  card_brand: string | null;
  card_last4: string | null;
  failure_code: string | null;
  failure_message: string | null;
  created: Date;
}

export function chargeObject(row: ChargeRow) {
  return {
    id: row.id,
    object: 'charge' as const,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paid: row.status === 'succeeded',
    payment_intent: row.payment_intent,
    failure_code: row.failure_code,
    failure_message: row.failure_message,
    payment_method_details: {
      type: 'card',
      card: { brand: row.card_brand, last4: row.card_last4 },
    },
    livemode: false,
    created: unix(row.created),
  };
}

export async function chargesOf(db: Queryable, intentId: string): Promise<ChargeRow[]> {
  return db.query<ChargeRow>(
    'SELECT * FROM payment_charges WHERE payment_intent = $1 ORDER BY created, id',
    [intentId],
  );
}

/**
 * Records one card attempt on an intent: a charge, and the intent's new status (succeeded, or
 * back to requires_payment_method with the card's error). Inside the caller's transaction.
 */
export async function recordAttempt(
  tx: Queryable,
  intent: IntentRow,
  attempt: { brand: string | null; last4: string | null; error: CardError | null },
  checkoutSession: string | null,
): Promise<IntentRow> {
  await tx.query(
    `INSERT INTO payment_charges (id, payment_intent, checkout_session, amount, currency, status, card_brand, card_last4, failure_code, failure_message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      newId('ch'),
      intent.id,
      checkoutSession,
      intent.amount,
      intent.currency,
      attempt.error ? 'failed' : 'succeeded',
      attempt.brand,
      attempt.last4,
      attempt.error ? (attempt.error.decline_code ?? attempt.error.code) : null,
      attempt.error?.message ?? null,
    ],
  );
  const rows = await tx.query<IntentRow>(
    `UPDATE payment_intents SET status = $2, last_payment_error = $3::jsonb WHERE id = $1 RETURNING *`,
    [
      intent.id,
      attempt.error ? 'requires_payment_method' : 'succeeded',
      attempt.error ? JSON.stringify(attempt.error) : null,
    ],
  );
  return rows[0]!;
}

export interface PortalRow {
  id: string;
  customer: string;
  return_url: string | null;
  created: Date;
}

export function portalObject(row: PortalRow, origin: string) {
  return {
    id: row.id,
    object: 'billing_portal.session' as const,
    customer: row.customer,
    return_url: row.return_url,
    url: `${origin}/stripe/portal/${row.id}`,
    livemode: false,
    created: unix(row.created),
  };
}

export async function insertPortal(
  db: Queryable,
  customer: string,
  returnUrl: string | null,
): Promise<PortalRow> {
  const rows = await db.query<PortalRow>(
    'INSERT INTO payment_portal_sessions (id, customer, return_url) VALUES ($1, $2, $3) RETURNING *',
    [newId('bps', 24), customer, returnUrl],
  );
  return rows[0]!;
}

export async function findPortal(db: Queryable, id: string): Promise<PortalRow | undefined> {
  return (
    await db.query<PortalRow>('SELECT * FROM payment_portal_sessions WHERE id = $1', [id])
  )[0];
}

/** A customer's payments (succeeded charges, newest first), for the portal page. */
export async function paymentsOfCustomer(db: Queryable, customer: string) {
  return db.query<ChargeRow & { description: string | null }>(
    `SELECT c.*, (SELECT string_agg(li->>'description', ', ')
                  FROM payment_checkout_sessions s, jsonb_array_elements(s.line_items) li
                  WHERE s.id = c.checkout_session) AS description
     FROM payment_charges c JOIN payment_intents i ON i.id = c.payment_intent
     WHERE i.customer = $1 AND c.status = 'succeeded'
     ORDER BY c.created DESC LIMIT 50`,
    [customer],
  );
}
