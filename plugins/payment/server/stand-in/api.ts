/**
 * The embedded Stripe stand-in on the editor host: the part of Stripe's REST API the plugins use
 * (`/v1/prices`, `/v1/customers`, `/v1/checkout/sessions` with line items and expire,
 * `/v1/billing_portal/sessions`, `/v1/payment_intents` with confirm), form-encoded requests as
 * the `stripe` package sends them, Stripe-shaped objects and errors (`{ error: { type, code,
 * message } }`), test keys only (`sk_test_…`, and `pk_test_…` with a client secret where
 * Stripe.js calls). Webhook endpoints and events are in `webhooks.ts`, the hosted pages
 * (Checkout, the portal) in `pages.ts`, its Stripe.js in `stripe-js.ts`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseForm } from 'qs';
import type { ServerContext } from '@server/contract.ts';
import type { Database, Queryable } from '@server/db/database.ts';
import { chargeCard, TEST_PAYMENT_METHODS, type CardDetails, type CardError } from './cards.ts';
import type { Delivery } from './delivery.ts';
import {
  bool,
  int,
  invalid,
  limitOf,
  list,
  metadataParam,
  missing,
  noSuch,
  obj,
  sendError,
  str,
  StripeApiError,
  type Params,
} from './errors.ts';
import { recordEvent } from './event-store.ts';
import { lineItemList, sessionObject, type SessionRow } from './session-store.ts';
import {
  createCheckoutSession,
  currentSession,
  expandsLineItems,
  expireSession,
} from './sessions.ts';
import {
  chargesOf,
  createCustomer,
  createIntent,
  customerObject,
  findCustomer,
  findIntent,
  findIntentForUpdate,
  findPrice,
  insertPortal,
  intentObject,
  listPrices,
  portalObject,
  priceObject,
  recordAttempt,
  type IntentRow,
} from './store.ts';

/** What the stand-in's routes share: the server's context and its event delivery. */
export interface StandIn {
  context: ServerContext;
  delivery: Delivery;
  /** How long the hosted page waits for a payment's first webhook delivery before redirecting. */
  firstDeliveryWaitMs: number;
}

