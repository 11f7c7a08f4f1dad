/**
 * An access token of the embedded provider for a site visitor, signed with this database's key,
 * for tests of the routes that act for a visitor (`requestUser`): issuer `http://localhost:PORT/`,
 * the default audience, the email and roles claims, ten minutes.
 */
import { SignJWT, importJWK } from 'jose';
import type { Queryable } from '@server/db/database.ts';
import { DEFAULT_AUDIENCE, DEFAULT_ROLES_KEY } from '../../claims.ts';
import { signingKey } from '../provider/keys.ts';

export async function visitorToken(
  db: Queryable,
  port: number,
  sub: string,
  { email = `${sub}@example.com`, roles = [] }: { email?: string; roles?: string[] } = {},
): Promise<string> {
  const jwk = await signingKey(db);
  return new SignJWT({ email, [DEFAULT_ROLES_KEY]: roles })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '' })
    .setIssuer(`http://localhost:${port}/`)
    .setAudience(DEFAULT_AUDIENCE)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(jwk, 'RS256'));
}
