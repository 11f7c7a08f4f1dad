/**
 * What a seats order asks for, checked before anything is held (pure): one departure, a day it
 * runs within the booking window, seats that exist on it, and a passenger for each seat.
 *
 * `items`: `[{ "id": "<departure record id>", "date": "YYYY-MM-DD", "seats": ["3", "4"] }]`
 * (one departure per order); `details.passengers`: `[{ "seat": "3", "name": …, "document": …,
 * "phone": … }, …]` (the offer's `passengerFields`).
 */
import type { JsonValue } from '@shared/schema/values.ts';
import { readPath, splitPath } from '@shared/collections/path.ts';
import type { PricedOrder } from '../../pricing.ts';
import { OfferRefusal } from '../offer.ts';
import type { SeatsSettings } from '../../../offers/seats/settings.ts';

export interface SeatRequest {
  departure: string;
  date: string;
  /** Seat numbers as texts ("1"…), in the order asked. */
  seats: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PASSENGER_TEXT = 200;

export const SEAT_MESSAGES = {
  badItems: 'Choose a departure, a date and at least one seat.',
  oneDeparture: 'Book one departure per order.',
  badDate: (date: string) => `The date must be a day written YYYY-MM-DD (got "${date}").`,
  pastDate: (date: string, today: string) =>
    `Tickets for ${date} can no longer be booked: choose ${today} or a later day.`,
  tooFar: (days: number, last: string) =>
    `Tickets can be booked at most ${days} days ahead (until ${last}).`,
  badSeat: (seat: string) => `"${seat}" is not a seat number.`,
  twice: (seat: string) => `Seat ${seat} is chosen twice.`,
  tooManySeats: (max: number) => `Book at most ${max} seats per order.`,
  noPassenger: (seat: string, missing: readonly string[]) =>
    `Enter the passenger of seat ${seat}: ${missing.join(', ')}.`,
  passengerTooLong: (seat: string, field: string) =>
    `The ${field} of the passenger of seat ${seat} is too long (at most ${MAX_PASSENGER_TEXT} characters).`,
  noDeparture: (id: string) => `This departure is no longer offered (${id}): choose another.`,
  notRunning: (name: string, weekday: string, date: string) =>
    `${name} does not run on ${weekday} ${date}: choose another day or departure.`,
  notOnBus: (seat: string, name: string, seats: number) =>
    `Seat ${seat} is not on ${name} (seats 1 to ${seats}).`,
  badFare: (name: string, field: string) =>
    `The departure "${name}" has no fare the shop can charge (${field} must be a whole number of cents above 0).`,
  badSeatCount: (name: string, field: string) =>
    `The departure "${name}" has no seat count (${field} must be a whole number above 0).`,
  taken: (seats: readonly string[]) =>
    seats.length === 1
      ? `Seat ${seats[0]} has just been taken: choose another seat.`
      : `Seats ${seats.slice(0, -1).join(', ')} and ${seats.at(-1)} have just been taken: choose other seats.`,
} as const;

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dayText = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10);

/** The departure, date and seats asked for; refuses (400) what can never be booked. */
export function seatRequest(items: unknown, settings: SeatsSettings, today: string): SeatRequest {
  if (!Array.isArray(items) || items.length === 0)
    throw new OfferRefusal(400, SEAT_MESSAGES.badItems);
  if (items.length > 1) throw new OfferRefusal(400, SEAT_MESSAGES.oneDeparture);
  const [item] = items as unknown[];
  if (!isObject(item) || typeof item.id !== 'string' || !item.id || item.id.length > 64)
    throw new OfferRefusal(400, SEAT_MESSAGES.badItems);
  const date = typeof item.date === 'string' ? item.date : String(item.date);
  if (!DAY.test(date) || Number.isNaN(dayNumber(date)) || dayText(dayNumber(date)) !== date)
    throw new OfferRefusal(400, SEAT_MESSAGES.badDate(date));
  const offset = dayNumber(date) - dayNumber(today);
  if (offset < 0) throw new OfferRefusal(400, SEAT_MESSAGES.pastDate(date, today));
  if (offset > settings.daysAhead)
    throw new OfferRefusal(
      400,
      SEAT_MESSAGES.tooFar(settings.daysAhead, dayText(dayNumber(today) + settings.daysAhead)),
    );
  if (!Array.isArray(item.seats) || item.seats.length === 0)
    throw new OfferRefusal(400, SEAT_MESSAGES.badItems);
  if (item.seats.length > settings.maxSeats)
    throw new OfferRefusal(400, SEAT_MESSAGES.tooManySeats(settings.maxSeats));
  const seats: string[] = [];
  for (const raw of item.seats as unknown[]) {
    const seat = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
    if (!/^[1-9]\d{0,2}$/.test(seat))
      throw new OfferRefusal(400, SEAT_MESSAGES.badSeat(String(raw)));
    if (seats.includes(seat)) throw new OfferRefusal(400, SEAT_MESSAGES.twice(seat));
    seats.push(seat);
  }
  return { departure: item.id, date, seats };
}

