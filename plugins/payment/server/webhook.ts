/**
 * The site's Stripe webhook: `POST /plugins/designs/{siteId}/stripe/webhook`, on both host kinds
 * (Stripe calls whatever address the author registered; the stand-in calls the editor host).
 * Authenticated by its signature only: the raw body is checked with
 * `stripe.webhooks.constructEvent` against the site's `webhookSecret`, or, for a site on the
 * embedded stand-in without one, the secret of the endpoint this server registered for it.
 *
 * Each event is applied once per site: in one transaction, its id is recorded as received and,
 * when new, it is handed to every plugin server with `onEvent`; a listener that throws rolls
 * everything back and the answer is 500, so Stripe delivers it again.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { ServerContext } from '@server/contract.ts';
import { type ServerEvent } from '@server/contract.ts';
import { sitePluginSettings } from '@server/plugin-settings.ts';
import { standInWebhookSecret, text, usesStandInEndpoint } from './site-stripe.ts';

/** Stripe's events are a few kilobytes; anything this big is not one. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first line of Stripe's verification message (the rest is a link to its docs). */
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/** Registers the route in its own scope: raw bodies here, every other route parses as before. */
export async function webhookRoutes(server: FastifyInstance, context: ServerContext) {
  server.removeAllContentTypeParsers();
  server.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  server.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({
      error:
        status === 413
          ? 'The request body is too large.'
          : status >= 500
            ? 'The event could not be applied.'
            : error.message,
    });
  });

  server.post<{ Params: { siteId: string }; Body: unknown }>(
    '/plugins/designs/:siteId/stripe/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT },
    async (request, reply) => {
      const { siteId } = request.params;
      reply.header('cache-control', 'no-store');
      const settings = await sitePluginSettings(context, siteId, 'payment');
      if (!settings)
        return reply.code(404).send({ error: 'This site does not use the payment plugin.' });
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      if (!raw?.length) return reply.code(400).send({ error: 'No webhook payload was provided.' });
      const header = request.headers['stripe-signature'];
      if (typeof header !== 'string' || !header)
        return reply.code(400).send({ error: 'No stripe-signature header value was provided.' });
      const db = await context.db();
      const secret =
        text(settings.privateSettings.webhookSecret) ??
        (usesStandInEndpoint(settings) ? await standInWebhookSecret(db, siteId) : null);
      if (!secret) {
        request.log.warn(`payment: site ${siteId} received a webhook but has no signing secret`);
        return reply
          .code(400)
          .send({ error: 'No webhook signing secret is configured for this site.' });
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(raw, header, secret);
      } catch (error) {
        return reply.code(400).send({ error: firstLine(error) });
      }
      const object: unknown = isObject(event.data) ? event.data.object : undefined;
      if (
        typeof event.id !== 'string' ||
        !event.id ||
        event.id.length > 255 ||
        typeof event.type !== 'string' ||
        !isObject(object)
      )
        return reply.code(400).send({ error: 'The payload is not a Stripe event.' });

      const serverEvent: ServerEvent = {
        source: 'payment',
        type: event.type,
        id: event.id,
        siteId,
        data: object,
      };
      let applied: boolean;
      const afterCommit: Array<() => Promise<void>> = [];
      try {
        applied = await db.transaction(async (tx) => {
          const fresh = await tx.query(
            `INSERT INTO payment_received_events (site_id, event_id, type) VALUES ($1, $2, $3)
             ON CONFLICT (site_id, event_id) DO NOTHING RETURNING event_id`,
            [siteId, event.id, event.type],
          );
          if (fresh.length === 0) return false;
          for (const plugin of context.pluginServers.values()) {
            const after = plugin.onEvent
              ? await plugin.onEvent(serverEvent, { db: tx, context, request })
              : undefined;
            if (after) afterCommit.push(after);
          }
          return true;
        });
      } catch (error) {
        // Nothing of it was kept: Stripe delivers it again, and that delivery applies it.
        request.log.error(error, `payment: event ${event.id} of site ${siteId} failed`);
        return reply.code(500).send({ error: 'The event could not be applied.' });
      }
      // What listeners do once the event is kept (calls to other services, mail): after the
      // answer, so the provider is not kept waiting; a failure is theirs to retry.
      if (afterCommit.length > 0)
        setImmediate(() => {
          void (async () => {
            for (const after of afterCommit)
              await after().catch((error: unknown) =>
                request.log.error(error, `payment: after event ${event.id} of site ${siteId}`),
              );
          })();
        });
      return reply.send(applied ? { received: true } : { received: true, duplicate: true });
    },
  );
}
