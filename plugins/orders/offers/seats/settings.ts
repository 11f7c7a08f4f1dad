/**
 * The `seats` offer's settings (pure: the editor's `validate` and the server read them): seats
 * of departures sold from a dynamic collection of departure records, one seat per line, held
 * for a few minutes while the shopper pays.
 *
 * ```json
 * { "type": "seats", "collection": "bus-departures", "priceField": "FareCents",
 *   "seatsField": "Seats", "nameField": "Name", "daysField": "Days", "holdMinutes": 10,
 *   "daysAhead": 60, "maxSeats": 6, "passengerFields": ["name", "document", "phone"],
 *   "timeZone": "Africa/Johannesburg", "referencePrefix": "BUS" }
 * ```
 */
import type { OfferSettings } from '../entries.ts';

export interface SeatsSettings {
  /** Id of the dynamic collection of departures (one record per timetabled departure). */
  collection: string;
  /** The fare of one seat, whole cents above 0. */
  priceField: string;
  /** How many seats the departure has (seats are numbered 1 to it). */
  seatsField: string;
  /** What order lines and mails call the departure. */
  nameField: string;
  /** The weekdays it runs (`["Mon", "Wed"]` or 0–6, Sunday 0); absent on a record: every day. */
  daysField: string;
  /** Minutes a seat stays held while the shopper pays (1 to 60). */
  holdMinutes: number;
  /** How many days ahead a seat may be booked (today counts as day 0). */
  daysAhead: number;
  /** Most seats in one order. */
  maxSeats: number;
  /** What each passenger entry of the details must fill. */
  passengerFields: string[];
  /** Where "today" is (the departures' time zone). */
  timeZone: string;
}

export const SEATS_DEFAULTS: Omit<SeatsSettings, 'collection'> = {
  priceField: 'FareCents',
  seatsField: 'Seats',
  nameField: 'Name',
  daysField: 'Days',
  holdMinutes: 10,
  daysAhead: 60,
  maxSeats: 6,
  passengerFields: ['name', 'document', 'phone'],
  timeZone: 'Africa/Johannesburg',
};

const BOUNDS = {
  holdMinutes: [1, 60],
  daysAhead: [0, 366],
  maxSeats: [1, 20],
} as const;

const TEXTS = ['collection', 'priceField', 'seatsField', 'nameField', 'daysField', 'timeZone'];

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Every problem of a seats offer's settings, each naming the offer and the setting. */
export function checkSeatsSettings(id: string, settings: OfferSettings): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`The offer "${id}": ${text}`);
  const collection = settings.collection;
  if (typeof collection !== 'string' || !collection.trim())
    say('"collection" must name the dynamic collection of departures.');
  for (const name of TEXTS.slice(1)) {
    const value = settings[name];
    if (value !== undefined && (typeof value !== 'string' || !value.trim()))
      say(`"${name}" must be a field name (text), or be left out.`);
  }
  for (const [name, [min, max]] of Object.entries(BOUNDS)) {
    const value = settings[name];
    if (
      value !== undefined &&
      (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    )
      say(`"${name}" must be a whole number from ${min} to ${max}.`);
  }
  const fields = settings.passengerFields;
  if (
    fields !== undefined &&
    (!Array.isArray(fields) ||
      fields.some((field) => typeof field !== 'string' || !/^[A-Za-z][\w-]{0,39}$/.test(field)))
  )
    say('"passengerFields" must be a list of field names (letters, digits, - and _).');
  const zone = settings.timeZone;
  if (typeof zone === 'string' && zone.trim() && !knownTimeZone(zone.trim()))
    say(`"timeZone" "${zone}" is not a time zone (e.g. "Africa/Johannesburg").`);
  return problems;
}

/** The settings with their defaults filled (assumes `checkSeatsSettings` found nothing). */
export function seatsSettings(settings: OfferSettings): SeatsSettings {
  const text = (name: keyof SeatsSettings, fallback: string) => {
    const value = settings[name];
    return typeof value === 'string' && value.trim() ? value.trim() : fallback;
  };
  const whole = (name: keyof typeof BOUNDS) => {
    const value = settings[name];
    const [min, max] = BOUNDS[name];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : SEATS_DEFAULTS[name];
  };
  const fields = settings.passengerFields;
  return {
    collection: text('collection', ''),
    priceField: text('priceField', SEATS_DEFAULTS.priceField),
    seatsField: text('seatsField', SEATS_DEFAULTS.seatsField),
    nameField: text('nameField', SEATS_DEFAULTS.nameField),
    daysField: text('daysField', SEATS_DEFAULTS.daysField),
    holdMinutes: whole('holdMinutes'),
    daysAhead: whole('daysAhead'),
    maxSeats: whole('maxSeats'),
    passengerFields: Array.isArray(fields)
      ? fields.filter((field): field is string => typeof field === 'string')
      : [...SEATS_DEFAULTS.passengerFields],
    timeZone: knownTimeZone(text('timeZone', '')) ? text('timeZone', '') : SEATS_DEFAULTS.timeZone,
  };
}
