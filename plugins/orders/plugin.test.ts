/**
 * The browser half: the signed-in visitor's token on every call, ids and quantities sent (the
 * server prices), the browser sent to the payment page, the server's refusal as the error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { PluginApi } from '../define.ts';
import { browser, ordersPlugin } from './plugin.ts';

type Api = PluginApi<typeof ordersPlugin.settings, typeof ordersPlugin.variables>;
const PAGES: Record<string, string> = { done: '/order-successful', back: '/payment' };

function fakeApi(token: string | null) {
  return {
    settings: { successPage: 'done', cancelPage: 'back' },
    variablesOf: (plugin: string) =>
      plugin === 'auth' && token ? { accessToken: token } : undefined,
    siteId: 'shop',
    pagePath: (id: string) => PAGES[id] ?? null,
  } as unknown as Api;
}
const run = (action: string, config: Record<string, unknown>, token: string | null = 'tok') =>
  Promise.resolve().then(() =>
    ordersPlugin.actions[action]!.handler(config, {} as ActionContext, fakeApi(token)),
  );

let fetchMock: ReturnType<typeof vi.fn>;
let redirect: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchMock = vi.fn(async () =>
    Response.json({
      order: { id: 'o1', reference: 'ORD-1' },
      url: 'http://localhost:3000/stripe/checkout/cs_1',
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(browser, 'origin').mockReturnValue('http://shop.localhost:3000');
  redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('place-order', () => {
  it('sends the cart as the signed-in visitor and goes to the payment page', async () => {
    const items = [{ id: 'rec1', quantity: 2 }];
    const result = await run('place-order', { items, details: { town: 'Harare' } });
    expect(result).toEqual({ id: 'o1', reference: 'ORD-1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://shop.localhost:3000/plugins/designs/shop/orders/checkout');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toEqual({
      items,
      details: { town: 'Harare' },
      successUrl: 'http://shop.localhost:3000/order-successful',
      cancelUrl: 'http://shop.localhost:3000/payment',
    });
    expect(redirect).toHaveBeenCalledWith('http://localhost:3000/stripe/checkout/cs_1');
  });

  it('asks to sign in first, and rethrows the server’s refusal', async () => {
    await expect(run('place-order', { items: [] }, null)).rejects.toThrow(
      'Sign in to place an order.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'Sold out: "Rice" has just sold out.', code: 'sold_out' },
        { status: 409 },
      ),
    );
    await expect(run('place-order', { items: [{ id: 'r', quantity: 1 }] })).rejects.toThrow(
      'Sold out: "Rice" has just sold out.',
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('needs pages that exist', async () => {
    await expect(run('place-order', { items: [], successPage: 'nope' })).rejects.toThrow(
      'The success and cancel pages must be pages of this site.',
    );
  });
});

describe('set-status and cancel-order', () => {
  it('post to the order’s routes and answer the order', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ order: { id: 'o1', status: 'packed' } }),
    );
    expect(await run('set-status', { orderId: 'o1', status: 'packed' })).toEqual({
      id: 'o1',
      status: 'packed',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://shop.localhost:3000/plugins/designs/shop/orders/o1/status',
    );
    await run('cancel-order', { orderId: 'o 1' });
    expect(fetchMock.mock.calls[1]![0]).toBe(
      'http://shop.localhost:3000/plugins/designs/shop/orders/o%201/cancel',
    );
    await expect(run('set-status', { orderId: 'o1', status: 'lost' })).rejects.toThrow(
      '"lost" is not an order status.',
    );
  });
});

describe('validate', () => {
  it('needs the products collection', () => {
    expect(ordersPlugin.validate({}, {})).toEqual(['No products collection defined.']);
    expect(ordersPlugin.validate({ productsCollection: 'products' }, {})).toEqual([]);
  });
});

describe('quote-order and pay-order', () => {
  it('send staff’s quote with the payment link page, then the shopper to the payment page', async () => {
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ order: { id: 'o1', status: 'quoted' } }),
    );
    expect(
      await run('quote-order', { orderId: 'o1', amount: 45990, note: 'Silver', payPage: 'back' }),
    ).toEqual({ id: 'o1', status: 'quoted' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://shop.localhost:3000/plugins/designs/shop/orders/o1/quote');
    expect(JSON.parse(init.body as string)).toEqual({
      amount: 45990,
      note: 'Silver',
      payUrl: 'http://shop.localhost:3000/payment',
    });
    await expect(run('quote-order', { orderId: 'o1', amount: 1, payPage: 'nope' })).rejects.toThrow(
      'The payment link page must be a page of this site.',
    );
    await run('pay-order', { orderId: 'o1' });
    const [payUrl, payInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(payUrl).toBe('http://shop.localhost:3000/plugins/designs/shop/orders/o1/pay');
    expect(JSON.parse(payInit.body as string)).toEqual({
      successUrl: 'http://shop.localhost:3000/order-successful',
      cancelUrl: 'http://shop.localhost:3000/payment',
    });
    expect(redirect).toHaveBeenCalledWith('http://localhost:3000/stripe/checkout/cs_1');
  });

  it('lists a quote offer’s wrong settings', () => {
    expect(
      ordersPlugin.validate(
        { productsCollection: 'products', offers: { shopper: { type: 'quote', maxAmount: -1 } } },
        {},
      ),
    ).toEqual([
      'The offer "shopper": "maxAmount" must be a whole number of cents above 0, or be left out.',
    ]);
  });
});
