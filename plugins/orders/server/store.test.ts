import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { ORDERS_MIGRATIONS } from './migrations.ts';
import type { PricedOrder } from './pricing.ts';
import { settleProduct, stockGeneration } from './stock.ts';
import { moveOrder, placeOrder, SoldOut, StaleStock, stockHolds, type NewOrder } from './store.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase(ORDERS_MIGRATIONS);
});
afterAll(async () => {
  await t.close();
});

const priced = (id: string, quantity: number, stock: number | null): PricedOrder => ({
  lines: [{ id, name: id, quantity, unitPrice: 100, total: 100 * quantity, stock }],
  subtotal: 100 * quantity,
  deliveryFee: 0,
  total: 100 * quantity,
});
const order = (
  id: string,
  quantity: number,
  stock: number | null,
  extra: { generations?: ReadonlyMap<string, number> } = {},
): NewOrder => ({
  siteId: 'site',
  environment: 'production',
  userSub: 'u',
  email: null,
  currency: 'zar',
  offer: 'products',
  status: 'pending',
  collectionId: 'products',
  priced: priced(id, quantity, stock),
  details: {},
  orderUrl: (orderId) => `http://shop/o?order=${orderId}`,
  referencePrefix: 'T',
  reserve: stockHolds(
    'site',
    'products',
    priced(id, quantity, stock),
    30,
    extra.generations ?? new Map(),
  ),
});

describe('stock holds', () => {
  it('counts live holds only: a pending hold past its time frees the stock', async () => {
    const first = await placeOrder(t.db, order('p1', 2, 3));
    await expect(placeOrder(t.db, order('p1', 2, 3))).rejects.toEqual(
      new SoldOut([{ id: 'p1', name: 'p1', available: 1 }]),
    );
    await t.db.query(
      `UPDATE orders_holds SET expires_at = now() - interval '1 minute' WHERE order_id = $1`,
      [first.id],
    );
    await expect(placeOrder(t.db, order('p1', 3, 3))).resolves.toMatchObject({ status: 'pending' });
  });

  it('releases holds with a cancelled order and keeps them with a paid one', async () => {
    const a = await placeOrder(t.db, order('p2', 1, 1));
    await moveOrder(t.db, 'site', a.id, ['pending'], 'cancelled', { holds: 'released' });
    const b = await placeOrder(t.db, order('p2', 1, 1));
    await moveOrder(t.db, 'site', b.id, ['pending'], 'paid', { holds: 'paid' });
    await t.db.query(
      `UPDATE orders_holds SET expires_at = now() - interval '1 minute' WHERE order_id = $1`,
      [b.id],
    );
    await expect(placeOrder(t.db, order('p2', 1, 1))).rejects.toBeInstanceOf(SoldOut);
  });

  it('never takes stock for products without it, and retries when a record was written back meanwhile', async () => {
    await expect(placeOrder(t.db, order('free', 500, null))).resolves.toBeTruthy();
    await t.db.query(
      `INSERT INTO orders_stock (site_id, collection_id, record_id, generation) VALUES ('site', 'products', 'p3', 4)`,
    );
    await expect(placeOrder(t.db, order('p3', 1, 5))).rejects.toBeInstanceOf(StaleStock);
    await expect(
      placeOrder(t.db, order('p3', 1, 5, { generations: new Map([['p3', 4]]) })),
    ).resolves.toBeTruthy();
  });
});

describe('writing sales back', () => {
  it('lowers the record by the paid holds once, then counts them no more', async () => {
    let stock = 10;
    const writes: number[] = [];
    const access = {
      read: async () => stock,
      write: async (_id: string, value: number) => {
        writes.push(value);
        stock = value;
        return true;
      },
    };
    const paid = await placeOrder(t.db, order('p4', 3, 10));
    await moveOrder(t.db, 'site', paid.id, ['pending'], 'paid', { holds: 'paid' });
    expect(await settleProduct(t.db, 'site', 'products', 'p4', access)).toBe(true);
    expect(writes).toEqual([7]);
    expect(await stockGeneration(t.db, 'site', 'products', 'p4')).toBe(1);
    // Settled: nothing more to write; the record's 7 is the whole truth.
    expect(await settleProduct(t.db, 'site', 'products', 'p4', access)).toBe(false);
    await expect(
      placeOrder(t.db, order('p4', 7, 7, { generations: new Map([['p4', 1]]) })),
    ).resolves.toBeTruthy();
  });

  it('keeps the holds paid (still counted) when the source refuses, and lets one server at a time write', async () => {
    const paid = await placeOrder(t.db, order('p5', 2, 5));
    await moveOrder(t.db, 'site', paid.id, ['pending'], 'paid', { holds: 'paid' });
    const refusing = { read: async () => 5, write: async () => false };
    expect(await settleProduct(t.db, 'site', 'products', 'p5', refusing)).toBe(false);
    const [hold] = await t.db.query<{ state: string }>(
      `SELECT state FROM orders_holds WHERE order_id = $1`,
      [paid.id],
    );
    expect(hold?.state).toBe('paid');
    let release!: () => void;
    const slow = {
      read: () => new Promise<number>((resolve) => (release = () => resolve(5))),
      write: async () => true,
    };
    const first = settleProduct(t.db, 'site', 'products', 'p5', slow);
    await new Promise((r) => setTimeout(r, 50));
    expect(await settleProduct(t.db, 'site', 'products', 'p5', slow)).toBe(false);
    release();
    expect(await first).toBe(true);
  });
});
