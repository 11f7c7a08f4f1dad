/**
 * The payment plugin's server half. Site routes (`{plugins}/designs/{siteId}/stripe/…`, seeds §7)
 * talk to Stripe through the official `stripe` package with the site's secret key; prices are
 * looked up there, never taken from the browser. With no Stripe address configured (`apiUrl`),
 * the package talks to the embedded stand-in on this server's editor host (`stand-in/`), which
 * also serves Stripe.js (`stripeJsUrl` filled per request) and the hosted Checkout page. The
 * site's Stripe webhook is `webhook.ts`; other plugin servers get the site's client from
 * `siteStripe` (`site-stripe.ts`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { ServerContext } from '@server/contract.ts';
import { type PluginServer, type Settings } from '@server/contract.ts';
import { editorOrigin, onSiteOrigin } from '@server/plugin-settings.ts';
import {
  checkoutLocale,
  checkoutProblem,
  metadataOf,
  paymentIntentProblem,
  paymentMethodList,
  portalProblem,
  priceLines,
  type PriceLine,
} from '../checkout.ts';
import { MESSAGES } from '../messages.ts';
import { WEBHOOK_MIGRATIONS } from './migrations.ts';
import { PaymentRefusal as Refusal, siteStripe, text } from './site-stripe.ts';
import { PAYMENT_MIGRATIONS } from './stand-in/migrations.ts';
import { STAND_IN_STRIPE_JS_PATH, standInRoutes, type StandInOptions } from './stand-in/routes.ts';
import { webhookRoutes } from './webhook.ts';

export { STAND_IN_STRIPE_JS_PATH };
export {
  PaymentRefusal,
  siteStripe,
  stripeClient,
  WEBHOOK_EVENTS,
  webhookPath,
} from './site-stripe.ts';

/** Visitors' request bodies are small (a cart); anything bigger is refused. */
const BODY_LIMIT = 64 * 1024;

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

/** Looks each price up at Stripe: the amount and currency of a one-off payment of the lines. */
async function priced(
  stripe: Stripe,
  lines: PriceLine[],
): Promise<{ amount: number; currency: string }> {
  let amount = 0;
  let currency: string | null = null;
  const seen = new Map<string, Stripe.Price>();
  for (const line of lines) {
    const price = seen.get(line.price) ?? (await stripe.prices.retrieve(line.price));
    seen.set(line.price, price);
    if (!price.active) throw new Refusal(400, `The price ${price.id} is not active.`);
    if (price.recurring)
      throw new Refusal(
        400,
        `The price ${price.id} is recurring: use checkout in subscription mode.`,
      );
    if (price.unit_amount === null)
      throw new Refusal(400, `The price ${price.id} has no unit amount.`);
    if (currency !== null && price.currency !== currency)
      throw new Refusal(400, 'All prices of a payment must use the same currency.');
    currency = price.currency;
    amount += price.unit_amount * line.quantity;
  }
  if (currency === null) throw new Refusal(400, MESSAGES.noProduct);
  return { amount, currency };
}

/** Stripe's error (or ours) as the `{ error }` answer the plugin rethrows. */
function answerError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof Refusal) return reply.code(error.status).send({ error: error.message });
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    reply.log.error(error);
    return reply.code(502).send({ error: MESSAGES.invalidConfiguration });
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    reply.log.error(error);
    return reply.code(502).send({ error: 'The payment provider could not be reached.' });
  }
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 502;
    return reply.code(status).send({ error: error.message, code: error.code ?? null });
  }
  reply.log.error(error);
  return reply.code(500).send({ error: 'The payment could not be prepared.' });
}

