/**
 * The server half against the embedded stand-in, over real HTTP: the official `stripe` package
 * as the stand-in's client, the site routes through `inject` (they call the stand-in on the port
 * the server listens on), and the hosted Checkout page with Stripe's test cards.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database.ts';
import { MESSAGES } from '../messages.ts';
import { paymentServer, STAND_IN_STRIPE_JS_PATH } from './index.ts';
import { startLab, type Lab } from './testing/lab.ts';

let lab: Lab;
let server: FastifyInstance;
let port: number;
let stripe: Stripe;
let db: Database;

const SECRET = 'sk_test_lab';
const site = () => lab.siteHost();

beforeAll(async () => {
  lab = await startLab({ demo: { secretKey: SECRET } });
  ({ server, port, db } = lab);
  stripe = lab.stripe(SECRET);
}, 120_000);

afterAll(async () => {
  await lab?.close();
});

const post = (route: string, payload: object, host = site()) =>
  server.inject({
    method: 'POST',
    url: `/plugins/designs/demo/stripe/${route}`,
    headers: { host },
    payload,
  });

const checkoutBody = (over: Record<string, unknown> = {}) => ({
  mode: 'payment',
  prices: [{ price: 'price_bus_ticket', quantity: 2 }],
  paymentMethods: ['card'],
  successUrl: `http://${site()}/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `http://${site()}/cancel`,
  locale: 'fr',
  ...over,
});

const pay = (sessionId: string, card: string, expiry?: string) => lab.pay(sessionId, card, expiry);

describe('the stand-in API, through the stripe package', () => {
  it('lists and retrieves the seeded prices', async () => {
    const prices = await stripe.prices.list({ active: true, limit: 10 });
    expect(prices.data.map((p) => p.id)).toContain('price_airtime_r50');
    const bus = await stripe.prices.retrieve('price_bus_ticket');
    expect(bus).toMatchObject({
      object: 'price',
      currency: 'zar',
      unit_amount: 8500,
      type: 'one_time',
    });
    await expect(stripe.prices.retrieve('price_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such price: 'price_nope'",
    });
  });

  it('refuses keys that are not test secret keys', async () => {
    const live = lab.stripe('sk_live_nope1234');
    await expect(live.prices.list()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const publishable = lab.stripe('pk_test_lab');
    await expect(publishable.prices.list()).rejects.toMatchObject({ code: 'secret_key_required' });
  });

  it('creates customers and Checkout sessions priced from its own catalogue', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com', name: 'A' });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'a@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [
        { price: 'price_airtime_r50', quantity: 3 },
        { price: 'price_grocery_box', quantity: 1 },
      ],
      success_url: 'http://shop.test/ok?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/cancel',
      locale: 'en',
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 3 * 5000 + 45000,
      currency: 'zar',
      customer: customer.id,
    });
    expect(session.url).toBe(`http://localhost:${port}/stripe/checkout/${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });

  it('answers Stripe-shaped errors for bad sessions', async () => {
    const base = {
      success_url: 'http://shop.test/ok',
      line_items: [{ price: 'price_data_monthly', quantity: 1 }],
    };
    await expect(
      stripe.checkout.sessions.create({ ...base, mode: 'payment' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('recurring price') as string,
    });
    expect(
      (await stripe.checkout.sessions.create({ ...base, mode: 'subscription' })).amount_total,
    ).toBe(19900);
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        mode: 'payment',
        line_items: [{ price: 'price_x', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ message: "No such price: 'price_x'" });
    await expect(
      stripe.billingPortal.sessions.create({
        customer: 'cus_nobody',
        return_url: 'http://shop.test/',
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: "No such customer: 'cus_nobody'" });
  });

  it('confirms payment intents with test cards, declines with Stripe’s message', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 8500, currency: 'zar' });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const declined = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      decline_code: 'generic_decline',
      statusCode: 402,
    });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 8500 });
    await expect(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const charges = await db.query<{ status: string; card_last4: string }>(
      'SELECT status, card_last4 FROM payment_charges WHERE payment_intent = $1 ORDER BY created, id',
      [intent.id],
    );
    expect(charges.map((c) => c.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('lets Stripe.js read an intent with the publishable key and its client secret only', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'zar' });
    const read = (secret: string) =>
      fetch(
        `http://localhost:${port}/v1/payment_intents/${intent.id}?client_secret=${encodeURIComponent(secret)}`,
        {
          headers: { authorization: 'Bearer pk_test_lab' },
        },
      );
    expect(((await (await read(intent.client_secret!)).json()) as { status: string }).status).toBe(
      'requires_payment_method',
    );
    expect((await read('pi_wrong_secret_x')).status).toBe(404);
  });
});

describe('the hosted Checkout page', () => {
  it('declines 4000 0000 0000 0002, then takes 4242 4242 4242 4242 and records the payment', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: 'price_bus_ticket', quantity: 2 }],
      success_url: 'http://shop.test/ok?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/cancel',
    });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Order summary');
    expect(page).toContain('Bus ticket');
    expect(page).toContain('href="http://shop.test/cancel"');

    const declined = await pay(session.id, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain(
      'role="alert" id="payment-error">Your card was declined.',
    );
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');

    const wrong = await pay(session.id, '4242 4242 4242 4241');
    expect(await wrong.text()).toContain('Your card number is incorrect.');
    const expired = await pay(session.id, '4242 4242 4242 4242', '01 / 20');
    expect(await expired.text()).toContain('expiration year is invalid');

    const paid = await pay(session.id, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/ok?session_id=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    const intent = await stripe.paymentIntents.retrieve(done.payment_intent as string);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 17000, currency: 'zar' });
    const rows = await db.query<{
      status: string;
      failure_message: string | null;
      checkout_session: string;
    }>(
      'SELECT status, failure_message, checkout_session FROM payment_charges WHERE payment_intent = $1',
      [intent.id],
    );
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(rows.map((r) => r.failure_message)).toContain('Your card was declined.');
    expect(new Set(rows.map((r) => r.checkout_session))).toEqual(new Set([session.id]));

    // Paying again only goes back to the success page; the page says it is paid.
    expect((await pay(session.id, '4242 4242 4242 4242')).status).toBe(303);
    expect(await (await fetch(session.url!)).text()).toContain(
      'This checkout session is complete.',
    );
  });

  it('shows the portal with the customer’s payments', async () => {
    const portal = await stripe.billingPortal.sessions.create({
      customer: 'cus_demo_shopper',
      return_url: 'http://shop.test/account',
    });
    const text = await (await fetch(portal.url)).text();
    expect(text).toContain('Thandi Shopper');
    expect(text).toContain('href="http://shop.test/account"');
  });
});

describe('the site routes', () => {
  it('answers every missing checkout field with the seeds’ message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mode: undefined }, MESSAGES.noMode],
      [{ mode: 'barter' }, MESSAGES.noMode],
      [{ prices: [] }, MESSAGES.noProduct],
      [{ paymentMethods: [] }, MESSAGES.noPaymentMethod],
      [{ successUrl: '' }, MESSAGES.noSuccessPage],
      [{ cancelUrl: undefined }, MESSAGES.noCancelPage],
    ];
    for (const [over, message] of cases) {
      const response = await post('create-checkout-session', checkoutBody(over));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
  });

  it('creates a Checkout session at the stand-in and answers its url', async () => {
    const response = await post('create-checkout-session', checkoutBody({ locale: 'xx' }));
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json<{ id: string; url: string }>();
    expect(url).toBe(`http://localhost:${port}/stripe/checkout/${id}`);
    const session = await stripe.checkout.sessions.retrieve(id);
    expect(session).toMatchObject({ amount_total: 17000, locale: 'auto', mode: 'payment' });
    expect(session.success_url).toBe(`http://${site()}/success?session_id={CHECKOUT_SESSION_ID}`);
  });

  it('refuses success and cancel pages of another origin', async () => {
    const response = await post(
      'create-checkout-session',
      checkoutBody({ successUrl: 'https://evil.test/' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/pages of this site/);
  });

  it('rethrows Stripe’s answer for an unknown price', async () => {
    const response = await post(
      'create-checkout-session',
      checkoutBody({ prices: ['price_gone'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "No such price: 'price_gone'" });
  });

  it('prices a payment intent on the server, whatever the browser says', async () => {
    const response = await post('create-payment-intent', {
      prices: [{ price: 'price_airtime_r100', quantity: 2, unit_amount: 1 }],
      paymentMethods: ['card'],
      amount: 1,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ id: string; clientSecret: string; amount: number }>();
    expect(data).toMatchObject({
      amount: 20000,
      currency: 'zar',
      status: 'requires_payment_method',
    });
    expect((await stripe.paymentIntents.retrieve(data.id)).client_secret).toBe(data.clientSecret);
    expect(
      (await post('create-payment-intent', { prices: [], paymentMethods: ['card'] })).json(),
    ).toEqual({
      error: MESSAGES.noProduct,
    });
    expect(
      (
        await post('create-payment-intent', { prices: ['price_airtime_r50'], paymentMethods: [] })
      ).json(),
    ).toEqual({ error: MESSAGES.noPaymentMethod });
    const recurring = await post('create-payment-intent', {
      prices: ['price_data_monthly'],
      paymentMethods: ['card'],
    });
    expect(recurring.json<{ error: string }>().error).toMatch(/recurring/);
  });

  it('opens the customer portal, with the seeds’ message when no customer is given', async () => {
    const cancelUrl = `http://${site()}/account`;
    expect((await post('create-customer-portal-session', { cancelUrl })).json()).toEqual({
      error: MESSAGES.noCustomer,
    });
    expect(
      (await post('create-customer-portal-session', { customerId: 'cus_demo_shopper' })).json(),
    ).toEqual({
      error: MESSAGES.noCancelPage,
    });
    const response = await post('create-customer-portal-session', {
      customerId: 'cus_demo_shopper',
      cancelUrl,
    });
    expect(response.json<{ url: string }>().url).toMatch(
      new RegExp(`^http://localhost:${port}/stripe/portal/bps_`),
    );
  });

  it('is not there for a site without the plugin, nor on the editor host', async () => {
    const other = await server.inject({
      method: 'POST',
      url: '/plugins/designs/nosuchsite/stripe/create-checkout-session',
      headers: { host: site() },
      payload: checkoutBody(),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await post('create-checkout-session', checkoutBody(), `localhost:${port}`)).statusCode,
    ).toBe(404);
  });
});

describe('Stripe.js for the site', () => {
  it('fills stripeJsUrl with the stand-in’s script and serves it', async () => {
    const page = await server.inject({ method: 'GET', url: '/', headers: { host: site() } });
    expect(page.body).toContain(`http://localhost:${port}${STAND_IN_STRIPE_JS_PATH}`);
    const script = await fetch(`http://localhost:${port}${STAND_IN_STRIPE_JS_PATH}`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.Stripe = Stripe');
  });

  it('keeps a configured Stripe.js address', () => {
    const filled = paymentServer.publicSettings!(
      { stripeJsUrl: 'https://js.stripe.com/v3' },
      { headers: { host: 'preview.localhost:3000' }, protocol: 'http' } as never,
      { config: { port: 3000 } } as never,
    );
    expect(filled.stripeJsUrl).toBe('https://js.stripe.com/v3');
  });
});
