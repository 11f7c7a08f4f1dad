import { CommandError, defineCommand } from '../command.ts';
import { deleteRefusal, pageOf } from './page-helpers.ts';

export interface DeletePagePayload {
  pageId: string;
}

/**
 * Deletes a page: its entry in site.json and its file (autosave deletes `pages/{id}.json`).
 * Refuses the home page and the pages the site sends visitors to (not found, unauthenticated,
 * unauthorized). When the page was shown, the home page is shown instead.
 */
export const deletePage = defineCommand({
  type: 'delete-page',
  apply(doc, { pageId }: DeletePagePayload, { ui }) {
    pageOf(doc.site, pageId);
    const refusal = deleteRefusal(doc.site, pageId);
    if (refusal) throw new CommandError(`command.page.delete.${refusal}`);
    doc.site.pages.splice(
      doc.site.pages.findIndex((p) => p.id === pageId),
      1,
    );
    delete doc.pages[pageId];
    if (ui.pageId === pageId) return { pageId: doc.site.homePageId, select: null };
  },
});
