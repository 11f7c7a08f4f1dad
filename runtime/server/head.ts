/**
 * The head of a site page's HTML, so that crawlers and link previews (WhatsApp, Facebook: they
 * run no script) see the page without the runtime: title, description, social tags
 * (`og:*`, twitter card), and on staging and production the canonical link, `og:url` and the
 * alternates per language, absolute on the environment's public address
 * (`runtime/app/head-tags.ts`, which the runtime uses too, updating these tags in place).
 * Staging and preview say `noindex`. The meta's `{{ formula }}`s are filled over a bound page's
 * record (`runtime/app/meta-binder.ts`, as the browser does), and its structured data is written
 * as `<script type="application/ld+json">` (JSON with `<` escaped: it cannot end early). Text
 * goes in through `escapeHtml` and function replacers (`$&`, `$'` in a title stay text).
 */
import type { FastifyRequest } from 'fastify';
import { evaluateFormula } from '@shared/formula/evaluate.ts';
import { parseDataSetPath } from '@shared/routing/data-set.ts';
import type { PageMatch } from '@shared/routing/match-page.ts';
import type { AppData, Environment, PublishedPage } from '@shared/schema/compose.ts';
import {
  headTags,
  pageAddress,
  pageUrl,
  STRUCTURED_DATA_ID,
  type HeadTags,
} from '@runtime/app/head-tags.ts';
import { pageDataUrl } from '@runtime/app/load-page.ts';
import { metaBinder, metaProblemText } from '@runtime/app/meta-binder.ts';
import { recordDataUrl } from '@runtime/app/load-record.ts';
import { requestOrigin } from './public-url.ts';
import { escapeHtml } from './site-source.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export interface Head {
  /** The HTTP status: 200, 404 for an unknown path or record, else the record lookup's failure. */
  status: number;
  lang: string;
  tags: HeadTags;
  /** `<meta name="robots" content="noindex">`: anything but the live production site. */
  noindex: boolean;
  /** What the runtime fetches first (page data, a bound page's record), when the URL tells. */
  preloads: string[];
}

/**
 * What a path shows as far as the server can tell: the matched page, and for a page bound to a
 * data set whether its record exists (`records.ts`). `record` is null for a page not bound.
 */
export interface Shown {
  match: PageMatch<PublishedPage> | null;
  /** `id` and `data` when the record was found (status 200). */
  record: { status: number; id?: string; data?: unknown } | null;
}

/** Where the page is asked for: its environment, its path, and whether a link pinned a version. */
export interface Asked {
  environment: Environment;
  pathname: string;
  request: FastifyRequest;
  pinned: boolean;
}

/**
 * The head of the page a path shows. An unknown path, or a bound page's unknown record, answers
 * 404 with the head of the site's 404 page when it has one (no address: it is not that page's).
 * A record that could not be looked up (its data source failing) answers 503 with the page's
 * head; the runtime then fails as for page data (reload once, then "Try again").
 */
export function headOf(app: AppData, { match: matched, record }: Shown, asked: Asked): Head {
  const { pages, langs, notFoundPageId, name } = app.site;
  const defaultLang = defaultLangOf(langs);
  const match = record?.status === 404 ? null : matched;
  const page = match?.page ?? pages.find((p) => p.id === notFoundPageId);
  const lang = matched?.lang ?? defaultLang;
  const preloads: string[] = [];
  // A restricted page may send the visitor elsewhere (sign-in): its data may never be read.
  if (match && match.page.pageUserGroups.length === 0) {
    preloads.push(pageDataUrl(match.page.id, lang, app.cacheVersion));
    const dataSet = parseDataSetPath(match.page.cmsDataSetPath);
    if (dataSet && record?.status === 200)
      preloads.push(
        recordDataUrl(match.page.id, match.params[dataSet.param] ?? '', lang, app.cacheVersion),
      );
  }
  const status = !match ? 404 : record && record.status !== 200 ? 503 : 200;
  const address =
    status === 200 && match
      ? pageAddress(
          app,
          asked.environment,
          match.page,
          asked.pathname,
          requestOrigin(asked.request),
        )
      : null;
  // The 404 page shown for an unknown record gets none, as in the browser.
  const shown = match && record?.status === 200 ? { data: record.data } : undefined;
  const binder =
    page &&
    metaBinder(
      evaluateFormula,
      page,
      {
        lang,
        record: page.cmsDataSetPath ? shown : undefined,
        url: pageUrl(page, lang, defaultLang, address),
        baseUrl: address?.base ?? '',
      },
      (problem) => asked.request.log.warn(metaProblemText(page.id, problem)),
    );
  const tags: HeadTags = page
    ? headTags(page, lang, defaultLang, name, address, binder)
    : { title: name, meta: [], canonical: null, alternates: [], structuredData: '' };
  const noindex = asked.environment !== 'production' || asked.pinned;
  return { status, lang, tags, noindex, preloads };
}

/** Inserts `text` before `</head>`: a function replacer, so `$&` or `$'` in data stay data. */
export const beforeHeadEnd = (html: string, text: string) =>
  html.replace('</head>', () => `${text}</head>`);

/** The head's tags as HTML: title, meta tags (description first), links, robots. */
function tagsHtml({ tags, noindex }: Head): string {
  const meta = tags.meta
    .filter(([, , content]) => content !== '')
    .map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`,
    );
  const canonical = tags.canonical
    ? `<link rel="canonical" href="${escapeHtml(tags.canonical)}">`
    : '';
  const alternates = tags.alternates.map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
  );
  const robots = noindex ? '<meta name="robots" content="noindex">' : '';
  // Already JSON with `<`, `>`, `&` escaped (`scriptJson`): entities would not be read in a script.
  const structured = tags.structuredData
    ? `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${tags.structuredData}</script>`
    : '';
  return `<title>${escapeHtml(tags.title)}</title>${meta.join('')}${canonical}${alternates.join('')}${robots}${structured}`;
}

/** The head's tags and `early` (after them) in the head, page data preloads at its end. */
export function withHead(html: string, head: Head, early = ''): string {
  // The page data starts downloading with the HTML instead of after the runtime's scripts ran;
  // `crossorigin` gives the preload the credentials mode of the runtime's fetch, so it is reused.
  const preloads = head.preloads
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`)
    .join('');
  const tags = `${tagsHtml(head)}${early}`;
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => tags)
    : beforeHeadEnd(html, tags);
  return beforeHeadEnd(titled, preloads).replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${escapeHtml(head.lang)}"`,
  );
}
