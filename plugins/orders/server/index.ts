/**
 * The orders plugin's server half (see CONTEXT.md): site routes to place, cancel and move
 * orders; the `orders` collection source (a visitor's own orders, or all for staff); and the
 * payment events that make an order paid or expired. Every route acts for the signed-in visitor
 * of the auth plugin's verified token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost } from '@server/hosts.ts';
import { queueMail } from '@server/mail/outbox.ts';
import { type PluginServer, type ServerEvent } from '@server/contract.ts';
import { onSiteOrigin } from '@server/plugin-settings.ts';
import type { CollectionSource } from '@runtime/server/collections.ts';
import { environmentSource, routeSiteSource } from '@runtime/server/site-source.ts';
import { requestUser, type VerifiedUser } from '../../auth/server/verify.ts';
import { PaymentRefusal, siteStripe } from '../../payment/server/site-stripe.ts';
import type { Queryable } from '@server/db/database.ts';
import { CartError, orderDetails } from './cart.ts';
import { queueFulfilment, runFulfilments } from './fulfil.ts';
import {
  CART_OFFER,
  offerEntries,
  offerText,
  OFFER_MESSAGES,
  type OfferEntry,
} from '../offers/entries.ts';
import { OfferRefusal, type Offer, type OfferPlan } from './offers/offer.ts';
import { planCart } from './offers/products/place.ts';
import { quoteRoutes } from './offers/quote/routes.ts';
import { unpaidStatus } from './offers/quote/store.ts';
import { OFFER_TYPES } from './offers/registry.ts';
import { isSeatScope, seatList } from './offers/seats/lists.ts';
import { expireSessions, openPaymentPage, withOrder } from './payment-page.ts';
import { confirmationMail } from './mail.ts';
import { ORDER_MESSAGES } from '../messages.ts';
import { ORDERS_MIGRATIONS } from './migrations.ts';
import { isFailure, shopOf, stockAccess, type Failure, type Shop } from './shop.ts';
import { isOrderStatus, canMove, type OrderStatus } from '../statuses.ts';
import { productsToSettle, settleProduct } from './stock.ts';
import {
  listOrders,
  moveOrder,
  orderById,
  pendingOrdersOf,
  placeOrder,
  setCheckoutSession,
  SoldOut,
  StaleStock,
  visibleOrder,
  type OrderRow,
} from './store.ts';

/** A cart and a few form fields: anything bigger is refused. */
const BODY_LIMIT = 32 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
const refuse = (failure: Failure) => new Refusal(failure.status, failure.error);

/** The shop and signed-in visitor of a site route, or a refusal. */
async function visitorShop(
  context: ServerContext,
  request: FastifyRequest<{ Params: { siteId: string } }>,
  reply: FastifyReply,
): Promise<{ shop: Shop; user: VerifiedUser } | null> {
  const source = await routeSiteSource(context, request, reply);
  if (!source) return null;
  const shop = await shopOf(source);
  if (isFailure(shop)) throw refuse(shop);
  const user = await requestUser(request, context, source.siteId);
  if (!user) throw new Refusal(401, ORDER_MESSAGES.signIn);
  return { shop, user };
}

const isStaff = (user: VerifiedUser, shop: Shop) =>
  user.roles.includes(shop.settings.staffRole || 'admin');

/** Writes the site's paid sales back to its product records; failures wait for the next pass. */
async function settleSite(context: ServerContext, request: FastifyRequest, siteId: string) {
  const db = await context.db();
  for (const product of await productsToSettle(db, siteId)) {
    const source = await environmentSource(
      context,
      siteId,
      product.environment as 'preview' | 'staging' | 'production',
    );
    const shop = source ? await shopOf(source) : null;
    if (!shop || isFailure(shop) || shop.products.id !== product.collection_id) continue;
    const access = stockAccess(context, request, shop);
    if (!access) continue;
    await settleProduct(db, siteId, product.collection_id, product.record_id, access).catch(
      (error: unknown) =>
        request.log.error(error, `orders: stock of ${product.record_id} not written`),
    );
  }
}

/** The offer `name` of the shop (`products`, the cart, when none is named), or a refusal. */
function offerNamed(shop: Shop, name: unknown): { entry: OfferEntry; offer: Offer } {
  if (name === undefined || name === null || name === '' || name === CART_OFFER)
    return {
      entry: { id: CART_OFFER, type: CART_OFFER, settings: {} },
      offer: { type: CART_OFFER, plan: planCart },
    };
  const entry = offerEntries(shop.settings.offers).find((offer) => offer.id === name);
  const offer = entry ? OFFER_TYPES[entry.type] : undefined;
  if (!entry || !offer) throw new Refusal(404, OFFER_MESSAGES.noOffer(String(name)));
  return { entry, offer };
}

