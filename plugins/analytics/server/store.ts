/**
 * The embedded collector's tables: events (one row per messageId and write key, so a batch sent
 * again after a lost answer is not counted twice) and remote metrics. Parameterised queries only.
 */
import type { Migration, Queryable } from '@server/db/database.ts';
import { isObject, type JsonObject, type StoredEvent } from '../events.ts';

export const ANALYTICS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'analytics-001-events',
    sql: `CREATE TABLE analytics_events (
      id bigserial PRIMARY KEY,
      write_key text NOT NULL,
      message_id text NOT NULL,
      type text NOT NULL,
      event text,
      name text,
      user_id text,
      anonymous_id text,
      group_id text,
      previous_id text,
      properties jsonb,
      traits jsonb,
      context jsonb,
      payload jsonb NOT NULL,
      event_timestamp timestamptz,
      sent_at timestamptz,
      received_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (write_key, message_id)
    )`,
  },
  {
    id: 'analytics-002-events-recent',
    sql: 'CREATE INDEX analytics_events_recent ON analytics_events (write_key, received_at DESC, id DESC)',
  },
  {
    id: 'analytics-003-metrics',
    sql: `CREATE TABLE analytics_metrics (
      id bigserial PRIMARY KEY,
      metric text NOT NULL,
      value integer NOT NULL,
      tags jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`,
  },
];

const idText = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

/** An ISO time the database accepts, or null (a bad timestamp never fails the insert). */
function time(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const json = (value: unknown): string | null => (isObject(value) ? JSON.stringify(value) : null);

/**
 * Stores valid events (checked by the caller); returns how many were new (a messageId already
 * stored for the write key is skipped).
 */
export async function insertEvents(
  db: Queryable,
  writeKey: string,
  events: readonly JsonObject[],
  sentAt: unknown,
): Promise<number> {
  let inserted = 0;
  for (const event of events) {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO analytics_events (write_key, message_id, type, event, name, user_id,
         anonymous_id, group_id, previous_id, properties, traits, context, payload,
         event_timestamp, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::jsonb,
         $13::jsonb, $14::timestamptz, $15::timestamptz)
       ON CONFLICT (write_key, message_id) DO NOTHING
       RETURNING id::text AS id`,
      [
        writeKey,
        String(event.messageId),
        String(event.type),
        typeof event.event === 'string' ? event.event : null,
        typeof event.name === 'string' ? event.name : null,
        idText(event.userId),
        idText(event.anonymousId),
        idText(event.groupId),
        idText(event.previousId),
        json(event.properties),
        json(event.traits),
        json(event.context),
        JSON.stringify(event),
        time(event.timestamp),
        time(event.sentAt ?? sentAt),
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}

interface EventRow {
  id: string;
  message_id: string;
  type: string;
  event: string | null;
  name: string | null;
  user_id: string | null;
  anonymous_id: string | null;
  group_id: string | null;
  previous_id: string | null;
  properties: JsonObject | null;
  traits: JsonObject | null;
  context: JsonObject | null;
  event_timestamp: Date | string | null;
  received_at: Date | string;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** The latest events of a write key, newest first. */
export async function recentEvents(
  db: Queryable,
  writeKey: string,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT id::text AS id, message_id, type, event, name, user_id, anonymous_id, group_id,
       previous_id, properties, traits, context, event_timestamp, received_at
     FROM analytics_events WHERE write_key = $1
     ORDER BY received_at DESC, id DESC LIMIT $2`,
    [writeKey, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    type: row.type,
    event: row.event,
    name: row.name,
    userId: row.user_id,
    anonymousId: row.anonymous_id,
    groupId: row.group_id,
    previousId: row.previous_id,
    properties: row.properties,
    traits: row.traits,
    context: row.context,
    timestamp: row.event_timestamp === null ? null : iso(row.event_timestamp),
    receivedAt: iso(row.received_at),
  }));
}

/** Remote metrics (`POST /m`): one row per series entry. */
export async function insertMetrics(
  db: Queryable,
  series: ReadonlyArray<{ metric: string; value: number; tags: JsonObject }>,
): Promise<void> {
  for (const entry of series) {
    await db.query(
      'INSERT INTO analytics_metrics (metric, value, tags) VALUES ($1, $2, $3::jsonb)',
      [entry.metric, entry.value, JSON.stringify(entry.tags)],
    );
  }
}
