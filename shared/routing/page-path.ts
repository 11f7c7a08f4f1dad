import type { Page } from '../schema/site.ts';
import { parsePathPattern } from './path-pattern.ts';

/**
 * The URL path of a page for a language: `/{lang}` prefix for every language but the default,
 * path parameters filled from `params` (else their default). Empty trailing segments are dropped,
 * so `/product/{id:}` without an id is `/product`.
 */
export function pagePath(
  page: Pick<Page, 'paths'>,
  lang: string,
  defaultLang: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const pattern =
    page.paths[lang] ?? page.paths[defaultLang] ?? Object.values(page.paths)[0] ?? '/';
  const segments = parsePathPattern(pattern).map((segment) =>
    segment.kind === 'literal'
      ? segment.value
      : encodeURIComponent(params[segment.name] ?? segment.fallback),
  );
  while (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  const prefix = lang === defaultLang ? [] : [lang];
  return `/${[...prefix, ...segments].join('/')}`;
}