/** Each seat's passenger in the details, with every field the offer asks for filled. */
export function checkPassengers(
  details: Readonly<Record<string, JsonValue>>,
  seats: readonly string[],
  fields: readonly string[],
): void {
  const passengers = Array.isArray(details.passengers) ? details.passengers : [];
  for (const seat of seats) {
    const entry = passengers.find((p) => isObject(p) && String(p.seat) === seat);
    const passenger = isObject(entry) ? entry : {};
    const missing = fields.filter((field) => {
      const value = passenger[field];
      return typeof value !== 'string' || !value.trim();
    });
    if (missing.length > 0) throw new OfferRefusal(400, SEAT_MESSAGES.noPassenger(seat, missing));
    for (const field of fields)
      if (String(passenger[field]).length > MAX_PASSENGER_TEXT)
        throw new OfferRefusal(400, SEAT_MESSAGES.passengerTooLong(seat, field));
  }
}

const field = (record: unknown, name: string): unknown => readPath(record, splitPath(name));
const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Whether a departure record runs on a weekday (its days field absent or empty: every day). */
export function runsOn(days: unknown, date: string): boolean {
  if (!Array.isArray(days) || days.length === 0) return true;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return days.some(
    (day) =>
      day === weekday ||
      (typeof day === 'string' &&
        day.slice(0, 3).toLowerCase() === WEEKDAYS[weekday]!.toLowerCase()),
  );
}

/** The order's lines (one per seat, at the departure's fare), checked against its record. */
export function priceSeats(
  asked: SeatRequest,
  records: readonly unknown[],
  settings: SeatsSettings,
): PricedOrder {
  const record = records.find((r) => field(r, 'id') === asked.departure);
  if (record === undefined) throw new OfferRefusal(409, SEAT_MESSAGES.noDeparture(asked.departure));
  const rawName = field(record, settings.nameField);
  const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : asked.departure;
  const fare = field(record, settings.priceField);
  if (!positive(fare))
    throw new OfferRefusal(500, SEAT_MESSAGES.badFare(name, settings.priceField));
  const count = field(record, settings.seatsField);
  if (!positive(count))
    throw new OfferRefusal(500, SEAT_MESSAGES.badSeatCount(name, settings.seatsField));
  if (!runsOn(field(record, settings.daysField), asked.date)) {
    const weekday = WEEKDAYS[new Date(`${asked.date}T00:00:00Z`).getUTCDay()]!;
    throw new OfferRefusal(409, SEAT_MESSAGES.notRunning(name, weekday, asked.date));
  }
  for (const seat of asked.seats)
    if (Number(seat) > count)
      throw new OfferRefusal(400, SEAT_MESSAGES.notOnBus(seat, name, count));
  const lines = asked.seats.map((seat) => ({
    id: seatKey(asked.departure, asked.date, seat),
    name: `${name}, ${asked.date}, seat ${seat}`,
    quantity: 1,
    unitPrice: fare,
    total: fare,
    stock: null,
  }));
  const subtotal = fare * lines.length;
  return { lines, subtotal, deliveryFee: 0, total: subtotal };
}

/** A seat's hold key: `<departure>/<date>/<seat>`. */
export const seatKey = (departure: string, date: string, seat: string) =>
  `${departure}/${date}/${seat}`;

/** A hold key's parts (the departure id may hold no `/`; the date and seat are the last two). */
export function seatOfKey(key: string): { departure: string; date: string; seat: string } | null {
  const parts = key.split('/');
  if (parts.length < 3) return null;
  const seat = parts.pop()!;
  const date = parts.pop()!;
  return { departure: parts.join('/'), date, seat };
}
