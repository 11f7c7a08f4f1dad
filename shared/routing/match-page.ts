import type { Page } from '../schema/site.ts';
import { defaultLangOf } from './page-lang.ts';
import { parsePathPattern, splitPath, type PathSegment } from './path-pattern.ts';

export interface SiteLang {
  lang: string;
  default: boolean;
}

export interface PageMatch<P> {
  page: P;
  lang: string;
  params: Record<string, string>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Params when `segments` fit `pattern`, else null. Missing segments are allowed only at the end. */
function fit(
  pattern: readonly PathSegment[],
  segments: readonly string[],
): Record<string, string> | null {
  if (segments.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i];
    if (part.kind === 'literal') {
      if (segment === undefined || decode(segment) !== part.value) return null;
    } else {
      params[part.name] = segment === undefined ? part.fallback : decode(segment);
    }
  }
  return params;
}

function matchIn<P extends Pick<Page, 'paths' | 'langs'>>(
  pages: readonly P[],
  segments: readonly string[],
  lang: string,
): PageMatch<P> | null {
  let best: { match: PageMatch<P>; literals: number } | null = null;
  for (const page of pages) {
    const path = page.paths[lang];
    if (path === undefined || !page.langs.includes(lang)) continue;
    const pattern = parsePathPattern(path);
    const params = fit(pattern, segments);
    if (!params) continue;
    // The most literal segments wins, so `/product/new` beats `/product/{id:}`.
    const literals = pattern.filter((part) => part.kind === 'literal').length;
    if (!best || literals > best.literals) best = { match: { page, lang, params }, literals };
  }
  return best?.match ?? null;
}

/**
 * The page a URL path shows, its language and path parameters, or null. A first segment naming a
 * non-default site language selects that language; otherwise the default language applies.
 * Trailing slashes are tolerated.
 */
export function matchPage<P extends Pick<Page, 'paths' | 'langs'>>(
  pages: readonly P[],
  pathname: string,
  langs: readonly SiteLang[],
): PageMatch<P> | null {
  const segments = splitPath(pathname);
  const defaultLang = defaultLangOf(langs);
  const first = segments[0];
  const prefixed = langs.find((l) => l.lang === first && l.lang !== defaultLang);
  if (prefixed) {
    const match = matchIn(pages, segments.slice(1), prefixed.lang);
    if (match) return match;
  }
  return langs.length === 0 ? null : matchIn(pages, segments, defaultLang);
}

/** The language a path is in, from its prefix, for pages that do not exist (404). */
export function langOfPath(pathname: string, langs: readonly SiteLang[]): string {
  const first = splitPath(pathname)[0];
  const defaultLang = defaultLangOf(langs);
  const prefixed = langs.find((l) => l.lang === first && l.lang !== defaultLang);
  return prefixed?.lang ?? defaultLang;
}
