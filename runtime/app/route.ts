import { langOfPath, matchPage } from '@shared/routing/match-page.ts';
import { defaultLangOf, pageLang } from '@shared/routing/page-lang.ts';
import { paramsWithDefaults } from '@shared/routing/router-path.ts';
import type { AppData, PublishedPage } from '@shared/schema/compose.ts';
import type { PageContext } from '../state/site-runtime.ts';

/** Where visitors go for an unknown path when the site has no 404 page (seeds §2). */
export const NOT_FOUND_PATH = '/404';

export interface PageRoute {
  kind: 'page';
  pageId: string;
  lang: string;
  /** Path parameters: every `{name:default}` of the page path, missing ones at their default. */
  params: Record<string, string>;
  /**
   * True when this is the site's 404 page shown for an unknown path or an unknown record of a
   * page bound to a data set (the URL stays).
   */
  notFound: boolean;
}

/** No page and no 404 page in the site: the plain "Page not found" view, at `/404`. */
export interface NotFoundRoute {
  kind: 'not-found';
  lang: string;
  redirectTo404: boolean;
}

export type Route = PageRoute | NotFoundRoute;

/**
 * What a path shows: its page (language from the prefix, parameters with defaults), else what
 * shows for nothing there (`notFoundRoute`).
 */
export function resolveRoute(app: AppData, pathname: string): Route {
  const { pages, langs } = app.site;
  const match = matchPage(pages, pathname, langs);
  if (match)
    return {
      kind: 'page',
      pageId: match.page.id,
      lang: match.lang,
      params: match.params,
      notFound: false,
    };
  return notFoundRoute(app, pathname);
}

/**
 * What shows at a path with nothing there (an unknown path, or an unknown record of a bound
 * page): the site's 404 page in the path's language when it has it, else the plain not-found
 * view, which moves the visitor to `/404` unless already there.
 */
export function notFoundRoute(app: AppData, pathname: string): Route {
  const { pages, langs, notFoundPageId } = app.site;
  const lang = langOfPath(pathname, langs);
  const notFoundPage =
    notFoundPageId === null ? undefined : pages.find((p) => p.id === notFoundPageId);
  if (notFoundPage) {
    const lang404 = pageLang(notFoundPage, lang, defaultLangOf(langs));
    // Its own parameters (if its path has any) at their defaults: the unknown path fills none.
    const params = paramsWithDefaults(notFoundPage.paths[lang404] ?? '/', {});
    return { kind: 'page', pageId: notFoundPage.id, lang: lang404, params, notFound: true };
  }
  return {
    kind: 'not-found',
    lang,
    redirectTo404: pathname.replace(/\/+$/, '') !== NOT_FOUND_PATH,
  };
}

/**
 * `context.page` of a visit to the route's page at `pathname` (not loaded yet); `shown` is a bound
 * page's record (`{ data }`).
 */
export function visitContext(
  page: Pick<PublishedPage, 'id' | 'name'>,
  pathname: string,
  route: PageRoute,
  shown?: { data: unknown },
): PageContext {
  return {
    id: page.id,
    name: page.name,
    path: pathname,
    lang: route.lang,
    params: route.params,
    pageLoaded: false,
    ...shown,
  };
}
