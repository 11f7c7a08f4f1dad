/**
 * Page path patterns: `/`, `/faq`, `/product/{id:}`, `/shop/{category:all}`. A segment written
 * `{name:default}` is a path parameter; its default is used when the segment is missing at the end.
 */
export type PathSegment =
  { kind: 'literal'; value: string } | { kind: 'param'; name: string; fallback: string };

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*):([^/{}]*)\}$/;

/** The non-empty segments of a path, without leading or trailing slashes. */
export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function parsePathPattern(path: string): PathSegment[] {
  return splitPath(path).map((segment) => {
    const param = PARAM.exec(segment);
    return param
      ? { kind: 'param', name: param[1] ?? '', fallback: param[2] ?? '' }
      : { kind: 'literal', value: segment };
  });
}
