/**
 * The site's Stripe webhook and `siteStripe`, end to end on a listening server: the helper
 * registers the site's endpoint on the stand-in (once), a payment on the hosted page delivers a
 * signed `checkout.session.completed` that a listening plugin server receives once, inside the
 * transaction that records it; duplicates, failures, retries and every kind of bad request.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PluginServer, ServerEvent } from '@server/contract.ts';
import { PaymentRefusal, siteStripe, WEBHOOK_EVENTS, webhookPath } from './index.ts';
import { eventually, startLab, type Lab } from './testing/lab.ts';
import { WEBHOOK_BODY_LIMIT } from './webhook.ts';

let lab: Lab;
const KEY = 'sk_test_webhook_lab';
const OWN_SECRET = 'whsec_authors_own_secret';

/** A plugin server listening to events, as the orders plugin will: what it saw, in order. */
interface Seen {
  event: ServerEvent;
  /** The received-events row, read through the listener's `db`: proof it runs in the transaction. */
  recorded: number;
}
const seen: Seen[] = [];
let failures = 0;
const listener: PluginServer = {
  id: 'orders-fake',
  migrations: [
    {
      id: 'orders-fake-001',
      sql: 'CREATE TABLE orders_fake_applied (site_id text NOT NULL, event_id text NOT NULL)',
    },
  ],
  async routes() {},
  async onEvent(event, { db }) {
    const rows = await db.query(
      'SELECT 1 FROM payment_received_events WHERE site_id = $1 AND event_id = $2',
      [event.siteId, event.id],
    );
    await db.query('INSERT INTO orders_fake_applied (site_id, event_id) VALUES ($1, $2)', [
      event.siteId,
      event.id,
    ]);
    if (failures > 0) {
      failures -= 1;
      throw new Error('the fake orders plugin failed');
    }
    seen.push({ event, recorded: rows.length });
  },
};

beforeAll(async () => {
  lab = await startLab(
    {
      shop: { secretKey: KEY },
      own: { secretKey: 'sk_test_own_account', webhookSecret: OWN_SECRET },
      second: { secretKey: 'sk_test_second_account' },
      // Real Stripe (an address nobody answers): nothing may be registered, nor called.
      real: { secretKey: 'sk_test_real_account', apiUrl: 'http://127.0.0.1:9' },
      plain: null,
    },
    {
      standIn: { retryDelaysMs: [200, 200, 200], sweepEveryMs: 60_000 },
      pluginServers: [listener],
    },
  );
}, 120_000);

afterAll(async () => {
  await lab?.close();
});

beforeEach(() => {
  seen.length = 0;
  failures = 0;
});

const secretOf = async (siteId: string) =>
  (
    await lab.db.query<{ secret: string }>(
      'SELECT secret FROM payment_site_webhook_endpoints WHERE site_id = $1',
      [siteId],
    )
  )[0]?.secret ?? '';

/** POSTs `payload` to a site's webhook, signed with `secret` at `timestamp` unless told. */
function deliver(
  siteId: string,
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string | null; host?: string } = {},
) {
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? '',
          timestamp: options.timestamp,
        })
      : options.signature;
  return lab.server.inject({
    method: 'POST',
    url: webhookPath(siteId),
    headers: {
      host: options.host ?? `localhost:${lab.port}`,
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

let counter = 0;
const eventPayload = (type = 'checkout.session.completed', object: object = {}) =>
  JSON.stringify({
    id: `evt_test_${Date.now()}_${(counter += 1)}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: 'cs_test_made_up', object: 'checkout.session', ...object } },
  });

const appliedCount = async (eventId: string) =>
  (await lab.db.query('SELECT 1 FROM orders_fake_applied WHERE event_id = $1', [eventId])).length;

describe('siteStripe', () => {
  it('registers the site’s endpoint on the stand-in once, even when asked at once', async () => {
    const clients = await Promise.all(
      [1, 2, 3].map(() => siteStripe(lab.context, 'shop', lab.server)),
    );
    expect(clients[0]).toBeInstanceOf(Stripe);
    const endpoints = await lab.stripe(KEY).webhookEndpoints.list();
    expect(endpoints.data).toHaveLength(1);
    expect(endpoints.data[0]).toMatchObject({
      url: `http://localhost:${lab.port}/plugins/designs/shop/stripe/webhook`,
      enabled_events: [...WEBHOOK_EVENTS],
      status: 'enabled',
    });
    expect(await secretOf('shop')).toMatch(/^whsec_/);
    const [kept] = await lab.db.query<{ endpoint_id: string }>(
      'SELECT endpoint_id FROM payment_site_webhook_endpoints WHERE site_id = $1',
      ['shop'],
    );
    expect(kept?.endpoint_id).toBe(endpoints.data[0]!.id);
  });

  it('registers nothing for a site with its own signing secret, and refuses sites without the plugin', async () => {
    await siteStripe(lab.context, 'own', lab.server);
    expect((await lab.stripe('sk_test_own_account').webhookEndpoints.list()).data).toEqual([]);
    expect(await siteStripe(lab.context, 'real', lab.server)).toBeInstanceOf(Stripe);
    expect(await secretOf('real')).toBe('');
    await expect(siteStripe(lab.context, 'plain', lab.server)).rejects.toMatchObject({
      status: 404,
    });
    await expect(siteStripe(lab.context, 'nosuchsite', lab.server)).rejects.toBeInstanceOf(
      PaymentRefusal,
    );
  });
});

