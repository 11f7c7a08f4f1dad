import { defineCommand } from '../command.ts';
import { pageOf } from './page-helpers.ts';

export interface SetPageFolderPayload {
  /** The pages to move: one page, or every page of a folder being renamed. */
  pageIds: string[];
  /** The folder name (trimmed); empty or null lists the pages outside any folder. */
  folder: string | null;
}

/**
 * Puts pages in a folder. Folders are only names on pages: creating one is naming it on a page,
 * renaming one is setting the new name on all its pages (one undo step).
 */
export const setPageFolder = defineCommand({
  type: 'set-page-folder',
  apply(doc, { pageIds, folder }: SetPageFolderPayload) {
    const pages = pageIds.map((id) => pageOf(doc.site, id));
    const name = folder?.trim().slice(0, 200) || null;
    for (const page of pages) page.folder = name;
  },
  mergeKey: ({ pageIds }) => `page-folder:${pageIds.join(',')}`,
});
