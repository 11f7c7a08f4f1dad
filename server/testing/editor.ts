/**
 * The editor's requests in server tests (issue 28): every editor-host route needs a signed-in
 * author, so a test signs one in — an administrator (owner of every site) by default, made once
 * per server — and sends its cookie and CSRF token (`server/authors/testing.ts`).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testAuthor, type TestAuthor } from '../authors/testing.ts';

export const EDITOR_HOST = 'localhost:3000';

const administrators = new WeakMap<FastifyInstance, Promise<TestAuthor>>();

/** The administrator signed in on this server (made on first use). */
export function testAdministrator(server: FastifyInstance): Promise<TestAuthor> {
  let author = administrators.get(server);
  if (!author) {
    author = testAuthor(server);
    administrators.set(server, author);
  }
  return author;
}

/** The headers of the editor's requests: its host, the administrator's cookie and CSRF token. */
export async function editorHeaders(
  server: FastifyInstance,
): Promise<{ host: string } & TestAuthor['headers']> {
  return { host: EDITOR_HOST, ...(await testAdministrator(server)).headers };
}

/** Publishes a site through the editor API, as the administrator (the Publish button). */
export async function publishAsEditor(
  server: FastifyInstance,
  environment: string,
  siteId = 'demo',
): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/publish`,
    headers: { ...(await editorHeaders(server)), 'content-type': 'application/json' },
    payload: JSON.stringify({ environment }),
  });
}
