/**
 * Checkout Sessions of the stand-in in the database, and the objects Stripe answers for them:
 * the session (`checkout.session`) and its line items (`item`, each with its price, inline ones
 * included). Every query is parameterised.
 */
import type { Queryable } from '@server/db/database.ts';
import { newId, priceObject, unix } from './store.ts';

export interface LineItem {
  /** `li_…`; rows made before ids were kept get one from their position. */
  id?: string;
  /** A catalogue price id, or the `price_…` made for inline `price_data`. */
  price: string;
  /** `prod_…` (absent on rows older than inline prices). */
  product?: string;
  quantity: number;
  /** The product's name: Stripe's line item `description`. */
  description: string;
  /** `product_data[description]` of an inline price. */
  product_description?: string | null;
  /** `product_data[images]` of an inline price. */
  images?: string[];
  /** True for `price_data`: Stripe makes such prices inactive, for this session only. */
  inline?: boolean;
  unit_amount: number;
  currency: string;
  recurring_interval: string | null;
  adjustable_quantity?: { enabled: boolean; minimum?: number; maximum?: number } | undefined;
}

export interface SessionRow {
  id: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  currency: string | null;
  amount_total: number;
  line_items: LineItem[];
  payment_method_types: string[];
  success_url: string;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  options: Record<string, unknown>;
  /** Made on the first card attempt; shown in the session once it is paid. */
  payment_intent: string | null;
  /** The test account (secret key) that made it; null for rows older than accounts. */
  account: string | null;
  created: Date;
  expires_at: Date;
}

export const lineItemId = (session: SessionRow, item: LineItem, index: number) =>
  item.id ?? `li_${session.id.slice(-16)}${String(index).padStart(3, '0')}`;

/** One line as Stripe lists it (`GET /v1/checkout/sessions/{id}/line_items`). */
export function lineItemObject(session: SessionRow, item: LineItem, index: number) {
  const amount = item.unit_amount * item.quantity;
  return {
    id: lineItemId(session, item, index),
    object: 'item' as const,
    adjustable_quantity: item.adjustable_quantity
      ? {
          enabled: item.adjustable_quantity.enabled,
          maximum: item.adjustable_quantity.maximum ?? null,
          minimum: item.adjustable_quantity.minimum ?? null,
        }
      : null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: item.currency,
    description: item.description,
    metadata: {},
    price: priceObject({
      id: item.price,
      product_id: item.product ?? item.price,
      product_name: item.description,
      currency: item.currency,
      unit_amount: item.unit_amount,
      recurring_interval: item.recurring_interval,
      active: item.inline !== true,
      created: session.created,
    }),
    quantity: item.quantity,
  };
}

/** The list object of a session's lines, `limit` after `startingAfter` (a line item id). */
export function lineItemList(
  session: SessionRow,
  limit: number,
  startingAfter: string | undefined,
) {
  const all = session.line_items.map((item, index) => lineItemObject(session, item, index));
  const from = startingAfter ? all.findIndex((item) => item.id === startingAfter) + 1 : 0;
  const data = all.slice(from, from + limit);
  return {
    object: 'list' as const,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
    has_more: from + limit < all.length,
    data,
  };
}

/** The session as Stripe answers it; `url` only while it is open (the hosted page). */
export function sessionObject(row: SessionRow, origin: string, expandLineItems = false) {
  const subtotal = row.line_items.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
  return {
    id: row.id,
    object: 'checkout.session' as const,
    mode: row.mode,
    status: row.status,
    payment_status: row.payment_status,
    currency: row.currency,
    amount_subtotal: subtotal,
    amount_total: row.amount_total,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    client_reference_id: row.client_reference_id,
    customer: row.customer,
    customer_email: row.customer_email,
    customer_details: row.customer_email ? { email: row.customer_email } : null,
    locale: row.locale,
    metadata: row.metadata,
    payment_intent: row.payment_status === 'paid' ? row.payment_intent : null,
    payment_method_types: row.payment_method_types,
    allowed_payment_method_types: row.payment_method_types,
    allow_promotion_codes: row.options.allow_promotion_codes ?? null,
    phone_number_collection: { enabled: row.options.phone_number_collection === true },
    automatic_tax: { enabled: row.options.automatic_tax === true, status: null },
    shipping_options: row.options.shipping_options ?? [],
    success_url: row.success_url,
    cancel_url: row.cancel_url,
    url: row.status === 'open' ? `${origin}/stripe/checkout/${row.id}` : null,
    livemode: false,
    created: unix(row.created),
    expires_at: unix(row.expires_at),
    ...(expandLineItems ? { line_items: lineItemList(row, 100, undefined) } : {}),
  };
}

