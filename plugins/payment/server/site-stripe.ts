/**
 * A site's Stripe client for any server code (`siteStripe`): the official `stripe` package with
 * the site's secret key, talking to Stripe at `apiUrl`, or to the embedded stand-in on this
 * server when `apiUrl` is empty. With the stand-in (and no `webhookSecret` of the site's own),
 * it first makes sure the stand-in has a webhook endpoint for the site, pointing at the site's
 * webhook route on this server, and keeps its signing secret, as an author does by hand in
 * Stripe's dashboard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { ServerContext } from '@server/contract.ts';
import type { Database } from '@server/db/database.ts';
import { hostPort } from '@server/hosts.ts';
import { type SitePluginSettings } from '@server/contract.ts';
import { sitePluginSettings } from '@server/plugin-settings.ts';
import { MESSAGES } from '../messages.ts';

/** Why a site cannot pay (its HTTP status and a message for the caller). */
export class PaymentRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The events the stand-in's endpoint for a site listens to. */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const;

/** The site's webhook route (both host kinds): where Stripe sends the site's events. */
export const webhookPath = (siteId: string) =>
  `/plugins/designs/${encodeURIComponent(siteId)}/stripe/webhook`;

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * A `stripe` client: Stripe's API at `apiUrl` when given, else the embedded stand-in on `port`
 * of this machine.
 */
export function stripeClient(secretKey: string, apiUrl: string | undefined, port: number): Stripe {
  const common = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false } as const;
  if (apiUrl) {
    const url = new URL(apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return new Stripe(secretKey, {
      ...common,
      host: url.hostname,
      port: Number(url.port) || (protocol === 'http' ? 80 : 443),
      protocol,
    });
  }
  return new Stripe(secretKey, { ...common, host: 'localhost', port, protocol: 'http' });
}

/** The port this server listens on (else the one the request came to, else the configured). */
export function listeningPort(
  from: FastifyRequest | FastifyInstance,
  context: ServerContext,
): number {
  const request = 'raw' in from ? from : null;
  const instance = request ? request.server : (from as FastifyInstance);
  const address = instance.server.address();
  if (address && typeof address === 'object') return address.port;
  return Number(hostPort(request?.headers.host) ?? context.config.port);
}

/** The site's payment settings, or a refusal: 404 without the plugin, 500 without a key. */
export async function paymentSettings(
  context: ServerContext,
  siteId: string,
  log?: { error(message: string): void },
): Promise<SitePluginSettings & { secretKey: string; apiUrl: string | undefined }> {
  const found = await sitePluginSettings(context, siteId, 'payment');
  if (!found) throw new PaymentRefusal(404, 'This site does not use the payment plugin.');
  const secretKey = text(found.privateSettings.secretKey);
  if (!secretKey) {
    log?.error(`payment: ${MESSAGES.noPrivateKey}`);
    throw new PaymentRefusal(500, MESSAGES.invalidConfiguration);
  }
  return { ...found, secretKey, apiUrl: text(found.privateSettings.apiUrl) };
}

/**
 * True when the stand-in's endpoint secret verifies the site's webhooks: no `apiUrl` (the
 * stand-in) and no `webhookSecret` of the site's own.
 */
export const usesStandInEndpoint = (settings: SitePluginSettings) =>
  !text(settings.privateSettings.apiUrl) && !text(settings.privateSettings.webhookSecret);

/**
 * The site's configured `stripe` client (for another plugin's server: the orders plugin makes
 * Checkout Sessions with it). Throws a `PaymentRefusal` when the site does not use the payment
 * plugin (404) or has no secret key (500), and Stripe's error when the stand-in's endpoint for
 * the site cannot be registered. `from` is the request being answered, or the server.
 */
