/**
 * The stand-in on the editor host, put together: its Stripe.js, the API (`/v1/…`, with CORS for
 * Stripe.js), webhook endpoints and events, the hosted pages, the delivery of events, and the
 * sweep that runs every minute (an unref'd timer, stopped when the server closes): it expires
 * open sessions past their `expires_at` and sends deliveries that are due.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { standInApiRoutes, type StandIn } from './api.ts';
import { Delivery } from './delivery.ts';
import { hostedPageRoutes } from './pages.ts';
import { expireDueSessions } from './sessions.ts';
import { STRIPE_JS_SOURCE } from './stripe-js.ts';
import { webhookRoutes } from './webhooks.ts';

/** Where the stand-in serves its Stripe.js on the editor host. */
export const STAND_IN_STRIPE_JS_PATH = '/stripe/v3/stripe.js';

export interface StandInOptions {
  /** How often the sweep runs (default 60 s). */
  sweepEveryMs?: number;
  /** Waits before each retry of a failed delivery (default 2 s, 10 s, 1 min, 5 min). */
  retryDelaysMs?: readonly number[];
  /** How long the hosted page waits for a payment's first delivery (default 5 s). */
  firstDeliveryWaitMs?: number;
}

export async function standInRoutes(
  server: FastifyInstance,
  context: ServerContext,
  options: StandInOptions = {},
): Promise<void> {
  const delivery = new Delivery(() => context.db(), {
    retryDelaysMs: options.retryDelaysMs,
    onError: (error) => server.log.error(error, 'payment stand-in: event delivery failed'),
  });
  const standIn: StandIn = {
    context,
    delivery,
    firstDeliveryWaitMs: options.firstDeliveryWaitMs ?? 5_000,
  };

  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const db = await context.db();
      await delivery.send(await expireDueSessions(db));
      await delivery.retryDue();
    } catch (error) {
      server.log.error(error, 'payment stand-in: the sweep failed');
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), options.sweepEveryMs ?? 60_000);
  timer.unref();
  server.addHook('onClose', async () => {
    clearInterval(timer);
    delivery.close();
  });

  server.get(
    STAND_IN_STRIPE_JS_PATH,
    { constraints: { hostKind: 'editor' } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        // Sites on other hosts load it with a plain <script>: no CORS needed, but say so anyway.
        .header('access-control-allow-origin', '*')
        .send(STRIPE_JS_SOURCE),
  );
  // Stripe.js calls the API from the site's origin.
  server.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'authorization, content-type');
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
  });
  server.options('/v1/*', { constraints: { hostKind: 'editor' } }, async (_request, reply) =>
    reply.code(204).send(),
  );
  await standInApiRoutes(server, standIn);
  await webhookRoutes(server, context);
  await hostedPageRoutes(server, standIn);
}
