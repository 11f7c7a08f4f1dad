import { CommandError, defineCommand } from '../command.ts';
import { pageOf, pathProblem } from './page-helpers.ts';

export interface SetPagePathPayload {
  pageId: string;
  /** A site language; the page gains it when it lacked it. */
  lang: string;
  /** `/faq`, `/product/{id:}`: checked with `pagePathSchema`, unique among the site's pages. */
  path: string;
}

/** Sets a page's path in one language (typing a path is one undo step). */
export const setPagePath = defineCommand({
  type: 'set-page-path',
  apply(doc, { pageId, lang, path }: SetPagePathPayload) {
    const page = pageOf(doc.site, pageId);
    if (!doc.site.langs.some((l) => l.lang === lang))
      throw new CommandError('command.site.lang', { lang });
    const problem = pathProblem(doc.site, pageId, lang, path);
    if (problem) throw problem;
    page.paths[lang] = path;
    if (!page.langs.includes(lang)) page.langs.push(lang);
  },
  mergeKey: ({ pageId, lang }) => `page-path:${pageId}:${lang}`,
});
