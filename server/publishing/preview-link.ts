/**
 * Opening a version that is not live, in the browser: the publish history (editor API) hands out
 * a signed link `/_baobab/version/{version}?expires=…&signature=…` on the environment's own host.
 * Following it sets a cookie holding the same grant, and while the cookie is valid that browser
 * sees that version on that host (every page, data file and asset: all same-origin requests
 * carry it). The signature (HMAC-SHA256, key in `{dataDir}/secrets/version-preview.key`) covers
 * site, environment, version and expiry, so an id cannot be swapped or guessed into a link, and
 * the link works only where the history was read (anyone today; authors once they sign in).
 *
 * The same signing pins a visitor's later requests to the version their page came from (skew
 * protection, as a deployment platform does between a page and its assets): each page of
 * staging or production sets `baobab-seen` for its version, and the page data, collections and
 * assets the running page asks for afterwards come from that version while it is kept, for an
 * hour — a publish in between does not hand an old page the new version's data.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../secrets.ts';
import { isVersionId, type PublishEnvironment } from './versions.ts';

export const PREVIEW_PATH = '/_baobab/version';
export const PREVIEW_COOKIE = 'baobab-version';
/** How long a link and the view it opens last, in seconds; and a page's `baobab-seen` too. */
export const PREVIEW_TTL_S = 60 * 60;

/** A version opened from the history (`preview`), or the one a visitor's page came from. */
export type VersionCookie = 'preview' | 'seen';
const COOKIE_NAMES: Record<VersionCookie, string> = {
  preview: PREVIEW_COOKIE,
  seen: 'baobab-seen',
};

export interface PreviewGrant {
  siteId: string;
  environment: PublishEnvironment;
  version: string;
  /** Unix time in seconds. */
  expires: number;
}

const secretOf = (dataDir: string) => serverSecret(dataDir, 'version-preview');

function sign(grant: PreviewGrant, secret: Buffer, kind: VersionCookie = 'preview'): string {
  const payload = [
    `version-${kind}`,
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
  kind: VersionCookie = 'preview',
): Promise<boolean> {
  if (!isVersionId(grant.version) || !Number.isSafeInteger(grant.expires)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(sign(grant, await secretOf(dataDir), kind), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return false;
  return now < grant.expires * 1000;
}

/** The cookie's value: `{version}.{expires}.{signature}`. */
export const previewCookieValue = (grant: PreviewGrant, signature: string) =>
  `${grant.version}.${grant.expires}.${signature}`;

/** The version, expiry and signature a request's cookie holds, unchecked; null without one. */
export function previewCookie(
  cookieHeader: string | undefined,
  kind: VersionCookie = 'preview',
): { version: string; expires: number; signature: string } | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== COOKIE_NAMES[kind] || !value) continue;
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
  kind: VersionCookie = 'preview',
): Promise<string | null> {
  const cookie = previewCookie(cookieHeader, kind);
  if (!cookie) return null;
  const grant = { siteId, environment, version: cookie.version, expires: cookie.expires };
  const valid = await validPreview(dataDir, grant, cookie.signature, now, kind);
  return valid ? cookie.version : null;
}

/** `Set-Cookie` pinning this browser's next requests on the host to `version` for an hour. */
export async function seenCookie(
  dataDir: string,
  siteId: string,
  environment: PublishEnvironment,
  version: string,
  now = Date.now(),
): Promise<string> {
  const grant = previewGrant(siteId, environment, version, now);
  const signature = sign(grant, await secretOf(dataDir), 'seen');
  const value = previewCookieValue(grant, signature);
  return `${COOKIE_NAMES.seen}=${value}; Path=/; Max-Age=${PREVIEW_TTL_S}; HttpOnly; SameSite=Lax`;
}
