/**
 * The seats offer end to end on a listening server (`shop-lab`): departures from the embedded
 * record API, seats held per departure and day, 20 shoppers at once on one seat, a hold that
 * lapses while its payment page is still open, the e-ticket mail, the taken seats for anyone
 * and the passenger list for staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { outboxMails } from '@server/mail/outbox.ts';
import { LAB_BASE, startShopLab, type ShopLab } from '../../testing/shop-lab.ts';
import { todayIn } from './request.ts';

const BUS = 'recLabBus00000001';
const MONDAYS = 'recLabBusMonday01';
let lab: ShopLab;

const dateIn = (days: number) => {
  const today = todayIn('Africa/Johannesburg');
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first day from tomorrow that is (or is not) a Monday. */
const firstDay = (monday: boolean) => {
  for (let days = 1; ; days++) if ((weekday(dateIn(days)) === 1) === monday) return dateIn(days);
};

beforeAll(async () => {
  lab = await startShopLab({
    site: (f) => {
      f.site.collections['bus-departures'] = {
        id: 'bus-departures',
        name: 'Departures',
        mode: 'dynamic',
        config: { base: LAB_BASE, table: 'Departures', view: 'Grid view' },
      };
      const variables = { departure: '', date: '' };
      for (const [name, defaultValue] of Object.entries(variables))
        f.site.variables[name] = { id: name, name, type: 'string', defaultValue };
      const byDeparture = {
        type: 'group' as const,
        combinator: 'and' as const,
        conditions: (['departure', 'date'] as const).map((key) => ({
          type: 'condition' as const,
          key,
          operator: 'equals' as const,
          value: { $formula: `variables.${key}` },
        })),
      };
      f.site.collections['bus-taken'] = {
        id: 'bus-taken',
        name: 'Taken seats',
        mode: 'dynamic',
        config: { source: 'orders', scope: 'taken', offer: 'bus' },
        filter: byDeparture,
      };
      f.site.collections['bus-passengers'] = {
        id: 'bus-passengers',
        name: 'Passengers',
        mode: 'dynamic',
        authenticated: true,
        config: { source: 'orders', scope: 'passengers', offer: 'bus' },
        filter: byDeparture,
      };
      const orders = f.site.plugins.orders!;
      orders.publicSettings = {
        ...orders.publicSettings,
        offers: { bus: { type: 'seats', collection: 'bus-departures', referencePrefix: 'BUS' } },
      };
    },
    tables: [
      {
        id: 'tblLabDeparture01',
        name: 'Departures',
        views: ['Grid view'],
        records: [
          { id: BUS, fields: { Name: 'Lab Liner 06:00', FareCents: 50000, Seats: 4 } },
          {
            id: MONDAYS,
            fields: { Name: 'Monday Coach', FareCents: 55000, Seats: 40, Days: ['Mon'] },
          },
        ],
      },
    ],
  });
}, 60_000);
afterAll(async () => {
  await lab?.close();
});

const pages = () => ({ successUrl: `http://${lab.host}/`, cancelUrl: `http://${lab.host}/faq` });
const passenger = (seat: string) => ({
  seat,
  name: `Rudo ${seat}`,
  document: `EN${seat}12345`,
  phone: '+263 77 123 4567',
});
interface Placed {
  order: { id: string; reference: string; status: string; total: number; items: unknown[] };
  url: string;
  error?: string;
  code?: string;
}
async function book(token: string, seats: string[], date = dateIn(2), departure = BUS) {
  const answer = await lab.post(
    '/plugins/designs/shop/orders/checkout',
    {
      offer: 'bus',
      items: [{ id: departure, date, seats }],
      details: { passengers: seats.map(passenger) },
      ...pages(),
    },
    token,
  );
  return { status: answer.status, body: (await answer.json()) as Placed };
}
async function fetchCollection(id: string, variables: object, token?: string) {
  const answer = await lab.server.inject({
    method: 'POST',
    url: `/ww/cms_data_sets/${id}/fetch`,
    headers: {
      host: lab.host,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ variables }),
  });
  return {
    status: answer.statusCode,
    body: answer.json<{ data: Array<Record<string, unknown>> }>(),
  };
}
const takenSeats = async (date: string, departure = BUS) =>
  (await fetchCollection('bus-taken', { departure, date })).body.data.map((row) => row.seat);
