/**
 * A personal-shopper request end to end on a listening server: placed with a photo uploaded
 * through the signed uploads (checked to be this site's), quoted by staff (the shopper mailed
 * the payment link), paid on the Stripe stand-in's hosted page, made paid by its webhook; what
 * is refused on the way, each with its text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '@server/mail/outbox.ts';
import { eventually, startShopLab, type ShopLab } from '../../testing/shop-lab.ts';

let lab: ShopLab;
beforeAll(async () => {
  lab = await startShopLab({
    site: (f) => {
      const orders = f.site.plugins.orders!;
      orders.publicSettings = {
        ...orders.publicSettings,
        offers: {
          shopper: {
            type: 'quote',
            name: 'Personal shopper',
            referencePrefix: 'PS',
            maxAmount: 500_000,
          },
        },
      };
    },
  });
}, 60_000);
afterAll(async () => {
  await lab?.close();
});

const CHECKOUT = '/plugins/designs/shop/orders/checkout';
const site = () => `http://${lab.host}`;
const pages = () => ({ successUrl: `${site()}/`, cancelUrl: `${site()}/faq` });

interface Answer {
  order: {
    id: string;
    reference: string;
    status: string;
    total: number;
    items: Array<Record<string, unknown>>;
    details: Record<string, unknown>;
  };
  url?: string;
  error?: string;
}

/** A real PNG (1×1) uploaded through the signed upload routes; its `url`. */
async function uploadPhoto(): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const signed = await lab.server.inject({
    method: 'POST',
    url: '/api/designs/shop/user-files',
    headers: { host: lab.host, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'fridge.png', type: 'image/png', size: png.length }),
  });
  expect(signed.statusCode).toBe(200);
  const { signedRequest, url } = signed.json<{ signedRequest: string; url: string }>();
  const target = new URL(signedRequest);
  const put = await lab.server.inject({
    method: 'PUT',
    url: target.pathname + target.search,
    headers: { host: lab.host, 'content-type': 'image/png' },
    payload: png,
  });
  expect(put.statusCode).toBeLessThan(300);
  return url;
}

const request = (photos: unknown[], extra: Record<string, unknown> = {}) => ({
  what: 'A two-door fridge, silver, about 300 litres',
  links: ['https://shop.example/fridge-300'],
  photos,
  budget: 800_000,
  recipient: { name: 'Tendai Moyo', phone: '+263 77 123 4567', town: 'Harare' },
  ...extra,
});

async function place(token: string, details: unknown, offer = 'shopper') {
  const answer = await lab.post(CHECKOUT, { offer, details, ...pages() }, token);
  return { status: answer.status, body: (await answer.json()) as Answer };
}

async function statusOf(token: string, id: string): Promise<string | undefined> {
  const order = (await lab.myOrders(token)).find((o) => o.id === id);
  return order?.status as string | undefined;
}

