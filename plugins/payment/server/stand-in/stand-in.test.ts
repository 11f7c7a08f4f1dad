/**
 * The stand-in's Checkout Sessions, webhook endpoints and events, over real HTTP with the
 * official `stripe` package: inline prices, line items, expiry (the call, a lazy read, the
 * sweep), endpoints per account, and signed deliveries to a real local receiver that
 * `stripe.webhooks.constructEvent` accepts, retried when it answers 500.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startLab, type Lab } from '../testing/lab.ts';

let lab: Lab;
let stripe: Stripe;
const KEY = 'sk_test_stand_in';

/** A receiver of webhooks on its own port: what it got, and the statuses it answers in turn. */
interface Received {
  host: string;
  signature: string;
  body: string;
}
let receiver: Server;
let receiverPort: number;
const received: Received[] = [];
let answers: number[] = [];

beforeAll(async () => {
  lab = await startLab(
    { shop: { secretKey: KEY } },
    { standIn: { sweepEveryMs: 250, retryDelaysMs: [150, 150, 150], firstDeliveryWaitMs: 3000 } },
  );
  stripe = lab.stripe(KEY);
  receiver = createHttpServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        host: request.headers.host ?? '',
        signature: String(request.headers['stripe-signature'] ?? ''),
        body,
      });
      response.statusCode = answers.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverPort = address && typeof address === 'object' ? address.port : 0;
}, 120_000);

afterAll(async () => {
  await lab?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answers = [];
});

const inThirtyFiveMinutes = () => Math.floor(Date.now() / 1000) + 35 * 60;

const hamper = (over: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'zar',
          unit_amount: 12_500,
          product_data: {
            name: 'Hamper for Harare',
            description: 'Maize meal, oil, sugar',
            images: ['https://shop.example/hamper.jpg'],
          },
        },
        quantity: 2,
      },
      { price: 'price_airtime_r50', quantity: 1 },
    ],
    client_reference_id: 'order_123',
    metadata: { order: '123' },
    customer_email: 'buyer@example.com',
    expires_at: inThirtyFiveMinutes(),
    success_url: 'http://shop.test/ok?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/cancel',
    ...over,
  });

/** The events of `type` about the object `id`, newest first. */
async function eventsAbout(type: string, id: string, key = KEY) {
  const list = await lab.stripe(key).events.list({ type, limit: 100 });
  return list.data.filter((e) => (e.data.object as { id?: string }).id === id);
}

