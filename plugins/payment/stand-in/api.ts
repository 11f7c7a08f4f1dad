/**
 * The embedded Stripe stand-in on the editor host: the part of Stripe's REST API the plugin uses
 * (`/v1/prices`, `/v1/customers`, `/v1/checkout/sessions`, `/v1/billing_portal/sessions`,
 * `/v1/payment_intents` with confirm), form-encoded requests as the `stripe` package sends them,
 * Stripe-shaped objects and errors (`{ error: { type, code, message } }`), test keys only
 * (`sk_test_…`, and `pk_test_…` with a client secret where Stripe.js calls). Its hosted pages
 * (Checkout, the portal) and its Stripe.js live in `pages.ts` and `stripe-js.ts`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseForm } from 'qs';
import type { ServerContext } from '@server/app.ts';
import type { Database, Queryable } from '@server/db/database.ts';
import { CHECKOUT_LOCALES, CHECKOUT_MODES } from '../checkout.ts';
import { chargeCard, TEST_PAYMENT_METHODS, type CardDetails, type CardError } from './cards.ts';
import {
  chargesOf,
  createCustomer,
  createIntent,
  customerObject,
  findCustomer,
  findIntent,
  findIntentForUpdate,
  findPrice,
  findSession,
  insertPortal,
  insertSession,
  intentObject,
  listPrices,
  portalObject,
  priceObject,
  recordAttempt,
  sessionObject,
  type IntentRow,
  type LineItem,
} from './store.ts';

export type Params = Record<string, unknown>;

/** A Stripe API error: its HTTP status and the `error` object of the body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: 'invalid_request_error' | 'card_error' | 'api_error';
      message: string;
      code?: string;
      param?: string;
      decline_code?: string;
      payment_intent?: unknown;
    },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
const missing = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (what: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${what}: '${id}'`,
  });

/** The origin the caller reached us at (`http://localhost:PORT`): for hosted page addresses. */
export const originOf = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? 'localhost'}`;

type KeyKind = 'secret' | 'publishable';

/** The kind of test key of the request's `Authorization: Bearer …`; 401 otherwise. */
function apiKey(request: FastifyRequest, allowed: readonly KeyKind[]): KeyKind {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match)
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  const key = match[1]!;
  const kind: KeyKind | null = /^sk_test_\w+$/.test(key)
    ? 'secret'
    : /^pk_test_\w+$/.test(key)
      ? 'publishable'
      : null;
  if (kind === null)
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      code: 'api_key_invalid',
      message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
    });
  if (!allowed.includes(kind))
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      code: 'secret_key_required',
      message:
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
    });
  return kind;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function int(value: unknown, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n)) throw invalid(`Invalid integer: ${String(value)}`, param);
  return n;
}

function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** A form-encoded list (`a[0]=x&a[1]=y`) or a single value as a list. */
function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  if (value && typeof value === 'object') return Object.values(value);
  return value === undefined || value === '' ? [] : [value];
}

function record(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

const obj = (value: unknown): Params =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};

/** Builds a Checkout session from the request's params: every price looked up here. */
export async function createCheckoutSession(db: Database, params: Params, origin: string) {
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
  const lines: LineItem[] = [];
  for (const [index, raw] of list(params.line_items).entries()) {
    const line = obj(raw);
    const priceId = str(line.price);
    if (!priceId) throw missing(`line_items[${index}][price]`);
    const price = await findPrice(db, priceId);
    if (!price)
      throw invalid(
        `No such price: '${priceId}'`,
        `line_items[${index}][price]`,
        'resource_missing',
      );
    if (!price.active)
      throw invalid(
        'The price specified is inactive. This field only accepts active prices.',
        `line_items[${index}][price]`,
      );
    const quantity = int(line.quantity, `line_items[${index}][quantity]`) ?? 1;
    if (quantity < 1)
      throw invalid('Quantity must be at least 1.', `line_items[${index}][quantity]`);
    const adjustable = obj(line.adjustable_quantity);
    lines.push({
      price: price.id,
      quantity,
      description: price.product_name,
      unit_amount: price.unit_amount,
      currency: price.currency,
      recurring_interval: price.recurring_interval,
      adjustable_quantity:
        bool(adjustable.enabled) === true
          ? {
              enabled: true,
              minimum: int(adjustable.minimum, 'adjustable_quantity[minimum]'),
              maximum: int(adjustable.maximum, 'adjustable_quantity[maximum]'),
            }
          : undefined,
    });
  }
  if (mode !== 'setup' && lines.length === 0) throw missing('line_items');
  const currencies = new Set(lines.map((l) => l.currency));
  if (currencies.size > 1)
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
  const methods = list(params.allowed_payment_method_types ?? params.payment_method_types).filter(
    (m): m is string => typeof m === 'string',
  );
  const row = await insertSession(db, {
    mode,
    currency: lines[0]?.currency ?? null,
    amount_total: lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0),
    line_items: lines,
    payment_method_types: methods.length ? methods : ['card'],
    success_url: successUrl,
    cancel_url: str(params.cancel_url) ?? null,
    customer,
    customer_email: str(params.customer_email) ?? null,
    locale: locale ?? null,
    metadata: record(params.metadata),
    options: {
      allow_promotion_codes: bool(params.allow_promotion_codes) ?? null,
      phone_number_collection: bool(obj(params.phone_number_collection).enabled) === true,
      automatic_tax: bool(obj(params.automatic_tax).enabled) === true,
      shipping_options: list(params.shipping_options).map((o) => ({
        shipping_rate: str(obj(o).shipping_rate) ?? null,
      })),
    },
  });
  return sessionObject(row, origin);
}

/** The card a confirm request pays with: a test payment method id or raw card data. */
function cardOf(params: Params): CardDetails {
  const pm = str(params.payment_method);
  if (pm) {
    const number = TEST_PAYMENT_METHODS[pm];
    if (!number)
      throw invalid(`No such PaymentMethod: '${pm}'`, 'payment_method', 'resource_missing');
    return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
  }
  const card = obj(obj(params.payment_method_data).card);
  if (!str(card.number)) throw missing('payment_method_data[card][number]');
  return {
    number: String(card.number),
    expMonth: Number(card.exp_month),
    expYear: Number(card.exp_year),
    cvc: String(card.cvc ?? ''),
  };
}

/**
 * Charges `card` on the intent (locked in a transaction): the intent after the attempt, or the
 * card's error with the intent as Stripe gives it (402).
 */
export async function payIntent(
  db: Database,
  intentId: string,
  card: CardDetails,
  checkoutSession: string | null,
  onSucceeded?: (tx: Queryable) => Promise<void>,
): Promise<IntentRow> {
  const outcome = await db.transaction(async (tx) => {
    const intent = await findIntentForUpdate(tx, intentId);
    if (!intent) throw noSuch('payment_intent', intentId);
    if (intent.status === 'succeeded')
      throw invalid(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        undefined,
        'payment_intent_unexpected_state',
      );
    const charged = chargeCard(card);
    const after = await recordAttempt(
      tx,
      intent,
      charged.ok
        ? { brand: charged.brand, last4: charged.last4, error: null }
        : {
            brand: null,
            last4: card.number.replace(/\D/g, '').slice(-4) || null,
            error: charged.error,
          },
      checkoutSession,
    );
    if (charged.ok) await onSucceeded?.(tx);
    return { after, error: charged.ok ? null : charged.error };
  });
  if (outcome.error) throw cardFailure(outcome.error, outcome.after, await chargesOf(db, intentId));
  return outcome.after;
}

const cardFailure = (
  error: CardError,
  intent: IntentRow,
  charges: Awaited<ReturnType<typeof chargesOf>>,
) => new StripeApiError(402, { ...error, payment_intent: intentObject(intent, charges) });

/** The request's params: form fields (POST) or the query string (GET). */
const paramsOf = (request: FastifyRequest): Params =>
  obj(request.method === 'GET' ? request.query : request.body);

function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof StripeApiError) return reply.code(error.status).send({ error: error.body });
  reply.log.error(error);
  return reply.code(500).send({
    error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe stand-in.' },
  });
}

/** Registers `/v1/...` on the editor host. */
export async function standInApiRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  // Stripe's clients send form-encoded bodies with bracketed keys (`line_items[0][price]`).
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => {
      done(null, parseForm(String(body), { depth: 6, arrayLimit: 100, parameterLimit: 1000 }));
    },
  );
  server.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) return sendError(reply, error);
    return sendError(reply, invalid(error.message));
  });

  const editor = { constraints: { hostKind: 'editor' } };
  type Handler = (request: FastifyRequest, db: Database) => Promise<unknown>;
  const route = (method: 'GET' | 'POST', url: string, keys: readonly KeyKind[], handler: Handler) =>
    server.route({
      method,
      url,
      ...editor,
      handler: async (request, reply) => {
        try {
          apiKey(request, keys);
          const body = await handler(request, await context.db());
          return reply.header('request-id', `req_${Date.now().toString(36)}`).send(body);
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  const id = (request: FastifyRequest) => (request.params as { id: string }).id;

  route('GET', '/v1/prices', ['secret'], async (request, db) => {
    const params = paramsOf(request);
    const limit = Math.min(Math.max(int(params.limit, 'limit') ?? 10, 1), 100);
    const rows = await listPrices(db, bool(params.active) === true, limit);
    return { object: 'list', url: '/v1/prices', has_more: false, data: rows.map(priceObject) };
  });
  route('GET', '/v1/prices/:id', ['secret'], async (request, db) => {
    const row = await findPrice(db, id(request));
    if (!row) throw noSuch('price', id(request));
    return priceObject(row);
  });

  route('POST', '/v1/customers', ['secret'], async (request, db) => {
    const params = paramsOf(request);
    return customerObject(
      await createCustomer(db, str(params.email) ?? null, str(params.name) ?? null),
    );
  });
  route('GET', '/v1/customers/:id', ['secret'], async (request, db) => {
    const row = await findCustomer(db, id(request));
    if (!row) throw noSuch('customer', id(request));
    return customerObject(row);
  });

  route('POST', '/v1/checkout/sessions', ['secret'], async (request, db) =>
    createCheckoutSession(db, paramsOf(request), originOf(request)),
  );
  route('GET', '/v1/checkout/sessions/:id', ['secret'], async (request, db) => {
    const row = await findSession(db, id(request));
    if (!row) throw noSuch('checkout.session', id(request));
    return sessionObject(row, originOf(request));
  });

  route('POST', '/v1/billing_portal/sessions', ['secret'], async (request, db) => {
    const params = paramsOf(request);
    const customer = str(params.customer);
    if (!customer) throw missing('customer');
    if (!(await findCustomer(db, customer))) throw noSuch('customer', customer);
    const row = await insertPortal(db, customer, str(params.return_url) ?? null);
    return portalObject(row, originOf(request));
  });

  route('POST', '/v1/payment_intents', ['secret'], async (request, db) => {
    const params = paramsOf(request);
    const amount = int(params.amount, 'amount');
    if (amount === undefined) throw missing('amount');
    if (amount < 1) throw invalid('This value must be greater than or equal to 1.', 'amount');
    const currency = str(params.currency)?.toLowerCase();
    if (!currency) throw missing('currency');
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency');
    const customer = str(params.customer) ?? null;
    if (customer && !(await findCustomer(db, customer))) throw noSuch('customer', customer);
    const methods = list(params.allowed_payment_method_types ?? params.payment_method_types).filter(
      (m): m is string => typeof m === 'string',
    );
    const row = await createIntent(db, {
      amount,
      currency,
      customer,
      paymentMethodTypes: methods.length ? methods : ['card'],
      metadata: record(params.metadata),
    });
    return intentObject(row);
  });

  /** The intent of the URL; with a publishable key, only for the caller holding its client secret. */
  async function intentFor(request: FastifyRequest, db: Database): Promise<IntentRow> {
    const kind = apiKey(request, ['secret', 'publishable']);
    const row = await findIntent(db, id(request));
    if (!row) throw noSuch('payment_intent', id(request));
    if (kind === 'publishable' && paramsOf(request).client_secret !== row.client_secret)
      throw noSuch('payment_intent', id(request));
    return row;
  }

  route('GET', '/v1/payment_intents/:id', ['secret', 'publishable'], async (request, db) => {
    const row = await intentFor(request, db);
    return intentObject(row, await chargesOf(db, row.id));
  });
  route(
    'POST',
    '/v1/payment_intents/:id/confirm',
    ['secret', 'publishable'],
    async (request, db) => {
      const row = await intentFor(request, db);
      const after = await payIntent(db, row.id, cardOf(paramsOf(request)), null);
      return intentObject(after, await chargesOf(db, row.id));
    },
  );
}
