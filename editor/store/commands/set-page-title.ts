import { CommandError, defineCommand } from '../command.ts';
import { pageOf } from './page-helpers.ts';

export interface SetPageTitlePayload {
  pageId: string;
  /** A site language. */
  lang: string;
  /** The browser tab's title in that language (may be empty). */
  title: string;
}

/** Sets a page's title in one language (typing it is one undo step). */
export const setPageTitle = defineCommand({
  type: 'set-page-title',
  apply(doc, { pageId, lang, title }: SetPageTitlePayload) {
    const page = pageOf(doc.site, pageId);
    if (!doc.site.langs.some((l) => l.lang === lang))
      throw new CommandError('command.site.lang', { lang });
    page.title[lang] = title;
  },
  mergeKey: ({ pageId, lang }) => `page-title:${pageId}:${lang}`,
});
