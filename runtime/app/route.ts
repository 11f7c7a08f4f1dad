import { langOfPath, matchPage } from '@shared/routing/match-page.ts';
import type { AppData } from '@shared/schema/compose.ts';

export const NOT_FOUND_PATH = '/404';

export type Route =
  | {
      kind: 'page';
      pageId: string;
      lang: string;
      params: Record<string, string>;
      notFound: boolean;
    }
  /** No page and no 404 page in the site: the plain "Page not found" view, at `/404`. */
  | { kind: 'not-found'; lang: string; redirectTo404: boolean };

/** What a path shows: its page, the site's 404 page, or the plain not-found view. */
export function resolveRoute(app: AppData, pathname: string): Route {
  const { pages, langs, notFoundPageId } = app.site;
  const match = matchPage(pages, pathname, langs);
  if (match)
    return {
      kind: 'page',
      pageId: match.page.id,
      lang: match.lang,
      params: match.params,
      notFound: false,
    };
  const lang = langOfPath(pathname, langs) ?? 'en';
  const notFoundPage =
    notFoundPageId === null ? undefined : pages.find((p) => p.id === notFoundPageId);
  if (notFoundPage) {
    const defaultLang = langs.find((l) => l.default)?.lang ?? lang;
    const pageLang = notFoundPage.langs.includes(lang) ? lang : defaultLang;
    return { kind: 'page', pageId: notFoundPage.id, lang: pageLang, params: {}, notFound: true };
  }
  return {
    kind: 'not-found',
    lang,
    redirectTo404: pathname.replace(/\/+$/, '') !== NOT_FOUND_PATH,
  };
}
