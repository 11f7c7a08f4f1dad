/**
 * Where the change-page and previous-page actions go (seeds §2), as hrefs the router or the
 * browser follows. Pure: the runtime's `navigate` / `back` effects call these, then push the
 * internal href, or open the external one.
 */
import { matchPage, type SiteLang } from '@shared/routing/match-page.ts';
import { defaultLangOf, pageLang } from '@shared/routing/page-lang.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import { isScriptUrl, parsedUrlText } from '@shared/routing/script-url.ts';
import { splitPath } from '@shared/routing/path-pattern.ts';
import { sectionAnchors } from '@shared/routing/section-anchor.ts';
import type { PublishedPage } from '@shared/schema/compose.ts';
import type { NavigationTarget } from '@shared/workflow/effects.ts';
import { WORKFLOW_MESSAGES } from '@shared/workflow/messages.ts';

export type NavigationHref =
  /** A path of the site (with query and hash), for the router. */
  | { kind: 'internal'; href: string }
  /** A full load: an outside URL, or any target opened in a new tab (then absolute). */
  | { kind: 'external'; href: string; newTab: boolean };

export interface NavigationContext {
  site: { readonly pages: readonly PublishedPage[]; readonly langs: readonly SiteLang[] };
  /** The language of the page the visitor is on. */
  lang: string;
  /** The site's origin and base path (`https://shop.example`), for hrefs opened in a new tab. */
  origin: string;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export const unsafeUrlMessage = (url: string) =>
  `[baobab] change-page: "${url.slice(0, 40)}" is a script or data URL; not followed`;

/**
 * The href of a change-page target.
 * - page: its path in the current language (else the default one; parameters at their
 *   defaults), `#anchor` of the section `sectionId` names (by uid or linkId; an unknown one
 *   scrolls to the top). Unknown page: throws "Page not found.".
 * - path: a path of the site as written. In a non-default language, a path without a language
 *   prefix is taken as written for the default language: when it is a page the visitor's
 *   language has, it becomes that page's path there (`/faq` → `/fr/questions`), otherwise
 *   unknown paths get the prefix (so the 404 is in their language) and pages the language lacks
 *   stay as they are. Leading slashes collapse to one, so a path never leaves the site; one with
 *   a scheme (`https:…`) is treated as a URL.
 * - url: external, as written. Script and data URLs throw.
 * `queries` are added to the query string (`stringifyQuery`); `newTab` makes every kind an
 * external href, absolute to `origin` for the site's own paths.
 */
export function navigationHref(
  target: NavigationTarget,
  context: NavigationContext,
  stringify: QueryStringifier = noQueries,
): NavigationHref {
  let href: string;
  if (
    target.kind === 'url' ||
    (target.kind === 'path' && HAS_SCHEME.test(parsedUrlText(target.path)))
  ) {
    const url = target.kind === 'url' ? target.url : target.path;
    // Script and data URLs would run code in the site's origin (in any spelling the browser
    // reads as one): never navigated to.
    if (isScriptUrl(url)) throw new Error(unsafeUrlMessage(url));
    return {
      kind: 'external',
      href: withQueries(url.trim(), target.queries, stringify),
      newTab: target.newTab,
    };
  }
  if (target.kind === 'page') {
    const page = context.site.pages.find((p) => p.id === target.pageId);
    if (!page) throw new Error(WORKFLOW_MESSAGES.pageNotFound);
    href = hrefOfPage(page, context, target.sectionId, '');
  } else {
    href = hrefOfPath(target.path, context, target.sectionId);
  }
  href = withQueries(href, target.queries, stringify);
  return target.newTab
    ? { kind: 'external', href: `${context.origin.replace(/\/+$/, '')}${href}`, newTab: true }
    : { kind: 'internal', href };
}

function hrefOfPage(
  page: PublishedPage,
  context: NavigationContext,
  sectionId: string | undefined,
  fallbackHash: string,
  params?: Readonly<Record<string, string>>,
): string {
  const defaultLang = defaultLangOf(context.site.langs);
  const lang = pageLang(page, context.lang, defaultLang);
  return `${pagePath(page, lang, defaultLang, params)}${anchorOf(page, sectionId) ?? fallbackHash}`;
}

/** The `#anchor` of a section of `page`, by uid or linkId; undefined when none is named. */
function anchorOf(page: PublishedPage, sectionId: string | undefined): string | undefined {
  if (!sectionId) return undefined;
  const section = page.sections.find((s) => s.uid === sectionId || s.linkId === sectionId);
  const anchor = section && sectionAnchors(page.sections).get(section.uid);
  return anchor ? `#${anchor}` : undefined;
}

function hrefOfPath(
  raw: string,
  context: NavigationContext,
  sectionId: string | undefined,
): string {
  const { pathname, search, hash } = splitHref(raw.trim());
  const { pages, langs } = context.site;
  const defaultLang = defaultLangOf(langs);
  const first = splitPath(pathname)[0];
  const prefixed = langs.some((l) => l.lang === first && l.lang !== defaultLang);
  const match = matchPage(pages, pathname, langs);
  if (!prefixed && context.lang !== defaultLang) {
    if (!match) return `/${context.lang}${pathname === '/' ? '' : pathname}${search}${hash}`;
    const { page, params } = match;
    if (pageLang(page, context.lang, defaultLang) === context.lang)
      return withSearch(hrefOfPage(page, context, sectionId, hash, params), search);
  }
  const anchor = match ? anchorOf(match.page, sectionId) : undefined;
  return `${pathname}${search}${anchor ?? hash}`;
}

/** A site path split at `?` and `#`; leading slashes (and backslashes) collapse to one `/`. */
function splitHref(href: string): { pathname: string; search: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const search = queryAt < 0 ? '' : beforeHash.slice(queryAt);
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  return { pathname: `/${path.replace(/^[/\\]+/, '')}`, search, hash };
}

/** `href` (which may end in `#hash`) with `search` (`?…` or empty) put before the hash. */
function withSearch(href: string, search: string): string {
  if (!search) return href;
  const hashAt = href.indexOf('#');
  return hashAt < 0 ? `${href}${search}` : `${href.slice(0, hashAt)}${search}${href.slice(hashAt)}`;
}

/** `stringifyQuery` of `shared/routing/query-string.ts` (qs, 7 KB gzip: loaded when needed). */
export type QueryStringifier = (queries: Record<string, unknown>) => string;

/** Whether `target` adds a query string, so that `navigationHref` needs a stringifier. */
export const hasQueries = (target: NavigationTarget): boolean =>
  Object.keys(target.queries).length > 0;

const noQueries: QueryStringifier = (queries) => {
  if (Object.keys(queries).length > 0) throw new Error('navigationHref needs a query stringifier');
  return '';
};

/** `href` with `queries` added to its query string, before any `#hash`. */
function withQueries(
  href: string,
  queries: Readonly<Record<string, unknown>>,
  stringify: QueryStringifier,
): string {
  const query = stringify(queries);
  if (!query) return href;
  const hashAt = href.indexOf('#');
  const base = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}

export type PreviousPageTarget =
  /** Back one entry in the site's own history. */
  | { kind: 'back' }
  /** No history in the site: the fallback page. */
  | { kind: 'page'; pageId: string }
  /** No history and no fallback: stay. */
  | { kind: 'none' };

/** previous-page: back in history, or to the fallback page when there is none (seeds §2). */
export function previousPageTarget(
  canGoBack: boolean,
  fallbackPageId: string | undefined,
): PreviousPageTarget {
  if (canGoBack) return { kind: 'back' };
  return fallbackPageId ? { kind: 'page', pageId: fallbackPageId } : { kind: 'none' };
}

/**
 * Whether the visitor has a previous entry in this site, from the router's history state
 * (`window.history.state.idx`, 0 on the entry they arrived on). `history.length` cannot tell:
 * it also counts other sites visited before, and entries ahead.
 */
export function canGoBackIn(historyState: unknown): boolean {
  const idx =
    typeof historyState === 'object' && historyState !== null
      ? (historyState as { idx?: unknown }).idx
      : undefined;
  return typeof idx === 'number' && idx > 0;
}
