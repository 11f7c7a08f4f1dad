/**
 * The orders plugin's server half (see CONTEXT.md): site routes to place, cancel and move
 * orders; the `orders` collection source (a visitor's own orders, or all for staff); and the
 * payment events that make an order paid or expired. Every route acts for the signed-in visitor
 * of the auth plugin's verified token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { ServerContext } from '@server/app.ts';
import { resolveHost } from '@server/hosts.ts';
import { queueMail } from '@server/mail/outbox.ts';
import { onSiteOrigin, type PluginServer, type ServerEvent } from '@server/plugin-server.ts';
import type { CollectionSource } from '@runtime/server/collections.ts';
import { environmentSource, siteSourceOf } from '@runtime/server/site-source.ts';
import { requestUser, type VerifiedUser } from '../auth/verify.ts';
import { PaymentRefusal, siteStripe } from '../payment/site-stripe.ts';
import { CartError, cartLines, orderDetails } from './cart.ts';
import { confirmationMail } from './mail.ts';
import { ORDER_MESSAGES } from './messages.ts';
import { ORDERS_MIGRATIONS } from './migrations.ts';
import { deliveryFee, priceOrder } from './pricing.ts';
import { isFailure, productRecords, shopOf, stockAccess, type Failure, type Shop } from './shop.ts';
import { isOrderStatus, canMove } from './statuses.ts';
import { productsToSettle, settleProduct, stockGeneration } from './stock.ts';
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
  const source = await siteSourceOf(context, request, reply, false);
  if (!source) return null;
  if (request.params.siteId !== source.siteId)
    throw new Refusal(
      404,
      `This host serves the site "${source.siteId}", not "${request.params.siteId}".`,
    );
  const shop = await shopOf(source);
  if (isFailure(shop)) throw refuse(shop);
  const user = await requestUser(request, context, source.siteId);
  if (!user) throw new Refusal(401, ORDER_MESSAGES.signIn);
  return { shop, user };
}

const isStaff = (user: VerifiedUser, shop: Shop) =>
  user.roles.includes(shop.settings.staffRole || 'admin');

/** `url` with `order=<id>` in its query. */
function withOrder(url: string, orderId: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('order', orderId);
  return parsed.href;
}

/** Expires the Checkout Sessions of orders that will not be paid (best effort: they expire anyway). */
async function expireSessions(
  stripe: Stripe,
  orders: readonly OrderRow[],
  request: FastifyRequest,
) {
  for (const order of orders) {
    if (!order.checkout_session) continue;
    await stripe.checkout.sessions.expire(order.checkout_session).catch((error: unknown) => {
      request.log.warn(`orders: session of ${order.reference} not expired: ${String(error)}`);
    });
  }
}

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
  const maxQuantity = Math.max(1, Math.floor(shop.settings.maxQuantity));
  const lines = cartLines(body.items, maxQuantity);
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
    const cancelled = await moveOrder(db, siteId, pending.id, ['pending'], 'cancelled', {
      holds: 'released',
    });
    if (cancelled) earlier.push(cancelled);
  }
  const holdMinutes = Math.min(1440, Math.max(30, Math.floor(shop.settings.holdMinutes)));
  let order: OrderRow | null = null;
  for (let attempt = 0; attempt < 3 && !order; attempt++) {
    const generations = new Map<string, number>();
    for (const line of lines)
      generations.set(line.id, await stockGeneration(db, siteId, shop.products.id, line.id));
    const records = await productRecords(context, request, shop);
    if (isFailure(records)) throw refuse(records);
    const priced = priceOrder(
      lines,
      records.records,
      {
        nameField: shop.settings.nameField,
        variantField: shop.settings.variantField,
        priceField: shop.settings.priceField,
        stockField: shop.settings.stockField ?? '',
        maxQuantity,
      },
      (subtotal) => deliveryFee(shop.app.formulas, shop.settings.deliveryFeeFormula, subtotal),
    );
    try {
      order = await placeOrder(db, {
        siteId,
        environment: shop.source.environment,
        userSub: user.sub,
        email: user.email ?? null,
        currency: shop.settings.currency.toLowerCase(),
        collectionId: shop.products.id,
        priced,
        details,
        orderUrl: (id) => withOrder(body.successUrl as string, id),
        referencePrefix: shop.settings.referencePrefix,
        holdMinutes,
        generations,
      });
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
  if (!order) throw new Refusal(503, 'The stock is changing: try again in a moment.');
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: order.id,
      metadata: { orderId: order.id, reference: order.reference },
      ...(user.email ? { customer_email: user.email } : {}),
      success_url: order.order_url!,
      cancel_url: withOrder(body.cancelUrl as string, order.id),
      expires_at: Math.floor(Date.now() / 1000) + holdMinutes * 60,
      line_items: [
        ...order.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: order!.currency,
            unit_amount: line.unitPrice,
            product_data: { name: line.name },
          },
        })),
        ...(order.delivery_fee > 0
          ? [
              {
                quantity: 1,
                price_data: {
                  currency: order.currency,
                  unit_amount: order.delivery_fee,
                  product_data: { name: 'Delivery' },
                },
              },
            ]
          : []),
      ],
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
  setImmediate(() => {
    void expireSessions(stripe, earlier, request).then(() => settleSite(context, request, siteId));
  });
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
  if (stripe) await expireSessions(stripe, [order], request);
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
    if (error instanceof Refusal)
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
}

