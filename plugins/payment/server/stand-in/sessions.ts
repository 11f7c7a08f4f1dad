/**
 * Checkout Sessions as Stripe makes them: lines from catalogue prices (`price`) or inline ones
 * (`price_data` with `product_data`), `client_reference_id`, `metadata`, `customer_email`,
 * `expires_at` (30 minutes to 24 hours ahead, Stripe's bounds and words), and expiry: by the
 * `expire` call, or when `expires_at` passes (checked when a session is read or paid, and swept
 * every minute), each telling `checkout.session.expired` once.
 */
import type { Database, Queryable } from '@server/db/database.ts';
import { CHECKOUT_LOCALES, CHECKOUT_MODES } from '../../checkout.ts';
import type { Delivery } from './delivery.ts';
import {
  bool,
  int,
  invalid,
  list,
  metadataParam,
  missing,
  noSuch,
  obj,
  str,
  type Params,
} from './errors.ts';
import { recordEvent } from './event-store.ts';
import {
  dueSessionIds,
  findSession,
  insertSession,
  isDue,
  markExpired,
  sessionObject,
  type LineItem,
  type SessionRow,
} from './session-store.ts';
import { findCustomer, findPrice, newId } from './store.ts';

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/** Stripe's largest `unit_amount` (eight digits). */
const MAX_UNIT_AMOUNT = 99_999_999;
const INTERVALS = ['day', 'week', 'month', 'year'];

/** The product's name of a catalogue product id (`prod_…`), from the prices that sell it. */
async function productName(db: Queryable, product: string): Promise<string | undefined> {
  const rows = await db.query<{ product_name: string }>(
    'SELECT product_name FROM payment_prices WHERE product_id = $1 LIMIT 1',
    [product],
  );
  return rows[0]?.product_name;
}

/** A line of `price_data`: Stripe makes an inactive price (and product) for this session. */
async function inlineLine(db: Queryable, data: Params, at: (p: string) => string) {
  const currency = str(data.currency)?.toLowerCase();
  if (!currency) throw missing(at('price_data][currency'));
  if (!/^[a-z]{3}$/.test(currency))
    throw invalid(`Invalid currency: ${currency}.`, at('price_data][currency'));
  if (data.unit_amount === undefined && data.unit_amount_decimal === undefined)
    throw missing(at('price_data][unit_amount'));
  const unitAmount =
    int(data.unit_amount, at('price_data][unit_amount')) ??
    Number(str(data.unit_amount_decimal) ?? NaN);
  if (!Number.isInteger(unitAmount))
    throw invalid('Invalid decimal: must be a whole amount here.', at('price_data][unit_amount'));
  if (unitAmount < 0)
    throw invalid('This value must be greater than or equal to 0.', at('price_data][unit_amount'));
  if (unitAmount > MAX_UNIT_AMOUNT)
    throw invalid(
      `This value must be less than or equal to ${MAX_UNIT_AMOUNT}.`,
      at('price_data][unit_amount'),
    );
  const productData = obj(data.product_data);
  const product = str(data.product);
  let name = str(productData.name);
  if (!product && data.product_data === undefined)
    throw invalid(
      'You must specify either `product` or `product_data` when creating a price.',
      at('price_data'),
    );
  if (product) {
    name = await productName(db, product);
    if (!name) throw noSuch('product', product);
  }
  if (!name) throw missing(at('price_data][product_data][name'));
  const images = list(productData.images);
  if (images.length > 8)
    throw invalid('You can have at most 8 images.', at('price_data][product_data][images'));
  for (const image of images)
    if (typeof image !== 'string' || !/^https?:\/\/\S+$/.test(image) || image.length > 2048)
      throw invalid(`Invalid URL: ${String(image)}`, at('price_data][product_data][images'));
  const recurring = obj(data.recurring);
  const interval = str(recurring.interval);
  if (data.recurring !== undefined && (!interval || !INTERVALS.includes(interval)))
    throw invalid(
      `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`,
      at('price_data][recurring][interval'),
    );
  return {
    price: newId('price', 24),
    product: product ?? newId('prod', 14),
    description: name,
    product_description: str(productData.description) ?? null,
    images: images as string[],
    inline: true,
    unit_amount: unitAmount,
    currency,
    recurring_interval: interval ?? null,
  };
}

