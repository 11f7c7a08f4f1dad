/**
 * Airtime end to end on a listening server: the storefront's own airtime formulas price and
 * check the order (`priced` offer), the Stripe stand-in's hosted page pays it, its signed
 * webhook makes it paid, and the top-up plugin tops the number up once through the Reloadly
 * stand-in — however often the webhook or the call comes again. A refused number makes the
 * order "failed, refund due".
 */
import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Formula } from '@shared/schema/logic.ts';
import { startShopLab, type ShopLab } from '../../orders/server/testing/shop-lab.ts';
import { stripeClient, webhookPath } from '../../payment/server/site-stripe.ts';
import { topupServer } from './index.ts';
import { STAND_IN_API_PATH, STAND_IN_AUTH_PATH } from './stand-in/routes.ts';

const STOREFRONT = JSON.parse(
  readFileSync(new URL('../../../sites/cross-border-shop/site.json', import.meta.url), 'utf8'),
) as { formulas: Record<string, Formula>; plugins: Record<string, { publicSettings: object }> };

let lab: ShopLab;
beforeAll(async () => {
  lab = await startShopLab({
    site: (f) => {
      for (const [id, formula] of Object.entries(STOREFRONT.formulas))
        if (/^(airtime|zw)/.test(id)) f.site.formulas[id] = formula;
      const orders = f.site.plugins.orders!;
      orders.publicSettings = {
        ...orders.publicSettings,
        offers: {
          airtime: {
            type: 'priced',
            formula: 'airtimePrice',
            name: 'Airtime top-up',
            fulfil: 'topup',
            referencePrefix: 'AIR',
          },
        },
      };
      f.site.plugins.topup = {
        id: 'topup',
        plugin: 'topup',
        publicSettings: STOREFRONT.plugins.topup!.publicSettings as Record<string, string>,
        // Not stored on this server: the stand-in's own client (`standInSecrets`).
        privateSettings: {
          clientId: { $secret: 'topup.clientId' },
          clientSecret: { $secret: 'topup.clientSecret' },
        },
      };
    },
  });
}, 60_000);
afterAll(async () => {
  await lab?.close();
});

const CHECKOUT = '/plugins/designs/shop/orders/checkout';
const STAND_IN_CLIENT = { client_id: 'topup_local_shop', client_secret: 'stand-in-secret-shop' };

interface Order {
  id: string;
  reference: string;
  status: string;
  total: number;
  fulfilment: Record<string, unknown> | null;
}

