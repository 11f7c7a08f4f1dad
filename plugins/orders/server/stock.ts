/**
 * Sales written back to the product records, so the shop shows what is left (a card reads
 * "Out of stock" at 0). After payment a product's paid holds are claimed (`settling`), its
 * record's stock is read and lowered by them through the collection's source, then the holds
 * are `settled` and the product's generation bumped, under the same lock orders take. An order
 * priced from records read before that bump retries (see `placeOrder`'s caller), so stock is
 * never counted from a stale record; a hold still settling counts twice for a moment, which
 * only ever undersells. No transaction is open while the source answers (PGlite runs one at a
 * time, and the embedded record API shares its database).
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@server/db/database.ts';
import type { JsonValue } from '@shared/schema/values.ts';

/** A claim older than this is taken to have died with its server; it keeps counting (safe). */
const CLAIM_MINUTES = 2;

export interface StockRecordAccess {
  /** The record's stock now, or null when it cannot be read. */
  read(recordId: string): Promise<number | null>;
  /** Sets its stock; false when the source refused. */
  write(recordId: string, stock: number): Promise<boolean>;
}

const key = (siteId: string, collectionId: string, recordId: string) =>
  `orders:${siteId}/${collectionId}/${recordId}`;

export async function stockGeneration(
  db: Queryable,
  siteId: string,
  collectionId: string,
  recordId: string,
): Promise<number> {
  const [row] = await db.query<{ generation: string | number }>(
    'SELECT generation FROM orders_stock WHERE site_id = $1 AND collection_id = $2 AND record_id = $3',
    [siteId, collectionId, recordId],
  );
  return Number(row?.generation ?? 0);
}

/**
 * Products of a site with paid holds not yet written back, with their orders' environment. Only
 * the cart's: an offer's holds (seats) have no record stock to write back and stay `paid`.
 */
export async function productsToSettle(
  db: Queryable,
  siteId: string,
): Promise<Array<{ collection_id: string; record_id: string; environment: string }>> {
  return db.query(
    `SELECT DISTINCT h.collection_id, h.record_id, o.environment
       FROM orders_holds h JOIN orders_orders o ON o.id = h.order_id
      WHERE h.site_id = $1 AND h.state = 'paid' AND o.offer = 'products'`,
    [siteId],
  );
}

/**
 * Writes one product's paid holds back to its record. True when something was written; false
 * when there was nothing to do, another server is at it, or the source failed (the holds stay
 * paid and count, and the next pass tries again).
 */
export async function settleProduct(
  db: Database,
  siteId: string,
  collectionId: string,
  recordId: string,
  access: StockRecordAccess,
): Promise<boolean> {
  const token = randomUUID();
  const claimed = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      key(siteId, collectionId, recordId),
    ]);
    const [busy] = await tx.query(
      `SELECT 1 FROM orders_holds WHERE site_id = $1 AND collection_id = $2 AND record_id = $3
          AND state = 'settling' AND settle_started > now() - make_interval(mins => $4) LIMIT 1`,
      [siteId, collectionId, recordId, CLAIM_MINUTES],
    );
    if (busy) return 0;
    const rows = await tx.query<{ quantity: number }>(
      `UPDATE orders_holds SET state = 'settling', settle_token = $4, settle_started = now()
        WHERE site_id = $1 AND collection_id = $2 AND record_id = $3 AND state = 'paid'
        RETURNING quantity`,
      [siteId, collectionId, recordId, token],
    );
    return rows.reduce((sum, row) => sum + Number(row.quantity), 0);
  });
  if (claimed === 0) return false;
  const release = () =>
    db.query(
      `UPDATE orders_holds SET state = 'paid', settle_token = NULL, settle_started = NULL WHERE settle_token = $1`,
      [token],
    );
  try {
    const stock = await access.read(recordId);
    if (stock === null || !(await access.write(recordId, Math.max(0, stock - claimed)))) {
      await release();
      return false;
    }
  } catch (error) {
    await release();
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      key(siteId, collectionId, recordId),
    ]);
    await tx.query(`UPDATE orders_holds SET state = 'settled' WHERE settle_token = $1`, [token]);
    await tx.query(
      `INSERT INTO orders_stock (site_id, collection_id, record_id, generation) VALUES ($1, $2, $3, 1)
       ON CONFLICT (site_id, collection_id, record_id) DO UPDATE SET generation = orders_stock.generation + 1`,
      [siteId, collectionId, recordId],
    );
  });
  return true;
}

/** A stock value read from a record field: whole and not negative, else null. */
export function stockOf(value: JsonValue | unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
