/**
 * What the page commands share: finding a page, readable ids and paths, and the path rules
 * (`pagePathSchema`, one page per path and language) the pages panel also checks while the
 * author types, so a refusal and the message shown in place are the same text.
 */
import type { Draft } from 'immer';
import { pagePathSchema, type Page, type SiteBundle, type SiteFile } from '@shared/schema/site.ts';
import { CommandError } from '../command.ts';
import { schemaReason } from '../schema-reason.ts';
import { langsDefaultFirst } from '@shared/routing/page-lang.ts';

/** The page listed in site.json, or a refusal naming it. */
export function pageOf(site: Draft<SiteFile>, pageId: string): Draft<Page> {
  const page = site.pages.find((p) => p.id === pageId);
  if (!page) throw new CommandError('command.page.missing', { id: pageId });
  return page;
}

/** `Our story!` → `our-story`: a readable start for ids and paths (empty when nothing is left). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** An id nothing in the site uses yet: the slug of `name` when free, else one from `newId`. */
export function freePageId(
  doc: SiteBundle | Draft<SiteBundle>,
  name: string,
  newId: (prefix?: string) => string,
): string {
  const slug = slugOf(name) || 'page';
  const used = (id: string) => doc.site.pages.some((p) => p.id === id) || id in doc.pages;
  if (!used(slug)) return slug;
  let id = newId(slug);
  while (used(id)) id = newId(slug);
  return id;
}

/** `/product/{id:}` and `/product/{sku:1}/` compare equal: parameters match any segment. */
export function routeKey(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.replace(/\{[^}]*\}/g, '{}');
}

/** The page (other than `pageId`) that already answers `path` in `lang`, if any. */
export function pageWithPath(
  site: SiteFile | Draft<SiteFile>,
  lang: string,
  path: string,
  pageId: string | null,
): Pick<Page, 'id' | 'name'> | undefined {
  const key = routeKey(path);
  return site.pages.find(
    (p) => p.id !== pageId && p.paths[lang] !== undefined && routeKey(p.paths[lang]) === key,
  );
}

/**
 * Why `path` cannot be the path of `pageId` in `lang` (a refusal to throw), or null when it can:
 * the schema's message (`pagePathSchema`), or the page that has it already.
 */
export function pathProblem(
  site: SiteFile | Draft<SiteFile>,
  pageId: string | null,
  lang: string,
  path: string,
): CommandError | null {
  const parsed = pagePathSchema.safeParse(path);
  if (!parsed.success) {
    const reason = schemaReason(pagePathSchema, path, parsed.error);
    return new CommandError('command.page.pathInvalid', { reason });
  }
  const other = pageWithPath(site, lang, path, pageId);
  if (other) return new CommandError('command.page.pathTaken', { path, lang, page: other.name });
  return null;
}

/**
 * `wanted` when no other page has it in `lang`, else the same path with `-2`, `-3`… on its last
 * plain segment (`/faq` → `/faq-2`, `/product/{id:}` → `/product-2/{id:}`, `/` → `/page-2`).
 */
export function uniquePath(
  site: SiteFile | Draft<SiteFile>,
  lang: string,
  wanted: string,
  pageId: string | null,
  fallbackSlug = 'page',
): string {
  if (!pageWithPath(site, lang, wanted, pageId)) return wanted;
  const segments = wanted.split('/').filter((s) => s !== '');
  let at = -1;
  segments.forEach((segment, i) => {
    if (!segment.startsWith('{')) at = i;
  });
  if (at < 0) {
    segments.unshift(fallbackSlug);
    at = 0;
  }
  const base = segments[at] ?? fallbackSlug;
  for (let n = 2; ; n++) {
    const next = [...segments];
    next[at] = `${base}-${n}`;
    const path = `/${next.join('/')}`;
    if (!pageWithPath(site, lang, path, pageId)) return path;
  }
}

/** Why a page cannot be deleted, or null: the site names it as its home or a target page. */
export type DeleteRefusal = 'home' | 'notFound' | 'unauthenticated' | 'unauthorized';

export function deleteRefusal(site: SiteFile, pageId: string): DeleteRefusal | null {
  if (site.homePageId === pageId) return 'home';
  if (site.notFoundPageId === pageId) return 'notFound';
  if (site.unauthenticatedPageId === pageId) return 'unauthenticated';
  if (site.unauthorizedPageId === pageId) return 'unauthorized';
  return null;
}

/** The languages of the site, default first. */
export function siteLangs(
  site: Pick<SiteFile, 'langs'> | Draft<Pick<SiteFile, 'langs'>>,
): string[] {
  return langsDefaultFirst(site.langs);
}
