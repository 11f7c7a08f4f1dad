/**
 * The `seats` offer: seats of a departure on a day (a bus, a coach, a boat), priced from the
 * departure's record, each held alone (`<departure>/<date>/<seat>`) for `holdMinutes` while the
 * shopper pays. Holds are taken under one advisory lock per departure and day, after checking
 * that no live hold has any of the seats: of 20 shoppers asking for one seat at once, exactly one
 * gets it. A hold lapses at `holdMinutes` though the payment page stays open 30 (the provider's
 * least): the seat is then free for others, and a payment arriving after someone took it makes
 * the order `refund-due` (`stillFree`).
 */
import { collectionRecords, isAnswer } from '@runtime/server/collections.ts';
import type { Queryable } from '@server/db/database.ts';
import { LIVE_HOLD, lockKey, type OrderRow, type Reserve } from '../../store.ts';
import { OfferRefusal, type Offer, type OfferInput, type OfferPlan } from '../offer.ts';
import { seatsMail } from './mail.ts';
import {
  checkPassengers,
  priceSeats,
  seatKey,
  seatOfKey,
  seatRequest,
  SEAT_MESSAGES,
  todayIn,
} from './request.ts';
import { seatsSettings } from '../../../offers/seats/settings.ts';

/** The payment page's least time open (Stripe's minimum for `expires_at`). */
const PAY_MINUTES = 30;

const departureLock = (siteId: string, collectionId: string, departure: string, date: string) =>
  lockKey(siteId, collectionId, `${departure}/${date}`);

/** Seats of one departure and day: refused (409, naming them) when any has a live hold. */
export function seatHolds(
  siteId: string,
  collectionId: string,
  departure: string,
  date: string,
  seats: readonly string[],
  minutes: number,
): Reserve {
  return async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      departureLock(siteId, collectionId, departure, date),
    ]);
    const keys = seats.map((seat) => seatKey(departure, date, seat));
    const taken = await tx.query<{ record_id: string }>(
      `SELECT DISTINCT h.record_id FROM orders_holds h
        WHERE h.site_id = $1 AND h.collection_id = $2 AND h.record_id = ANY($3::text[]) AND ${LIVE_HOLD}`,
      [siteId, collectionId, keys],
    );
    if (taken.length > 0) {
      const names = seats.filter((_, i) => taken.some((row) => row.record_id === keys[i]));
      throw new OfferRefusal(409, SEAT_MESSAGES.taken(names), { code: 'seat_taken', seats: names });
    }
    return keys.map((recordId) => ({ recordId, quantity: 1, minutes }));
  };
}

async function plan({
  context,
  request,
  shop,
  offer,
  items,
  details,
}: OfferInput): Promise<OfferPlan> {
  const settings = seatsSettings(offer.settings);
  const asked = seatRequest(items, settings, todayIn(settings.timeZone));
  checkPassengers(details, asked.seats, settings.passengerFields);
  const found = await shop.source.dynamicCollection(settings.collection);
  if (!found)
    throw new OfferRefusal(
      500,
      `The offer "${offer.id}": "${settings.collection}" is not a dynamic collection of the site.`,
    );
  const records = await collectionRecords(context, request, shop.source.siteId, found.collection);
  if (isAnswer(records)) throw new OfferRefusal(records.status, records.error);
  const priced = priceSeats(asked, records, settings);
  return {
    collectionId: found.collection.id,
    priced,
    reserve: seatHolds(
      shop.source.siteId,
      found.collection.id,
      asked.departure,
      asked.date,
      asked.seats,
      settings.holdMinutes,
    ),
    payMinutes: PAY_MINUTES,
  };
}

/** For a payment after the holds lapsed: true when no other order holds any of its seats now. */
async function stillFree(tx: Queryable, order: OrderRow): Promise<boolean> {
  const holds = await tx.query<{ record_id: string }>(
    'SELECT record_id FROM orders_holds WHERE order_id = $1',
    [order.id],
  );
  const keys = holds.map((hold) => hold.record_id);
  const departures = new Set<string>();
  for (const key of keys) {
    const seat = seatOfKey(key);
    if (seat)
      departures.add(departureLock(order.site_id, order.collection_id, seat.departure, seat.date));
  }
  // In one order (sorted), as a booking takes them: two transactions never wait on each other.
  for (const lock of [...departures].sort())
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lock]);
  const [other] = await tx.query(
    `SELECT 1 FROM orders_holds h
      WHERE h.site_id = $1 AND h.collection_id = $2 AND h.record_id = ANY($3::text[])
        AND h.order_id <> $4 AND ${LIVE_HOLD} LIMIT 1`,
    [order.site_id, order.collection_id, keys, order.id],
  );
  return other === undefined;
}

export const seatsOffer: Offer = { type: 'seats', plan, stillFree, mail: seatsMail };
