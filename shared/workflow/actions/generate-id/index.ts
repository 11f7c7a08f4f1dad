/**
 * generate-id (format, length, prefix): a new random id, for an order reference shown to a
 * shopper, a key that makes a payment request safe to send twice, a draft's name.
 * - `uuid` (default): a version 4 UUID, `3f2b…-4…`.
 * - `code`: `length` characters (default 8, from 4 to 64) of `A-Z` and `2-9` without `I`, `O`,
 *   `0` and `1`, which are easy to read out and type (`K7QX2MPA`).
 * `prefix` (optional text, at most 32 characters) goes in front: `ORD-` gives `ORD-K7QX2MPA`.
 * Random bytes come from `crypto.getRandomValues`, which browsers give on http pages too
 * (`crypto.randomUUID` needs https).
 */
import { isBlank } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { defineAction } from '../define.ts';

/** 32 characters: one random byte picks one with no bias (256 = 8 × 32). */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = { min: 4, max: 64, default: 8 } as const;
export const MAX_PREFIX_LENGTH = 32;

export const GENERATE_ID_MESSAGES = {
  format: 'The id format must be "uuid" or "code".',
  length: `The code length must be a whole number from ${CODE_LENGTH.min} to ${CODE_LENGTH.max}.`,
  prefix: `The prefix must be a text of at most ${MAX_PREFIX_LENGTH} characters.`,
} as const;

const randomBytes = (count: number): Uint8Array => crypto.getRandomValues(new Uint8Array(count));

/** A version 4 UUID (RFC 9562): 122 random bits, the version and variant bits set. */
export function uuidV4(bytes: Uint8Array = randomBytes(16)): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function readableCode(length: number, bytes: Uint8Array = randomBytes(length)): string {
  return Array.from(bytes.subarray(0, length), (byte) => CODE_ALPHABET[byte & 31]).join('');
}

function lengthOf(value: unknown): number {
  if (isBlank(value)) return CODE_LENGTH.default;
  const length = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (
    typeof length !== 'number' ||
    !Number.isInteger(length) ||
    length < CODE_LENGTH.min ||
    length > CODE_LENGTH.max
  ) {
    throw new Error(GENERATE_ID_MESSAGES.length);
  }
  return length;
}

function prefixOf(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value !== 'string' || value.length > MAX_PREFIX_LENGTH) {
    throw new Error(GENERATE_ID_MESSAGES.prefix);
  }
  return value;
}

export const generateId: ActionHandler = (config) => {
  const format = isBlank(config.format) ? 'uuid' : config.format;
  if (format !== 'uuid' && format !== 'code') throw new Error(GENERATE_ID_MESSAGES.format);
  const prefix = prefixOf(config.prefix);
  return prefix + (format === 'uuid' ? uuidV4() : readableCode(lengthOf(config.length)));
};

export default defineAction({ type: 'generate-id', effects: [], run: generateId });