/** The offer settings an order was placed under, as the site publishes them now. */
async function publishedOffer(context: ServerContext, order: OrderRow) {
  const source = await environmentSource(
    context,
    order.site_id,
    order.environment as 'preview' | 'staging' | 'production',
  );
  const shop = source ? await shopOf(source) : null;
  if (!shop || isFailure(shop)) return null;
  return offerEntries(shop.settings.offers).find((entry) => entry.id === order.offer) ?? null;
}

async function placeOrderRoute(
  context: ServerContext,
  request: FastifyRequest<{ Params: { siteId: string } }>,
  reply: FastifyReply,
) {
  const found = await visitorShop(context, request, reply);
  if (!found) return reply;
  const { shop, user } = found;
  const siteId = shop.source.siteId;
  const body = isObject(request.body) ? request.body : {};
  if (!onSiteOrigin(body.successUrl, request) || !onSiteOrigin(body.cancelUrl, request))
    throw new Refusal(400, ORDER_MESSAGES.badPages);
  const { entry, offer } = offerNamed(shop, body.offer);
  const details = orderDetails(body.details);
  let stripe: Stripe;
  try {
    stripe = await siteStripe(context, siteId, request);
  } catch (error) {
    if (error instanceof PaymentRefusal)
      throw new Refusal(error.status === 404 ? 500 : error.status, ORDER_MESSAGES.noPaymentPlugin);
    throw error;
  }
  const db = await context.db();
  // One order waits for payment per shopper: an earlier one gives its stock back.
  const earlier: OrderRow[] = [];
  for (const pending of await pendingOrdersOf(db, siteId, user.sub)) {
    const to = unpaidStatus(pending, 'cancelled');
    const cancelled = await moveOrder(db, siteId, pending.id, ['pending'], to, {
      holds: 'released',
    });
    if (cancelled) earlier.push(cancelled);
  }
  const input = { context, request, db, shop, user, offer: entry, items: body.items, details };
  let placed: { order: OrderRow; plan: OfferPlan } | null = null;
  for (let attempt = 0; attempt < 3 && !placed; attempt++) {
    const plan = await offer.plan(input);
    try {
      const order = await placeOrder(db, {
        siteId,
        environment: shop.source.environment,
        userSub: user.sub,
        email: user.email ?? null,
        currency: shop.settings.currency.toLowerCase(),
        offer: entry.id,
        status: plan.status ?? 'pending',
        collectionId: plan.collectionId,
        priced: plan.priced,
        details,
        orderUrl: (id) => withOrder(body.successUrl as string, id),
        referencePrefix:
          offerText(entry.settings, 'referencePrefix') ?? shop.settings.referencePrefix,
        reserve: plan.reserve,
      });
      placed = { order, plan };
    } catch (error) {
      if (error instanceof StaleStock) continue;
      if (error instanceof SoldOut) {
        const [first] = error.items;
        throw new Refusal(409, ORDER_MESSAGES.soldOut(first!.name, first!.available), {
          code: 'sold_out',
          items: error.items,
        });
      }
      throw error;
    }
  }
  if (!placed) throw new Refusal(503, 'The stock is changing: try again in a moment.');
  const { order, plan } = placed;
  const warn = (message: string) => request.log.warn(message);
  const afterwards = () =>
    setImmediate(() => {
      void expireSessions(stripe, earlier, warn).then(() => settleSite(context, request, siteId));
    });
  if (order.status === 'requested') {
    // Staff price it first (a quote): nothing to pay yet.
    void reply.header('cache-control', 'no-store').send({ order: visibleOrder(order) });
    afterwards();
    return reply;
  }
  let session: Stripe.Checkout.Session;
  try {
    session = await openPaymentPage(stripe, order, {
      cancelUrl: body.cancelUrl as string,
      payMinutes: plan.payMinutes,
      email: user.email ?? null,
    });
  } catch (error) {
    await moveOrder(db, siteId, order.id, ['pending'], 'cancelled', { holds: 'released' });
    request.log.error(error, `orders: no payment page for ${order.reference}`);
    throw new Refusal(
      502,
      ORDER_MESSAGES.paymentFailed(error instanceof Error ? error.message : String(error)),
    );
  }
  await setCheckoutSession(db, order.id, session.id);
  void reply
    .header('cache-control', 'no-store')
    .send({ order: visibleOrder(order), url: session.url });
  // After the answer: close the earlier payment pages, write back what was sold meanwhile.
  afterwards();
  return reply;
}

