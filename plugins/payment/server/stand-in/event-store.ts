/**
 * Webhook endpoints, events and their deliveries in the database, and the objects Stripe answers
 * for them (`webhook_endpoint`, `event`). Each test account (secret key) sees its own. An event
 * is made in the transaction of the change it tells, with one pending delivery per enabled
 * endpoint of its account listening to its type; `delivery.ts` sends them.
 */
import Stripe from 'stripe';
import type { Queryable } from '@server/db/database.ts';
import { newId, unix } from './store.ts';

/** The API version events are rendered in (the account's default): the `stripe` package's. */
export const STAND_IN_API_VERSION: string = Stripe.API_VERSION;

export interface EndpointRow {
  id: string;
  account: string;
  url: string;
  enabled_events: string[];
  secret: string;
  api_version: string | null;
  description: string | null;
  metadata: Record<string, string>;
  status: 'enabled' | 'disabled';
  created: Date;
}

/** The endpoint as Stripe answers it: its `secret` only when it is made. */
export function endpointObject(row: EndpointRow, withSecret = false) {
  return {
    id: row.id,
    object: 'webhook_endpoint' as const,
    api_version: row.api_version,
    application: null,
    created: unix(row.created),
    description: row.description,
    enabled_events: row.enabled_events,
    livemode: false,
    metadata: row.metadata,
    ...(withSecret ? { secret: row.secret } : {}),
    status: row.status,
    url: row.url,
  };
}

export async function insertEndpoint(
  db: Queryable,
  values: Pick<
    EndpointRow,
    'account' | 'url' | 'enabled_events' | 'api_version' | 'description' | 'metadata'
  >,
): Promise<EndpointRow> {
  const rows = await db.query<EndpointRow>(
    `INSERT INTO payment_webhook_endpoints (id, account, url, enabled_events, secret, api_version, description, metadata)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::jsonb) RETURNING *`,
    [
      newId('we', 24),
      values.account,
      values.url,
      JSON.stringify(values.enabled_events),
      newId('whsec', 32),
      values.api_version,
      values.description,
      JSON.stringify(values.metadata),
    ],
  );
  return rows[0]!;
}

export async function countEndpoints(db: Queryable, account: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_webhook_endpoints WHERE account = $1',
    [account],
  );
  return rows[0]?.n ?? 0;
}

export async function findEndpoint(
  db: Queryable,
  account: string,
  id: string,
): Promise<EndpointRow | undefined> {
  const rows = await db.query<EndpointRow>(
    'SELECT * FROM payment_webhook_endpoints WHERE id = $1 AND account = $2',
    [id, account],
  );
  return rows[0];
}

/** Newest first, `limit` of them after `startingAfter` (an id): Stripe's list order. */
export async function listEndpoints(
  db: Queryable,
  account: string,
  limit: number,
  startingAfter: string | null,
): Promise<EndpointRow[]> {
  return db.query<EndpointRow>(
    `SELECT * FROM payment_webhook_endpoints e WHERE account = $1
       AND ($2::text IS NULL OR (e.created, e.id) < (SELECT created, id FROM payment_webhook_endpoints WHERE id = $2))
     ORDER BY created DESC, id DESC LIMIT $3`,
    [account, startingAfter, limit],
  );
}

/** Deletes it, and gives up its pending deliveries: true when it was there. */
export async function deleteEndpoint(db: Queryable, account: string, id: string) {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM payment_webhook_endpoints WHERE id = $1 AND account = $2 RETURNING id',
    [id, account],
  );
  if (rows.length)
    await db.query(
      `UPDATE payment_event_deliveries SET state = 'failed', next_attempt_at = NULL
       WHERE endpoint_id = $1 AND state = 'pending'`,
      [id],
    );
  return rows.length > 0;
}

export interface EventRow {
  id: string;
  account: string | null;
  type: string;
  api_version: string;
  object: unknown;
  created: Date;
  /** Deliveries not yet made (Stripe's `pending_webhooks`). */
  pending: number;
}

export function eventObject(row: EventRow) {
  return {
    id: row.id,
    object: 'event' as const,
    api_version: row.api_version,
    created: unix(row.created),
    data: { object: row.object },
    livemode: false,
    pending_webhooks: row.pending,
    request: { id: null, idempotency_key: null },
    type: row.type,
  };
}

/**
 * Records an event of `account` about `object`, in the caller's transaction, and a pending
 * delivery to each of the account's enabled endpoints listening to `type` (or `*`). Its id.
 */
