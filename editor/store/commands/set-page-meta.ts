import type { PageMeta } from '@shared/schema/site.ts';
import { CommandError, defineCommand } from '../command.ts';
import { pageOf } from './page-helpers.ts';

/** The per-language meta fields of a page (search engines and social sharing). */
export const PAGE_META_FIELDS = [
  'desc',
  'keywords',
  'socialTitle',
  'socialDesc',
  'structuredData',
] as const satisfies ReadonlyArray<keyof PageMeta>;
export type PageMetaField = (typeof PAGE_META_FIELDS)[number];

export type SetPageMetaPayload =
  | {
      pageId: string;
      /** `structuredData` is JSON-LD as text. */
      field: PageMetaField;
      /** A site language. */
      lang: string;
      value: string;
    }
  | {
      pageId: string;
      /** The social sharing image (a URL); empty or null removes it. */
      field: 'metaImage';
      value: string | null;
    };

/** Sets a page's SEO text in one language, or its sharing image (typing is one undo step). */
export const setPageMeta = defineCommand({
  type: 'set-page-meta',
  apply(doc, payload: SetPageMetaPayload) {
    const page = pageOf(doc.site, payload.pageId);
    if (payload.field === 'metaImage') {
      page.metaImage = payload.value?.trim() || null;
      return;
    }
    if (!(PAGE_META_FIELDS as readonly string[]).includes(payload.field))
      throw new CommandError('command.page.metaField', { field: String(payload.field) });
    if (!doc.site.langs.some((l) => l.lang === payload.lang))
      throw new CommandError('command.site.lang', { lang: payload.lang });
    page.meta[payload.field][payload.lang] = payload.value;
  },
  mergeKey: (payload) =>
    `page-meta:${payload.pageId}:${payload.field}:${payload.field === 'metaImage' ? '' : payload.lang}`,
});