describe('a payment on the hosted page', { timeout: 30_000 }, () => {
  it('reaches the listening plugin server once, before the success page, and inside the transaction', async () => {
    const stripe = await siteStripe(lab.context, 'shop', lab.server);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'zar',
            unit_amount: 45_000,
            product_data: { name: 'Grocery box' },
          },
          quantity: 1,
        },
      ],
      client_reference_id: 'order_42',
      metadata: { order: '42' },
      success_url: `http://${lab.siteHost()}/thanks?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://${lab.siteHost()}/cart`,
    });
    const paid = await lab.pay(session.id, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://${lab.siteHost()}/thanks?session_id=${session.id}`,
    );
    const completed = seen.filter((s) => s.event.type === 'checkout.session.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      recorded: 1,
      event: {
        source: 'payment',
        siteId: 'shop',
        data: {
          id: session.id,
          client_reference_id: 'order_42',
          metadata: { order: '42' },
          payment_status: 'paid',
          status: 'complete',
          amount_total: 45_000,
        },
      },
    });
    expect(completed[0]!.event.id).toMatch(/^evt_/);
    expect(seen.map((s) => s.event.type)).toContain('payment_intent.succeeded');
    const [received] = await lab.db.query<{ type: string }>(
      'SELECT type FROM payment_received_events WHERE site_id = $1 AND event_id = $2',
      ['shop', completed[0]!.event.id],
    );
    expect(received?.type).toBe('checkout.session.completed');
    // The other account's site hears nothing of it.
    await siteStripe(lab.context, 'second', lab.server);
    expect(
      await lab.db.query('SELECT 1 FROM payment_received_events WHERE site_id = $1', ['second']),
    ).toEqual([]);
  });

  it('pays once when two tabs pay the same session at once', async () => {
    const stripe = await siteStripe(lab.context, 'shop', lab.server);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: 'price_bus_ticket', quantity: 1 }],
      success_url: 'http://shop.test/ok',
    });
    const answers = await Promise.all([
      lab.pay(session.id, '4242 4242 4242 4242'),
      lab.pay(session.id, '5555 5555 5555 4444'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const charges = await lab.db.query(
      `SELECT 1 FROM payment_charges WHERE checkout_session = $1 AND status = 'succeeded'`,
      [session.id],
    );
    expect(charges).toHaveLength(1);
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
    expect(
      events.data.filter((e) => (e.data.object as { id: string }).id === session.id),
    ).toHaveLength(1);
    await eventually(async () =>
      seen.some((s) => (s.event.data as { id?: string }).id === session.id),
    );
    expect(
      seen.filter(
        (s) =>
          s.event.type === 'checkout.session.completed' &&
          (s.event.data as { id?: string }).id === session.id,
      ),
    ).toHaveLength(1);
  });

  it('is applied on the stand-in’s retry when the listener failed the first time', async () => {
    const stripe = await siteStripe(lab.context, 'shop', lab.server);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: 'price_airtime_r50', quantity: 1 }],
      success_url: 'http://shop.test/ok',
    });
    failures = 1;
    await stripe.checkout.sessions.expire(session.id);
    const [event] = (await stripe.events.list({ type: 'checkout.session.expired' })).data.filter(
      (e) => (e.data.object as { id: string }).id === session.id,
    );
    const attempts = await eventually(async () => {
      const rows = await lab.db.query<{ status: number }>(
        'SELECT status FROM payment_delivery_attempts WHERE event_id = $1 ORDER BY attempt',
        [event!.id],
      );
      return rows.length === 2 ? rows : null;
    });
    expect(attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(seen.filter((s) => s.event.id === event!.id)).toHaveLength(1);
    // The failed attempt left nothing behind: one row of the listener, one received event.
    expect(await appliedCount(event!.id)).toBe(1);
  });
});

