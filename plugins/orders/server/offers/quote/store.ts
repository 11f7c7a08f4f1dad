/**
 * A quote in the database (every value a query parameter): staff's answer becomes the order's
 * single line and its totals, and `details.quote` keeps the note staff wrote to the shopper.
 */
import type { Queryable } from '@server/db/database.ts';
import type { OrderRow } from '../../store.ts';

/** The statuses staff may (re)quote from. */
export const QUOTABLE = ['requested', 'quoted'] as const;

export interface Quote {
  /** The line's name (the offer's `name`). */
  name: string;
  /** Whole cents above 0. */
  amount: number;
  note: string;
  /** Who quoted (the staff member's subject). */
  by: string;
}

/** The order quoted (`quoted`, its line and totals set), or null when it is not quotable now. */
export async function quoteOrder(
  db: Queryable,
  siteId: string,
  orderId: string,
  quote: Quote,
): Promise<OrderRow | null> {
  const line = {
    id: 'quote',
    name: quote.name,
    quantity: 1,
    unitPrice: quote.amount,
    total: quote.amount,
  };
  const [row] = await db.query<OrderRow>(
    `UPDATE orders_orders
        SET status = 'quoted', updated_at = now(), lines = $4::jsonb,
            subtotal = $5, delivery_fee = 0, total = $5,
            details = details || jsonb_build_object('quote',
              jsonb_build_object('amount', $5::integer, 'note', $6::text, 'by', $7::text, 'at', to_jsonb(now()))),
            history = history || jsonb_build_array(jsonb_build_object('status', 'quoted', 'at', to_jsonb(now())))
      WHERE site_id = $1 AND id = $2 AND status = ANY($3::text[])
      RETURNING *`,
    [siteId, orderId, [...QUOTABLE], JSON.stringify([line]), quote.amount, quote.note, quote.by],
  );
  return row ?? null;
}

/** Where the payment provider sends the shopper back after paying (`?order=<id>`). */
export async function setOrderUrl(db: Queryable, orderId: string, url: string): Promise<void> {
  await db.query('UPDATE orders_orders SET order_url = $2, updated_at = now() WHERE id = $1', [
    orderId,
    url,
  ]);
}

/** An order that was quoted goes back to `quoted` when its payment page closes unpaid. */
export const unpaidStatus = (order: OrderRow, otherwise: 'expired' | 'cancelled') =>
  order.history.some((entry) => entry.status === 'quoted') ? 'quoted' : otherwise;