describe('a personal-shopper request', () => {
  it('is requested, quoted by staff, paid on the payment page and made paid by the webhook', async () => {
    const shopper = await lab.token('auth0|ps-shopper', { email: 'ps-shopper@example.com' });
    const staff = await lab.token('auth0|ps-staff', { roles: ['admin'] });
    const photo = await uploadPhoto();
    const placed = await place(shopper, request([photo]));
    expect(placed.status).toBe(200);
    const { order } = placed.body;
    expect(placed.body.url).toBeUndefined();
    expect(order).toMatchObject({ status: 'requested', total: 0, items: [] });
    expect(order.reference).toMatch(/^PS-[A-Z2-9]{6}$/);
    expect(order.details).toMatchObject({ photos: [photo], budget: 800_000 });

    // Nothing to pay before the quote; the shopper cannot quote their own request.
    const early = await lab.post(`/plugins/designs/shop/orders/${order.id}/pay`, pages(), shopper);
    expect(early.status).toBe(409);
    expect(((await early.json()) as Answer).error).toMatch(/no quote yet/);
    const payUrl = `${site()}/faq`;
    const selfQuote = await lab.post(
      `/plugins/designs/shop/orders/${order.id}/quote`,
      { amount: 100, payUrl },
      shopper,
    );
    expect(selfQuote.status).toBe(403);

    const quoteUrl = `/plugins/designs/shop/orders/${order.id}/quote`;
    for (const [body, status, text] of [
      [{ amount: 0, payUrl }, 400, /whole number of cents/],
      [{ amount: 12.5, payUrl }, 400, /whole number of cents/],
      [{ amount: 600_000, payUrl }, 400, /at most R/],
      [{ amount: 1000, payUrl: 'https://evil.example/pay' }, 400, /page of this site/],
      [{ amount: 1000, note: 'x'.repeat(1001), payUrl }, 400, /at most 1000 characters/],
    ] as const) {
      const answer = await lab.post(quoteUrl, body, staff);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(((await answer.json()) as Answer).error).toMatch(text);
    }
    const quoted = await lab.post(
      quoteUrl,
      {
        amount: 749_900,
        note: 'Defy 300 L, silver, delivery included.',
        payUrl: `${site()}/payment-link`,
      },
      staff,
    );
    expect(quoted.status).toBe(400); // above maxAmount (R 5 000)
    const answer = await lab.post(
      quoteUrl,
      { amount: 459_900, note: 'Defy 300 L, silver, delivery included.', payUrl },
      staff,
    );
    expect(answer.status).toBe(200);
    const quotedOrder = ((await answer.json()) as Answer).order;
    expect(quotedOrder).toMatchObject({
      status: 'quoted',
      total: 459_900,
      items: [
        { id: 'quote', name: 'Personal shopper', quantity: 1, unitPrice: 459_900, total: 459_900 },
      ],
      details: { quote: { amount: 459_900, note: 'Defy 300 L, silver, delivery included.' } },
    });
    const [mail] = await outboxMails(lab.db, { recipient: 'ps-shopper@example.com' });
    expect(mail?.subject).toBe(`Your quote ${order.reference} is ready — Lab Shop`);
    expect(mail?.body).toContain('Defy 300 L, silver, delivery included.');
    expect(mail?.link).toBe(`${payUrl}?order=${order.id}`);

    // Another shopper cannot pay it; its owner gets the payment page, twice if they come back.
    const other = await lab.token('auth0|ps-other');
    const stranger = await lab.post(`/plugins/designs/shop/orders/${order.id}/pay`, pages(), other);
    expect(stranger.status).toBe(404);
    const first = (await (
      await lab.post(`/plugins/designs/shop/orders/${order.id}/pay`, pages(), shopper)
    ).json()) as Answer;
    expect(first.order.status).toBe('pending');
    const again = await lab.post(`/plugins/designs/shop/orders/${order.id}/pay`, pages(), shopper);
    expect(again.status).toBe(200);
    const second = (await again.json()) as Answer;
    expect(second.url).not.toBe(first.url);
    const closed = await lab.pay(first.url!, '4242 4242 4242 4242');
    expect(closed.status).not.toBe(303);
    const paid = await lab.pay(second.url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${site()}/?order=${order.id}`);
    await eventually(async () => (await statusOf(shopper, order.id)) === 'paid');
    const done = await lab.post(`/plugins/designs/shop/orders/${order.id}/pay`, pages(), shopper);
    expect(done.status).toBe(409);
    expect(((await done.json()) as Answer).error).toBe(
      'This order is paid: there is nothing to pay.',
    );
    const requote = await lab.post(quoteUrl, { amount: 1000, payUrl }, staff);
    expect(requote.status).toBe(409);
  });

  it('refuses photos that are not this site’s uploads, and bad details, naming them', async () => {
    const shopper = await lab.token('auth0|ps-refused');
    const photo = await uploadPhoto();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [request([], { what: ' ' }), /Say what we should buy/],
      [
        request(['https://evil.example/api/designs/shop/user-files/0/x.png']),
        /Photo 1 is not a file/,
      ],
      [request([photo.replace('/shop/', '/other/')]), /Photo 1 is not a file/],
      [request([photo, `${photo.slice(0, -5)}x.png`]), /Photo 2 is not a file/],
      [request([photo.replace(/[0-9a-f]{32}/, '0'.repeat(32))]), /Photo 1 is not a file/],
      [request([], { links: ['javascript:alert(1)'] }), /Link 1 is not a web address/],
      [request([], { budget: -5 }), /budget/],
      [request([], { recipient: {} }), /recipient’s name/],
      [request([], { quote: { amount: 1 } }), /cannot carry "quote"/],
    ];
    for (const [details, message] of cases) {
      const { status, body } = await place(shopper, details);
      expect(status, JSON.stringify(details).slice(0, 80)).toBe(400);
      expect(body.error).toMatch(message);
    }
    const unknown = await place(shopper, request([]), 'nothing');
    expect(unknown.status).toBe(404);
  });

  it('goes back to quoted when its payment page expires, or the shopper orders something else', async () => {
    const shopper = await lab.token('auth0|ps-comeback');
    const staff = await lab.token('auth0|ps-staff-2', { roles: ['admin'] });
    const { body } = await place(shopper, request([]));
    const id = body.order.id;
    const payUrl = `${site()}/faq`;
    const quoted = await lab.post(
      `/plugins/designs/shop/orders/${id}/quote`,
      { amount: 2500, payUrl },
      staff,
    );
    expect(quoted.status).toBe(200);
    const payPath = `/plugins/designs/shop/orders/${id}/pay`;
    const first = (await (await lab.post(payPath, pages(), shopper)).json()) as Answer;
    expect(first.order.status).toBe('pending');
    // The provider closes the page unpaid: its expiry event makes the quote payable again.
    const session = new URL(first.url!).pathname.split('/').pop()!;
    const expired = await fetch(
      `http://localhost:${lab.port}/v1/checkout/sessions/${session}/expire`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_shop' },
      },
    );
    expect(expired.status).toBe(200);
    await eventually(async () => (await statusOf(shopper, id)) === 'quoted');
    const second = (await (await lab.post(payPath, pages(), shopper)).json()) as Answer;
    expect(second.order.status).toBe('pending');
    // A cart order placed meanwhile cancels the shopper's pending orders, but a quote stays payable.
    const cart = await lab.post(
      CHECKOUT,
      { items: [{ id: 'recMaizeMeal00001', quantity: 1 }], ...pages() },
      shopper,
    );
    expect(cart.status).toBe(200);
    expect(await statusOf(shopper, id)).toBe('quoted');
    const third = await lab.post(payPath, pages(), shopper);
    expect(third.status).toBe(200);
    const paid = await lab.pay(((await third.json()) as Answer).url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    await eventually(async () => (await statusOf(shopper, id)) === 'paid');
  });
});
