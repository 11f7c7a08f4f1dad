import type { Page } from '../schema/site.ts';
import type { SiteLang } from './match-page.ts';

/** The site's default language: the one marked default, else the first listed. */
export function defaultLangOf(langs: readonly SiteLang[]): string | undefined {
  return (langs.find((l) => l.default) ?? langs[0])?.lang;
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