export async function insertSession(
  db: Queryable,
  values: Omit<SessionRow, 'id' | 'status' | 'payment_status' | 'payment_intent' | 'created'>,
): Promise<SessionRow> {
  const rows = await db.query<SessionRow>(
    `INSERT INTO payment_checkout_sessions
       (id, mode, currency, amount_total, line_items, payment_method_types, success_url, cancel_url,
        customer, customer_email, locale, metadata, options, expires_at, client_reference_id, account)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14, $15, $16)
     RETURNING *`,
    [
      newId('cs_test', 58),
      values.mode,
      values.currency,
      values.amount_total,
      JSON.stringify(values.line_items),
      JSON.stringify(values.payment_method_types),
      values.success_url,
      values.cancel_url,
      values.customer,
      values.customer_email,
      values.locale,
      JSON.stringify(values.metadata),
      JSON.stringify(values.options),
      values.expires_at,
      values.client_reference_id,
      values.account,
    ],
  );
  return rows[0]!;
}

/** An open session whose `expires_at` has passed: to be expired (and told) before use. */
export const isDue = (row: SessionRow): boolean =>
  row.status === 'open' && new Date(row.expires_at).getTime() <= Date.now();

export async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>('SELECT * FROM payment_checkout_sessions WHERE id = $1', [
    id,
  ]);
  return rows[0];
}

export async function findSessionForUpdate(
  db: Queryable,
  id: string,
): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    'SELECT * FROM payment_checkout_sessions WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

/**
 * Expires an open session (all of them, or only when `expires_at` has passed): the expired row,
 * or undefined when it was not open (or not due). Its payment intent, if any, is canceled, as
 * Stripe does. Atomic: of two callers, one gets the row.
 */
export async function markExpired(
  tx: Queryable,
  id: string,
  onlyWhenDue: boolean,
): Promise<SessionRow | undefined> {
  const rows = await tx.query<SessionRow>(
    `UPDATE payment_checkout_sessions SET status = 'expired'
     WHERE id = $1 AND status = 'open' AND ($2::boolean IS FALSE OR expires_at <= now())
     RETURNING *`,
    [id, onlyWhenDue],
  );
  const row = rows[0];
  if (row?.payment_intent)
    await tx.query(
      `UPDATE payment_intents SET status = 'canceled' WHERE id = $1 AND status <> 'succeeded'`,
      [row.payment_intent],
    );
  return row;
}

/** Open sessions past `expires_at` (the sweep's work), oldest first. */
export async function dueSessionIds(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM payment_checkout_sessions WHERE status = 'open' AND expires_at <= now()
     ORDER BY expires_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

export async function attachIntent(
  tx: Queryable,
  sessionId: string,
  intentId: string,
  email: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE payment_checkout_sessions SET payment_intent = $2, customer_email = COALESCE(customer_email, $3) WHERE id = $1`,
    [sessionId, intentId, email],
  );
}

/** Completes a session: the row after, with its email kept if it had none. */
export async function completeSession(
  tx: Queryable,
  sessionId: string,
  paymentStatus: 'paid' | 'no_payment_required',
  email: string,
): Promise<SessionRow> {
  const rows = await tx.query<SessionRow>(
    `UPDATE payment_checkout_sessions
     SET status = 'complete', payment_status = $2, customer_email = COALESCE(customer_email, $3)
     WHERE id = $1 RETURNING *`,
    [sessionId, paymentStatus, email],
  );
  return rows[0]!;
}
