/**
 * Fulfilment after payment, exactly once per order: an offer that names a plugin (`fulfil`) is
 * queued in the payment event's transaction (one row per order, so a webhook delivered again
 * queues nothing), then claimed (`queued → sending`, one claimer wins) and handed to that
 * plugin's `fulfil` with the order id as its idempotency key. Done: the order is `delivered`
 * with the provider's reference in `fulfilment`; refused for good, or still failing after
 * `ATTEMPTS` tries: `refund-due` with the provider's text.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import type { Queryable } from '@server/db/database.ts';
import { FulfilmentFailed } from '@server/contract.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { moveOrder, orderById, visibleOrder, type OrderRow } from './store.ts';

export const ATTEMPTS = 3;
/** A claim older than this died with its server: tried again (the key keeps it single). */
const STALE_MINUTES = 5;

export const FULFIL_MESSAGES = {
  noPlugin: (plugin: string) => `No plugin "${plugin}" delivers this order.`,
} as const;

/** Queues an order's fulfilment (inside the payment event's transaction); once per order. */
export async function queueFulfilment(tx: Queryable, order: OrderRow, plugin: string) {
  const rows = await tx.query(
    `INSERT INTO orders_fulfilments (order_id, site_id, plugin, state) VALUES ($1, $2, $3, 'queued')
     ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
    [order.id, order.site_id, plugin],
  );
  if (rows.length > 0) await setFulfilment(tx, order.id, { state: 'queued', plugin });
}

async function setFulfilment(db: Queryable, orderId: string, value: Record<string, JsonValue>) {
  await db.query(
    'UPDATE orders_orders SET fulfilment = $2::jsonb, updated_at = now() WHERE id = $1',
    [orderId, JSON.stringify(value)],
  );
}

/** Claims one queued (or stale) fulfilment; null when another run has it or it is done. */
async function claim(db: Queryable, orderId: string) {
  const [row] = await db.query<{ plugin: string; attempts: number }>(
    `UPDATE orders_fulfilments SET state = 'sending', claimed_at = now(), attempts = attempts + 1
      WHERE order_id = $1 AND (state = 'queued'
        OR (state = 'sending' AND claimed_at < now() - make_interval(mins => $2)))
      RETURNING plugin, attempts`,
    [orderId, STALE_MINUTES],
  );
  return row ?? null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers every queued fulfilment of a site (after a payment's commit). `offerOf` gives an
 * order's offer settings from what the site published.
 */
export async function runFulfilments(
  context: ServerContext,
  request: FastifyRequest,
  siteId: string,
  offerOf: (order: OrderRow) => Promise<Readonly<Record<string, JsonValue>> | null>,
): Promise<void> {
  const db = await context.db();
  const due = await db.query<{ order_id: string }>(
    `SELECT order_id FROM orders_fulfilments WHERE site_id = $1 AND (state = 'queued'
        OR (state = 'sending' AND claimed_at < now() - make_interval(mins => $2)))
      ORDER BY created_at`,
    [siteId, STALE_MINUTES],
  );
  for (const { order_id: orderId } of due)
    await fulfilOne(context, request, siteId, orderId, offerOf);
}

async function fulfilOne(
  context: ServerContext,
  request: FastifyRequest,
  siteId: string,
  orderId: string,
  offerOf: (order: OrderRow) => Promise<Readonly<Record<string, JsonValue>> | null>,
) {
  const db = await context.db();
  for (;;) {
    const claimed = await claim(db, orderId);
    if (!claimed) return;
    const order = await orderById(db, siteId, orderId);
    if (!order) return;
    const plugin = context.pluginServers.get(claimed.plugin);
    const offer = await offerOf(order);
    let failure: string;
    let final: boolean;
    try {
      if (!plugin?.fulfil || !offer)
        throw new FulfilmentFailed(FULFIL_MESSAGES.noPlugin(claimed.plugin));
      const done = await plugin.fulfil(
        {
          siteId,
          environment: order.environment,
          order: visibleOrder(order),
          offer,
          key: order.id,
        },
        { context, request },
      );
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE orders_fulfilments SET state = 'done' WHERE order_id = $1`, [
          orderId,
        ]);
        await setFulfilment(tx, orderId, { ...done, state: 'done', plugin: claimed.plugin });
        await moveOrder(tx, siteId, orderId, ['paid'], 'delivered');
      });
      return;
    } catch (error) {
      failure = errorText(error);
      final = error instanceof FulfilmentFailed || claimed.attempts >= ATTEMPTS;
      request.log.warn(
        `orders: ${order.reference} not delivered (try ${claimed.attempts}): ${failure}`,
      );
    }
    if (final) {
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE orders_fulfilments SET state = 'failed' WHERE order_id = $1`, [
          orderId,
        ]);
        await setFulfilment(tx, orderId, {
          state: 'failed',
          plugin: claimed.plugin,
          error: failure,
        });
        await moveOrder(tx, siteId, orderId, ['paid'], 'refund-due');
      });
      return;
    }
    await db.query(`UPDATE orders_fulfilments SET state = 'queued' WHERE order_id = $1`, [orderId]);
    await new Promise((resolve) => setTimeout(resolve, 500 * claimed.attempts));
  }
}
