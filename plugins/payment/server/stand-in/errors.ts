/**
 * The stand-in's errors as Stripe answers them (`{ error: { type, code, message, param } }` with
 * Stripe's HTTP statuses), and the readers of form-encoded params (`a[0][b]=c`, parsed by qs).
 */
import type { FastifyReply } from 'fastify';

export type Params = Record<string, unknown>;

/** A Stripe API error: its HTTP status and the `error` object of the body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: 'invalid_request_error' | 'card_error' | 'api_error';
      message: string;
      code?: string;
      param?: string;
      decline_code?: string;
      payment_intent?: unknown;
    },
  ) {
    super(body.message);
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

export const missing = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, 'parameter_missing');

export const noSuch = (what: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${what}: '${id}'`,
  });

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof StripeApiError) return reply.code(error.status).send({ error: error.body });
  reply.log.error(error);
  return reply.code(500).send({
    error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe stand-in.' },
  });
}

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function int(value: unknown, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw invalid(`Invalid integer: ${String(value)}`, param);
  return n;
}

export function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** A form-encoded list (`a[0]=x&a[1]=y`) or a single value as a list. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  if (value && typeof value === 'object') return Object.values(value);
  return value === undefined || value === '' ? [] : [value];
}

export const obj = (value: unknown): Params =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};

/** `limit` of a list request: 1 to 100, 10 by default (Stripe's bounds). */
export function limitOf(params: Params): number {
  const limit = int(params.limit, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw invalid('This value must be between 1 and 100 (inclusive).', 'limit');
  return limit;
}

/**
 * Stripe's metadata rules: up to 50 keys, keys up to 40 characters, string values up to 500
 * characters (an empty value is dropped, as Stripe unsets it).
 */
export function metadataParam(value: unknown, param = 'metadata'): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalid('Invalid object', param);
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', param);
  const out: Record<string, string> = {};
  for (const [key, raw] of entries) {
    if (key.length > 40)
      throw invalid(`Metadata keys can have at most 40 characters: '${key.slice(0, 40)}…'`, param);
    if (typeof raw !== 'string') throw invalid('Invalid metadata value: must be a string', param);
    if (raw.length > 500)
      throw invalid(`Metadata values can have at most 500 characters (key '${key}').`, param);
    if (raw !== '') out[key] = raw;
  }
  return out;
}
