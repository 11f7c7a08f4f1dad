/**
 * The browser half: every validation message of the seeds (before any request), the checkout
 * payload and locale fallback, errors rethrown with the server's answer, and Stripe.js loading
 * through `@stripe/stripe-js` with the stand-in's script (run here in happy-dom).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PluginApi } from '../define.ts';
import type { ActionContext } from '@shared/workflow/context.ts';
import { CHECKOUT_LOCALES, checkoutLocale } from './checkout.ts';
import { MESSAGES } from './messages.ts';
import { browser, paymentPlugin } from './plugin.ts';
import { STRIPE_JS_SOURCE } from './server/stand-in/stripe-js.ts';
import { resetStripeClient, stripeInstance } from './client/stripe-client.ts';

type Api = PluginApi<typeof paymentPlugin.settings, typeof paymentPlugin.variables>;

const PAGES: Record<string, string> = { success: '/success', cancel: '/cancel', thanks: '/thanks' };

function fakeApi(settings: Record<string, unknown> = {}) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const api = {
    settings: { publishableKey: 'pk_test_lab', stripeJsUrl: undefined, ...settings },
    setVariable: vi.fn(),
    getVariable: vi.fn(),
    variablesOf: () => undefined,
    environment: 'preview',
    siteId: 'shop',
    log,
    pagePath: (id: string) => PAGES[id] ?? null,
    goTo: vi.fn(),
  } as unknown as Api;
  return { api, log };
}

const ctx = {} as ActionContext;
const run = (action: string, config: Record<string, unknown>, api = fakeApi().api) =>
  Promise.resolve().then(() => paymentPlugin.actions[action]!.handler(config, ctx, api));

let fetchMock: ReturnType<typeof vi.fn>;
let redirect: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn(async () =>
    Response.json({ id: 'cs_test_1', url: 'http://localhost:3000/stripe/checkout/cs_test_1' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(browser, 'origin').mockReturnValue('http://shop.preview.localhost:3000');
  vi.spyOn(browser, 'lang').mockReturnValue('fr');
  redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStripeClient();
  delete (window as { Stripe?: unknown }).Stripe;
});

const checkout = (over: Record<string, unknown> = {}) => ({
  mode: 'payment',
  prices: [{ price: 'price_bus_ticket', quantity: 2 }],
  paymentMethods: ['card'],
  successPage: 'success',
  cancelPage: 'cancel',
  ...over,
});

describe('settings', () => {
  it('need both a public and a private API key', () => {
    expect(paymentPlugin.validate({}, {})).toEqual([MESSAGES.noPublicKey, MESSAGES.noPrivateKey]);
    expect(paymentPlugin.validate({ publishableKey: 'pk_test_a' }, {})).toEqual([
      MESSAGES.noPrivateKey,
    ]);
    expect(
      paymentPlugin.validate({ publishableKey: 'pk_test_a' }, { secretKey: 'sk_test_a' }),
    ).toEqual([]);
  });

  it('take an optional webhook signing secret, which starts with whsec_', () => {
    expect(paymentPlugin.settings.private.webhookSecret).toMatchObject({
      type: 'secret',
      label: { en: 'Webhook signing secret', fr: 'Secret de signature des webhooks' },
    });
    const keys = { secretKey: 'sk_test_a' };
    const pub = { publishableKey: 'pk_test_a' };
    expect(paymentPlugin.validate(pub, { ...keys, webhookSecret: 'whsec_abc123' })).toEqual([]);
    expect(paymentPlugin.validate(pub, { ...keys, webhookSecret: 'sk_test_oops' })).toEqual([
      MESSAGES.badWebhookSecret,
    ]);
  });
});

describe('checkout', () => {
  it.each([
    [{ mode: undefined }, 'No mode defined.'],
    [{ mode: 'gift' }, 'No mode defined.'],
    [{ prices: [] }, 'No product defined.'],
    [{ prices: [{ quantity: 2 }] }, 'No product defined.'],
    [{ paymentMethods: [] }, 'No payment method defined.'],
    [{ successPage: undefined }, 'No success page defined.'],
    [{ successPage: 'no-such-page' }, 'No success page defined.'],
    [{ cancelPage: undefined }, 'No cancel page defined.'],
  ])('%j → %s, without calling the server', async (over, message) => {
    await expect(run('checkout', checkout(over))).rejects.toThrow(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the payload with absolute page URLs and follows the session url', async () => {
    const url = await run(
      'checkout',
      checkout({ customerEmail: 'a@example.com', metadata: { cart: 7 } }),
    );
    expect(url).toBe('http://localhost:3000/stripe/checkout/cs_test_1');
    expect(redirect).toHaveBeenCalledWith('http://localhost:3000/stripe/checkout/cs_test_1');
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(address).toBe(
      'http://shop.preview.localhost:3000/plugins/designs/shop/stripe/create-checkout-session',
    );
    expect(JSON.parse(init.body as string)).toEqual({
      prices: [{ price: 'price_bus_ticket', quantity: 2 }],
      successUrl: 'http://shop.preview.localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://shop.preview.localhost:3000/cancel',
      customerEmail: 'a@example.com',
      paymentMethods: ['card'],
      mode: 'payment',
      shippings: [],
      metadata: { cart: '7' },
      locale: 'fr',
    });
  });

  it('takes the success and cancel pages from the settings when the action gives none', async () => {
    const { api } = fakeApi({ successPage: 'thanks', cancelPage: 'cancel' });
    await run('checkout', checkout({ successPage: undefined, cancelPage: undefined }), api);
    const body = JSON.parse(
      (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string,
    ) as {
      successUrl: string;
    };
    expect(body.successUrl).toMatch(/\/thanks\?session_id=/);
  });

  it('falls back to auto for a locale Stripe does not support', async () => {
    expect(checkoutLocale('pt-BR')).toBe('pt-BR');
    expect(checkoutLocale('zh-TW')).toBe('zh-TW');
    expect(checkoutLocale('xx')).toBe('auto');
    expect(checkoutLocale('EN')).toBe('auto');
    expect(checkoutLocale(undefined)).toBe('auto');
    expect(CHECKOUT_LOCALES.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['en', 'fr', 'de', 'es', 'pt', 'zh', 'zh-HK'])
      expect(CHECKOUT_LOCALES).toContain(lang);
    await run('checkout', checkout({ locale: 'tlh' }));
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toMatchObject({
      locale: 'auto',
    });
  });

  it('rethrows a failed call with the server’s answer as message', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: "No such price: 'price_gone'" }, { status: 400 }),
    );
    await expect(run('checkout', checkout())).rejects.toThrow("No such price: 'price_gone'");
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(run('checkout', checkout())).rejects.toThrow('Bad gateway');
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('customer portal', () => {
  it('needs a customer id (the seeds’ message) and a cancel page', async () => {
    await expect(run('customer-portal', { cancelPage: 'cancel' })).rejects.toThrow(
      'No currency defined.',
    );
    await expect(run('customer-portal', { customerId: 'cus_1' })).rejects.toThrow(
      'No cancel page defined.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the customer and return URL and follows the portal url', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ url: 'http://localhost:3000/stripe/portal/bps_1' }),
    );
    await run('customer-portal', { customerId: 'cus_1', cancelPage: 'cancel' });
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({
      customerId: 'cus_1',
      cancelUrl: 'http://shop.preview.localhost:3000/cancel',
    });
    expect(redirect).toHaveBeenCalledWith('http://localhost:3000/stripe/portal/bps_1');
  });
});

describe('payment intents', () => {
  it('need prices and payment methods', async () => {
    await expect(run('create-payment-intent', { paymentMethods: ['card'] })).rejects.toThrow(
      'No product defined.',
    );
    await expect(run('create-payment-intent', { prices: ['price_a'] })).rejects.toThrow(
      'No payment method defined.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('send price ids and quantities only, and return the server’s data', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ id: 'pi_1', clientSecret: 'pi_1_secret_2', amount: 17000 }),
    );
    const data = await run('create-payment-intent', {
      prices: [{ price: 'price_bus_ticket', quantity: 2, unit_amount: 1 }],
      paymentMethods: 'card',
    });
    expect(data).toEqual({ id: 'pi_1', clientSecret: 'pi_1_secret_2', amount: 17000 });
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({
      prices: [{ price: 'price_bus_ticket', quantity: 2 }],
      paymentMethods: ['card'],
    });
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'All prices of a payment must use the same currency.' },
        { status: 400 },
      ),
    );
    await expect(
      run('create-payment-intent', { prices: ['a', 'b'], paymentMethods: ['card'] }),
    ).rejects.toThrow('All prices of a payment must use the same currency.');
  });

  it('retrieving needs a client secret', async () => {
    await expect(run('retrieve-payment-intent', {})).rejects.toThrow('No client secret defined.');
  });

  it('confirming a payment needs an element, a redirect page and a valid element', async () => {
    await expect(run('confirm-payment', { redirectPage: 'thanks' })).rejects.toThrow(
      'No element defined.',
    );
    await expect(run('confirm-payment', { element: 'stripe-element-1' })).rejects.toThrow(
      'No redirect page defined.',
    );
    await expect(
      run('confirm-payment', { element: 'stripe-element-99', redirectPage: 'thanks' }),
    ).rejects.toThrow('Invalid Stripe element.');
  });

  it('confirming a card payment needs a client secret and a valid element', async () => {
    await expect(run('confirm-card-payment', { element: 'stripe-element-1' })).rejects.toThrow(
      'No client secret defined.',
    );
    await expect(run('confirm-card-payment', { clientSecret: 'pi_1_secret_2' })).rejects.toThrow(
      'No element defined.',
    );
    await expect(
      run('confirm-card-payment', { clientSecret: 'pi_1_secret_2', element: 'nope' }),
    ).rejects.toThrow('Invalid Stripe element.');
  });
});

describe('Stripe.js', () => {
  const defineStandIn = () => new Function(STRIPE_JS_SOURCE)() as void;

  it('uses window.Stripe once a script defined it (the stand-in’s Stripe.js)', async () => {
    defineStandIn();
    const { log } = fakeApi();
    const stripe = await stripeInstance(
      { publishableKey: 'pk_test_lab', stripeJsUrl: undefined },
      log,
    );
    expect(typeof stripe.elements).toBe('function');
    expect(
      await stripeInstance({ publishableKey: 'pk_test_lab', stripeJsUrl: undefined }, log),
    ).toBe(stripe);
    // A card element mounts labelled inputs and is kept for the confirm actions.
    document.body.innerHTML = '<div id="card"></div>';
    const { api } = fakeApi();
    const handle = await run('mount-element', { type: 'card', container: '#card' }, api);
    expect(handle).toMatch(/^stripe-element-\d+$/);
    expect(document.querySelector('#card input[autocomplete="cc-number"]')).not.toBeNull();
    await expect(
      run('confirm-payment', { element: handle, redirectPage: 'thanks' }, api),
    ).rejects.toThrow('Invalid Stripe element.');
  });

  it('logs and throws "Invalid Stripe configuration." when Stripe refuses the key', async () => {
    defineStandIn();
    const { log } = fakeApi();
    await expect(
      stripeInstance({ publishableKey: 'sk_test_secret', stripeJsUrl: undefined }, log),
    ).rejects.toThrow('Invalid Stripe configuration.');
    expect(log.error).toHaveBeenCalledWith('Invalid Stripe configuration.', expect.any(Error));
  });

  it('throws "Failed to load Stripe.js" when the script cannot load', async () => {
    const { log } = fakeApi();
    const appended = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => node.dispatchEvent(new Event('error')));
      return node;
    });
    await expect(
      stripeInstance(
        { publishableKey: 'pk_test_lab', stripeJsUrl: 'http://127.0.0.1:9/stripe.js' },
        log,
      ),
    ).rejects.toThrow('Failed to load Stripe.js');
    expect(appended).toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});
