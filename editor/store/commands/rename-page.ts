import { CommandError, defineCommand } from '../command.ts';
import { pageOf } from './page-helpers.ts';

export interface RenamePagePayload {
  pageId: string;
  /** The name in the editor (trimmed); a page needs one. */
  name: string;
}

/** Renames a page (typing a name is one undo step). */
export const renamePage = defineCommand({
  type: 'rename-page',
  apply(doc, { pageId, name }: RenamePagePayload) {
    const page = pageOf(doc.site, pageId);
    const trimmed = name.trim();
    if (trimmed === '') throw new CommandError('command.page.nameMissing');
    page.name = trimmed.slice(0, 200);
  },
  mergeKey: ({ pageId }) => `page-name:${pageId}`,
});
