/** Readers for resolved action configs: what counts as "not given", and ids as text. */

export { isBlank } from '@shared/values/index.ts';

/** An id or name given as text (or a number); undefined when blank or of another kind. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.trim();
}

/** A plain object, else an empty one. */
export function recordOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A File or Blob (both are Blobs; Node 20 has them too). */
export function isFileObject(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}
