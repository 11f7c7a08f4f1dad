/**
 * The quote offer's routes (beside `index.ts`'s, same refusals and error handler):
 * - `POST /plugins/designs/:siteId/orders/:orderId/quote` `{ amount, note, payUrl }` (staff):
 *   a `requested` (or `quoted`) order of a quote offer becomes `quoted` at `amount` cents, and
 *   the shopper is mailed the payment link (`payUrl` with `?order=<id>`, a page of this site).
 * - `POST /plugins/designs/:siteId/orders/:orderId/pay` `{ successUrl, cancelUrl }` (the order's
 *   owner): a `quoted` order becomes `pending` and gets the payment provider's page (`url`); a
 *   `pending` one (back from that page) gets a new page, its earlier one expired first. The
 *   payment event then makes it `paid` as any order; an unpaid page's expiry makes it `quoted`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { ServerContext } from '@server/contract.ts';
import { queueMail, type Mail } from '@server/mail/outbox.ts';
import { onSiteOrigin } from '@server/plugin-settings.ts';
import type { VerifiedUser } from '../../../../auth/server/verify.ts';
import { PaymentRefusal, siteStripe } from '../../../../payment/server/site-stripe.ts';
import { money } from '../../mail.ts';
import { ORDER_MESSAGES } from '../../../messages.ts';
import { openPaymentPage, withOrder } from '../../payment-page.ts';
import type { Shop } from '../../shop.ts';
import {
  moveOrder,
  orderById,
  setCheckoutSession,
  visibleOrder,
  type OrderRow,
} from '../../store.ts';
import { offerEntries } from '../../../offers/entries.ts';
import { OfferRefusal } from '../offer.ts';
import { quoteMaxAmount, quoteName } from '../../../offers/quote/settings.ts';
import { quoteOrder, setOrderUrl, unpaidStatus } from './store.ts';

export const MAX_NOTE = 1000;
/** How long a quote's payment page stays open. */
export const QUOTE_PAY_MINUTES = 60;

export const QUOTE_MESSAGES = {
  notAQuote: 'This order is not a request staff quote.',
  badAmount: 'The quote must be a whole number of cents above 0.',
  tooMuch: (max: string) => `A quote may ask at most ${max}.`,
  badNote: `The note must be a text of at most ${MAX_NOTE} characters.`,
  badPayPage: 'The payment link must be a page of this site.',
  notQuotable: (status: string) => `A request that is ${status} cannot be quoted.`,
  notQuotedYet: 'This request has no quote yet: we will mail you when it has one.',
  notPayable: (status: string) => `This order is ${status}: there is nothing to pay.`,
  paying: 'This payment is being completed. Look at your orders in a moment.',
} as const;

type SiteRequest = FastifyRequest<{ Params: { siteId: string } }>;
type OrderRequest = FastifyRequest<{ Params: { siteId: string; orderId: string } }>;

