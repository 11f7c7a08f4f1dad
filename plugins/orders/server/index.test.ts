/**
 * Orders end to end on a listening server: priced and stocked from the embedded record API,
 * paid on the Stripe stand-in's hosted page, made paid by its signed webhook only, mailed, and
 * written back to the product's stock; read as collections by their owner and by staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '@server/mail/outbox.ts';
import { eventually, startShopLab, type ShopLab } from './testing/shop-lab.ts';

let lab: ShopLab;
beforeAll(async () => {
  lab = await startShopLab();
}, 60_000);
afterAll(async () => {
  await lab?.close();
});

const CHECKOUT = '/plugins/designs/shop/orders/checkout';
const pages = () => ({
  successUrl: `http://${lab.host}/`,
  cancelUrl: `http://${lab.host}/faq`,
});

interface Placed {
  order: {
    id: string;
    reference: string;
    status: string;
    total: number;
    subtotal: number;
    deliveryFee: number;
  };
  url: string;
}

async function place(token: string, items: unknown, details: unknown = {}) {
  return lab.post(CHECKOUT, { items, details, ...pages() }, token);
}

async function fetchOrders(collection: string, token: string, variables = {}) {
  const answer = await lab.server.inject({
    method: 'POST',
    url: `/ww/cms_data_sets/${collection}/fetch`,
    headers: {
      host: lab.host,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify({ variables }),
  });
  return {
    status: answer.statusCode,
    body: answer.json<{ data: Array<Record<string, unknown>>; error?: string }>(),
  };
}

async function statusOf(token: string, id: string): Promise<string | undefined> {
  const { body } = await fetchOrders('my-orders', token);
  return body.data.find((o) => o.id === id)?.status as string | undefined;
}

async function recordStock(id: string): Promise<number> {
  const answer = await fetch(
    `http://localhost:${lab.port}/airtable/v0/appShopLab0000001/Products/${id}`,
    { headers: { authorization: 'Bearer patBaobabDemo0001.local-stand-in-key' } },
  );
  return ((await answer.json()) as { fields: { Stock: number } }).fields.Stock;
}

describe('placing an order', () => {
  it('needs a signed-in shopper and pages of the site', async () => {
    const anonymous = await lab.post(CHECKOUT, {
      items: [{ id: 'recMaizeMeal00001', quantity: 1 }],
      ...pages(),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in to place an order.' });
    const token = await lab.token('auth0|pages');
    const elsewhere = await lab.post(
      CHECKOUT,
      {
        items: [{ id: 'recMaizeMeal00001', quantity: 1 }],
        successUrl: 'https://evil.example/',
        cancelUrl: 'https://evil.example/',
      },
      token,
    );
    expect(elsewhere.status).toBe(400);
  });

  it('prices from the records, whatever the browser says a product costs', async () => {
    const token = await lab.token('auth0|pricing');
    const answer = await place(token, [
      { id: 'recMaizeMeal00001', quantity: 2, price: 1, PriceCents: 1 },
      { id: 'recCookingOil0001', quantity: 1, total: 0 },
    ]);
    expect(answer.status).toBe(200);
    const { order, url } = (await answer.json()) as Placed;
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 2 * 12999 + 8999,
      deliveryFee: 4500,
      total: 2 * 12999 + 8999 + 4500,
    });
    expect(order.reference).toMatch(/^LAB-[A-Z2-9]{6}$/);
    expect(url).toMatch(new RegExp(`^http://localhost:${lab.port}/stripe/checkout/cs_test_`));
    const page = await (await fetch(url)).text();
    expect(page).toContain('Maize meal 10 kg');
    expect(page).toContain('Delivery');
  });

  it('refuses bad carts, unknown products, sold-out ones and unpriced ones, clearly', async () => {
    const token = await lab.token('auth0|refusals');
    const cases: Array<[unknown, number, RegExp]> = [
      [[], 400, /Your cart is empty/],
      [[{ id: 'recMaizeMeal00001', quantity: 0 }], 400, /Cart line 1/],
      [[{ id: 'recMaizeMeal00001', quantity: 21 }], 400, /At most 20 of "Maize meal 10 kg"/],
      [[{ id: 'recNothing0000001', quantity: 1 }], 409, /no longer sold/],
      [[{ id: 'recSoldOut0000001', quantity: 1 }], 409, /Sold out: "Gone soap" has just sold out/],
      [[{ id: 'recCookingOil0001', quantity: 10 }], 409, /only \d of "Cooking oil 2 L" left/],
      [[{ id: 'recNoPrice0000001', quantity: 1 }], 500, /no price the shop can charge/],
    ];
    for (const [items, status, message] of cases) {
      const answer = await place(token, items);
      const body = (await answer.json()) as { error: string; code?: string };
      expect(answer.status, JSON.stringify(items)).toBe(status);
      expect(body.error).toMatch(message);
      if (status === 409 && /Sold out/.test(body.error)) expect(body.code).toBe('sold_out');
    }
    const huge = await place(token, [{ id: 'recMaizeMeal00001', quantity: 1 }], {
      note: 'x'.repeat(9000),
    });
    expect(huge.status).toBe(400);
  });
});

describe('paying', () => {
  it('becomes paid only by the signed webhook, mails the shopper and lowers the stock', async () => {
    const token = await lab.token('auth0|payer', { email: 'payer@example.com' });
    const before = await recordStock('recCookingOil0001');
    const answer = await place(token, [{ id: 'recCookingOil0001', quantity: 2 }], {
      recipientName: 'Tendai Moyo',
      town: 'Harare',
    });
    const { order, url } = (await answer.json()) as Placed;
    // The success page alone does nothing.
    expect(await statusOf(token, order.id)).toBe('pending');
    const declined = await lab.pay(url, '4000 0000 0000 0002');
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await statusOf(token, order.id)).toBe('pending');
    const paid = await lab.pay(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://${lab.host}/?order=${order.id}`);
    await eventually(async () => (await statusOf(token, order.id)) === 'paid');
    const [mail] = await outboxMails(lab.db, { recipient: 'payer@example.com' });
    expect(mail?.subject).toBe(`Order ${order.reference} confirmed — Lab Shop`);
    expect(mail?.body).toContain('2 × Cooking oil 2 L');
    expect(mail?.body).toContain('Recipient name: Tendai Moyo');
    expect(mail?.link).toBe(`http://${lab.host}/?order=${order.id}`);
    await eventually(async () => (await recordStock('recCookingOil0001')) === before - 2);
  });

  it('gives the stock back when the payment page expires, and an earlier pending order when the shopper places another', async () => {
    const token = await lab.token('auth0|twice');
    const first = (await (
      await place(token, [{ id: 'recLastOne0000001', quantity: 1 }])
    ).json()) as Placed;
    const other = await lab.token('auth0|other');
    const blocked = await place(other, [{ id: 'recLastOne0000001', quantity: 1 }]);
    expect(blocked.status).toBe(409);
    // Placing again frees the first order's hold for the same shopper.
    const second = await place(token, [{ id: 'recLastOne0000001', quantity: 1 }]);
    expect(second.status).toBe(200);
    expect(await statusOf(token, first.order.id)).toBe('cancelled');
    const { order, url } = (await second.json()) as Placed;
    const sessionId = /cs_test_\w+/.exec(url)![0];
    const expired = await fetch(
      `http://localhost:${lab.port}/v1/checkout/sessions/${sessionId}/expire`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_shop' },
      },
    );
    expect(expired.status).toBe(200);
    await eventually(async () => (await statusOf(token, order.id)) === 'expired');
    const now = await place(other, [{ id: 'recLastOne0000001', quantity: 1 }]);
    expect(now.status).toBe(200);
  });
});

describe('reading orders', () => {
  it('shows each shopper their own orders only, and every order to staff', async () => {
    const alice = await lab.token('auth0|alice');
    const bob = await lab.token('auth0|bob');
    const { order } = (await (
      await place(alice, [{ id: 'recMaizeMeal00001', quantity: 1 }])
    ).json()) as Placed;
    const mine = await fetchOrders('my-orders', alice, {});
    expect(mine.body.data.map((o) => o.id)).toEqual([order.id]);
    const theirs = await fetchOrders('my-orders', bob);
    expect(theirs.body.data.map((o) => o.id)).not.toContain(order.id);
    expect((await fetchOrders('all-orders', bob)).status).toBe(403);
    const staff = await lab.token('auth0|staff', { roles: ['admin'] });
    const all = await fetchOrders('all-orders', staff);
    expect(all.body.data.map((o) => o.id)).toContain(order.id);
    const anonymous = await lab.server.inject({
      method: 'POST',
      url: '/ww/cms_data_sets/my-orders/fetch',
      headers: { host: lab.host, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets staff move a paid order on one step at a time, and nobody else', async () => {
    const token = await lab.token('auth0|tracked');
    const { order, url } = (await (
      await place(token, [{ id: 'recMaizeMeal00001', quantity: 1 }])
    ).json()) as Placed;
    const move = (who: string, status: string) =>
      lab.post(`/plugins/designs/shop/orders/${order.id}/status`, { status }, who);
    const staff = await lab.token('auth0|packer', { roles: ['admin'] });
    expect((await move(staff, 'packed')).status).toBe(409); // not paid yet
    await lab.pay(url, '4242 4242 4242 4242');
    await eventually(async () => (await statusOf(token, order.id)) === 'paid');
    expect((await move(token, 'packed')).status).toBe(403);
    expect((await move(staff, 'delivered')).status).toBe(409);
    expect((await move(staff, 'lost')).status).toBe(400);
    const packed = await move(staff, 'packed');
    expect(packed.status).toBe(200);
    expect(((await packed.json()) as Placed).order.status).toBe('packed');
    expect(await statusOf(token, order.id)).toBe('packed');
    const { body } = await fetchOrders('my-orders', token);
    const history = body.data.find((o) => o.id === order.id)?.history as Array<{ status: string }>;
    expect(history.map((h) => h.status)).toEqual(['pending', 'paid', 'packed']);
  });
});

describe('the last item', () => {
  it('sells to exactly one of 20 shoppers at once; the others hear it sold out', async () => {
    const item = 'recLastOne0000001';
    // Whoever holds it now (from the tests above) gives it back: its order is cancelled.
    for (const sub of ['auth0|other'])
      for (const o of (await fetchOrders('my-orders', await lab.token(sub))).body.data)
        if (o.status === 'pending')
          await lab.post(
            `/plugins/designs/shop/orders/${String(o.id)}/cancel`,
            {},
            await lab.token(sub),
          );
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => lab.token(`auth0|rush${i}`)),
    );
    const answers = await Promise.all(
      tokens.map((token) => place(token, [{ id: item, quantity: 1 }])),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(((await answer.json()) as { error: string }).error).toMatch(
        /^Sold out: "Last rice bag"/,
      );
    const winner = tokens[answers.indexOf(ok[0]!)]!;
    const { order, url } = (await ok[0]!.json()) as Placed;
    await lab.pay(url, '4242 4242 4242 4242');
    await eventually(async () => (await statusOf(winner, order.id)) === 'paid');
    await eventually(async () => (await recordStock(item)) === 0);
  }, 60_000);
});
