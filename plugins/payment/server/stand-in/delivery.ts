/**
 * Sends the stand-in's events to webhook endpoints as Stripe does: a POST whose JSON body is the
 * event, signed in `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
 * endpoint's secret (what `stripe.webhooks.constructEvent` checks). A non-2xx answer or a
 * network failure is tried again in the background after each of `retryDelaysMs` (then given
 * up); every attempt is recorded. Nothing is sent once the server closes; what was due then is
 * sent by the next server's sweep.
 *
 * Addresses: `localhost` and `*.localhost` connect to 127.0.0.1 with the URL's Host header
 * (Node's resolver may not know `*.localhost`); other names are resolved once and refused when
 * they point at a private, link-local or otherwise internal address (the stand-in would
 * otherwise let any caller make this server POST into its network).
 */
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Database } from '@server/db/database.ts';
import {
  claimDelivery,
  dueDeliveries,
  endpointById,
  eventObject,
  findEventById,
  pendingEndpoints,
  recordDeliveryAttempt,
} from './event-store.ts';

/** After the first attempt fails: 2 s, 10 s, 1 min, 5 min, then given up (5 attempts). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [2_000, 10_000, 60_000, 300_000];
const TIMEOUT_MS = 10_000;

/** `t=<unix>,v1=<hex>`: Stripe's signature of `body` at `timestamp`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');

const isLocalName = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost');

/** The address to connect to for `url`, or an error saying why not. */
export async function addressOf(url: URL): Promise<string> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLocalName(hostname)) return '127.0.0.1';
  if (hostname === '127.0.0.1' || hostname === '::1') return hostname;
  const address = isIP(hostname) ? hostname : (await lookup(hostname)).address;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (INTERNAL.check(address, family))
    throw new Error(`${url.hostname} is an internal address: the stand-in does not deliver there.`);
  return address;
}

/** POSTs `body` to `url` (at `address`): the answer's status. Redirects are not followed. */
export function postEvent(
  url: URL,
  address: string,
  body: string,
  signature: string,
  timeoutMs = TIMEOUT_MS,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      {
        host: address,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        servername: isIP(url.hostname) ? undefined : url.hostname,
        timeout: timeoutMs,
        headers: {
          host: url.host,
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signature,
        },
      },
      (response: IncomingMessage) => {
        response.resume(); // the answer's body is not read, only its status
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms.`)));
    request.on('error', reject);
    request.end(body);
  });
}

export interface DeliveryOptions {
  /** The waits before each attempt after the first; one attempt more than their number. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  /** Where unexpected failures go (the server's log). */
  onError?: (error: unknown) => void;
}

export class Delivery {
  #closed = false;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #retryDelays: readonly number[];
  readonly #timeout: number;

  constructor(
    private readonly db: () => Promise<Database>,
    private readonly options: DeliveryOptions = {},
  ) {
    this.#retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.#timeout = options.timeoutMs ?? TIMEOUT_MS;
  }

  /**
   * Sends each event to every endpoint it has still to reach; resolves when these attempts are
   * over, whatever their outcome (failures are retried later). Never rejects.
   */
  async send(eventIds: readonly string[]): Promise<void> {
    if (this.#closed || eventIds.length === 0) return;
    try {
      const db = await this.db();
      const work: Promise<void>[] = [];
      for (const eventId of eventIds)
        for (const endpointId of await pendingEndpoints(db, eventId))
          work.push(this.attempt(eventId, endpointId));
      await Promise.all(work);
    } catch (error) {
      this.#report(error);
    }
  }

  /** Sends what is due (after a restart, or a timer that did not fire). */
  async retryDue(): Promise<void> {
    if (this.#closed) return;
    const due = await dueDeliveries(await this.db(), 100);
    await Promise.all(due.map((d) => this.attempt(d.event_id, d.endpoint_id)));
  }

  /** One attempt, when it is due and no one else is making it. Never rejects. */
  async attempt(eventId: string, endpointId: string): Promise<void> {
    if (this.#closed) return;
    try {
      const db = await this.db();
      const number = await claimDelivery(
        db,
        eventId,
        endpointId,
        Math.ceil(this.#timeout / 1000) + 30,
      );
      if (number === null) return;
      const [event, endpoint] = await Promise.all([
        findEventById(db, eventId),
        endpointById(db, endpointId),
      ]);
      const started = Date.now();
      let status: number | null = null;
      let error: string | null = null;
      if (!event || !endpoint) error = 'The webhook endpoint was deleted.';
      else {
        const body = JSON.stringify(eventObject(event), null, 2);
        const signature = signatureHeader(endpoint.secret, Math.floor(Date.now() / 1000), body);
        try {
          const url = new URL(endpoint.url);
          status = await postEvent(url, await addressOf(url), body, signature, this.#timeout);
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
        }
      }
      const ok = status !== null && status >= 200 && status < 300;
      const delay = this.#retryDelays[number - 1];
      const next = ok
        ? ({ state: 'succeeded' } as const)
        : !endpoint || delay === undefined
          ? ({ state: 'failed' } as const)
          : ({ state: 'pending', inMs: delay } as const);
      // One transaction: the attempt and the delivery's new state are seen together (on a
      // PostgreSQL server a reader saw the 200 attempt while the delivery was still pending).
      const durationMs = Date.now() - started;
      await db.transaction((tx) =>
        recordDeliveryAttempt(tx, { eventId, endpointId, number, status, error, durationMs }, next),
      );
      if (next.state === 'pending') this.#later(eventId, endpointId, next.inMs);
    } catch (error) {
      this.#report(error);
    }
  }

  #later(eventId: string, endpointId: string, ms: number): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      void this.attempt(eventId, endpointId);
    }, ms);
    timer.unref(); // a pending retry never keeps the process alive
    this.#timers.add(timer);
  }

  #report(error: unknown): void {
    if (!this.#closed) this.options.onError?.(error);
  }

  /** Stops: no attempt starts after this, pending timers are dropped. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