/** `{ "source": "orders", "scope": "mine" | "all" }`: the visitor's orders, or all for staff. */
export const ordersSource: CollectionSource = {
  handles: (collection) => collection.config.source === 'orders',
  async records({ context, request, siteId, collection }) {
    const user = await requestUser(request, context, siteId);
    if (!user) return { status: 401, error: ORDER_MESSAGES.signInToSee };
    const db = await context.db();
    if (collection.config.scope === 'all') {
      const target = resolveHost(request.headers.host, context.hostOptions);
      const source =
        target.kind === 'site'
          ? await environmentSource(context, siteId, target.environment)
          : null;
      const shop = source ? await shopOf(source) : null;
      if (!shop || isFailure(shop) || !isStaff(user, shop))
        return { status: 403, error: ORDER_MESSAGES.staffOnly };
      return { records: (await listOrders(db, siteId, null)).map(visibleOrder) };
    }
    return { records: (await listOrders(db, siteId, user.sub)).map(visibleOrder) };
  },
};

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
    await moveOrder(db, order.site_id, order.id, ['pending'], 'expired', { holds: 'released' });
    return;
  }
  if (event.type !== 'checkout.session.completed' || session.payment_status !== 'paid') return;
  if (order.status !== 'pending')
    request.log.warn(
      `orders: ${order.reference} paid while ${order.status}: its stock was taken back`,
    );
  const paid = await moveOrder(
    db,
    order.site_id,
    order.id,
    ['pending', 'expired', 'cancelled'],
    'paid',
    {
      holds: 'paid',
      paymentIntent: typeof session.payment_intent === 'string' ? session.payment_intent : null,
    },
  );
  if (!paid) return;
  const source = await environmentSource(context, order.site_id, order.environment as 'production');
  const shop = source ? await shopOf(source) : null;
  const locale = shop && !isFailure(shop) ? shop.settings.moneyLocale : 'en';
  const name = shop && !isFailure(shop) ? shop.app.site.name : order.site_id;
  const mail = confirmationMail(paid, name, locale);
  if (mail) await queueMail(db, mail);
  return async () => {
    context.mail.kick();
    await settleSite(context, request, order.site_id);
  };
}

export const ordersServer: PluginServer & { collectionSource: CollectionSource } = {
  id: 'orders',
  migrations: ORDERS_MIGRATIONS,
  routes: siteRoutes,
  collectionSource: ordersSource,
  onEvent,
};