async function cancelRoute(
  context: ServerContext,
  request: FastifyRequest<{ Params: { siteId: string; orderId: string } }>,
  reply: FastifyReply,
) {
  const found = await visitorShop(context, request, reply);
  if (!found) return reply;
  const { shop, user } = found;
  const db = await context.db();
  const order = await orderById(db, shop.source.siteId, request.params.orderId);
  if (!order || order.user_sub !== user.sub) throw new Refusal(404, ORDER_MESSAGES.noOrder);
  const cancelled = await moveOrder(db, order.site_id, order.id, ['pending'], 'cancelled', {
    holds: 'released',
  });
  if (!cancelled) throw new Refusal(409, ORDER_MESSAGES.notCancellable(order.status));
  const stripe = await siteStripe(context, order.site_id, request).catch(() => null);
  if (stripe) await expireSessions(stripe, [order], (message) => request.log.warn(message));
  return reply.header('cache-control', 'no-store').send({ order: visibleOrder(cancelled) });
}

async function statusRoute(
  context: ServerContext,
  request: FastifyRequest<{ Params: { siteId: string; orderId: string } }>,
  reply: FastifyReply,
) {
  const found = await visitorShop(context, request, reply);
  if (!found) return reply;
  const { shop, user } = found;
  if (!isStaff(user, shop)) throw new Refusal(403, ORDER_MESSAGES.staffOnly);
  const status = isObject(request.body) ? request.body.status : undefined;
  if (!isOrderStatus(status)) throw new Refusal(400, ORDER_MESSAGES.badStatus(String(status)));
  const db = await context.db();
  const order = await orderById(db, shop.source.siteId, request.params.orderId);
  if (!order) throw new Refusal(404, ORDER_MESSAGES.noOrder);
  if (!canMove(order.status, status))
    throw new Refusal(409, ORDER_MESSAGES.badMove(order.status, status));
  const moved = await moveOrder(db, order.site_id, order.id, [order.status], status);
  if (!moved) throw new Refusal(409, ORDER_MESSAGES.badMove(order.status, status));
  return reply.header('cache-control', 'no-store').send({ order: visibleOrder(moved) });
}

async function siteRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  server.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof Refusal || error instanceof OfferRefusal)
      return reply.code(error.status).send({ error: error.message, ...error.extra });
    if (error instanceof CartError) return reply.code(error.status).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ error: 'The order could not be handled.' });
    }
    return reply
      .code(status)
      .send({ error: status === 413 ? 'The request body is too large.' : error.message });
  });
  const options = { constraints: { hostKind: 'site' }, bodyLimit: BODY_LIMIT };
  type Site = { Params: { siteId: string } };
  type Order = { Params: { siteId: string; orderId: string } };
  server.post<Site>('/plugins/designs/:siteId/orders/checkout', options, (request, reply) =>
    placeOrderRoute(context, request, reply),
  );
  server.post<Order>('/plugins/designs/:siteId/orders/:orderId/cancel', options, (request, reply) =>
    cancelRoute(context, request, reply),
  );
  server.post<Order>('/plugins/designs/:siteId/orders/:orderId/status', options, (request, reply) =>
    statusRoute(context, request, reply),
  );
  quoteRoutes(server, context, { visitorShop, isStaff }, options);
}

/** The shop of the environment a request's host names (null: none). */
async function hostShop(context: ServerContext, request: FastifyRequest, siteId: string) {
  const target = resolveHost(request.headers.host, context.hostOptions);
  const source =
    target.kind === 'site' ? await environmentSource(context, siteId, target.environment) : null;
  const shop = source ? await shopOf(source) : null;
  return shop && !isFailure(shop) ? shop : null;
}

/**
 * `{ "source": "orders", "scope": "mine" | "all" }`: the visitor's orders, or all for staff;
 * `"taken"` / `"passengers"` with `"offer"`: a seats offer's lists (`offers/seats/lists.ts`).
 */
