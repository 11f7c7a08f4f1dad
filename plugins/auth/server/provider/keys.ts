/**
 * The embedded provider's RS256 signing key: generated once, kept in the database (so tokens
 * stay valid across restarts), shared by the provider (signing) and `verify.ts` (checking).
 */
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Queryable } from '@server/db/database.ts';

export const SIGNING_KEY_ID = 'baobab-auth-rs256-1';

/** The private JWK (with `kid`, `alg`, `use`); created on first call. */
export async function signingKey(db: Queryable): Promise<JWK> {
  const existing = await db.query<{ jwk: JWK }>('SELECT jwk FROM auth_keys WHERE id = $1', [
    SIGNING_KEY_ID,
  ]);
  if (existing[0]) return existing[0].jwk;
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: SIGNING_KEY_ID,
    alg: 'RS256',
    use: 'sig',
  };
  // Two first requests at once: one insert wins, both read the winner.
  await db.query('INSERT INTO auth_keys (id, jwk) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    SIGNING_KEY_ID,
    JSON.stringify(jwk),
  ]);
  const stored = await db.query<{ jwk: JWK }>('SELECT jwk FROM auth_keys WHERE id = $1', [
    SIGNING_KEY_ID,
  ]);
  if (!stored[0]) throw new Error('auth: the signing key could not be stored');
  return stored[0].jwk;
}

/** The public half of a private RSA JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