async function statusOf(token: string, id: string) {
  const { body } = await fetchCollection('my-orders', {}, token);
  return body.data.find((o) => o.id === id)?.status;
}
async function eventually(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
/** Makes an order's holds lapse now, as 10 minutes would. */
const lapse = (orderId: string) =>
  lab.db.query(
    `UPDATE orders_holds SET expires_at = now() - interval '1 second' WHERE order_id = $1`,
    [orderId],
  );

describe('booking seats', () => {
  it('prices seats from the departure, shows them taken to anyone, mails an e-ticket with a QR code, lists passengers for staff', async () => {
    const date = dateIn(3);
    const token = await lab.token('auth0|rudo', { email: 'rudo@example.com' });
    const { status, body } = await book(token, ['2', '3'], date);
    expect(status).toBe(200);
    expect(body.order.reference).toMatch(/^BUS-[A-Z2-9]{6}$/);
    expect(body.order.total).toBe(100_000);
    expect(body.order.items).toEqual([
      expect.objectContaining({ id: `${BUS}/${date}/2`, name: `Lab Liner 06:00, ${date}, seat 2` }),
      expect.objectContaining({ id: `${BUS}/${date}/3`, unitPrice: 50_000 }),
    ]);
    // Anyone sees them taken (no sign-in, no personal data), on that departure and day only.
    const taken = await fetchCollection('bus-taken', { departure: BUS, date });
    expect(taken.body.data).toEqual([
      { id: `${BUS}/${date}/2`, departure: BUS, date, seat: '2' },
      { id: `${BUS}/${date}/3`, departure: BUS, date, seat: '3' },
    ]);
    expect(await takenSeats(dateIn(4))).toEqual([]);
    const paid = await lab.pay(body.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    await eventually(async () => (await statusOf(token, body.order.id)) === 'paid');
    expect(await takenSeats(date)).toEqual(['2', '3']);
    const [mail] = await outboxMails(lab.db, { recipient: 'rudo@example.com' });
    expect(mail?.subject).toBe(`E-ticket ${body.order.reference} — Lab Shop`);
    expect(mail?.body).toContain(`Booking reference: ${body.order.reference}`);
    expect(mail?.body).toContain('Document: EN212345');
    expect(mail?.body).toContain('Total paid: R');
    // The attached QR code reads back as the reference.
    const [qr] = mail!.attachments;
    expect(qr).toMatchObject({
      filename: `e-ticket-${body.order.reference}.png`,
      contentType: 'image/png',
    });
    expect(decodePng(qr!.content)).toBe(body.order.reference);
    const staff = await lab.token('auth0|staff', { roles: ['admin'] });
    const list = await fetchCollection('bus-passengers', { departure: BUS, date }, staff);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        seat: '2',
        name: 'Rudo 2',
        document: 'EN212345',
        reference: body.order.reference,
      }),
      expect.objectContaining({ seat: '3', name: 'Rudo 3', phone: '+263 77 123 4567' }),
    ]);
    expect((await fetchCollection('bus-passengers', { departure: BUS, date }, token)).status).toBe(
      403,
    );
    // Sold seats of days gone by leave the taken list; today's stay.
    for (const day of [dateIn(-1), dateIn(0)])
      await lab.db.query(
        `INSERT INTO orders_holds (order_id, site_id, collection_id, record_id, quantity, state, expires_at)
         SELECT order_id, site_id, collection_id, $2, 1, 'paid', expires_at FROM orders_holds WHERE record_id = $1`,
        [`${BUS}/${date}/2`, `${BUS}/${day}/2`],
      );
    expect(await takenSeats(dateIn(-1))).toEqual([]);
    expect(await takenSeats(dateIn(0))).toEqual(['2']);
  });

  it('refuses what cannot be booked, saying what and where', async () => {
    const token = await lab.token('auth0|wrong');
    const cases: Array<[unknown, number, RegExp]> = [
      [[], 400, /Choose a departure, a date and at least one seat/],
      [[{ id: BUS, date: '2026-02-30', seats: ['1'] }], 400, /YYYY-MM-DD \(got "2026-02-30"\)/],
      [[{ id: BUS, date: dateIn(-1), seats: ['1'] }], 400, /can no longer be booked/],
      [[{ id: BUS, date: dateIn(61), seats: ['1'] }], 400, /at most 60 days ahead/],
      [
        [{ id: BUS, date: dateIn(2), seats: ['5'] }],
        400,
        /Seat 5 is not on Lab Liner 06:00 \(seats 1 to 4\)/,
      ],
      [[{ id: BUS, date: dateIn(2), seats: ['1', '1'] }], 400, /Seat 1 is chosen twice/],
      [[{ id: MONDAYS, date: firstDay(false), seats: ['1'] }], 409, /Monday Coach does not run on/],
      [[{ id: 'recNoSuchBus00001', date: dateIn(2), seats: ['1'] }], 409, /no longer offered/],
    ];
    for (const [items, status, text] of cases) {
      const seats = Array.isArray(items) && items[0] ? (items[0] as { seats: string[] }).seats : [];
      const answer = await lab.post(
        '/plugins/designs/shop/orders/checkout',
        { offer: 'bus', items, details: { passengers: seats.map(passenger) }, ...pages() },
        token,
      );
      expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([
        status,
        expect.stringMatching(text),
      ]);
    }
    const noPhone = await lab.post(
      '/plugins/designs/shop/orders/checkout',
      {
        offer: 'bus',
        items: [{ id: MONDAYS, date: firstDay(true), seats: ['7'] }],
        details: { passengers: [{ seat: '7', name: 'Rudo', document: '' }] },
        ...pages(),
      },
      token,
    );
    expect(noPhone.status).toBe(400);
    expect(await noPhone.json()).toEqual({
      error: 'Enter the passenger of seat 7: document, phone.',
    });
    expect((await book(token, ['7'], firstDay(true), MONDAYS)).status).toBe(200);
  });
});

