/**
 * What the server-rendered sign-in pages share (the provider's, and the editor's own in
 * `server/authors`): an HTML answer no other page may frame, and HTML forms' bodies.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unframeable } from '@server/csp/page.ts';

/**
 * An HTML page, never cached, never framed (it takes a password), under the content security
 * policy with this answer's nonce on its one script (the logout form's submit).
 */
export function sendHtml(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(unframeable(reply, body));
}

/** Parses `application/x-www-form-urlencoded` bodies of a scope into an object of strings. */
export function acceptForms(scope: FastifyInstance, bodyLimit = 64 * 1024): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A form's fields (the text ones). */
export function formBody(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
