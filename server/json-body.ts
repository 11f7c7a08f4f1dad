/**
 * JSON request bodies, bounded before they are parsed: deeper than `MAX_JSON_DEPTH` is a 400
 * with `The JSON is nested deeper than 100 levels.` (a body nested 2,000 deep overflowed the
 * stack of what walks it and answered 500); larger than the route's `bodyLimit` is Fastify's 413.
 * `app.ts` installs it for every route; a scope with its own JSON parser builds it from here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonDeeperThan, jsonTooDeepMessage } from '@shared/json/depth.ts';

type Done = (error: Error | null, body?: unknown) => void;

export type BodyParser = (request: FastifyRequest, body: string | Buffer, done: Done) => void;

/** A 400 for Fastify's error handlers (`statusCode`). */
export function jsonTooDeepError(): Error & { statusCode: number } {
  return Object.assign(new Error(jsonTooDeepMessage()), { statusCode: 400 });
}

const textOf = (body: string | Buffer) => (typeof body === 'string' ? body : body.toString('utf8'));

/** Passes the text on unparsed (the route parses it), once its depth is known to be within bound. */
export const boundedJsonText: BodyParser = (_request, body, done) => {
  const text = textOf(body);
  if (jsonDeeperThan(text)) done(jsonTooDeepError());
  else done(null, text);
};

/**
 * Fastify's own JSON parser (prototype poisoning refused, empty body 400) behind the depth check.
 * `emptyIsNoBody`: an empty body is no body instead of a 400 (Airtable's clients send
 * `Content-Type: application/json` with nothing on DELETE).
 */
export function boundedJsonParser(
  scope: FastifyInstance,
  options: { emptyIsNoBody?: boolean } = {},
): BodyParser {
  const parse = scope.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = textOf(body);
    if (options.emptyIsNoBody && text === '') done(null, undefined);
    else if (jsonDeeperThan(text)) done(jsonTooDeepError());
    else parse(request, text, done);
  };
}

/**
 * Replaces the scope's `application/json` parser (Fastify's default, or the one it inherited)
 * with `parser` (default `boundedJsonParser`).
 */
export function boundJsonBodies(
  scope: FastifyInstance,
  options: { parser?: BodyParser; bodyLimit?: number; contentTypes?: string[] } = {},
): void {
  const contentTypes = options.contentTypes ?? ['application/json'];
  scope.removeContentTypeParser(contentTypes);
  scope.addContentTypeParser(
    contentTypes,
    options.bodyLimit === undefined
      ? { parseAs: 'string' }
      : { parseAs: 'string', bodyLimit: options.bodyLimit },
    options.parser ?? boundedJsonParser(scope),
  );
}
