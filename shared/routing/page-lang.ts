import type { Page } from '../schema/site.ts';
import type { SiteLang } from './match-page.ts';

/** The language of a site that lists none (an invalid site, still shown or edited). */
export const FALLBACK_LANG = 'en';

/**
 * The site's default language: the one marked default, else the first listed, else
 * `FALLBACK_LANG`. The one rule for it: the runtime, the server and the editor call this.
 */
export function defaultLangOf(langs: readonly SiteLang[]): string {
  return (langs.find((l) => l.default) ?? langs[0])?.lang ?? FALLBACK_LANG;
}

/** The site's languages, the default first (the order an author reads them in). */
export function langsDefaultFirst(langs: readonly SiteLang[]): string[] {
  if (langs.length === 0) return [];
  const first = defaultLangOf(langs);
  return [first, ...langs.map((l) => l.lang).filter((lang) => lang !== first)];
}

/**
 * The language to show `page` in for a visitor reading `lang`: `lang` when the page has it,
 * else the default language. Paths built with another language would not match back (the
 * prefix names a language the page lacks), so links and redirects go through this first.
 */
export function pageLang(
  page: Pick<Page, 'paths' | 'langs'>,
  lang: string,
  defaultLang: string,
): string {
  return page.langs.includes(lang) && page.paths[lang] !== undefined ? lang : defaultLang;
}
