/**
 * What the auth plugin's routes read from a request before acting: the CORS answer for site
 * origins calling the provider host, and the profile update payload as a change.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEmail, type ProfileChange } from './provider/accounts.ts';

/** CORS for the site origins calling Auth0-style routes on the provider host. */
export function allowCors(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: (url: string) => boolean,
) {
  const origin = request.headers.origin;
  if (origin && allowed(origin)) {
    reply
      .header('access-control-allow-origin', origin)
      .header('vary', 'Origin')
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type, authorization, auth0-client')
      .header('access-control-max-age', '600');
  }
}

type TextField = 'name' | 'nickname' | 'given_name' | 'family_name' | 'picture';
const PROFILE_FIELDS: Record<string, TextField> = {
  name: 'name',
  nickname: 'nickname',
  username: 'nickname',
  givenName: 'given_name',
  familyName: 'family_name',
  picture: 'picture',
  given_name: 'given_name',
  family_name: 'family_name',
};

/** The profile update payload (seeds: familyName, givenName, nickname, username, name, picture, metadata) as a change; a message when invalid. */
export function profileChange(body: unknown): ProfileChange | string {
  const source =
    body && typeof body === 'object' && 'data' in body && body.data && typeof body.data === 'object'
      ? (body.data as Record<string, unknown>)
      : ((body ?? {}) as Record<string, unknown>);
  if (typeof source !== 'object' || Array.isArray(source))
    return 'The profile update must be an object.';
  const change: ProfileChange = {};
  for (const [key, field] of Object.entries(PROFILE_FIELDS)) {
    const value = source[key];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') return `${key} must be text.`;
    if (typeof value === 'string' && value.length > 300) return `${key} is too long.`;
    if (field === 'picture' && value && !/^https?:\/\//.test(value))
      return 'picture must be an http(s) address.';
    change[field] = value ? value.trim() : null;
  }
  if (source['email'] !== undefined) {
    const email = source['email'];
    if (typeof email !== 'string' || !isEmail(email.trim()))
      return 'email must be an email address.';
    change.email = email.trim();
  }
  const metadata = source['metadata'];
  if (metadata !== undefined && metadata !== null) {
    if (Array.isArray(metadata)) {
      const entries: Record<string, unknown> = {};
      for (const item of metadata) {
        if (
          !item ||
          typeof item !== 'object' ||
          typeof (item as { key?: unknown }).key !== 'string'
        )
          return 'metadata entries need a key.';
        entries[(item as { key: string }).key] = (item as { value?: unknown }).value ?? null;
      }
      change.metadata = entries;
    } else if (typeof metadata === 'object') change.metadata = metadata as Record<string, unknown>;
    else return 'metadata must be a list of key/value pairs.';
  }
  return change;
}
