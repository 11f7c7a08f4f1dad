/**
 * The seats offer's lists, as scopes of the `orders` collection source:
 * - `{ "source": "orders", "scope": "taken", "offer": "<offer>" }`: the seats held now (paid,
 *   or waiting for a payment within their hold), `{ id, departure, date, seat }` each, for
 *   anyone (no personal data): the seat map shows them taken. The page's filter narrows them
 *   (`departure equals variables.departure`, `date equals variables.date`).
 * - `{ "source": "orders", "scope": "passengers", "offer": "<offer>" }`: staff only, one row per
 *   paid seat, `{ id, departure, date, seat, reference, orderId, status, email, …passenger }`,
 *   by departure, day and seat.
 */
import type { CollectionSourceAnswer } from '@runtime/server/collections.ts';
import type { Queryable } from '@server/db/database.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { offerEntries } from '../../../offers/entries.ts';
import type { Shop } from '../../shop.ts';
import { LIVE_HOLD } from '../../store.ts';
import type { OrderRow } from '../../store.ts';
import { seatOfKey, todayIn } from './request.ts';
import { seatsSettings, type SeatsSettings } from '../../../offers/seats/settings.ts';

/** Statuses of an order whose seats are sold. */
const SOLD = ['paid', 'packed', 'on-the-way', 'delivered'];

export const SEAT_SCOPES = ['taken', 'passengers'] as const;
export const isSeatScope = (scope: unknown): scope is (typeof SEAT_SCOPES)[number] =>
  (SEAT_SCOPES as readonly unknown[]).includes(scope);

const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The settings of the seats offer `name` of the shop, or why there is none. */
function offerSettings(
  shop: Shop,
  name: unknown,
): SeatsSettings | { status: number; error: string } {
  const entry = offerEntries(shop.settings.offers).find((offer) => offer.id === name);
  if (!entry || entry.type !== 'seats')
    return { status: 404, error: `The shop has no seats offer "${String(name)}".` };
  return seatsSettings(entry.settings);
}

type Row = Record<string, JsonValue>;

const byPlace = (a: Row, b: Row) =>
  String(a.departure).localeCompare(String(b.departure)) ||
  String(a.date).localeCompare(String(b.date)) ||
  Number(a.seat) - Number(b.seat);

/** The list `scope` of the seats offer `offer` (the caller checked staff for `passengers`). */
export async function seatList(
  db: Queryable,
  shop: Shop,
  scope: (typeof SEAT_SCOPES)[number],
  offer: unknown,
): Promise<CollectionSourceAnswer> {
  const settings = offerSettings(shop, offer);
  if ('error' in settings) return settings;
  const siteId = shop.source.siteId;
  const today = todayIn(settings.timeZone);
  return {
    records: (scope === 'taken'
      ? await takenSeats(db, siteId, settings.collection, String(offer), today)
      : await passengerList(db, siteId, String(offer))
    ).sort(byPlace),
  };
}

/** Live holds of departures from `today` on (sold seats of past days stay out of the list). */
async function takenSeats(
  db: Queryable,
  siteId: string,
  collectionId: string,
  offer: string,
  today: string,
) {
  const rows = await db.query<{ record_id: string }>(
    `SELECT DISTINCT h.record_id FROM orders_holds h JOIN orders_orders o ON o.id = h.order_id
      WHERE h.site_id = $1 AND h.collection_id = $2 AND o.offer = $3 AND ${LIVE_HOLD}
        AND substring(h.record_id from '([0-9]{4}-[0-9]{2}-[0-9]{2})/[^/]+$') >= $4`,
    [siteId, collectionId, offer, today],
  );
  const records: Row[] = [];
  for (const row of rows) {
    const place = seatOfKey(row.record_id);
    if (place) records.push({ id: row.record_id, ...place });
  }
  return records;
}

async function passengerList(db: Queryable, siteId: string, offer: string) {
  const orders = await db.query<OrderRow>(
    `SELECT * FROM orders_orders WHERE site_id = $1 AND offer = $2 AND status = ANY($3::text[])`,
    [siteId, offer, SOLD],
  );
  const records: Row[] = [];
  for (const order of orders) {
    const passengers = Array.isArray(order.details.passengers) ? order.details.passengers : [];
    for (const line of order.lines) {
      const place = seatOfKey(line.id);
      if (!place) continue;
      const passenger = passengers.find((p) => isObject(p) && String(p.seat) === place.seat);
      records.push({
        ...(isObject(passenger) ? passenger : {}),
        id: line.id,
        ...place,
        reference: order.reference,
        orderId: order.id,
        status: order.status,
        email: order.email,
      });
    }
  }
  return records;
}
