/**
 * The payment plugin against the embedded Stripe stand-in (`tests/fixtures/sites/payment-lab`):
 * a workflow's checkout → the hosted test Checkout → the success page, with the payment read
 * back through the stand-in's API by the official `stripe` package and its webhook delivered to
 * the site; a declined test card shows Stripe's message; inline-price lines on the hosted page;
 * an expired session takes no payment; "Back" returns to the cancel page; validation messages
 * reach the page.
 */
import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { collectErrors, siteUrl, urls } from './env.ts';

const lab = () => siteUrl('payment-lab');

/** The stand-in's API, as the site's server reaches it (the lab's test secret key). */
function standIn(): Stripe {
  const editor = new URL(urls.editor);
  return new Stripe('sk_test_payment_lab', {
    host: editor.hostname,
    port: Number(editor.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** Opens a lab page once its scripts (the runtime, the plugin's chunk) have loaded. */
async function open(page: Page, path: string) {
  await page.goto(`${lab()}${path}`);
  await page.waitForLoadState('networkidle');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Thandi Shopper');
}

test.describe('payment plugin (Stripe stand-in)', () => {
  test.use({ serviceWorkers: 'block' });

  test('checkout from a workflow: a declined card, then 4242 pays and the payment is recorded', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment lab');
    await page.getByRole('button', { name: 'Buy 2 bus tickets' }).click();

    // The hosted test Checkout of the stand-in, on the editor host. The first payment call opens
    // the embedded database (migrating every plugin's tables): slow on a busy machine.
    await expect(page).toHaveURL(new RegExp(`^${urls.editor}/stripe/checkout/cs_test_`), {
      timeout: 45_000,
    });
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(page.getByText('Bus ticket (Johannesburg to Pretoria)')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('shopper@example.com');
    await page.screenshot({ path: 'test-results/e2e/payment-checkout.png', fullPage: true });

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await page.screenshot({ path: 'test-results/e2e/payment-declined.png', fullPage: true });
    expect((await standIn().checkout.sessions.retrieve(sessionId)).payment_status).toBe('unpaid');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(`${lab()}/success?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
    await expect(page.getByText(`Session: ${sessionId}`)).toBeVisible();

    const session = await standIn().checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 17000,
      currency: 'zar',
      customer_email: 'shopper@example.com',
    });
    const intent = await standIn().paymentIntents.retrieve(session.payment_intent as string);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 17000 });
    // The site's server heard it from the webhook (signed, verified, recorded): the endpoint it
    // registered on the stand-in for the lab took the event (nothing pending).
    const endpoints = await standIn().webhookEndpoints.list();
    expect(endpoints.data.map((e) => e.url)).toContain(
      `${urls.editor}/plugins/designs/payment-lab/stripe/webhook`,
    );
    const completed = await standIn().events.list({
      type: 'checkout.session.completed',
      limit: 100,
    });
    const event = completed.data.find((e) => (e.data.object as { id: string }).id === sessionId);
    expect(event?.pending_webhooks).toBe(0);
    // The declined attempt's 402 answer is the only console error (Chromium logs the status).
    expect(errors.filter((e) => !/status of 402/.test(e))).toEqual([]);
  });

  test('the hosted Checkout shows inline-price lines, and an expired session takes no payment', async ({
    page,
  }) => {
    const session = await standIn().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'zar',
            unit_amount: 12_500,
            product_data: { name: 'Hamper for Harare', description: 'Maize meal, oil and sugar' },
          },
          quantity: 2,
        },
        { price: 'price_airtime_r50', quantity: 1 },
      ],
      client_reference_id: 'order_e2e',
      success_url: `${lab()}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${lab()}/cancel`,
    });
    await page.goto(session.url!);
    await expect(page.getByLabel(/^Total/)).toHaveText('ZAR 300.00');
    const lines = page.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Hamper for Harare');
    await expect(lines.first()).toContainText('Maize meal, oil and sugar');
    await expect(lines.first()).toContainText('Qty 2 · ZAR 125.00 each');
    await expect(lines.first()).toContainText('ZAR 250.00');
    await expect(lines.nth(1)).toContainText('Airtime R50');
    await expect(page.getByRole('button', { name: 'Pay ZAR 300.00' })).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/payment-inline-lines.png', fullPage: true });
    await page.getByLabel('Email').fill('buyer@example.com');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(`${lab()}/success?session_id=${session.id}`);
    await page.goto(session.url!);
    await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();

    const other = await standIn().checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: 'price_bus_ticket', quantity: 1 }],
      success_url: `${lab()}/success`,
      cancel_url: `${lab()}/cancel`,
    });
    await page.goto(other.url!);
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
    await standIn().checkout.sessions.expire(other.id);
    // The open form, submitted after the session expired: nothing is charged.
    await page.getByLabel('Email').fill('buyer@example.com');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Checkout expired' })).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/payment-expired.png', fullPage: true });
    expect((await standIn().checkout.sessions.retrieve(other.id)).payment_status).toBe('unpaid');
  });

  test('"Back" on the hosted Checkout returns to the cancel page', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Buy R50 airtime' }).click();
    await expect(page).toHaveURL(new RegExp(`^${urls.editor}/stripe/checkout/cs_test_`));
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('link', { name: /cancel the payment/ }).click();
    await expect(page).toHaveURL(`${lab()}/cancel`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment cancelled');
    expect((await standIn().checkout.sessions.retrieve(sessionId)).status).toBe('open');
  });

  test('the checkout locale follows the page language when Stripe supports it', async ({
    page,
  }) => {
    await open(page, '/fr/');
    await page.getByRole('button', { name: 'Acheter 50 R de crédit' }).click();
    await expect(page).toHaveURL(new RegExp(`^${urls.editor}/stripe/checkout/cs_test_`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const session = await standIn().checkout.sessions.retrieve(sessionId);
    expect(session.locale).toBe('fr');
    expect(session.cancel_url).toBe(`${lab()}/fr/annule`);
  });

  test('validation messages reach the workflow’s error branch', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Checkout an empty cart' }).click();
    await expect(page.getByText('No product defined.')).toBeVisible();
    await page.getByRole('button', { name: 'Open the billing portal' }).click();
    await expect(page.getByText('No currency defined.')).toBeVisible();
    await expect(page).toHaveURL(`${lab()}/`);
  });
});