describe('the webhook route', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await siteStripe(lab.context, 'shop', lab.server);
  });

  it('applies a payload once however often it comes, on both host kinds', async () => {
    const secret = await secretOf('shop');
    const payload = eventPayload();
    const first = await deliver('shop', payload, { secret });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const again = await deliver('shop', payload, { secret, host: lab.siteHost() });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const together = await Promise.all([1, 2].map(() => deliver('shop', payload, { secret })));
    expect(together.map((r) => r.json())).toEqual([
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    const id = (JSON.parse(payload) as { id: string }).id;
    expect(seen.filter((s) => s.event.id === id)).toHaveLength(1);
    expect(await appliedCount(id)).toBe(1);

    const racing = eventPayload();
    const raced = await Promise.all([1, 2].map(() => deliver('shop', racing, { secret })));
    expect(raced.map((r) => r.json<{ duplicate?: boolean }>().duplicate ?? false).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('answers 500 when a listener throws, keeps nothing, and applies the retry', async () => {
    const secret = await secretOf('shop');
    const payload = eventPayload('checkout.session.expired');
    const id = (JSON.parse(payload) as { id: string }).id;
    failures = 1;
    const failed = await deliver('shop', payload, { secret });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'The event could not be applied.' });
    expect(await appliedCount(id)).toBe(0);
    expect(
      await lab.db.query('SELECT 1 FROM payment_received_events WHERE event_id = $1', [id]),
    ).toEqual([]);
    const retried = await deliver('shop', payload, { secret });
    expect(retried.json()).toEqual({ received: true });
    expect(await appliedCount(id)).toBe(1);
  });

  it('verifies with the site’s own webhookSecret when it has one', async () => {
    const payload = eventPayload();
    expect((await deliver('own', payload, { secret: OWN_SECRET })).json()).toEqual({
      received: true,
    });
    const shopSecret = await secretOf('shop');
    expect((await deliver('own', eventPayload(), { secret: shopSecret })).statusCode).toBe(400);
  });

  it('refuses bad, stale, foreign, unsigned, oversized and misaddressed deliveries', async () => {
    const secret = await secretOf('shop');
    const payload = eventPayload();
    const tampered = await lab.server.inject({
      method: 'POST',
      url: webhookPath('shop'),
      headers: {
        host: `localhost:${lab.port}`,
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload: payload.replace('cs_test_made_up', 'cs_test_changed'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json<{ error: string }>().error).toMatch(/No signatures found matching/);

    const stale = await deliver('shop', payload, {
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'Timestamp outside the tolerance zone' });

    expect((await deliver('shop', payload, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    const unsigned = await deliver('shop', payload, { signature: null });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ error: 'No stripe-signature header value was provided.' });
    expect((await deliver('shop', payload, { signature: 'nonsense' })).statusCode).toBe(400);

    const big = JSON.stringify({ id: 'evt_big', pad: 'x'.repeat(WEBHOOK_BODY_LIMIT) });
    const tooLarge = await deliver('shop', big, { secret });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'The request body is too large.' });

    // Signed for the shop, sent to another site (the second site's secret differs).
    await siteStripe(lab.context, 'second', lab.server);
    expect((await deliver('second', payload, { secret })).statusCode).toBe(400);
    expect((await deliver('plain', payload, { secret })).statusCode).toBe(404);
    expect((await deliver('nosuchsite', payload, { secret })).statusCode).toBe(404);
    // Real Stripe without the author's webhookSecret: nothing can be verified.
    const unconfigured = await deliver('real', payload, { secret });
    expect(unconfigured.statusCode).toBe(400);
    expect(unconfigured.json()).toEqual({
      error: 'No webhook signing secret is configured for this site.',
    });
    expect((await deliver('../shop', payload, { secret })).statusCode).toBe(404);

    const notAnEvent = JSON.stringify({ hello: 'world' });
    expect((await deliver('shop', notAnEvent, { secret })).statusCode).toBe(400);
    expect(seen).toEqual([]);
  });

  it('leaves the other routes’ body parsing as it was', async () => {
    const response = await lab.server.inject({
      method: 'POST',
      url: '/plugins/designs/shop/stripe/create-checkout-session',
      headers: { host: lab.siteHost() },
      payload: { mode: 'payment', prices: [], paymentMethods: ['card'] },
    });
    expect(response.json()).toEqual({ error: 'No product defined.' });
  });
});