async function siteRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  server.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) return answerError(reply, error);
    return reply
      .code(status)
      .send({ error: status === 413 ? 'The request body is too large.' : error.message });
  });

  /** The site's Stripe client, or a refusal (not enabled, no secret key). */
  const stripeFor = (request: FastifyRequest<{ Params: { siteId: string } }>) =>
    siteStripe(context, request.params.siteId, request);

  type SiteRequest = FastifyRequest<{ Params: { siteId: string }; Body: unknown }>;
  const route = (name: string, handler: (request: SiteRequest) => Promise<object>) =>
    server.post<{ Params: { siteId: string }; Body: unknown }>(
      `/plugins/designs/:siteId/stripe/${name}`,
      { constraints: { hostKind: 'site' }, bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        try {
          return reply.header('cache-control', 'no-store').send(await handler(request));
        } catch (error) {
          return answerError(reply, error);
        }
      },
    );

  route('create-checkout-session', async (request) => {
    const body = bodyOf(request);
    const problem = checkoutProblem({
      mode: body.mode,
      prices: body.prices,
      paymentMethods: body.paymentMethods,
      success: body.successUrl,
      cancel: body.cancelUrl,
    });
    if (problem) throw new Refusal(400, problem);
    if (!onSiteOrigin(body.successUrl, request) || !onSiteOrigin(body.cancelUrl, request))
      throw new Refusal(400, 'The success and cancel pages must be pages of this site.');
    const stripe = await stripeFor(request);
    const min = typeof body.minQuantity === 'number' ? body.minQuantity : undefined;
    const max = typeof body.maxQuantity === 'number' ? body.maxQuantity : undefined;
    const shippings = paymentMethodList(body.shippings);
    const customerId = text(body.customerId);
    const customerEmail = text(body.customerEmail);
    const session = await stripe.checkout.sessions.create({
      mode: body.mode as Stripe.Checkout.SessionCreateParams.Mode,
      line_items: priceLines(body.prices).map((line) => ({
        price: line.price,
        quantity: line.quantity,
        ...(body.isQuantityAdjustable === true
          ? {
              adjustable_quantity: {
                enabled: true,
                ...(min !== undefined ? { minimum: min } : {}),
                ...(max !== undefined ? { maximum: max } : {}),
              },
            }
          : {}),
      })),
      allowed_payment_method_types: paymentMethodList(
        body.paymentMethods,
      ) as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
      success_url: body.successUrl as string,
      cancel_url: body.cancelUrl as string,
      locale: checkoutLocale(body.locale),
      ...(customerId
        ? { customer: customerId }
        : customerEmail
          ? { customer_email: customerEmail }
          : {}),
      ...(body.isPromoCode === true ? { allow_promotion_codes: true } : {}),
      ...(body.isPhoneCollection === true ? { phone_number_collection: { enabled: true } } : {}),
      ...(body.isAutoTax === true ? { automatic_tax: { enabled: true } } : {}),
      ...(shippings.length
        ? { shipping_options: shippings.map((rate) => ({ shipping_rate: rate })) }
        : {}),
      ...(metadataOf(body.metadata) ? { metadata: metadataOf(body.metadata) } : {}),
    });
    return { id: session.id, url: session.url };
  });

  route('create-customer-portal-session', async (request) => {
    const body = bodyOf(request);
    const problem = portalProblem({ customerId: body.customerId, cancel: body.cancelUrl });
    if (problem) throw new Refusal(400, problem);
    if (!onSiteOrigin(body.cancelUrl, request))
      throw new Refusal(400, 'The cancel page must be a page of this site.');
    const stripe = await stripeFor(request);
    const session = await stripe.billingPortal.sessions.create({
      customer: text(body.customerId)!,
      return_url: body.cancelUrl as string,
    });
    return { id: session.id, url: session.url };
  });

  route('create-payment-intent', async (request) => {
    const body = bodyOf(request);
    const problem = paymentIntentProblem({
      prices: body.prices,
      paymentMethods: body.paymentMethods,
    });
    if (problem) throw new Refusal(400, problem);
    const stripe = await stripeFor(request);
    const lines = priceLines(body.prices);
    const { amount, currency } = await priced(stripe, lines);
    const customerId = text(body.customerId);
    const intent = await stripe.paymentIntents.create({
      amount,
      currency,
      allowed_payment_method_types: paymentMethodList(
        body.paymentMethods,
      ) as Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[],
      ...(customerId ? { customer: customerId } : {}),
      metadata: {
        prices: lines
          .map((l) => `${l.price}x${l.quantity}`)
          .join(',')
          .slice(0, 500),
      },
    });
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
    };
  });
}

/**
 * The payment plugin's server half; `options` tune the stand-in (tests make its sweep and
 * retries fast).
 */
export function createPaymentServer(options: StandInOptions = {}): PluginServer {
  return {
    id: 'payment',
    migrations: [...PAYMENT_MIGRATIONS, ...WEBHOOK_MIGRATIONS],
    async routes(server, context) {
      await server.register(siteRoutes, context);
      await server.register(webhookRoutes, context);
      await server.register(
        (scope: FastifyInstance, ctx: ServerContext) => standInRoutes(scope, ctx, options),
        context,
      );
    },
    publicSettings(settings: Settings, request, context): Settings {
      if (text(settings.stripeJsUrl)) return settings;
      return {
        ...settings,
        stripeJsUrl: `${editorOrigin(request, context)}${STAND_IN_STRIPE_JS_PATH}`,
      };
    },
    // The stand-in takes any `sk_test_` key: one per site when the site's own is not stored here.
    standInSecrets(privateSettings: Settings, siteId: string): Settings {
      if (text(privateSettings.apiUrl)) return {};
      return { secretKey: `sk_test_local_${siteId.replace(/\W/g, '_')}` };
    },
  };
}

export const paymentServer: PluginServer = createPaymentServer();

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default paymentServer;
