/**
 * Authors of the editor in tests (issue 28). A fresh `npm start` prints a one-time link that
 * makes the first owner; `completeFirstRun` fills its form over plain HTTP and returns the
 * session it sets, `storageStateFor` turns that session into a Playwright `storageState` for the
 * editor's origin, and `editorHeaders` gives the headers a script's change needs (the session
 * cookie and the CSRF token). Other roles: the owner invites (`inviteMember`), the invitee
 * chooses a password on the invitation link and signs in through the editor's sign-in in a
 * browser (`acceptInvitation`, `signInToEditor`).
 */
import { expect, type Page } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER, type AuthorRole } from '@shared/schema/authors.ts';

/** The editor's session cookie (HttpOnly; `server/authors/guard.ts`). */
export const SESSION_COOKIE = 'baobab-author';
export { CSRF_COOKIE, CSRF_HEADER };

/** An author's session, as the server's `Set-Cookie` answers gave it. */
export interface AuthorSession {
  /** The editor's origin, `http://localhost:PORT`. */
  editor: string;
  /** The `baobab-author` cookie's value. */
  session: string;
  /** The `baobab-csrf` cookie's value: what `x-baobab-csrf` must carry. */
  csrf: string;
  /** Seconds the cookies live (`Max-Age`). */
  maxAge: number;
}

export interface NewAuthor {
  name: string;
  email: string;
  password: string;
}

/** The owner every e2e journey signs in as (made by the global setup through the first run). */
export const E2E_OWNER: NewAuthor = {
  name: 'E2E Owner',
  email: 'owner@e2e.example',
  password: 'owner-password-e2e',
};

/** `name=value` pairs of `Set-Cookie` answers, with the `Max-Age` of the last one read. */
function cookiesOf(response: Response): { values: Map<string, string>; maxAge: number } {
  const values = new Map<string, string>();
  let maxAge = 0;
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at < 0) continue;
    values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    for (const attribute of attributes) {
      const [key, value] = attribute.split('=');
      if (key?.trim().toLowerCase() === 'max-age') maxAge = Number(value);
    }
  }
  return { values, maxAge };
}

/**
 * Fills the first run's form (name, email, password) over plain HTTP, as the browser's form
 * post does: the server makes the owner, signs them in (`303` to `/` with the session and CSRF
 * cookies). Throws with the server's answer otherwise.
 */
export async function completeFirstRun(link: string, author: NewAuthor): Promise<AuthorSession> {
  const editor = new URL(link).origin;
  const response = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...author }).toString(),
    redirect: 'manual',
  });
  const { values, maxAge } = cookiesOf(response);
  const session = values.get(SESSION_COOKIE);
  const csrf = values.get(CSRF_COOKIE);
  if (response.status !== 303 || response.headers.get('location') !== '/' || !session || !csrf)
    throw new Error(
      `The first run's form answered ${response.status} (location ${response.headers.get('location')}), not a signed-in owner:\n${await response.text()}`,
    );
  return { editor, session, csrf, maxAge };
}

/** A Playwright cookie of the editor's origin (host-only, as the server sets it). */
function cookie(session: AuthorSession, name: string, value: string, httpOnly: boolean) {
  return {
    name,
    value,
    domain: new URL(session.editor).hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + session.maxAge,
    httpOnly,
    secure: false,
    sameSite: httpOnly ? ('Lax' as const) : ('Strict' as const),
  };
}

/** The browser cookies of a session (for `context.addCookies`). */
export function sessionCookies(session: AuthorSession) {
  return [
    cookie(session, SESSION_COOKIE, session.session, true),
    cookie(session, CSRF_COOKIE, session.csrf, false),
  ];
}

/** A Playwright `storageState` signed in as this author on the editor's origin. */
export function storageStateFor(session: AuthorSession) {
  return { cookies: sessionCookies(session), origins: [] };
}

/** The headers of a change sent by a script (Node's `fetch`): session cookie and CSRF token. */
export function editorHeaders(session: AuthorSession): Record<string, string> {
  return {
    cookie: `${SESSION_COOKIE}=${session.session}; ${CSRF_COOKIE}=${session.csrf}`,
    [CSRF_HEADER]: session.csrf,
  };
}

/**
 * An owner invites `email` to a site with `role` (`POST /api/sites/{siteId}/members`); the
 * answer's invitation is the link where the invitee chooses a password (null: they have an
 * account already).
 */
export async function inviteMember(
  owner: AuthorSession,
  siteId: string,
  email: string,
  role: AuthorRole,
): Promise<string | null> {
  const response = await fetch(`${owner.editor}/api/sites/${siteId}/members`, {
    method: 'POST',
    headers: { ...editorHeaders(owner), 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  });
  if (response.status !== 200)
    throw new Error(`Inviting ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { invitation: string | null }).invitation;
}

/** In a browser: the invitation link's form, "New password" then "Change password". */
export async function acceptInvitation(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password was changed. You can sign in with it now.',
  );
}

/**
 * In a browser: signs in through the editor's sign-in (`/auth/editor/sign-in`, the embedded
 * provider's form of the `authors` realm) and waits to be back on the editor.
 */
export async function signInToEditor(
  page: Page,
  editor: string,
  email: string,
  password: string,
  returnTo = '/',
): Promise<void> {
  await page.goto(`${editor}/auth/editor/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === editor && !url.pathname.startsWith('/auth/'));
}