export async function recordEvent(
  tx: Queryable,
  account: string | null,
  type: string,
  object: unknown,
): Promise<string> {
  const id = newId('evt', 24);
  await tx.query(
    `INSERT INTO payment_events (id, account, type, api_version, object) VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [id, account, type, STAND_IN_API_VERSION, JSON.stringify(object)],
  );
  await tx.query(
    `INSERT INTO payment_event_deliveries (event_id, endpoint_id, next_attempt_at)
     SELECT $1, id, now() FROM payment_webhook_endpoints
     WHERE account = $2 AND status = 'enabled'
       AND (enabled_events @> jsonb_build_array($3::text) OR enabled_events @> '["*"]'::jsonb)`,
    [id, account, type],
  );
  return id;
}

const EVENT_COLUMNS = `e.*, (SELECT count(*)::int FROM payment_event_deliveries d
  WHERE d.event_id = e.id AND d.state = 'pending') AS pending`;

export async function findEvent(
  db: Queryable,
  account: string,
  id: string,
): Promise<EventRow | undefined> {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM payment_events e WHERE e.id = $1 AND e.account = $2`,
    [id, account],
  );
  return rows[0];
}

/**
 * The account's events, newest first: of the `types` given (`*` is a wildcard, as in
 * `checkout.session.*`), `limit` of them after `startingAfter`.
 */
export async function listEvents(
  db: Queryable,
  account: string,
  types: string[],
  limit: number,
  startingAfter: string | null,
): Promise<EventRow[]> {
  const patterns = types.map((t) => t.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '%'));
  return db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM payment_events e WHERE e.account = $1
       AND (cardinality($2::text[]) = 0 OR e.type LIKE ANY ($2::text[]))
       AND ($3::text IS NULL OR (e.created, e.id) < (SELECT created, id FROM payment_events WHERE id = $3))
     ORDER BY e.created DESC, e.id DESC LIMIT $4`,
    [account, patterns, startingAfter, limit],
  );
}

/** The endpoints an event still has to reach. */
export async function pendingEndpoints(db: Queryable, eventId: string): Promise<string[]> {
  const rows = await db.query<{ endpoint_id: string }>(
    `SELECT endpoint_id FROM payment_event_deliveries WHERE event_id = $1 AND state = 'pending'`,
    [eventId],
  );
  return rows.map((r) => r.endpoint_id);
}

/**
 * Takes the next attempt of a delivery when it is due (within a second: timers fire early),
 * leasing it for `leaseSeconds` so that no one else sends it meanwhile: its attempt number, or
 * null when it is not due, already sent or given up.
 */
export async function claimDelivery(
  db: Queryable,
  eventId: string,
  endpointId: string,
  leaseSeconds: number,
): Promise<number | null> {
  const rows = await db.query<{ attempts: number }>(
    `UPDATE payment_event_deliveries
     SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $3)
     WHERE event_id = $1 AND endpoint_id = $2 AND state = 'pending'
       AND next_attempt_at <= now() + interval '1 second'
     RETURNING attempts`,
    [eventId, endpointId, leaseSeconds],
  );
  return rows[0]?.attempts ?? null;
}

export async function findEventById(db: Queryable, id: string): Promise<EventRow | undefined> {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM payment_events e WHERE e.id = $1`,
    [id],
  );
  return rows[0];
}

export async function endpointById(db: Queryable, id: string): Promise<EndpointRow | undefined> {
  const rows = await db.query<EndpointRow>(
    'SELECT * FROM payment_webhook_endpoints WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** Records one attempt (its HTTP status, or the network error) and what comes next. */
export async function recordDeliveryAttempt(
  db: Queryable,
  attempt: {
    eventId: string;
    endpointId: string;
    number: number;
    status: number | null;
    error: string | null;
    durationMs: number;
  },
  next: { state: 'succeeded' | 'failed' } | { state: 'pending'; inMs: number },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_delivery_attempts (event_id, endpoint_id, attempt, status, error, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      attempt.eventId,
      attempt.endpointId,
      attempt.number,
      attempt.status,
      attempt.error,
      attempt.durationMs,
    ],
  );
  await db.query(
    `UPDATE payment_event_deliveries
     SET state = $3, next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + make_interval(secs => $4) END
     WHERE event_id = $1 AND endpoint_id = $2`,
    [
      attempt.eventId,
      attempt.endpointId,
      next.state,
      next.state === 'pending' ? next.inMs / 1000 : 0,
    ],
  );
}

/** Deliveries whose next attempt is due (after a restart, or a timer lost), oldest first. */
export async function dueDeliveries(db: Queryable, limit: number) {
  return db.query<{ event_id: string; endpoint_id: string }>(
    `SELECT event_id, endpoint_id FROM payment_event_deliveries
     WHERE state = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1`,
    [limit],
  );
}
