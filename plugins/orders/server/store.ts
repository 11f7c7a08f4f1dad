/**
 * Orders in the database, every value a query parameter. Stock is taken in one transaction per
 * order: each product's advisory lock (in id order, so two orders never wait on each other),
 * then what its live holds already take, then the new holds; two shoppers can never both get
 * the last item.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@server/db/database.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { PricedOrder } from './pricing.ts';
import type { OrderStatus } from '../statuses.ts';

/** Holds that take stock now: paid ones, ones being written back, pending ones not expired. */
export const LIVE_HOLD = `(h.state IN ('paid', 'settling') OR (h.state = 'pending' AND h.expires_at > now()))`;

export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface HistoryEntry {
  status: OrderStatus;
  at: string;
}

export interface OrderRow {
  id: string;
  site_id: string;
  environment: string;
  reference: string;
  user_sub: string;
  email: string | null;
  status: OrderStatus;
  currency: string;
  subtotal: number;
  delivery_fee: number;
  total: number;
  lines: OrderLine[];
  details: Record<string, JsonValue>;
  history: HistoryEntry[];
  collection_id: string;
  order_url: string | null;
  checkout_session: string | null;
  payment_intent: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  paid_at: Date | string | null;
  /** The offer it was placed under (`products` for a cart). */
  offer: string;
  /** What the fulfilling plugin did after payment (`fulfil.ts`): state, reference, error. */
  fulfilment: Record<string, JsonValue> | null;
}

/** An order as its owner (or staff) reads it: amounts in cents, times as ISO texts. */
export function visibleOrder(row: OrderRow): Record<string, JsonValue> {
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    offer: row.offer,
    email: row.email,
    currency: row.currency,
    items: row.lines.map((line) => ({ ...line })),
    itemCount: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: row.subtotal,
    deliveryFee: row.delivery_fee,
    total: row.total,
    details: row.details,
    history: row.history.map((entry) => ({ ...entry })),
    createdAt: iso(row.created_at),
    paidAt: iso(row.paid_at),
    fulfilment: row.fulfilment ?? null,
  };
}

/** A product's record was written back after the order read it: read the records again. */
export class StaleStock extends Error {
  constructor() {
    super('stock changed while the order was priced');
  }
}

/** Some product in the cart has fewer left than asked. */
export class SoldOut extends Error {
  constructor(readonly items: Array<{ id: string; name: string; available: number }>) {
    super('sold out');
  }
}

const REFERENCE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function reference(prefix: string): string {
  let text = '';
  for (const byte of randomBytes(6)) text += REFERENCE_CHARS[byte % REFERENCE_CHARS.length];
  return `${prefix.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || 'ORD'}-${text}`;
}

/** The advisory lock key of one held thing (a product, or one seat of a departure). */
export const lockKey = (siteId: string, collectionId: string, recordId: string) =>
  `orders:${siteId}/${collectionId}/${recordId}`;

/** One thing an order holds while it is paid for: a product's quantity, one seat. */
export interface Hold {
  /** The held record (a product), or a key of its own (`<departure>/<date>/<seat>`). */
  recordId: string;
  quantity: number;
  /** Minutes until the hold lapses when the order is not paid. */
  minutes: number;
}

/**
 * What an offer takes in the order's transaction (its locks, its checks against the live holds):
 * the holds to insert, or a thrown refusal (`SoldOut`, `StaleStock`, the offer's own).
 */
export type Reserve = (tx: Queryable) => Promise<readonly Hold[]>;

export interface NewOrder {
  siteId: string;
  environment: string;
  userSub: string;
  email: string | null;
  currency: string;
  /** The offer of the site's orders settings it was placed under (`products`: the cart). */
  offer: string;
  /** `pending` waits for payment; `requested` for staff's quote (nothing held). */
  status: 'pending' | 'requested';
  /** The collection its holds count against (the products, the departures…). */
  collectionId: string;
  priced: PricedOrder;
  details: Record<string, JsonValue>;
  orderUrl: (id: string) => string;
  referencePrefix: string;
  reserve: Reserve;
}

/** The products of a cart checked against their stock: its holds, or SoldOut / StaleStock. */
export function stockHolds(
  siteId: string,
  collectionId: string,
  priced: PricedOrder,
  holdMinutes: number,
  /** Each product's stock generation read before its record (`stock.ts`). */
  generations: ReadonlyMap<string, number>,
): Reserve {
  return async (tx) => {
    const short: Array<{ id: string; name: string; available: number }> = [];
    const lines = [...priced.lines].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const line of lines) {
      if (line.stock === null) continue;
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        lockKey(siteId, collectionId, line.id),
      ]);
      const [generation] = await tx.query<{ generation: string | number }>(
        'SELECT generation FROM orders_stock WHERE site_id = $1 AND collection_id = $2 AND record_id = $3',
        [siteId, collectionId, line.id],
      );
      if (Number(generation?.generation ?? 0) !== (generations.get(line.id) ?? 0))
        throw new StaleStock();
      const [held] = await tx.query<{ taken: string | number }>(
        `SELECT COALESCE(SUM(h.quantity), 0) AS taken FROM orders_holds h
          WHERE h.site_id = $1 AND h.collection_id = $2 AND h.record_id = $3 AND ${LIVE_HOLD}`,
        [siteId, collectionId, line.id],
      );
      const available = line.stock - Number(held?.taken ?? 0);
      if (line.quantity > available)
        short.push({ id: line.id, name: line.name, available: Math.max(0, available) });
    }
    if (short.length > 0) throw new SoldOut(short);
    // Holds outlive the payment page by 5 minutes: a late payment still finds its stock.
    return priced.lines.map((line) => ({
      recordId: line.id,
      quantity: line.quantity,
      minutes: holdMinutes + 5,
    }));
  };
}

