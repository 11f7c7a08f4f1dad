/** Longest public address taken: a host name is at most 253 characters. */
export const MAX_PUBLIC_URL_LENGTH = 300;

/**
 * The origin a site's public address names (`https://shop.example`, a trailing `/` allowed), or
 * null when it is not one: http(s) only, no user name, password, path, query or fragment, and
 * nothing `new URL` would have to repair. Free of zod: the runtime reads it too.
 */
export function publicOrigin(value: string): string | null {
  if (value.length > MAX_PUBLIC_URL_LENGTH || !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  const written = value.replace(/\/$/, '').toLowerCase();
  return written === url.origin.toLowerCase() ? url.origin : null;
}
