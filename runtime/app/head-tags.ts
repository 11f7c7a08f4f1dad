/**
 * The head tags of a page, computed the same way by the server (`runtime/server/head.ts`, which
 * writes them into the HTML for crawlers and link previews) and the browser (`head.ts`, which
 * updates those very tags in place as the visitor navigates). No DOM here.
 */
import { hasPlaceholder, scriptJson } from '@shared/formula/template.ts';
import { pickLang } from '@shared/i18n/pick-lang.ts';
import { matchPage } from '@shared/routing/match-page.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { AppData, Environment, PublishedPage } from '@shared/schema/compose.ts';

/** `<meta {attribute}="{key}" content="{content}">`; an empty content: no such tag. */
export type MetaTag = readonly [attribute: 'name' | 'property', key: string, content: string];

export interface HeadTags {
  title: string;
  meta: readonly MetaTag[];
  /** The page's absolute address (`<link rel="canonical">`, `og:url`); null: none written. */
  canonical: string | null;
  /** `<link rel="alternate" hreflang>`: each language of the page, then `x-default`. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** The page's JSON-LD (`scriptJson`: safe in a `<script>`); empty: none written. */
  structuredData: string;
}

/** The id of the JSON-LD script the server writes and the browser updates: one of it. */
export const STRUCTURED_DATA_ID = 'baobab-structured-data';

/**
 * Fills the `{{ formula }}` texts of a page's meta (`meta-binder.ts`, which comes with the
 * engine: a page that has such texts needs it, `needs-engine.ts`).
 */
export interface MetaBinder {
  text(template: string): string;
  /** JSON text with its values JSON-escaped (`fillJson`). */
  json(template: string): string;
}

/** Before the engine is there: no formula's value, and no JSON that would need one. */
const UNBOUND: MetaBinder = {
  text: (template) => template.replace(/\{\{[\s\S]*?\}\}/g, ''),
  json: (template) => (hasPlaceholder(template) ? '' : template),
};

/** Where a page is, for its absolute addresses: the public origin and the path's parameters. */
export interface PageAddress {
  base: string;
  params: Readonly<Record<string, string>>;
}

/**
 * The origin of the environment's absolute addresses: the site's public address for it
 * (`site.json` `publicUrls`, an origin: the schema checks it before a publish), else `fallback`
 * (the request's origin, or the browser's).
 */
export function publicBase(app: AppData, environment: Environment, fallback: string): string {
  const urls = app.site.publicUrls;
  const set = environment === 'staging' || environment === 'production' ? urls?.[environment] : '';
  return set ? set.replace(/\/$/, '') : fallback;
}

/**
 * The address of `page` shown at `pathname`, on staging and production only (preview is not
 * indexed), and only when the path is the page's own: the 404 page shown for an unknown path or
 * record has none.
 */
export function pageAddress(
  app: AppData,
  environment: Environment,
  page: Pick<PublishedPage, 'id'>,
  pathname: string,
  origin: string,
): PageAddress | null {
  if (environment !== 'staging' && environment !== 'production') return null;
  const match = matchPage(app.site.pages, pathname, app.site.langs);
  if (match?.page.id !== page.id) return null;
  return { base: publicBase(app, environment, origin), params: match.params };
}

/** The absolute address of `page` in `lang`; empty without an address (preview, a 404). */
export function pageUrl(
  page: Pick<PublishedPage, 'paths' | 'langs'>,
  lang: string,
  defaultLang: string,
  address: PageAddress | null,
): string {
  return address ? `${address.base}${pagePath(page, lang, defaultLang, address.params)}` : '';
}

/** An address made absolute on `base`; empty when it is not http(s). */
export function absoluteUrl(url: string, base: string): string {
  try {
    const absolute = new URL(url, `${base}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : '';
  } catch {
    return '';
  }
}

function text(map: Readonly<Record<string, string>> | undefined, langs: readonly string[]): string {
  const value = map ? pickLang(map, langs) : undefined;
  return typeof value === 'string' ? value : '';
}

/** The page's meta texts in the first of `langs` that has each, their formulas filled. */
function metaTexts(page: PublishedPage, langs: readonly string[], binder: MetaBinder) {
  const bound = (map: Readonly<Record<string, string>> | undefined) =>
    binder.text(text(map, langs)).trim();
  return {
    title: bound(page.title),
    desc: bound(page.meta.desc),
    keywords: bound(page.meta.keywords),
    socialTitle: bound(page.meta.socialTitle),
    socialDesc: bound(page.meta.socialDesc),
    image: page.metaImage ? binder.text(page.metaImage).trim() : '',
    structuredData: scriptJson(binder.json(text(page.meta.structuredData, langs))),
  };
}

/**
 * Title, description, keywords, social tags (`og:*`, twitter card) and structured data of a page
 * in `lang`, their `{{ formula }}`s filled by `binder`; with an address also the canonical link,
 * `og:url` and the alternates per language, and `og:image` absolute (crawlers take no relative
 * one).
 */
export function headTags(
  page: PublishedPage,
  lang: string,
  defaultLang: string,
  siteName: string,
  address: PageAddress | null,
  binder: MetaBinder = UNBOUND,
): HeadTags {
  const texts = metaTexts(page, [lang, defaultLang], binder);
  const title = texts.title || siteName;
  const { desc } = texts;
  const url = (l: string) => pageUrl(page, l, defaultLang, address);
  const canonical = url(lang);
  const image = texts.image && address ? absoluteUrl(texts.image, address.base) : '';
  const shownImage = address ? image : texts.image;
  const meta: MetaTag[] = [
    ['name', 'description', desc],
    ['name', 'keywords', texts.keywords],
    ['property', 'og:title', texts.socialTitle || title],
    ['property', 'og:description', texts.socialDesc || desc],
    ['property', 'og:image', shownImage],
    ['property', 'og:locale', lang],
    ['property', 'og:type', address ? 'website' : ''],
    ['property', 'og:url', canonical],
    ['name', 'twitter:card', address ? (image ? 'summary_large_image' : 'summary') : ''],
  ];
  const alternates = address
    ? [
        ...page.langs.map((l) => ({ hreflang: l, href: url(l) })),
        {
          hreflang: 'x-default',
          href: url(page.langs.includes(defaultLang) ? defaultLang : page.langs[0]!),
        },
      ]
    : [];
  const { structuredData } = texts;
  return { title, meta, canonical: canonical || null, alternates, structuredData };
}
