/**
 * The Segment event shape both halves agree on (seeds 001 §3, §5, §9): the six call types, the
 * constants of the client, and the checks of an event and of a call's fields, with their messages.
 * Pure TS: the runtime plugin checks calls before they leave the browser, the collector checks
 * every event it receives with the same rules.
 */

export const EVENT_TYPES = ['track', 'page', 'screen', 'identify', 'group', 'alias'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The single-event route of each type: its first letter (`POST /v1/t` for track). */
export const ROUTE_LETTERS: Readonly<Record<string, EventType>> = {
  t: 'track',
  p: 'page',
  s: 'screen',
  i: 'identify',
  g: 'group',
  a: 'alias',
};

/** Seeds §9: the Segment client's constants, given to analytics-next explicitly. */
export const ANALYTICS_LIMITS = {
  /** Events per batch: a full batch is sent at once. */
  batchSize: 10,
  /** A batch is flushed when it reaches about 450 KB (analytics-next: 500 KB minus 50). */
  flushKilobytes: 450,
  /** A single request (keepalive, and each single-event route of the collector): 64 KB. */
  singleRequestKilobytes: 64,
  /** The collector accepts batches up to 500 KB (the tracking API's limit). */
  batchKilobytes: 500,
  /** A partial batch waits this long; also the wait before a retry without a header. */
  batchTimeoutMs: 5000,
  /** Retries of a failed batch. */
  batchMaxRetries: 10,
  /** Attempts of an event in the event queue with the retry queue on. */
  retryQueueAttempts: 10,
  /** ajs_user_id, ajs_anonymous_id, ajs_group_id cookies: 365 days. */
  cookieDays: 365,
  /** Remote metrics (`POST /m`): every 30 s, at most 20 queued. */
  metricsFlushMs: 30_000,
  metricsQueueSize: 20,
} as const;

export const ANALYTICS_MESSAGES = {
  writeKeyRequired: 'Analytics settings require a write key.',
  apiHostInvalid: 'The analytics API host must be a host name with a path or an http(s) URL.',
  cdnUrlInvalid: 'The analytics CDN URL must be an http(s) URL.',
  notObject: 'An event must be a JSON object.',
  typeRequired: 'An event needs a string type.',
  typeUnknown: (type: string) =>
    `Unknown event type "${type}": use track, page, screen, identify, group or alias.`,
  messageIdRequired: 'An event needs a string messageId.',
  identityRequired: 'An event needs a userId or an anonymousId.',
  trackEvent: 'Track needs a string event name.',
  trackProperties: 'Track needs an object of properties.',
  identifyTraits: 'Identify needs an object of traits.',
  groupTraits: 'Group needs an object of traits.',
  groupId: 'Group needs a string group id.',
  aliasUserId: 'Alias needs a string user id.',
  propertiesObject: (type: string) => `${capital(type)} needs an object of properties.`,
  textField: (type: string, field: string) => `${capital(type)}: ${field} must be text.`,
  routeType: (route: string, type: string) =>
    `This route takes ${route} events, not ${type} events.`,
  batchList: 'A batch needs a list of events (batch).',
  writeKeyMissing: 'The write key is missing (writeKey in the body or Basic authorization).',
  metricsList: 'Metrics need a list of series.',
  unknownWriteKey: (writeKey: string) => `No site uses the write key "${writeKey}".`,
  tooManyEvents: (limit: number, windowSeconds: number, waitSeconds: number) =>
    `Too many events: this write key may send ${limit} event${limit === 1 ? '' : 's'} every ${windowSeconds} s. Try again in ${waitSeconds} s.`,
  batchOverLimit: (events: number, limit: number, windowSeconds: number) =>
    `A batch of ${events} events is more than this write key may send at all (${limit} every ${windowSeconds} s): send smaller batches.`,
  notLoaded: (reason: string) => `Analytics could not start: ${reason}`,
} as const;

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type JsonObject = Record<string, unknown>;

/** An event as the collector stored it and the editor lists it (`server/store.ts`). */
export interface StoredEvent {
  id: string;
  messageId: string;
  type: string;
  event: string | null;
  name: string | null;
  userId: string | null;
  anonymousId: string | null;
  groupId: string | null;
  previousId: string | null;
  properties: JsonObject | null;
  traits: JsonObject | null;
  context: JsonObject | null;
  timestamp: string | null;
  receivedAt: string;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isEventType = (value: unknown): value is EventType =>
  typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The problems of one event as the collector receives it (seeds §5): a string type and a string
 * messageId; track a string event name and an object of properties; identify and group an
 * object of traits; and (as Segment) a userId or an anonymousId. None means valid.
 */
export function eventProblems(event: unknown): string[] {
  if (!isObject(event)) return [ANALYTICS_MESSAGES.notObject];
  const problems: string[] = [];
  if (typeof event.type !== 'string') problems.push(ANALYTICS_MESSAGES.typeRequired);
  else if (!isEventType(event.type)) problems.push(ANALYTICS_MESSAGES.typeUnknown(event.type));
  if (typeof event.messageId !== 'string' || event.messageId === '')
    problems.push(ANALYTICS_MESSAGES.messageIdRequired);
  if (!isText(event.userId) && !isText(event.anonymousId) && typeof event.userId !== 'number')
    problems.push(ANALYTICS_MESSAGES.identityRequired);
  switch (event.type) {
    case 'track':
      if (!isText(event.event)) problems.push(ANALYTICS_MESSAGES.trackEvent);
      if (!isObject(event.properties)) problems.push(ANALYTICS_MESSAGES.trackProperties);
      break;
    case 'identify':
      if (!isObject(event.traits)) problems.push(ANALYTICS_MESSAGES.identifyTraits);
      break;
    case 'group':
      if (!isObject(event.traits)) problems.push(ANALYTICS_MESSAGES.groupTraits);
      if (!isText(event.groupId) && typeof event.groupId !== 'number')
        problems.push(ANALYTICS_MESSAGES.groupId);
      break;
    case 'alias':
      if (!isText(event.userId) && typeof event.userId !== 'number')
        problems.push(ANALYTICS_MESSAGES.aliasUserId);
      break;
  }
  return problems;
}

/** A call of a workflow action, checked and shaped for analytics-next. */
export type AnalyticsCall =
  | { type: 'track'; event: string; properties: JsonObject }
  | {
      type: 'page' | 'screen';
      category: string | null;
      name: string | null;
      properties: JsonObject;
    }
  | { type: 'identify'; userId: string | null; traits: JsonObject }
  | { type: 'group'; groupId: string; traits: JsonObject }
  | { type: 'alias'; userId: string; previousId: string | null };

export type CallCheck = { ok: true; call: AnalyticsCall } | { ok: false; message: string };

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Checks the fields of a workflow call (seeds §3: userId, traits, event, properties, category,
 * name, groupId, previousId). Properties and traits left empty are `{}`; given, they must be
 * objects. Numbers are accepted as ids, as text.
 */
export function checkCall(type: EventType, config: Readonly<Record<string, unknown>>): CallCheck {
  const fail = (message: string): CallCheck => ({ ok: false, message });
  const objectOf = (value: unknown): JsonObject | null =>
    blank(value) ? {} : isObject(value) ? value : null;
  const optionalText = (value: unknown): string | null | undefined =>
    blank(value)
      ? null
      : typeof value === 'string'
        ? value
        : typeof value === 'number'
          ? String(value)
          : undefined;
  switch (type) {
    case 'track': {
      if (!isText(config.event)) return fail(ANALYTICS_MESSAGES.trackEvent);
      const properties = objectOf(config.properties);
      if (!properties) return fail(ANALYTICS_MESSAGES.trackProperties);
      return { ok: true, call: { type, event: config.event, properties } };
    }
    case 'page':
    case 'screen': {
      const category = optionalText(config.category);
      if (category === undefined) return fail(ANALYTICS_MESSAGES.textField(type, 'category'));
      const name = optionalText(config.name);
      if (name === undefined) return fail(ANALYTICS_MESSAGES.textField(type, 'name'));
      const properties = objectOf(config.properties);
      if (!properties) return fail(ANALYTICS_MESSAGES.propertiesObject(type));
      return { ok: true, call: { type, category, name, properties } };
    }
    case 'identify': {
      const userId = optionalText(config.userId);
      if (userId === undefined) return fail(ANALYTICS_MESSAGES.textField(type, 'userId'));
      const traits = objectOf(config.traits);
      if (!traits) return fail(ANALYTICS_MESSAGES.identifyTraits);
      return { ok: true, call: { type, userId, traits } };
    }
    case 'group': {
      const groupId = optionalText(config.groupId);
      if (!groupId) return fail(ANALYTICS_MESSAGES.groupId);
      const traits = objectOf(config.traits);
      if (!traits) return fail(ANALYTICS_MESSAGES.groupTraits);
      return { ok: true, call: { type, groupId, traits } };
    }
    case 'alias': {
      const userId = optionalText(config.userId);
      if (!userId) return fail(ANALYTICS_MESSAGES.aliasUserId);
      const previousId = optionalText(config.previousId);
      if (previousId === undefined) return fail(ANALYTICS_MESSAGES.textField(type, 'previousId'));
      return { ok: true, call: { type, userId, previousId } };
    }
  }
}

/**
 * `apiHost` as analytics-next takes it: a host with a path and a protocol. Accepts
 * `api.segment.io/v1` (https) or a URL `http://localhost:3000/segment/v1`. Null when invalid.
 */
export function parseApiHost(
  value: string,
): { apiHost: string; protocol: 'http' | 'https' } | null {
  const text = value.trim().replace(/\/+$/, '');
  const match = /^(https?):\/\/(.+)$/i.exec(text);
  const protocol = match ? (match[1]!.toLowerCase() as 'http' | 'https') : 'https';
  const host = match ? match[2]! : text;
  if (!/^[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~/-]*)?$/.test(host)) return null;
  return { apiHost: host, protocol };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
