/**
 * Every request the editor and its canvas frame send to the server goes through `editorFetch`
 * (issue 28): a change (any method but GET, HEAD, OPTIONS) carries the session's CSRF token,
 * read from its readable cookie, in `x-baobab-csrf`; an answer 401 (the session ended) is told
 * to the editor's window once, whichever window asked, and the editor says "You are signed out".
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@shared/schema/authors.ts';

/** Sent on the editor's window when the server answers 401 (`SignedOutNotice` listens). */
export const SIGNED_OUT_EVENT = 'baobab:signed-out';

/** Where a signed-out author signs in (the server's `SIGN_IN_PATH`). */
export const SIGN_IN_PATH = '/auth/editor/sign-in';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session's CSRF token from the page's cookies, or null when there is none. */
export function csrfToken(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== CSRF_COOKIE) continue;
    return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** The header a change carries (none for a read, or when the page has no token). */
export function csrfHeaders(method = 'GET'): Record<string, string> {
  if (READS.has(method.toUpperCase())) return {};
  const token = csrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}

/** `init` with the CSRF header added when it is a change; the same object for a read. */
export function withCsrf(init?: RequestInit): RequestInit | undefined {
  const extra = csrfHeaders(init?.method);
  if (!init || Object.keys(extra).length === 0) return init;
  const { headers } = init;
  if (headers instanceof Headers) {
    const copy = new Headers(headers);
    for (const [name, value] of Object.entries(extra)) copy.set(name, value);
    return { ...init, headers: copy };
  }
  if (Array.isArray(headers)) return { ...init, headers: [...headers, ...Object.entries(extra)] };
  return { ...init, headers: { ...headers, ...extra } };
}

/** The window of the editor: the parent of the canvas frame, else this one. */
function editorWindow(): Window {
  try {
    // Reading a property throws for a parent of another origin.
    return window.parent !== window && window.parent.document ? window.parent : window;
  } catch {
    return window;
  }
}

/** Tells the editor the author is signed out. */
export function reportSignedOut(): void {
  if (typeof window === 'undefined') return;
  editorWindow().dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

/** Passes an answer on, after telling the editor when it says the session ended. */
export function noticeSignedOut(response: Response): Response {
  if (response.status === 401) reportSignedOut();
  return response;
}

/** `fetch` for the editor's server: CSRF token on changes, a 401 told. */
export async function editorFetch(url: string, init?: RequestInit): Promise<Response> {
  // A read without options is sent as `fetch(url)`, as it was before.
  return noticeSignedOut(await (init ? fetch(url, withCsrf(init)) : fetch(url)));
}

/** The editor's address now (path, query and `#/sites/…`), to come back to after signing in. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The sign-in page, back at `returnTo` (the address now) afterwards. */
export function signInUrl(returnTo: string = currentPath()): string {
  return `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Leaves the editor for `url` (an object, so tests can watch it). */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};
