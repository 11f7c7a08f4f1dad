/**
 * Pages rendered on the server for staging and production (`runtime/ssr.tsx`, the runtime's own
 * renderer): a visitor sees the page before any script ran, and crawlers that run none see its
 * content. Preview stays rendered in the browser (drafts change with every keystroke).
 *
 * A render is kept per published version (its id: a rollback to an earlier version finds that
 * version's renders, never the later one's, even with the same cache version), page, language
 * and record: a page not bound to a data set and showing no collection is rendered once per
 * version; a bound page's render, or one with collections' records in it (fetched through the
 * site's own routes, `render-fetch.ts`), is kept for `RECORD_TTL_MS` (records change without a
 * publish: stock, price). At most `MAX_RENDERS` are kept per server (the oldest go first).
 */
import { pagePath } from '@shared/routing/page-path.ts';
import type { BootData, PageData } from '@shared/schema/compose.ts';
import type { ServerContext } from '@server/contract.ts';
import type { PublishEnvironment } from '@server/publish.ts';
import { jsonScript } from '@server/front-end.ts';
import {
  BREAKPOINT_ATTRIBUTE,
  COLLECTIONS_ELEMENT_ID,
  RENDERED_ATTRIBUTE,
  ROOT_ELEMENT_ID,
} from '@runtime/app/boot.ts';
import type { RenderedCollection } from '@runtime/state/collections.ts';
import { renderFetch } from './render-fetch.ts';
import { environmentSource, type SiteSource } from './site-source.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export const MAX_RENDERS = 500;
export const RECORD_TTL_MS = 60_000;

/** What a rendered page adds to the runtime's HTML. */
export interface Rendered {
  /** The inside of `#root`. */
  body: string;
  /** What React hoisted to the document's head (image preloads), for `</head>`. */
  head: string;
  /** The breakpoint it was rendered for. */
  breakpoint?: 'mobile' | 'desktop';
  /** The collections it shows, for the browser to hydrate with (`withRendered`). */
  collections?: RenderedCollection[];
}

interface Entry {
  rendered: Promise<Rendered | null>;
  expires: number;
}

const caches = new WeakMap<ServerContext, Map<string, Entry>>();

function cacheOf(context: ServerContext): Map<string, Entry> {
  let cache = caches.get(context);
  if (!cache) caches.set(context, (cache = new Map()));
  return cache;
}

/** React writes the resources it hoists (`<link rel="preload" as="image">`) first: for the head. */
const HOISTED = /^(?:<link [^>]*\/>)+/;

