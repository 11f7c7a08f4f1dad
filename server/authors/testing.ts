/**
 * Tests make their own authors (no fixed password exists): a session straight in the database,
 * and the headers a request of that author sends (the session cookie, the CSRF token, an
 * `Origin`-less request like a script's).
 */
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, type AuthorRole } from '@shared/schema/authors.ts';
import { SESSION_COOKIE } from './guard.ts';
import { addAdministrator, createSession, setMember } from './store.ts';

export interface TestAuthor {
  email: string;
  /** Headers for `server.inject`: cookie and CSRF token. */
  headers: { cookie: string; [CSRF_HEADER]: string };
  cookie: string;
  csrf: string;
}

/**
 * Signs in a new author: an administrator (owner of every site) by default, or a member with
 * the given roles per site (`{ 'cross-border-shop': 'editor' }`).
 */
export async function testAuthor(
  server: FastifyInstance,
  options: { email?: string; roles?: Record<string, AuthorRole> } = {},
): Promise<TestAuthor> {
  const db = await server.baobab.db();
  const email = options.email ?? `author-${Math.random().toString(36).slice(2, 10)}@example.com`;
  if (options.roles) {
    for (const [siteId, role] of Object.entries(options.roles))
      await setMember(db, siteId, email, role, 'test');
  } else await addAdministrator(db, email);
  const session = await createSession(db, { email, name: null });
  const cookie = `${SESSION_COOKIE}=${session.token}`;
  return {
    email,
    cookie,
    csrf: session.csrf,
    headers: { cookie, [CSRF_HEADER]: session.csrf },
  };
}