async function placeAirtime(token: string, details: Record<string, unknown>) {
  const answer = await lab.post(
    CHECKOUT,
    {
      offer: 'airtime',
      items: [],
      details,
      successUrl: `http://${lab.host}/`,
      cancelUrl: `http://${lab.host}/faq`,
    },
    token,
  );
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function orderOf(token: string, id: string): Promise<Order | undefined> {
  const answer = await lab.server.inject({
    method: 'POST',
    url: '/ww/cms_data_sets/my-orders/fetch',
    headers: {
      host: lab.host,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    payload: '{"variables":{}}',
  });
  return answer.json<{ data: Order[] }>().data.find((order) => order.id === id);
}

async function eventually<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const topupsFor = (key: string) =>
  lab.db.query<{
    transaction_id: string | number;
    operator_name: string;
    recipient_phone: string;
    amount_cents: number;
  }>('SELECT * FROM topup_standin_transactions WHERE custom_identifier = $1', [key]);

const standIn = (path: string) => `http://localhost:${lab.port}${path}`;

async function standInToken(): Promise<string> {
  const answer = await fetch(standIn(`${STAND_IN_AUTH_PATH}/oauth/token`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...STAND_IN_CLIENT,
      grant_type: 'client_credentials',
      audience: standIn(STAND_IN_API_PATH),
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The site's webhook, as Stripe (or its stand-in) calls it, with a signed event. */
async function deliver(event: object) {
  const [endpoint] = await lab.db.query<{ secret: string }>(
    'SELECT secret FROM payment_site_webhook_endpoints WHERE site_id = $1',
    ['shop'],
  );
  const payload = JSON.stringify(event);
  return lab.server.inject({
    method: 'POST',
    url: webhookPath('shop'),
    headers: {
      host: `localhost:${lab.port}`,
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: endpoint?.secret ?? '',
      }),
    },
    payload,
  });
}

describe('the Reloadly stand-in', () => {
  it('speaks Reloadly’s API: a token, the operator of a number, a top-up once per key, the report', async () => {
    const denied = await fetch(standIn(`${STAND_IN_API_PATH}/topups`), { method: 'POST' });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({
      errorCode: 'INVALID_TOKEN',
      path: `${STAND_IN_API_PATH}/topups`,
    });
    const token = await standInToken();
    const headers = {
      authorization: `Bearer ${token}`,
      accept: 'application/com.reloadly.topups-v1+json',
      'content-type': 'application/json',
    };
    const detected = await fetch(
      standIn(`${STAND_IN_API_PATH}/operators/auto-detect/phone/+263712345678/countries/ZW`),
      { headers },
    );
    expect(await detected.json()).toMatchObject({ operatorId: 664, name: 'NetOne Zimbabwe' });
    const unknown = await fetch(
      standIn(`${STAND_IN_API_PATH}/operators/auto-detect/phone/0751234567/countries/ZW`),
      { headers },
    );
    expect(unknown.status).toBe(404);
    const topup = (body: object) =>
      fetch(standIn(`${STAND_IN_API_PATH}/topups`), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    const body = {
      operatorId: 665,
      amount: 3,
      useLocalAmount: false,
      customIdentifier: 'api-test-1',
      recipientPhone: { countryCode: 'ZW', number: '0731234567' },
    };
    const sent = await topup(body);
    const transaction = (await sent.json()) as Record<string, unknown>;
    expect(transaction).toMatchObject({
      status: 'SUCCESSFUL',
      operatorName: 'Telecel Zimbabwe',
      recipientPhone: '263731234567',
      requestedAmount: 3,
      requestedAmountCurrencyCode: 'USD',
      customIdentifier: 'api-test-1',
    });
    const again = await topup(body);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errorCode: 'DUPLICATED_CUSTOM_IDENTIFIER' });
    const refused = await topup({
      ...body,
      customIdentifier: 'api-test-2',
      recipientPhone: { countryCode: 'ZW', number: '+263 73 000 0000' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errorCode: 'INVALID_RECIPIENT_PHONE',
      message: "The recipient's number is not active on Telecel Zimbabwe.",
    });
    const wrongOperator = await topup({ ...body, customIdentifier: 'api-test-3', operatorId: 663 });
    expect(wrongOperator.status).toBe(400);
    const report = await fetch(
      standIn(`${STAND_IN_API_PATH}/topups/reports/transactions?customIdentifier=api-test-1`),
      { headers },
    );
    expect(await report.json()).toMatchObject({
      totalElements: 1,
      content: [{ transactionId: transaction.transactionId }],
    });
    const guessed = await fetch(standIn(`${STAND_IN_AUTH_PATH}/oauth/token`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...STAND_IN_CLIENT,
        client_secret: 'guess',
        grant_type: 'client_credentials',
        audience: 'x',
      }),
    });
    expect(guessed.status).toBe(401);
  });
});

describe('airtime orders', () => {
  it('are checked and priced by the site’s formula: a wrong prefix is refused with its text', async () => {
    const token = await lab.token('auth0|air-check');
    const wrong = await placeAirtime(token, { network: 'Econet', phone: '0712345678', amount: 5 });
    expect(wrong).toEqual({
      status: 400,
      body: {
        error:
          'Econet numbers start with 077 or 078: +263 71 234 5678 is a NetOne number. Choose NetOne or check the number.',
      },
    });
    const tooMuch = await placeAirtime(token, {
      network: 'Econet',
      phone: '0772345678',
      amount: 500,
    });
    expect(tooMuch.status).toBe(400);
    const placed = await placeAirtime(token, {
      network: 'Econet',
      phone: '+263 77 234 5678',
      amount: 5,
    });
    expect(placed.status).toBe(200);
    // US$5 at R18.50 a dollar and a R5.00 fee (the site's airtimeSettings formula).
    expect(placed.body.order).toMatchObject({ total: 9750, status: 'pending', offer: 'airtime' });
    expect((placed.body.order as Order).reference).toMatch(/^AIR-/);
  });

  it('tops up once after the payment, however often the webhook or the call comes again', async () => {
    const token = await lab.token('auth0|air-payer');
    const details = { network: 'NetOne', phone: '+263 71 555 1234', amount: 10 };
    const placed = await placeAirtime(token, details);
    const order = placed.body.order as Order;
    // Nothing is sent before the payment's webhook.
    expect(await topupsFor(order.id)).toEqual([]);
    expect((await lab.pay(placed.body.url as string, '4242 4242 4242 4242')).status).toBe(303);
    // The same event delivered twice more, and a copy under a new event id, at once.
    const stripe = stripeClient('sk_test_shop', undefined, lab.port);
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 20 });
    const event = events.data.find(
      (e) => (e.data.object as { client_reference_id?: string }).client_reference_id === order.id,
    )!;
    const answers = await Promise.all([
      deliver(event),
      deliver(event),
      deliver({ ...event, id: `${event.id}_again` }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const done = await eventually(async () => {
      const now = await orderOf(token, order.id);
      return now?.status === 'delivered' ? now : null;
    });
    const topups = await topupsFor(order.id);
    expect(topups).toHaveLength(1);
    expect(topups[0]).toMatchObject({
      operator_name: 'NetOne Zimbabwe',
      recipient_phone: '263715551234',
      amount_cents: 1000,
    });
    expect(done.fulfilment).toMatchObject({
      state: 'done',
      plugin: 'topup',
      reference: String(topups[0]!.transaction_id),
      operator: 'NetOne Zimbabwe',
      amount: 10,
    });
    // A retried call (a claim gone stale after a crash) reads the top-up back: none is added.
    const request = {
      raw: {},
      server: lab.server,
      headers: { host: lab.host },
      log: lab.server.log,
    } as unknown as FastifyRequest;
    const retried = await topupServer.fulfil!(
      {
        siteId: 'shop',
        environment: 'preview',
        order: { id: done.id, reference: done.reference, details },
        offer: {},
        key: order.id,
      },
      { context: lab.server.baobab, request },
    );
    expect(retried.reference).toBe(done.fulfilment!.reference);
    expect(await topupsFor(order.id)).toHaveLength(1);
  });

  it('a number the provider refuses makes the paid order "failed, refund due" with its text', async () => {
    const token = await lab.token('auth0|air-refused');
    const placed = await placeAirtime(token, {
      network: 'Econet',
      phone: '077 000 0000',
      amount: 2,
    });
    const order = placed.body.order as Order;
    expect(order.total).toBe(4200);
    await lab.pay(placed.body.url as string, '4242 4242 4242 4242');
    const failed = await eventually(async () => {
      const now = await orderOf(token, order.id);
      return now?.status === 'refund-due' ? now : null;
    });
    expect(failed.fulfilment).toEqual({
      state: 'failed',
      plugin: 'topup',
      error: "The recipient's number is not active on Econet Wireless Zimbabwe.",
    });
    expect(await topupsFor(order.id)).toEqual([]);
  });
});
