import { parsePathPattern, type PathSegment } from './path-pattern.ts';

/**
 * A page path pattern written for react-router: `/shop/{category:all}` → `/shop/:category?`,
 * under `/{langPrefix}` when given. Every parameter is optional, as in `matchPage`: a missing
 * trailing segment takes the parameter's default (`paramsWithDefaults`). Literal segments are
 * URL-safe by the schema, so they need no escaping.
 */
export function routerPath(pattern: string, langPrefix?: string): string {
  const segments = parsePathPattern(pattern).map((segment) =>
    segment.kind === 'literal' ? segment.value : `:${segment.name}?`,
  );
  const prefix = langPrefix === undefined ? [] : [langPrefix];
  return `/${[...prefix, ...segments].join('/')}`;
}

/** The route parameters of `pattern` from a router's params: missing ones take their default. */
export function paramsWithDefaults(
  pattern: string | readonly PathSegment[],
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const segments = typeof pattern === 'string' ? parsePathPattern(pattern) : pattern;
  const out: Record<string, string> = {};
  for (const segment of segments) {
    if (segment.kind === 'param') out[segment.name] = params[segment.name] ?? segment.fallback;
  }
  return out;
}