/** The order and its holds, or the offer's refusal (SoldOut when a product has fewer left). */
export async function placeOrder(db: Database, order: NewOrder): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const holds = await order.reserve(tx);
    const id = randomUUID();
    const now = new Date().toISOString();
    let row: OrderRow | undefined;
    for (let attempt = 0; attempt < 5 && !row; attempt++) {
      [row] = await tx.query<OrderRow>(
        `INSERT INTO orders_orders (id, site_id, environment, reference, user_sub, email, status, currency,
           subtotal, delivery_fee, total, lines, details, history, collection_id, order_url, offer)
         VALUES ($1, $2, $3, $4, $5, $6, $16, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14, $15, $17)
         ON CONFLICT (site_id, reference) DO NOTHING RETURNING *`,
        [
          id,
          order.siteId,
          order.environment,
          reference(order.referencePrefix),
          order.userSub,
          order.email,
          order.currency,
          order.priced.subtotal,
          order.priced.deliveryFee,
          order.priced.total,
          JSON.stringify(
            order.priced.lines.map(({ id: lineId, name, quantity, unitPrice, total }) => ({
              id: lineId,
              name,
              quantity,
              unitPrice,
              total,
            })),
          ),
          JSON.stringify(order.details),
          JSON.stringify([{ status: order.status, at: now }]),
          order.collectionId,
          order.orderUrl(id),
          order.status,
          order.offer,
        ],
      );
    }
    if (!row) throw new Error('No free order reference after 5 tries');
    for (const hold of holds) {
      await tx.query(
        `INSERT INTO orders_holds (order_id, site_id, collection_id, record_id, quantity, state, expires_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', now() + make_interval(mins => $6))`,
        [id, order.siteId, order.collectionId, hold.recordId, hold.quantity, hold.minutes],
      );
    }
    return row;
  });
}

export async function setCheckoutSession(db: Queryable, orderId: string, session: string) {
  await db.query(
    'UPDATE orders_orders SET checkout_session = $2, updated_at = now() WHERE id = $1',
    [orderId, session],
  );
}

export async function orderById(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    'SELECT * FROM orders_orders WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  return row ?? null;
}

/** A signed-in visitor's orders (newest first), or every order of the site for staff. */
export async function listOrders(
  db: Queryable,
  siteId: string,
  userSub: string | null,
  limit = 1000,
): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT * FROM orders_orders WHERE site_id = $1 AND ($2::text IS NULL OR user_sub = $2)
      ORDER BY created_at DESC LIMIT $3`,
    [siteId, userSub, limit],
  );
}

/**
 * Moves an order to `to` when it is in one of `from`; its holds go to `holds` (when given).
 * Null when the order is not (or no longer) in those states.
 */
export async function moveOrder(
  db: Queryable,
  siteId: string,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  changes: { holds?: 'paid' | 'released'; paymentIntent?: string | null } = {},
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `UPDATE orders_orders
        SET status = $4, updated_at = now(),
            history = history || jsonb_build_array(jsonb_build_object('status', $4::text, 'at', to_jsonb(now()))),
            paid_at = CASE WHEN $4 = 'paid' THEN now() ELSE paid_at END,
            payment_intent = COALESCE($5, payment_intent)
      WHERE site_id = $1 AND id = $2 AND status = ANY($3::text[])
      RETURNING *`,
    [siteId, orderId, [...from], to, changes.paymentIntent ?? null],
  );
  if (!row) return null;
  if (changes.holds === 'paid')
    await db.query(
      `UPDATE orders_holds SET state = 'paid' WHERE order_id = $1 AND state IN ('pending', 'released')`,
      [orderId],
    );
  if (changes.holds === 'released')
    await db.query(
      `UPDATE orders_holds SET state = 'released' WHERE order_id = $1 AND state = 'pending'`,
      [orderId],
    );
  return row;
}

/** A visitor's pending orders on a site (placing a new one cancels them, freeing their stock). */
export async function pendingOrdersOf(
  db: Queryable,
  siteId: string,
  userSub: string,
): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT * FROM orders_orders WHERE site_id = $1 AND user_sub = $2 AND status = 'pending'`,
    [siteId, userSub],
  );
}