describe('one seat', () => {
  it('is sold to exactly one of 20 shoppers at once; the others hear it was taken', async () => {
    const date = dateIn(5);
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => lab.token(`auth0|seatrush${i}`)),
    );
    const answers = await Promise.all(
      tokens.map((token) => book(token, ['1', '4'].slice(0, 1), date)),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body).toEqual({
        error: 'Seat 1 has just been taken: choose another seat.',
        code: 'seat_taken',
        seats: ['1'],
      });
    const rows = await lab.db.query(
      `SELECT 1 FROM orders_holds WHERE record_id = $1 AND state = 'pending'`,
      [`${BUS}/${date}/1`],
    );
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('is free for another shopper once its hold lapses; the late payer is then refund-due', async () => {
    const date = dateIn(6);
    const late = await lab.token('auth0|late');
    const first = await book(late, ['4'], date);
    expect(first.status).toBe(200);
    const other = await lab.token('auth0|next');
    expect((await book(other, ['4'], date)).body.error).toBe(
      'Seat 4 has just been taken: choose another seat.',
    );
    await lapse(first.body.order.id);
    expect(await takenSeats(date)).toEqual([]);
    const second = await book(other, ['4'], date);
    expect(second.status).toBe(200);
    // The first payment page is still open (30 minutes): its payment comes too late.
    await lab.pay(first.body.url, '4242 4242 4242 4242');
    await eventually(async () => (await statusOf(late, first.body.order.id)) === 'refund-due');
    await lab.pay(second.body.url, '4242 4242 4242 4242');
    await eventually(async () => (await statusOf(other, second.body.order.id)) === 'paid');
    expect(await takenSeats(date)).toEqual(['4']);
  }, 60_000);

  it('paid after its hold lapsed, with nobody on the seat meanwhile, is still sold', async () => {
    const date = dateIn(7);
    const token = await lab.token('auth0|slow');
    const { body } = await book(token, ['2'], date);
    await lapse(body.order.id);
    await lab.pay(body.url, '4242 4242 4242 4242');
    await eventually(async () => (await statusOf(token, body.order.id)) === 'paid');
    expect(await takenSeats(date)).toEqual(['2']);
  }, 30_000);
});

/** Reads the QR code of a PNG (base64) with jsQR. */
function decodePng(base64: string): string | null {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