/** The origin the caller reached us at (`http://localhost:PORT`): for hosted page addresses. */
export const originOf = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? 'localhost'}`;

type KeyKind = 'secret' | 'publishable';

/**
 * The test account of a secret key: each `sk_test_…` key is an account of its own, whose
 * sessions, intents, webhook endpoints and events the other keys do not see (as two Stripe
 * accounts). A hash, so the key itself is never stored.
 */
export const accountOf = (secretKey: string) =>
  `acct_${createHash('sha256').update(secretKey).digest('hex').slice(0, 16)}`;

export interface CallerKey {
  kind: KeyKind;
  /** The account of a secret key; null for a publishable key. */
  account: string | null;
}

/** The test key of the request's `Authorization: Bearer …`; 401 otherwise. */
export function apiKey(request: FastifyRequest, allowed: readonly KeyKind[]): CallerKey {
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
  return { kind, account: kind === 'secret' ? accountOf(key) : null };
}

/** The secret key's account (routes that take only secret keys). */
const accountOfCaller = (key: CallerKey): string => key.account ?? '';

/** A record of another account reads as missing (rows older than accounts are everyone's). */
const owned = (row: { account: string | null }, key: CallerKey) =>
  key.kind === 'publishable' || row.account === null || row.account === key.account;

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

export interface PayOptions {
  /** The Checkout Session paying (its charges are recorded with it). */
  checkoutSession?: string;
  /** Runs first in the transaction (locks and checks the session: it may throw). */
  before?: (tx: Queryable) => Promise<void>;
  /** Runs in the transaction once the card is charged: the events it recorded. */
  onSucceeded?: (tx: Queryable) => Promise<string[]>;
}

/**
 * Charges `card` on the intent (locked in a transaction) and records `payment_intent.succeeded`
 * or `payment_intent.payment_failed`; their delivery starts once committed (`sending`: the first
 * attempts). The intent after the attempt, or the card's error with the intent as Stripe gives
 * it (402).
 */
export async function payIntent(
  db: Database,
  delivery: Delivery,
  intentId: string,
  card: CardDetails,
  options: PayOptions = {},
): Promise<{ intent: IntentRow; sending: Promise<void> }> {
  const outcome = await db.transaction(async (tx) => {
    await options.before?.(tx);
    const intent = await findIntentForUpdate(tx, intentId);
    if (!intent) throw noSuch('payment_intent', intentId);
    if (intent.status === 'succeeded')
      throw invalid(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        undefined,
        'payment_intent_unexpected_state',
      );
    if (intent.status === 'canceled')
      throw invalid(
        'You cannot confirm this PaymentIntent because it has a status of canceled.',
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
      options.checkoutSession ?? null,
    );
    const charges = await chargesOf(tx, intentId);
    const events = [
      await recordEvent(
        tx,
        after.account,
        charged.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
        intentObject(after, charges),
      ),
    ];
    if (charged.ok && options.onSucceeded) events.push(...(await options.onSucceeded(tx)));
    return { after, charges, events, error: charged.ok ? null : charged.error };
  });
  const sending = delivery.send(outcome.events);
  if (outcome.error) throw cardFailure(outcome.error, outcome.after, outcome.charges);
  return { intent: outcome.after, sending };
}

const cardFailure = (
  error: CardError,
  intent: IntentRow,
  charges: Awaited<ReturnType<typeof chargesOf>>,
) => new StripeApiError(402, { ...error, payment_intent: intentObject(intent, charges) });

/** Bracketed keys (`line_items[0][price]`, `expand[0]`) as nested values, within bounds. */
const parseParams = (text: string) =>
  parseForm(text, { depth: 6, arrayLimit: 100, parameterLimit: 1000 });

/** The request's params: form fields (POST), or its query string read as Stripe's (GET). */
export function paramsOf(request: FastifyRequest): Params {
  if (request.method === 'POST') return obj(request.body);
  const query = request.url.indexOf('?');
  return obj(query < 0 ? {} : parseParams(request.url.slice(query + 1)));
}

type Handler = (request: FastifyRequest, db: Database, key: CallerKey) => Promise<unknown>;

/** Registers one `/v1/…` route on the editor host: the key checked, errors as Stripe's. */
export function apiRoute(
  server: FastifyInstance,
  context: ServerContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  keys: readonly KeyKind[],
  handler: Handler,
): void {
  server.route({
    method,
    url,
    constraints: { hostKind: 'editor' },
    handler: async (request, reply) => {
      try {
        const key = apiKey(request, keys);
        const body = await handler(request, await context.db(), key);
        return reply.header('request-id', `req_${Date.now().toString(36)}`).send(body);
      } catch (error) {
        return sendError(reply, error);
      }
    },
  });
}

export const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Registers `/v1/...` on the editor host. */
export async function standInApiRoutes(server: FastifyInstance, standIn: StandIn): Promise<void> {
  const { context, delivery } = standIn;
  // Stripe's clients send form-encoded bodies with bracketed keys (`line_items[0][price]`).
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => {
      done(null, parseParams(String(body)));
    },
  );
  server.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) return sendError(reply, error);
    return sendError(reply, invalid(error.message));
  });

  const route = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    keys: readonly KeyKind[],
    handler: Handler,
  ) => apiRoute(server, context, method, url, keys, handler);
  const id = idOf;

  route('GET', '/v1/prices', ['secret'], async (request, db) => {
    const params = paramsOf(request);
    const rows = await listPrices(db, bool(params.active) === true, limitOf(params));
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

  route('POST', '/v1/checkout/sessions', ['secret'], async (request, db, key) =>
    createCheckoutSession(db, paramsOf(request), originOf(request), accountOfCaller(key)),
  );
  /** The session of the URL as it is now (expired first when due); 404 for another account. */
  async function sessionFor(request: FastifyRequest, db: Database, key: CallerKey) {
    const row = await currentSession(db, delivery, id(request));
    if (!row || !owned(row, key)) throw noSuch('checkout.session', id(request));
    return row;
  }
  route('GET', '/v1/checkout/sessions/:id', ['secret'], async (request, db, key) =>
    sessionObject(
      await sessionFor(request, db, key),
      originOf(request),
      expandsLineItems(paramsOf(request)),
    ),
  );
  route('GET', '/v1/checkout/sessions/:id/line_items', ['secret'], async (request, db, key) => {
    const params = paramsOf(request);
    return lineItemList(
      await sessionFor(request, db, key),
      limitOf(params),
      str(params.starting_after),
    );
  });
  route('POST', '/v1/checkout/sessions/:id/expire', ['secret'], async (request, db, key) => {
    const row: SessionRow = await sessionFor(request, db, key);
    const expired = await expireSession(db, row.id, false);
    if (!expired) {
      const now = await sessionFor(request, db, key);
      throw invalid(
        `Only Checkout Sessions with a status in ['open'] can be expired. This Checkout Session has a status of ${now.status}.`,
      );
    }
    void delivery.send([expired.eventId]);
    return sessionObject(expired.row, originOf(request));
  });

  route('POST', '/v1/billing_portal/sessions', ['secret'], async (request, db) => {
    const params = paramsOf(request);
    const customer = str(params.customer);
    if (!customer) throw missing('customer');
    if (!(await findCustomer(db, customer))) throw noSuch('customer', customer);
    const row = await insertPortal(db, customer, str(params.return_url) ?? null);
    return portalObject(row, originOf(request));
  });

  route('POST', '/v1/payment_intents', ['secret'], async (request, db, key) => {
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
      metadata: metadataParam(params.metadata),
      account: accountOfCaller(key),
    });
    return intentObject(row);
  });

  /** The intent of the URL; with a publishable key, only for the caller holding its client secret. */
  async function intentFor(request: FastifyRequest, db: Database): Promise<IntentRow> {
    const key = apiKey(request, ['secret', 'publishable']);
    const row = await findIntent(db, id(request));
    if (!row || !owned(row, key)) throw noSuch('payment_intent', id(request));
    if (key.kind === 'publishable' && paramsOf(request).client_secret !== row.client_secret)
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
      const { intent } = await payIntent(db, delivery, row.id, cardOf(paramsOf(request)));
      return intentObject(intent, await chargesOf(db, row.id));
    },
  );
}