/** One line of `line_items[index]`: a catalogue price, or inline `price_data`. */
async function lineOf(db: Queryable, raw: unknown, index: number): Promise<LineItem> {
  const line = obj(raw);
  const at = (param: string) => `line_items[${index}][${param}]`;
  const priceId = str(line.price);
  if (priceId && line.price_data !== undefined)
    throw invalid('You may only specify one of these parameters: price, price_data.', at('price'));
  let priced: Omit<LineItem, 'id' | 'quantity' | 'adjustable_quantity'>;
  if (priceId) {
    const price = await findPrice(db, priceId);
    if (!price) throw invalid(`No such price: '${priceId}'`, at('price'), 'resource_missing');
    if (!price.active)
      throw invalid(
        'The price specified is inactive. This field only accepts active prices.',
        at('price'),
      );
    priced = {
      price: price.id,
      product: price.product_id,
      description: price.product_name,
      unit_amount: price.unit_amount,
      currency: price.currency,
      recurring_interval: price.recurring_interval,
    };
  } else if (line.price_data !== undefined) {
    priced = await inlineLine(db, obj(line.price_data), at);
  } else throw missing(at('price'));
  const quantity = int(line.quantity, at('quantity')) ?? 1;
  if (quantity < 1) throw invalid('Quantity must be at least 1.', at('quantity'));
  if (priced.unit_amount * quantity > MAX_UNIT_AMOUNT)
    throw invalid(`The line's amount must be at most ${MAX_UNIT_AMOUNT}.`, at('quantity'));
  const adjustable = obj(line.adjustable_quantity);
  return {
    id: newId('li', 24),
    ...priced,
    quantity,
    adjustable_quantity:
      bool(adjustable.enabled) === true
        ? {
            enabled: true,
            minimum: int(adjustable.minimum, 'adjustable_quantity[minimum]'),
            maximum: int(adjustable.maximum, 'adjustable_quantity[maximum]'),
          }
        : undefined,
  };
}