describe('Checkout Sessions', () => {
  it('takes inline prices beside catalogue ones and lists the lines', async () => {
    const session = await hamper();
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 2 * 12_500 + 5000,
      amount_total: 2 * 12_500 + 5000,
      currency: 'zar',
      client_reference_id: 'order_123',
      metadata: { order: '123' },
      customer_email: 'buyer@example.com',
      payment_intent: null,
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 34 * 60);
    const lines = await stripe.checkout.sessions.listLineItems(session.id);
    expect(lines.data).toHaveLength(2);
    expect(lines.data[0]).toMatchObject({
      object: 'item',
      description: 'Hamper for Harare',
      quantity: 2,
      amount_subtotal: 25_000,
      amount_total: 25_000,
      currency: 'zar',
      price: { object: 'price', unit_amount: 12_500, active: false, type: 'one_time' },
    });
    expect(lines.data[0]!.price!.id).toMatch(/^price_/);
    expect(lines.data[1]).toMatchObject({ description: 'Airtime R50', price: { active: true } });
    const first = await stripe.checkout.sessions.listLineItems(session.id, { limit: 1 });
    expect(first.has_more).toBe(true);
    const next = await stripe.checkout.sessions.listLineItems(session.id, {
      limit: 1,
      starting_after: first.data[0]!.id,
    });
    expect(next.data.map((l) => l.description)).toEqual(['Airtime R50']);
    expect(next.has_more).toBe(false);
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items'],
    });
    expect(expanded.line_items?.data).toHaveLength(2);

    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Hamper for Harare');
    expect(page).toContain('Maize meal, oil, sugar');
    expect(page).toMatch(/Qty 2 · ZAR\s?125\.00 each/);
  });

  it('refuses what Stripe refuses, with its words', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(hamper({ expires_at: now + 10 * 60 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'expires_at',
      message:
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    });
    await expect(hamper({ expires_at: now + 25 * 3600 })).rejects.toMatchObject({
      message:
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    });
    await expect(
      hamper({
        line_items: [{ price_data: { currency: 'zar', unit_amount: 100 }, quantity: 1 }],
      }),
    ).rejects.toMatchObject({
      param: 'line_items[0][price_data]',
      message: 'You must specify either `product` or `product_data` when creating a price.',
    });
    await expect(
      hamper({
        line_items: [
          {
            price: 'price_airtime_r50',
            price_data: { currency: 'zar', unit_amount: 1, product_data: { name: 'x' } },
          },
        ],
      }),
    ).rejects.toMatchObject({ param: 'line_items[0][price]' });
    await expect(hamper({ client_reference_id: 'x'.repeat(201) })).rejects.toMatchObject({
      param: 'client_reference_id',
    });
    await expect(
      hamper({
        metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])),
      }),
    ).rejects.toMatchObject({ param: 'metadata' });
  });

  it('expires on request, once, and the hosted page then takes no payment', async () => {
    const session = await hamper();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      message:
        "Only Checkout Sessions with a status in ['open'] can be expired. This Checkout Session has a status of expired.",
    });
    const page = await fetch(`http://localhost:${lab.port}/stripe/checkout/${session.id}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout session has expired.');
    // The hosted checkout takes a card: no other page may frame it.
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const paid = await lab.pay(session.id, '4242 4242 4242 4242');
    expect(paid.status).toBe(410);
    const charges = await lab.db.query(
      'SELECT 1 FROM payment_charges WHERE checkout_session = $1',
      [session.id],
    );
    expect(charges).toHaveLength(0);
    const events = await eventsAbout('checkout.session.expired', session.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data.object).toMatchObject({
      status: 'expired',
      client_reference_id: 'order_123',
    });
  });

  it('expires when expires_at passes: on the next read, or by the sweep', async () => {
    const read = await hamper();
    const swept = await hamper();
    await lab.db.query(
      `UPDATE payment_checkout_sessions SET expires_at = now() - interval '1 second' WHERE id = ANY($1::text[])`,
      [[read.id, swept.id]],
    );
    expect((await stripe.checkout.sessions.retrieve(read.id)).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(read.id)).status).toBe('expired');
    expect(await eventsAbout('checkout.session.expired', read.id)).toHaveLength(1);
    // Nobody reads the other one: the sweep (every 250 ms here) expires it and tells.
    const events = await eventually(async () => {
      const found = await eventsAbout('checkout.session.expired', swept.id);
      return found.length ? found : null;
    });
    expect(events).toHaveLength(1);
  });
});

describe('webhook endpoints and events', () => {
  it('creates, lists, retrieves and deletes endpoints, each account its own', async () => {
    const endpoint = await stripe.webhookEndpoints.create({
      url: 'https://shop.example/hooks',
      enabled_events: ['checkout.session.completed', '*'],
      description: 'shop',
    });
    expect(endpoint).toMatchObject({
      object: 'webhook_endpoint',
      status: 'enabled',
      livemode: false,
    });
    expect(endpoint.secret).toMatch(/^whsec_\w{32}$/);
    const again = await stripe.webhookEndpoints.retrieve(endpoint.id);
    expect(again.secret).toBeUndefined();
    expect(again.enabled_events).toEqual(['checkout.session.completed', '*']);
    expect((await stripe.webhookEndpoints.list()).data.map((e) => e.id)).toContain(endpoint.id);
    const other = lab.stripe('sk_test_someone_else');
    await expect(other.webhookEndpoints.retrieve(endpoint.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await other.webhookEndpoints.list()).data).toEqual([]);
    expect(await stripe.webhookEndpoints.del(endpoint.id)).toEqual({
      id: endpoint.id,
      object: 'webhook_endpoint',
      deleted: true,
    });
    await expect(stripe.webhookEndpoints.retrieve(endpoint.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses URLs that are not http(s), and missing events', async () => {
    await expect(
      stripe.webhookEndpoints.create({ url: 'ftp://shop.example/', enabled_events: ['*'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'url', code: 'url_invalid' });
    await expect(
      stripe.webhookEndpoints.create({ url: 'javascript:alert(1)', enabled_events: ['*'] }),
    ).rejects.toMatchObject({ param: 'url' });
    await expect(
      stripe.webhookEndpoints.create({ url: 'https://shop.example/', enabled_events: [] }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'enabled_events' });
  });

  it('delivers signed events that constructEvent accepts, to *.localhost on 127.0.0.1', async () => {
    const endpoint = await stripe.webhookEndpoints.create({
      url: `http://hooks.localhost:${receiverPort}/stripe?x=1`,
      enabled_events: ['*'],
    });
    try {
      const session = await hamper();
      const declined = await lab.pay(session.id, '4000 0000 0000 0002');
      expect(declined.status).toBe(402);
      const paid = await lab.pay(session.id, '4242 4242 4242 4242');
      expect(paid.status).toBe(303);
      // The hosted page waited for the first delivery: everything is there already.
      const events = received.map((r) =>
        Stripe.webhooks.constructEvent(r.body, r.signature, endpoint.secret!),
      );
      expect(received.every((r) => r.host === `hooks.localhost:${receiverPort}`)).toBe(true);
      expect(events.map((e) => e.type).sort()).toEqual([
        'checkout.session.completed',
        'payment_intent.payment_failed',
        'payment_intent.succeeded',
      ]);
      const completed = events.find((e) => e.type === 'checkout.session.completed')!;
      expect(completed).toMatchObject({
        object: 'event',
        livemode: false,
        api_version: Stripe.API_VERSION,
        data: {
          object: {
            id: session.id,
            status: 'complete',
            payment_status: 'paid',
            client_reference_id: 'order_123',
            amount_total: 30_000,
          },
        },
      });
      const object = completed.data.object as Stripe.Checkout.Session;
      expect(object.payment_intent).toMatch(/^pi_/);
      expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBe(
        object.payment_intent,
      );
      // Signed with this endpoint's secret only.
      expect(() =>
        Stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, 'whsec_other'),
      ).toThrow(Stripe.errors.StripeSignatureVerificationError);
      const stored = await stripe.events.retrieve(completed.id);
      expect(stored).toMatchObject({ id: completed.id, pending_webhooks: 0 });
      const byWildcard = await stripe.events.list({ type: 'checkout.session.*', limit: 100 });
      expect(byWildcard.data.map((e) => e.id)).toContain(completed.id);
      await expect(
        lab.stripe('sk_test_someone_else').events.retrieve(completed.id),
      ).rejects.toMatchObject({ statusCode: 404 });
    } finally {
      await stripe.webhookEndpoints.del(endpoint.id);
    }
  });

  it('tries again after a 500, recording every attempt', async () => {
    const endpoint = await stripe.webhookEndpoints.create({
      url: `http://localhost:${receiverPort}/hooks`,
      enabled_events: ['checkout.session.expired'],
    });
    try {
      answers = [500, 503];
      const session = await hamper();
      await stripe.checkout.sessions.expire(session.id);
      const [event] = await eventsAbout('checkout.session.expired', session.id);
      const attempts = await eventually(async () => {
        const rows = await lab.db.query<{ attempt: number; status: number }>(
          'SELECT attempt, status FROM payment_delivery_attempts WHERE event_id = $1 ORDER BY attempt',
          [event!.id],
        );
        return rows.length === 3 ? rows : null;
      });
      expect(attempts.map((a) => a.status)).toEqual([500, 503, 200]);
      expect(received).toHaveLength(3);
      expect(new Set(received.map((r) => JSON.parse(r.body).id))).toEqual(new Set([event!.id]));
      expect((await stripe.events.retrieve(event!.id)).pending_webhooks).toBe(0);
    } finally {
      await stripe.webhookEndpoints.del(endpoint.id);
    }
  });

  it('gives up after the last retry, and never posts to internal addresses', async () => {
    const endpoint = await stripe.webhookEndpoints.create({
      url: 'http://10.1.2.3/hooks',
      enabled_events: ['checkout.session.expired'],
    });
    try {
      const session = await hamper();
      await stripe.checkout.sessions.expire(session.id);
      const [event] = await eventsAbout('checkout.session.expired', session.id);
      const attempts = await eventually(async () => {
        const rows = await lab.db.query<{ error: string; status: number | null }>(
          'SELECT error, status FROM payment_delivery_attempts WHERE event_id = $1 AND endpoint_id = $2',
          [event!.id, endpoint.id],
        );
        return rows.length === 4 ? rows : null;
      });
      expect(attempts.every((a) => a.status === null && /internal address/.test(a.error))).toBe(
        true,
      );
      // The delivery is marked failed after its last attempt is recorded (not in one statement).
      const delivery = await eventually(async () => {
        const [row] = await lab.db.query<{ state: string }>(
          'SELECT state FROM payment_event_deliveries WHERE event_id = $1 AND endpoint_id = $2',
          [event!.id, endpoint.id],
        );
        return row?.state === 'pending' ? null : row;
      });
      expect(delivery?.state).toBe('failed');
    } finally {
      await stripe.webhookEndpoints.del(endpoint.id);
    }
  });
});