/** Splits React's output into what goes in the head and the root's content. */
export function splitHoisted(html: string): Rendered {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export interface RenderRequest {
  boot: BootData;
  source: SiteSource;
  /** Path and query. */
  address: string;
  pageId: string;
  lang: string;
  /** A bound page's record id and record; undefined for a page that is not bound. */
  record?: { id: string; data: unknown } | undefined;
  /** The breakpoint to render for (`requestBreakpoint`); desktop by default. */
  breakpoint?: 'mobile' | 'desktop' | undefined;
  /** The request's Host header: the page's collections are fetched on it (`render-fetch.ts`). */
  host?: string | undefined;
}

/**
 * The page rendered, from the cache or now; null where the server does not render (preview, no
 * renderer in this build, a page `ssr.tsx` leaves to the browser, a failed render: logged, and
 * the browser then renders the page itself).
 */
export async function renderedPage(
  context: ServerContext,
  request: RenderRequest,
  now: number = Date.now(),
): Promise<Rendered | null> {
  const { source, boot, pageId, lang, record } = request;
  const breakpoint = request.breakpoint ?? 'desktop';
  // A version opened from the publish history: its collections would be fetched from the live one.
  if (source.environment === 'preview' || source.pinned) return null;
  const version = await source.version();
  if (version === null) return null;
  const render = await context.frontEnd.renderer?.();
  if (!render) return null;
  const cache = cacheOf(context);
  const key = [source.siteId, source.environment, version, pageId, lang, breakpoint]
    .concat(record?.id ?? '')
    .join('\u0000');
  const kept = cache.get(key);
  if (kept && kept.expires > now) return kept.rendered;
  const entry: Entry = {
    rendered: Promise.resolve(null),
    expires: record ? now + RECORD_TTL_MS : Infinity,
  };
  entry.rendered = (async () => {
    const data: PageData | null = await source.page(pageId, lang);
    if (!data) return null;
    const output = await render({
      boot,
      address: request.address,
      data,
      record: record && { data: record.data },
      breakpoint,
      fetch: renderFetch(context, source.siteId, source.environment, request.host),
    });
    if (output === null) return null;
    const { collections } = output;
    // Records shown: kept as long as a bound page's record.
    if (collections.length > 0) entry.expires = Math.min(entry.expires, now + RECORD_TTL_MS);
    return { ...splitHoisted(output.html), breakpoint, collections };
  })().catch((error: unknown) => {
    console.error(`[baobab] server rendering of page "${pageId}" failed`, error);
    cache.delete(key);
    return null;
  });
  cache.delete(key);
  cache.set(key, entry);
  while (cache.size > MAX_RENDERS) cache.delete(cache.keys().next().value!);
  return entry.rendered;
}

/**
 * A record of the site changed: its renders that show records (a bound page's, a page's with a
 * collection's records) are made again on their next request, not at the end of their minute.
 */
export function dropRecordRenders(context: ServerContext, siteId: string): void {
  const cache = cacheOf(context);
  for (const [key, entry] of cache)
    if (key.startsWith(`${siteId}\u0000`) && entry.expires !== Infinity) cache.delete(key);
}

/**
 * After a publish: the pages at fixed paths that any visitor may see are rendered at once, in
 * each of their languages and for phones and other screens, so that their first visitors get
 * them from the cache. Pages with path
 * parameters or bound to a data set are rendered on their first request. Gives the number of
 * pages rendered; one that fails is logged and left to its first request.
 */
export async function warmRenders(
  context: ServerContext,
  siteId: string,
  environment: PublishEnvironment,
): Promise<number> {
  const source = await environmentSource(context, siteId, environment);
  if (!source) return 0;
  const app = await source.app();
  const boot: BootData = { environment, siteId, app };
  const defaultLang = defaultLangOf(app.site.langs);
  let count = 0;
  for (const page of app.site.pages) {
    const fixed = Object.values(page.paths).every((path) => !path.includes('{'));
    if (!fixed || page.pageUserGroups.length > 0 || page.cmsDataSetPath) continue;
    for (const lang of page.langs) {
      const address = pagePath(page, lang, defaultLang);
      for (const breakpoint of ['mobile', 'desktop'] as const) {
        const request = { boot, source, address, pageId: page.id, lang, breakpoint };
        if (await renderedPage(context, request)) count += 1;
      }
    }
  }
  return count;
}

const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;

/**
 * The runtime's HTML with the rendered page in `#root`, marked for the browser to hydrate, and the
 * collections it shows after it (what React hoisted, `rendered.head`, is the caller's to place in
 * the head).
 */
export function withRendered(html: string, rendered: Rendered, pageId: string): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  const marks = `${RENDERED_ATTRIBUTE}="${pageId.replace(/[^\w-]/g, '')}" ${BREAKPOINT_ATTRIBUTE}="${rendered.breakpoint ?? 'desktop'}"`;
  const root = `<div id="${ROOT_ELEMENT_ID}" ${marks}>`;
  const collections = rendered.collections?.length
    ? jsonScript(COLLECTIONS_ELEMENT_ID, rendered.collections)
    : '';
  return `${html.slice(0, at)}${root}${rendered.body}</div>${collections}${html.slice(at + EMPTY_ROOT.length)}`;
}
