/**
 * Claim helpers shared by the browser plugin and the server: Auth0 puts custom claims under a
 * namespace (`https://baobab.dev/roles`); the site sees them without it (`roles`).
 */

/** The namespace the embedded provider (and the default roles key) uses. */
export const CLAIM_NAMESPACE = 'https://baobab.dev/';
export const DEFAULT_ROLES_KEY = `${CLAIM_NAMESPACE}roles`;
/** The audience (API identifier) of the embedded provider when a site sets none. */
export const DEFAULT_AUDIENCE = 'urn:baobab:api';
export const DEFAULT_SCOPE = 'openid profile email';

/** `https://baobab.dev/roles` → `roles`; names without a namespace are kept. */
export function stripClaimNamespace(name: string): string {
  if (!/^https?:\/\//.test(name)) return name;
  const rest = name.replace(/^https?:\/\//, '');
  const slash = rest.lastIndexOf('/');
  return slash === -1 ? name : rest.slice(slash + 1) || name;
}

/** The claims with namespace prefixes stripped (a plain claim wins over a namespaced one). */
export function stripClaims(claims: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(claims)) {
    const short = stripClaimNamespace(name);
    if (short !== name && short in claims) continue;
    out[short] = value;
  }
  return out;
}

/** The roles a token or user holds: the configured key first, then a stripped `roles` claim. */
export function rolesOf(claims: Readonly<Record<string, unknown>>, rolesKey: string): string[] {
  const key = rolesKey.trim() || DEFAULT_ROLES_KEY;
  const raw = claims[key] ?? claims[stripClaimNamespace(key)] ?? stripClaims(claims)['roles'];
  if (Array.isArray(raw)) return raw.filter((r): r is string => typeof r === 'string');
  if (typeof raw === 'string' && raw) return [raw];
  return [];
}

/** The issuer origin of a configured domain: `tenant.auth0.com` → `https://tenant.auth0.com`. */
export function domainOrigin(domain: string): string {
  const trimmed = domain.trim().replace(/\/+$/, '');
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}