/** What `index.ts` lends its routes: the shop and signed-in visitor, staff's role. */
export interface RouteHelpers {
  visitorShop(
    context: ServerContext,
    request: SiteRequest,
    reply: FastifyReply,
  ): Promise<{ shop: Shop; user: VerifiedUser } | null>;
  isStaff(user: VerifiedUser, shop: Shop): boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The order and its quote offer's settings, or a refusal (404 not found, 409 not a quote). */
async function quotedOrder(context: ServerContext, shop: Shop, orderId: string) {
  const db = await context.db();
  const order = await orderById(db, shop.source.siteId, orderId);
  if (!order) throw new OfferRefusal(404, ORDER_MESSAGES.noOrder);
  const entry = offerEntries(shop.settings.offers).find((offer) => offer.id === order.offer);
  if (!entry || entry.type !== 'quote') throw new OfferRefusal(409, QUOTE_MESSAGES.notAQuote);
  return { db, order, entry };
}

/** The mail telling the shopper their quote is ready, with its payment link. */
export function quoteMail(
  order: OrderRow,
  shopName: string,
  locale: string,
  payUrl: string,
): Mail | null {
  if (!order.email) return null;
  const quote = isObject(order.details.quote) ? order.details.quote : {};
  const note = typeof quote.note === 'string' && quote.note.trim() ? quote.note.trim() : '';
  return {
    to: order.email,
    subject: `Your quote ${order.reference} is ready — ${shopName}`,
    body: [
      `We have priced your request ${order.reference} at ${shopName}.`,
      '',
      `${order.lines[0]?.name ?? 'Quote'}: ${money(order.total, order.currency, locale)}`,
      ...(note ? ['', note] : []),
      '',
      'Pay it at the link below; we buy and deliver once it is paid.',
    ].join('\n'),
    link: payUrl,
    siteId: order.site_id,
  };
}

/** What a route acts on: the shop, the signed-in visitor, the body (an object). */
interface Visit {
  context: ServerContext;
  helpers: RouteHelpers;
  request: OrderRequest;
  shop: Shop;
  user: VerifiedUser;
  body: Record<string, unknown>;
}

async function quoteRoute({ context, helpers, request, shop, user, body }: Visit) {
  if (!helpers.isStaff(user, shop)) throw new OfferRefusal(403, ORDER_MESSAGES.staffOnly);
  const { amount, note = '', payUrl } = body;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    throw new OfferRefusal(400, QUOTE_MESSAGES.badAmount);
  if (typeof note !== 'string' || note.length > MAX_NOTE)
    throw new OfferRefusal(400, QUOTE_MESSAGES.badNote);
  if (!onSiteOrigin(payUrl, request)) throw new OfferRefusal(400, QUOTE_MESSAGES.badPayPage);
  const { db, order, entry } = await quotedOrder(context, shop, request.params.orderId);
  const max = quoteMaxAmount(entry.settings);
  const locale = shop.settings.moneyLocale;
  if (max !== null && amount > max)
    throw new OfferRefusal(400, QUOTE_MESSAGES.tooMuch(money(max, order.currency, locale)));
  const quote = { name: quoteName(entry.settings), amount, note: note.trim(), by: user.sub };
  const quoted = await db.transaction(async (tx) => {
    const row = await quoteOrder(tx, order.site_id, order.id, quote);
    const mail = row ? quoteMail(row, shop.app.site.name, locale, withOrder(payUrl, row.id)) : null;
    if (mail) await queueMail(tx, mail);
    return row;
  });
  if (!quoted) throw new OfferRefusal(409, QUOTE_MESSAGES.notQuotable(order.status));
  context.mail.kick();
  return { order: visibleOrder(quoted) };
}

async function payRoute({ context, request, shop, user, body }: Visit) {
  if (!onSiteOrigin(body.successUrl, request) || !onSiteOrigin(body.cancelUrl, request))
    throw new OfferRefusal(400, ORDER_MESSAGES.badPages);
  const { db, order } = await quotedOrder(context, shop, request.params.orderId);
  if (order.user_sub !== user.sub) throw new OfferRefusal(404, ORDER_MESSAGES.noOrder);
  if (order.status === 'requested') throw new OfferRefusal(409, QUOTE_MESSAGES.notQuotedYet);
  if (order.status !== 'quoted' && order.status !== 'pending')
    throw new OfferRefusal(409, QUOTE_MESSAGES.notPayable(order.status));
  let stripe: Stripe;
  try {
    stripe = await siteStripe(context, order.site_id, request);
  } catch (error) {
    if (error instanceof PaymentRefusal)
      throw new OfferRefusal(
        error.status === 404 ? 500 : error.status,
        ORDER_MESSAGES.noPaymentPlugin,
      );
    throw error;
  }
  if (order.status === 'pending' && order.checkout_session) {
    // Back from the payment page: that page is closed before another opens (never two to pay).
    const earlier = await stripe.checkout.sessions.retrieve(order.checkout_session);
    if (earlier.status === 'complete') throw new OfferRefusal(409, QUOTE_MESSAGES.paying);
    if (earlier.status === 'open') await stripe.checkout.sessions.expire(order.checkout_session);
  }
  const pending = await moveOrder(db, order.site_id, order.id, ['quoted', 'pending'], 'pending');
  if (!pending) throw new OfferRefusal(409, QUOTE_MESSAGES.notPayable(order.status));
  const orderUrl = withOrder(body.successUrl as string, order.id);
  await setOrderUrl(db, order.id, orderUrl);
  let session: Stripe.Checkout.Session;
  try {
    session = await openPaymentPage(
      stripe,
      { ...pending, order_url: orderUrl },
      {
        cancelUrl: body.cancelUrl as string,
        payMinutes: QUOTE_PAY_MINUTES,
        email: user.email ?? null,
      },
    );
  } catch (error) {
    await moveOrder(db, order.site_id, order.id, ['pending'], unpaidStatus(pending, 'cancelled'));
    request.log.error(error, `orders: no payment page for ${order.reference}`);
    throw new OfferRefusal(
      502,
      ORDER_MESSAGES.paymentFailed(error instanceof Error ? error.message : String(error)),
    );
  }
  await setCheckoutSession(db, order.id, session.id);
  return { order: visibleOrder({ ...pending, order_url: orderUrl }), url: session.url };
}

/** Registers the quote and pay routes (inside the orders server's site routes). */
export function quoteRoutes(
  server: FastifyInstance,
  context: ServerContext,
  helpers: RouteHelpers,
  options: { constraints: { hostKind: string }; bodyLimit: number },
): void {
  const routes = { quote: quoteRoute, pay: payRoute };
  for (const [name, route] of Object.entries(routes))
    server.post<{ Params: { siteId: string; orderId: string } }>(
      `/plugins/designs/:siteId/orders/:orderId/${name}`,
      options,
      async (request, reply) => {
        const found = await helpers.visitorShop(context, request, reply);
        if (!found) return reply;
        const body = isObject(request.body) ? request.body : {};
        const answer = await route({ context, helpers, request, ...found, body });
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
}
