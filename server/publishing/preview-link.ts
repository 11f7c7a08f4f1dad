/**
 * Opening a version that is not live, in the browser: the publish history (editor API) hands out
 * a signed link `/_baobab/version/{version}?expires=…&signature=…` on the environment's own host.
 * Following it sets a cookie holding the same grant, and while the cookie is valid that browser
 * sees that version on that host (every page, data file and asset: all same-origin requests
 * carry it). The signature (HMAC-SHA256, key in `{dataDir}/secrets/version-preview.key`) covers
 * site, environment, version and expiry, so an id cannot be swapped or guessed into a link, and
 * the link works only where the history was read (anyone today; authors once they sign in).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../secrets.ts';
import { isVersionId, type PublishEnvironment } from './versions.ts';

export const PREVIEW_PATH = '/_baobab/version';
export const PREVIEW_COOKIE = 'baobab-version';
/** How long a link and the view it opens last, in seconds. */
export const PREVIEW_TTL_S = 60 * 60;

export interface PreviewGrant {
  siteId: string;
  environment: PublishEnvironment;
  version: string;
  /** Unix time in seconds. */
  expires: number;
}

const secretOf = (dataDir: string) => serverSecret(dataDir, 'version-preview');

function sign(grant: PreviewGrant, secret: Buffer): string {
  const payload = [
    'version-preview',
    grant.siteId,
    grant.environment,
    grant.version,
    grant.expires,
  ];
  return createHmac('sha256', secret).update(payload.join('\n')).digest('hex');
}

/** The link's path and query on the environment's host. */
export async function previewLink(dataDir: string, grant: PreviewGrant): Promise<string> {
  const signature = sign(grant, await secretOf(dataDir));
  return `${PREVIEW_PATH}/${grant.version}?expires=${grant.expires}&signature=${signature}`;
}

export const previewGrant = (
  siteId: string,
  environment: PublishEnvironment,
  version: string,
  now = Date.now(),
): PreviewGrant => ({
  siteId,
  environment,
  version,
  expires: Math.floor(now / 1000) + PREVIEW_TTL_S,
});

/** Whether `signature` signs `grant` and it has not expired at `now` (ms). */
export async function validPreview(
  dataDir: string,
  grant: PreviewGrant,
  signature: unknown,
  now = Date.now(),
): Promise<boolean> {
  if (!isVersionId(grant.version) || !Number.isSafeInteger(grant.expires)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(sign(grant, await secretOf(dataDir)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return false;
  return now < grant.expires * 1000;
}

/** The cookie's value: `{version}.{expires}.{signature}`. */
export const previewCookieValue = (grant: PreviewGrant, signature: string) =>
  `${grant.version}.${grant.expires}.${signature}`;

/** The version, expiry and signature a request's cookie holds, unchecked; null without one. */
export function previewCookie(
  cookieHeader: string | undefined,
): { version: string; expires: number; signature: string } | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== PREVIEW_COOKIE || !value) continue;
    const match = /^([0-9a-fTZ-]{1,40})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(value);
    if (!match) return null;
    return { version: match[1]!, expires: Number(match[2]), signature: match[3]! };
  }
  return null;
}

/** The version a request's valid cookie pins on this site environment; null for the live one. */
export async function pinnedVersion(
  dataDir: string,
  cookieHeader: string | undefined,
  siteId: string,
  environment: PublishEnvironment,
  now = Date.now(),
): Promise<string | null> {
  const cookie = previewCookie(cookieHeader);
  if (!cookie) return null;
  const grant = { siteId, environment, version: cookie.version, expires: cookie.expires };
  return (await validPreview(dataDir, grant, cookie.signature, now)) ? cookie.version : null;
}