export async function siteStripe(
  context: ServerContext,
  siteId: string,
  from: FastifyRequest | FastifyInstance,
): Promise<Stripe> {
  const settings = await paymentSettings(context, siteId, 'raw' in from ? from.log : undefined);
  const port = listeningPort(from, context);
  const stripe = stripeClient(settings.secretKey, settings.apiUrl, port);
  if (settings.apiUrl) return stripe;
  // The stand-in keeps its records in our database: open it here (the first open migrates
  // every plugin's tables) rather than inside the stripe client's request timeout.
  const db = await context.db();
  if (usesStandInEndpoint(settings))
    await ensureStandInEndpoint(db, stripe, {
      siteId,
      url: `http://localhost:${port}${webhookPath(siteId)}`,
      key: settings.secretKey,
    });
  return stripe;
}

/** The signing secret of the stand-in's endpoint for the site, once registered. */
export async function standInWebhookSecret(db: Database, siteId: string): Promise<string | null> {
  const rows = await db.query<{ secret: string }>(
    'SELECT secret FROM payment_site_webhook_endpoints WHERE site_id = $1',
    [siteId],
  );
  return rows[0]?.secret ?? null;
}

interface Registration {
  siteId: string;
  /** Where the stand-in delivers: the site's webhook route on this server's port. */
  url: string;
  /** The secret key (its account owns the endpoint): a new key registers anew. */
  key: string;
}

/** Registrations made or under way, per database: concurrent calls share one. */
const registrations = new WeakMap<Database, Map<string, Promise<void>>>();

/** Makes sure the stand-in has the site's endpoint (once per process and site, URL and key). */
export function ensureStandInEndpoint(
  db: Database,
  stripe: Stripe,
  registration: Registration,
): Promise<void> {
  let made = registrations.get(db);
  if (!made) registrations.set(db, (made = new Map()));
  const id = `${registration.siteId}\n${registration.url}\n${registration.key}`;
  let work = made.get(id);
  if (!work) {
    work = register(db, stripe, registration).catch((error: unknown) => {
      made.delete(id); // the next call tries again
      throw error;
    });
    made.set(id, work);
  }
  return work;
}

async function register(db: Database, stripe: Stripe, { siteId, url }: Registration) {
  const [kept] = await db.query<{ endpoint_id: string; url: string }>(
    'SELECT endpoint_id, url FROM payment_site_webhook_endpoints WHERE site_id = $1',
    [siteId],
  );
  if (kept?.url === url) {
    // Still there (not deleted, same account)? Then nothing to do.
    const endpoint = await stripe.webhookEndpoints.retrieve(kept.endpoint_id).catch((error) => {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return null;
      throw error;
    });
    if (endpoint?.url === url && endpoint.status === 'enabled') return;
  }
  const endpoint = await stripe.webhookEndpoints.create({
    url,
    enabled_events: [...WEBHOOK_EVENTS],
    description: `Baobab site ${siteId}`,
    metadata: { baobab_site: siteId },
  });
  const secret = endpoint.secret;
  if (!secret) throw new Error('The stand-in answered a webhook endpoint without secret.');
  const replaced = await db.transaction(async (tx) => {
    const [old] = await tx.query<{ endpoint_id: string }>(
      'SELECT endpoint_id FROM payment_site_webhook_endpoints WHERE site_id = $1 FOR UPDATE',
      [siteId],
    );
    await tx.query(
      `INSERT INTO payment_site_webhook_endpoints (site_id, endpoint_id, url, secret) VALUES ($1, $2, $3, $4)
       ON CONFLICT (site_id) DO UPDATE SET endpoint_id = EXCLUDED.endpoint_id, url = EXCLUDED.url,
         secret = EXCLUDED.secret, created = now()`,
      [siteId, endpoint.id, url, secret],
    );
    return old?.endpoint_id;
  });
  // The old one (another port, or deleted meanwhile) would only sign with a forgotten secret.
  if (replaced && replaced !== endpoint.id)
    await stripe.webhookEndpoints.del(replaced).catch(() => undefined);
}
