import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '@server/contract.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { FulfilmentFailed, type FulfilRequest, type PluginServer } from '@server/contract.ts';
import { queueFulfilment, runFulfilments } from './fulfil.ts';
import { ORDERS_MIGRATIONS } from './migrations.ts';
import { moveOrder, orderById, placeOrder } from './store.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase(ORDERS_MIGRATIONS);
});
afterAll(async () => {
  await t.close();
});

/** A plugin server that delivers like a provider would: each call recorded, its answer chosen. */
function deliverer(answer: (call: number) => Promise<{ reference: string }>) {
  const calls: FulfilRequest[] = [];
  const server: PluginServer = {
    id: 'deliverer',
    routes: async () => {},
    async fulfil(request) {
      calls.push(request);
      // A provider takes a moment: a second run in that time must not deliver again.
      await new Promise((resolve) => setTimeout(resolve, 30));
      return answer(calls.length);
    },
  };
  return { server, calls };
}

const logs: string[] = [];
const request = {
  log: { warn: (message: string) => logs.push(message) },
} as unknown as FastifyRequest;
const contextWith = (server: PluginServer) =>
  ({
    db: async () => t.db,
    pluginServers: new Map([[server.id, server]]),
  }) as unknown as ServerContext;

/** A paid order of a priced offer, queued for delivery (as the payment event does, maybe twice). */
async function paidOrder(queued = 1) {
  const placed = await placeOrder(t.db, {
    siteId: 'site',
    environment: 'production',
    userSub: 'u',
    email: null,
    currency: 'zar',
    offer: 'airtime',
    status: 'pending',
    collectionId: '',
    priced: {
      lines: [
        { id: 'airtime', name: 'Airtime', quantity: 1, unitPrice: 9500, total: 9500, stock: null },
      ],
      subtotal: 9500,
      deliveryFee: 0,
      total: 9500,
    },
    details: { phone: '+263771234567' },
    orderUrl: (id) => `http://shop/o?order=${id}`,
    referencePrefix: 'AIR',
    reserve: async () => [],
  });
  const paid = (await moveOrder(t.db, 'site', placed.id, ['pending'], 'paid'))!;
  for (let i = 0; i < queued; i++) await queueFulfilment(t.db, paid, 'deliverer');
  return paid;
}

const offer = async () => ({ type: 'priced', fulfil: 'deliverer' });

describe('fulfilment after payment', () => {
  it('delivers once however often the payment is told and however many runs start', async () => {
    const { server, calls } = deliverer(async () => ({ reference: 'TX-1' }));
    const order = await paidOrder(3);
    const context = contextWith(server);
    await Promise.all([
      runFulfilments(context, request, 'site', offer),
      runFulfilments(context, request, 'site', offer),
      runFulfilments(context, request, 'site', offer),
    ]);
    await runFulfilments(context, request, 'site', offer);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ key: order.id, offer: { fulfil: 'deliverer' } });
    const done = await orderById(t.db, 'site', order.id);
    expect(done?.status).toBe('delivered');
    expect(done?.fulfilment).toMatchObject({ state: 'done', reference: 'TX-1' });
  });

  it('makes the order refund-due when the provider refuses for good, with its text', async () => {
    const { server, calls } = deliverer(async () => {
      throw new FulfilmentFailed('The number is not a NetOne number.');
    });
    const order = await paidOrder();
    await runFulfilments(contextWith(server), request, 'site', offer);
    expect(calls).toHaveLength(1);
    const failed = await orderById(t.db, 'site', order.id);
    expect(failed?.status).toBe('refund-due');
    expect(failed?.fulfilment).toMatchObject({
      state: 'failed',
      error: 'The number is not a NetOne number.',
    });
  });

  it('tries again after a passing failure with the same key, and gives up after three', async () => {
    const flaky = deliverer(async (call) => {
      if (call < 2) throw new Error('socket hang up');
      return { reference: 'TX-2' };
    });
    const first = await paidOrder();
    await runFulfilments(contextWith(flaky.server), request, 'site', offer);
    expect(flaky.calls.map((call) => call.key)).toEqual([first.id, first.id]);
    expect((await orderById(t.db, 'site', first.id))?.status).toBe('delivered');

    const down = deliverer(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const second = await paidOrder();
    await runFulfilments(contextWith(down.server), request, 'site', offer);
    expect(down.calls).toHaveLength(3);
    expect((await orderById(t.db, 'site', second.id))?.status).toBe('refund-due');
  });
});
