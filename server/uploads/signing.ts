/**
 * Signed upload addresses: an HMAC-SHA256 over what a PUT may do (site, key, name, type, size,
 * expiry) with a secret the server keeps in `{dataDir}/secrets/upload-signing.key` (made on first
 * use, readable by the server's user only). Like an S3 presigned URL: whoever holds the address
 * may PUT that one file until it expires, with no other credential.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../secrets.ts';

export interface UploadGrant {
  siteId: string;
  /** Random folder of the file (32 hex characters). */
  key: string;
  /** The sanitised file name. */
  name: string;
  /** The Content-Type the PUT must send. */
  type: string;
  /** The exact byte count the PUT must send. */
  size: number;
  /** Unix time in seconds after which the address is refused. */
  expires: number;
}

/** The signing secret of a data folder, made (32 random bytes) the first time. */
export const uploadSecret = (dataDir: string): Promise<Buffer> =>
  serverSecret(dataDir, 'upload-signing');

function payload(grant: UploadGrant): string {
  return ['PUT', grant.siteId, grant.key, grant.name, grant.type, grant.size, grant.expires].join(
    '\n',
  );
}

export function signGrant(grant: UploadGrant, secret: Buffer): string {
  return createHmac('sha256', secret).update(payload(grant)).digest('hex');
}

export type GrantCheck = 'ok' | 'bad-signature' | 'expired';

/** Whether `signature` signs `grant` and the grant has not expired at `now` (ms). */
export function checkGrant(
  grant: UploadGrant,
  signature: string,
  secret: Buffer,
  now = Date.now(),
): GrantCheck {
  const expected = Buffer.from(signGrant(grant, secret), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || !timingSafeEqual(expected, given)) return 'bad-signature';
  return now > grant.expires * 1000 ? 'expired' : 'ok';
}