/** `expires_at` of the params (24 hours ahead by default), within Stripe's bounds. */
function expiryOf(params: Params): Date {
  const now = Math.floor(Date.now() / 1000);
  const at = int(params.expires_at, 'expires_at');
  if (at === undefined) return new Date((now + MAX_EXPIRY_SECONDS) * 1000);
  // A few seconds of grace: the caller computed it a moment before the request arrived.
  if (at < now + MIN_EXPIRY_SECONDS - 10)
    throw invalid(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  if (at > now + MAX_EXPIRY_SECONDS)
    throw invalid(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );
  return new Date(at * 1000);
}

/** Builds a Checkout session of `account` from the request's params. */
export async function createCheckoutSession(
  db: Database,
  params: Params,
  origin: string,
  account: string,
) {
  const mode = str(params.mode);
  if (!mode) throw missing('mode');
  if (!(CHECKOUT_MODES as readonly string[]).includes(mode))
    throw invalid(`Invalid mode: must be one of ${CHECKOUT_MODES.join(', ')}`, 'mode');
  const successUrl = str(params.success_url);
  if (!successUrl) throw missing('success_url');
  const locale = str(params.locale);
  if (locale && !(CHECKOUT_LOCALES as readonly string[]).includes(locale))
    throw invalid(`Invalid locale: must be one of ${CHECKOUT_LOCALES.join(', ')}`, 'locale');
  const customer = str(params.customer) ?? null;
  if (customer && !(await findCustomer(db, customer))) throw noSuch('customer', customer);
  const email = str(params.customer_email) ?? null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalid(`Invalid email address: ${email}`, 'customer_email', 'email_invalid');
  if (customer && email)
    throw invalid(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  const reference = str(params.client_reference_id) ?? null;
  if (reference && reference.length > 200)
    throw invalid(
      'Invalid string: client_reference_id must be at most 200 characters.',
      'client_reference_id',
    );
  const rawLines = list(params.line_items);
  if (rawLines.length > 100)
    throw invalid('A Checkout Session can have at most 100 line items.', 'line_items');
  const lines: LineItem[] = [];
  for (const [index, raw] of rawLines.entries()) lines.push(await lineOf(db, raw, index));
  if (mode !== 'setup' && lines.length === 0) throw missing('line_items');
  if (new Set(lines.map((l) => l.currency)).size > 1)
    throw invalid('All line items must use the same currency.', 'line_items');
  if (mode === 'payment' && lines.some((l) => l.recurring_interval))
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items',
    );
  if (mode === 'subscription' && !lines.some((l) => l.recurring_interval))
    throw invalid(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  const total = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
  if (total > MAX_UNIT_AMOUNT)
    throw invalid(
      `The Checkout Session's total amount due must be no more than ${MAX_UNIT_AMOUNT}.`,
      'line_items',
    );
  const methods = list(params.allowed_payment_method_types ?? params.payment_method_types).filter(
    (m): m is string => typeof m === 'string',
  );
  const row = await insertSession(db, {
    mode,
    currency: lines[0]?.currency ?? null,
    amount_total: total,
    line_items: lines,
    payment_method_types: methods.length ? methods : ['card'],
    success_url: successUrl,
    cancel_url: str(params.cancel_url) ?? null,
    customer,
    customer_email: email,
    client_reference_id: reference,
    locale: locale ?? null,
    metadata: metadataParam(params.metadata),
    options: {
      allow_promotion_codes: bool(params.allow_promotion_codes) ?? null,
      phone_number_collection: bool(obj(params.phone_number_collection).enabled) === true,
      automatic_tax: bool(obj(params.automatic_tax).enabled) === true,
      shipping_options: list(params.shipping_options).map((o) => ({
        shipping_rate: str(obj(o).shipping_rate) ?? null,
      })),
    },
    expires_at: expiryOf(params),
    account,
  });
  return sessionObject(row, origin, expandsLineItems(params));
}

export const expandsLineItems = (params: Params) =>
  list(params.expand).some((e) => e === 'line_items');

/**
 * Expires a session (only when its `expires_at` has passed, with `onlyWhenDue`) and records its
 * `checkout.session.expired`, in one transaction: the expired row and the event, or null when
 * it was not open (or not due).
 */
export async function expireSession(
  db: Database,
  id: string,
  onlyWhenDue: boolean,
): Promise<{ row: SessionRow; eventId: string } | null> {
  return db.transaction(async (tx) => {
    const row = await markExpired(tx, id, onlyWhenDue);
    if (!row) return null;
    const eventId = await recordEvent(
      tx,
      row.account,
      'checkout.session.expired',
      sessionObject(row, ''),
    );
    return { row, eventId };
  });
}

/**
 * A session as it is now: one past its `expires_at` is expired first (and told), so whoever
 * reads it next sees `expired`. Undefined when there is no such session.
 */
export async function currentSession(
  db: Database,
  delivery: Delivery,
  id: string,
): Promise<SessionRow | undefined> {
  const row = await findSession(db, id);
  if (!row || !isDue(row)) return row;
  const expired = await expireSession(db, id, true);
  if (expired) void delivery.send([expired.eventId]);
  return (await findSession(db, id)) ?? row;
}

/** The sweep: expires every open session past its `expires_at`; the events it recorded. */
export async function expireDueSessions(db: Database): Promise<string[]> {
  const events: string[] = [];
  for (const id of await dueSessionIds(db, 200)) {
    const expired = await expireSession(db, id, true);
    if (expired) events.push(expired.eventId);
  }
  return events;
}