export const ordersSource: CollectionSource = {
  handles: (collection) => collection.config.source === 'orders',
  async records({ context, request, siteId, collection }) {
    const { scope, offer } = collection.config;
    if (scope === 'taken') {
      const shop = await hostShop(context, request, siteId);
      if (!shop) return { status: 404, error: 'This site does not take orders.' };
      return seatList(await context.db(), shop, scope, offer);
    }
    const user = await requestUser(request, context, siteId);
    if (!user) return { status: 401, error: ORDER_MESSAGES.signInToSee };
    const db = await context.db();
    if (scope === 'all' || isSeatScope(scope)) {
      const shop = await hostShop(context, request, siteId);
      if (!shop || !isStaff(user, shop)) return { status: 403, error: ORDER_MESSAGES.staffOnly };
      if (scope === 'passengers') return seatList(db, shop, scope, offer);
      return { records: (await listOrders(db, siteId, null)).map(visibleOrder) };
    }
    return { records: (await listOrders(db, siteId, user.sub)).map(visibleOrder) };
  },
};

/**
 * Makes a Checkout Session's order paid (in the event's transaction); an order paid after its
 * holds lapsed takes them back unless its offer says they were taken meanwhile (`refund-due`).
 * Null when it was already paid. `fulfil`: a plugin delivers it next (queued here, once).
 */
async function paidOrder(
  db: Queryable,
  order: OrderRow,
  session: Record<string, unknown>,
  context: ServerContext,
  request: FastifyRequest,
): Promise<{ paid: OrderRow; fulfil: boolean; offer: Offer | undefined } | null> {
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
  const from: OrderStatus[] = ['pending', 'expired', 'cancelled', 'quoted'];
  const entry = order.offer === CART_OFFER ? null : await publishedOffer(context, order);
  const offer = entry ? OFFER_TYPES[entry.type] : undefined;
  // Asked even while pending: a seat's hold lapses before its payment page closes.
  if (offer?.stillFree && !(await offer.stillFree(db, order))) {
    request.log.warn(`orders: ${order.reference} paid late, and what it held was taken`);
    const refund = await moveOrder(db, order.site_id, order.id, from, 'refund-due', {
      paymentIntent,
    });
    return refund ? { paid: refund, fulfil: false, offer } : null;
  }
  if (order.status !== 'pending')
    request.log.warn(
      `orders: ${order.reference} paid while ${order.status}: its stock was taken back`,
    );
  const paid = await moveOrder(db, order.site_id, order.id, from, 'paid', {
    holds: 'paid',
    paymentIntent,
  });
  if (!paid) return null;
  const plugin = entry ? offerText(entry.settings, 'fulfil') : undefined;
  if (plugin) await queueFulfilment(db, paid, plugin);
  return { paid, fulfil: plugin !== undefined, offer };
}

/** A Checkout Session's order: paid when its payment is, expired with it. */
async function onEvent(
  event: ServerEvent,
  { db, context, request }: Parameters<NonNullable<PluginServer['onEvent']>>[1],
) {
  if (event.source !== 'payment' || !isObject(event.data)) return;
  const session = event.data;
  const metadata = isObject(session.metadata) ? session.metadata : {};
  const orderId =
    typeof session.client_reference_id === 'string'
      ? session.client_reference_id
      : metadata.orderId;
  if (typeof orderId !== 'string') return;
  const order = await orderById(db, event.siteId, orderId);
  if (!order || (order.checkout_session !== null && order.checkout_session !== session.id)) return;
  if (event.type === 'checkout.session.expired') {
    const to = unpaidStatus(order, 'expired');
    await moveOrder(db, order.site_id, order.id, ['pending'], to, { holds: 'released' });
    return;
  }
  if (event.type !== 'checkout.session.completed' || session.payment_status !== 'paid') return;
  const settled = await paidOrder(db, order, session, context, request);
  if (!settled) return;
  const { paid, fulfil, offer } = settled;
  const source = await environmentSource(context, order.site_id, order.environment as 'production');
  const shop = source ? await shopOf(source) : null;
  const locale = shop && !isFailure(shop) ? shop.settings.moneyLocale : 'en';
  const name = shop && !isFailure(shop) ? shop.app.site.name : order.site_id;
  const mail =
    paid.status !== 'paid'
      ? null
      : offer?.mail
        ? await offer.mail(paid, name, locale)
        : confirmationMail(paid, name, locale);
  if (mail) await queueMail(db, mail);
  return async () => {
    context.mail.kick();
    await settleSite(context, request, order.site_id);
    if (fulfil)
      await runFulfilments(
        context,
        request,
        order.site_id,
        async (row) => (await publishedOffer(context, row))?.settings ?? null,
      );
  };
}

export const ordersServer: PluginServer & { collectionSource: CollectionSource } = {
  id: 'orders',
  migrations: ORDERS_MIGRATIONS,
  routes: siteRoutes,
  collectionSource: ordersSource,
  onEvent,
};

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default ordersServer;
