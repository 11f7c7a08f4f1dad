/**
 * Server-side check of a visitor's access token (`Authorization: Bearer <jwt>`): signature
 * against the provider's keys (the embedded provider's key from the database, or the configured
 * Auth0 domain's `/.well-known/jwks.json`), issuer and audience; on the embedded provider, a
 * token of a visitors' client (never the editor's: its authors are not shoppers). Used by every route that acts for
 * a signed-in user (profile update, record writes…).
 */
import type { FastifyRequest } from 'fastify';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { ServerContext } from '@server/contract.ts';
import { type Settings } from '@server/contract.ts';
import { editorOrigin, sitePluginSettings } from '@server/plugin-settings.ts';
import {
  DEFAULT_AUDIENCE,
  DEFAULT_ROLES_KEY,
  domainOrigin,
  rolesOf,
  stripClaims,
} from '../claims.ts';
import { publicJwk, signingKey } from './provider/keys.ts';
import { realmOfClient } from './provider/oidc.ts';

export interface VerifiedUser {
  sub: string;
  email?: string;
  roles: string[];
  /** Every claim of the access token, namespace prefixes stripped. */
  claims: Record<string, unknown>;
}

/** Where a site's tokens come from and what they must say. */
export interface TokenExpectation {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  rolesKey: string;
  /**
   * The embedded provider signs the editor's authors' tokens with the same key, issuer and
   * default audience: only a visitors' client's token (its `client_id`) speaks for a visitor.
   */
  visitorsOnly?: boolean;
}

const remoteKeySets = new Map<string, JWTVerifyGetKey>();
const localKeySets = new WeakMap<ServerContext, Promise<JWTVerifyGetKey>>();

function text(settings: Settings, name: string): string {
  const value = settings[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The embedded provider's key set (its one RS256 key, from the database). */
export function embeddedKeys(context: ServerContext): Promise<JWTVerifyGetKey> {
  let keys = localKeySets.get(context);
  if (!keys) {
    keys = context
      .db()
      .then(signingKey)
      .then((jwk) => createLocalJWKSet({ keys: [publicJwk(jwk)] }));
    keys.catch(() => localKeySets.delete(context));
    localKeySets.set(context, keys);
  }
  return keys;
}

/** What a token for `siteId` must satisfy, or null when the site does not enable the auth plugin. */
export async function tokenExpectation(
  request: FastifyRequest,
  context: ServerContext,
  siteId: string,
): Promise<TokenExpectation | null> {
  const site = await sitePluginSettings(context, siteId, 'auth');
  if (!site) return null;
  const settings = site.publicSettings;
  const domain = text(settings, 'customDomain') || text(settings, 'domain');
  const rolesKey = text(settings, 'rolesKey') || DEFAULT_ROLES_KEY;
  if (!domain) {
    return {
      issuer: `${editorOrigin(request, context)}/`,
      audience: text(settings, 'audience') || DEFAULT_AUDIENCE,
      keys: await embeddedKeys(context),
      rolesKey,
      visitorsOnly: true,
    };
  }
  const audience = text(settings, 'audience');
  if (!audience) return null; // Auth0 gives opaque access tokens without an audience
  const origin = domainOrigin(text(settings, 'domain') || domain);
  const jwksUrl = `${origin}/.well-known/jwks.json`;
  let keys = remoteKeySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000 });
    remoteKeySets.set(jwksUrl, keys);
  }
  return { issuer: `${origin}/`, audience, keys, rolesKey };
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Checks `token` against `expect`: the user it speaks for, or null when it does not verify. */
export async function verifyToken(
  token: string,
  expect: TokenExpectation,
): Promise<VerifiedUser | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, expect.keys, {
      issuer: expect.issuer,
      audience: expect.audience,
      algorithms: ['RS256'],
      // A token without an expiry would speak for its account for ever.
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 60,
    }));
  } catch {
    return null;
  }
  if (typeof payload.sub !== 'string' || !payload.sub) return null;
  // An author's token (the editor's client) is no visitor's: before, it wrote records and
  // changed the author's account through a site's profile route.
  if (expect.visitorsOnly && realmOfClient(payload['client_id']) !== 'visitors') return null;
  const claims = stripClaims(payload);
  const email = typeof claims['email'] === 'string' ? claims['email'] : undefined;
  return {
    sub: payload.sub,
    ...(email !== undefined ? { email } : {}),
    roles: rolesOf(payload, expect.rolesKey),
    claims,
  };
}

/**
 * The signed-in user a request acts for: its bearer token verified against `siteId`'s provider
 * (signature, issuer, audience, expiry); null when there is no token or it does not verify.
 */
export async function requestUser(
  request: FastifyRequest,
  context: ServerContext,
  siteId: string,
): Promise<VerifiedUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const expect = await tokenExpectation(request, context, siteId);
  if (!expect) return null;
  return verifyToken(token, expect);
}
