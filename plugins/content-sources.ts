/**
 * Origins of settings, for plugins' `contentSources` (`define.ts`): a setting holds a web
 * address (`http://localhost:3000/stripe/v3`), or a bare host as Auth0 and Segment take them
 * (`tenant.eu.auth0.com`, `api.segment.io/v1`: https is meant).
 */

/** The origin of a web address or a bare host name, or null for anything else. */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // A bare word ("auto", a key) is no host: a host has a dot, a port or is localhost.
    if (withScheme !== text && !/[.:]|^localhost(\/|$)/.test(text)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The origins among several settings, each once. */
export function originsOf(...values: unknown[]): string[] {
  return [...new Set(values.map(originOf).filter((origin): origin is string => origin !== null))];
}
